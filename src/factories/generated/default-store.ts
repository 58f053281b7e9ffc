// Generated from the default scenario by `npm run generate`. Do not edit.
import type { DatabaseDump } from '../../db/database'

/** The seed the store below was seeded with. */
export const DEFAULT_STORE_SEED = 1

/** The default scenario's store at that seed, so the usual start loads no faker. */
export const defaultStore = {
  "categories": [
    {
      "id": 1,
      "name": "Dogs",
      "description": "Grand Bleu de Gascogne, portuguese podengo and friends."
    },
    {
      "id": 2,
      "name": "Cats",
      "description": "Abyssinian, egyptian mau and friends."
    },
    {
      "id": 3,
      "name": "Birds",
      "description": "Boreal Chickadee, black-and-white warbler and friends."
    },
    {
      "id": 4,
      "name": "Fish",
      "description": "Blood cockle, common carp and friends."
    },
    {
      "id": 5,
      "name": "Reptiles",
      "description": "Madagascar ground boa, perrotet's shieldtail snake and friends."
    },
    {
      "id": 6,
      "name": "Small mammals",
      "description": "Silver, mini lop and friends."
    }
  ],
  "pets": [
    {
      "id": 1,
      "name": "Gus",
      "categoryId": 4,
      "status": "sold"
    },
    {
      "id": 2,
      "name": "Charlie",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 3,
      "name": "Dixie",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 4,
      "name": "Rosie",
      "categoryId": 1,
      "status": "available"
    },
    {
      "id": 5,
      "name": "Buddy",
      "categoryId": 6,
      "status": "available"
    },
    {
      "id": 6,
      "name": "Gus",
      "categoryId": 6,
      "status": "available"
    },
    {
      "id": 7,
      "name": "Mia",
      "categoryId": 2,
      "status": "pending"
    },
    {
      "id": 8,
      "name": "Ollie",
      "categoryId": 1,
      "status": "available"
    },
    {
      "id": 9,
      "name": "Tuffy",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 10,
      "name": "Nala",
      "categoryId": 1,
      "status": "available"
    },
    {
      "id": 11,
      "name": "Scout",
      "categoryId": 2,
      "status": "available"
    },
    {
      "id": 12,
      "name": "Bentley",
      "categoryId": 1,
      "status": "available"
    },
    {
      "id": 13,
      "name": "Charlie",
      "categoryId": 2,
      "status": "sold"
    },
    {
      "id": 14,
      "name": "Bailey",
      "categoryId": 4,
      "status": "pending"
    },
    {
      "id": 15,
      "name": "Lola",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 16,
      "name": "Gus",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 17,
      "name": "Bailey",
      "categoryId": 4,
      "status": "available"
    },
    {
      "id": 18,
      "name": "Joey",
      "categoryId": 6,
      "status": "available"
    },
    {
      "id": 19,
      "name": "Rosie",
      "categoryId": 1,
      "status": "pending"
    },
    {
      "id": 20,
      "name": "Nala",
      "categoryId": 3,
      "status": "sold"
    },
    {
      "id": 21,
      "name": "Scout",
      "categoryId": 3,
      "status": "pending"
    },
    {
      "id": 22,
      "name": "Milo",
      "categoryId": 6,
      "status": "sold"
    },
    {
      "id": 23,
      "name": "Molly",
      "categoryId": 3,
      "status": "pending"
    },
    {
      "id": 24,
      "name": "Rosie",
      "categoryId": 3,
      "status": "sold"
    },
    {
      "id": 25,
      "name": "Maggie",
      "categoryId": 4,
      "status": "pending"
    },
    {
      "id": 26,
      "name": "Stella",
      "categoryId": 3,
      "status": "sold"
    },
    {
      "id": 27,
      "name": "Gus",
      "categoryId": 2,
      "status": "available"
    },
    {
      "id": 28,
      "name": "Lola",
      "categoryId": 1,
      "status": "available"
    },
    {
      "id": 29,
      "name": "Dixie",
      "categoryId": 4,
      "status": "sold"
    },
    {
      "id": 30,
      "name": "Ginger",
      "categoryId": 6,
      "status": "available"
    },
    {
      "id": 31,
      "name": "Ace",
      "categoryId": 6,
      "status": "available"
    },
    {
      "id": 32,
      "name": "Tuffy",
      "categoryId": 2,
      "status": "available"
    },
    {
      "id": 33,
      "name": "Stella",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 34,
      "name": "Molly",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 35,
      "name": "Mia",
      "categoryId": 1,
      "status": "available"
    },
    {
      "id": 36,
      "name": "Archie",
      "categoryId": 1,
      "status": "sold"
    },
    {
      "id": 37,
      "name": "Oreo",
      "categoryId": 4,
      "status": "available"
    },
    {
      "id": 38,
      "name": "Ollie",
      "categoryId": 1,
      "status": "pending"
    },
    {
      "id": 39,
      "name": "Lola",
      "categoryId": 6,
      "status": "available"
    },
    {
      "id": 40,
      "name": "Ace",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 41,
      "name": "Nala",
      "categoryId": 3,
      "status": "available"
    },
    {
      "id": 42,
      "name": "Molly",
      "categoryId": 4,
      "status": "available"
    },
    {
      "id": 43,
      "name": "Bailey",
      "categoryId": 1,
      "status": "available"
    },
    {
      "id": 44,
      "name": "Bella",
      "categoryId": 2,
      "status": "sold"
    },
    {
      "id": 45,
      "name": "Leo",
      "categoryId": 1,
      "status": "available"
    },
    {
      "id": 46,
      "name": "Teddy",
      "categoryId": 4,
      "status": "available"
    },
    {
      "id": 47,
      "name": "Cookie",
      "categoryId": 5,
      "status": "available"
    },
    {
      "id": 48,
      "name": "Lola",
      "categoryId": 6,
      "status": "available"
    }
  ],
  "inventory": [
    {
      "petId": 1,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 2,
      "quantity": 6,
      "status": "available"
    },
    {
      "petId": 3,
      "quantity": 2,
      "status": "available"
    },
    {
      "petId": 4,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 5,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 6,
      "quantity": 4,
      "status": "available"
    },
    {
      "petId": 7,
      "quantity": 0,
      "status": "pending"
    },
    {
      "petId": 8,
      "quantity": 5,
      "status": "available"
    },
    {
      "petId": 9,
      "quantity": 2,
      "status": "available"
    },
    {
      "petId": 10,
      "quantity": 3,
      "status": "available"
    },
    {
      "petId": 11,
      "quantity": 2,
      "status": "available"
    },
    {
      "petId": 12,
      "quantity": 2,
      "status": "available"
    },
    {
      "petId": 13,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 14,
      "quantity": 0,
      "status": "pending"
    },
    {
      "petId": 15,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 16,
      "quantity": 3,
      "status": "available"
    },
    {
      "petId": 17,
      "quantity": 4,
      "status": "available"
    },
    {
      "petId": 18,
      "quantity": 4,
      "status": "available"
    },
    {
      "petId": 19,
      "quantity": 0,
      "status": "pending"
    },
    {
      "petId": 20,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 21,
      "quantity": 0,
      "status": "pending"
    },
    {
      "petId": 22,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 23,
      "quantity": 0,
      "status": "pending"
    },
    {
      "petId": 24,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 25,
      "quantity": 0,
      "status": "pending"
    },
    {
      "petId": 26,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 27,
      "quantity": 6,
      "status": "available"
    },
    {
      "petId": 28,
      "quantity": 4,
      "status": "available"
    },
    {
      "petId": 29,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 30,
      "quantity": 4,
      "status": "available"
    },
    {
      "petId": 31,
      "quantity": 5,
      "status": "available"
    },
    {
      "petId": 32,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 33,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 34,
      "quantity": 6,
      "status": "available"
    },
    {
      "petId": 35,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 36,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 37,
      "quantity": 2,
      "status": "available"
    },
    {
      "petId": 38,
      "quantity": 0,
      "status": "pending"
    },
    {
      "petId": 39,
      "quantity": 4,
      "status": "available"
    },
    {
      "petId": 40,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 41,
      "quantity": 6,
      "status": "available"
    },
    {
      "petId": 42,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 43,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 44,
      "quantity": 0,
      "status": "sold"
    },
    {
      "petId": 45,
      "quantity": 1,
      "status": "available"
    },
    {
      "petId": 46,
      "quantity": 2,
      "status": "available"
    },
    {
      "petId": 47,
      "quantity": 2,
      "status": "available"
    },
    {
      "petId": 48,
      "quantity": 6,
      "status": "available"
    }
  ],
  "orders": [
    {
      "id": 1,
      "petId": 40,
      "quantity": 1,
      "shipDate": "2026-09-09T00:38:10.893Z",
      "complete": true
    },
    {
      "id": 2,
      "petId": 19,
      "quantity": 1,
      "shipDate": "2026-09-26T10:20:43.169Z",
      "complete": false
    },
    {
      "id": 3,
      "petId": 14,
      "quantity": 1,
      "shipDate": "2026-10-02T11:57:18.166Z",
      "complete": false
    },
    {
      "id": 4,
      "petId": 21,
      "quantity": 5,
      "shipDate": "2026-11-17T08:59:39.833Z",
      "complete": false
    },
    {
      "id": 5,
      "petId": 37,
      "quantity": 2,
      "shipDate": "2026-09-08T23:33:03.626Z",
      "complete": false
    },
    {
      "id": 6,
      "petId": 13,
      "quantity": 3,
      "shipDate": "2026-12-22T18:26:48.801Z",
      "complete": true
    },
    {
      "id": 7,
      "petId": 23,
      "quantity": 2,
      "shipDate": "2026-11-14T15:07:27.656Z",
      "complete": false
    },
    {
      "id": 8,
      "petId": 25,
      "quantity": 1,
      "shipDate": "2026-11-07T08:31:15.091Z",
      "complete": false
    },
    {
      "id": 9,
      "petId": 20,
      "quantity": 1,
      "shipDate": "2026-10-18T04:34:56.647Z",
      "complete": true
    },
    {
      "id": 10,
      "petId": 3,
      "quantity": 4,
      "shipDate": "2026-12-22T01:37:51.108Z",
      "complete": false
    },
    {
      "id": 11,
      "petId": 1,
      "quantity": 1,
      "shipDate": "2026-12-26T13:18:51.778Z",
      "complete": true
    },
    {
      "id": 12,
      "petId": 7,
      "quantity": 5,
      "shipDate": "2026-09-17T08:16:11.550Z",
      "complete": false
    },
    {
      "id": 13,
      "petId": 38,
      "quantity": 2,
      "shipDate": "2026-12-24T16:54:19.777Z",
      "complete": false
    },
    {
      "id": 14,
      "petId": 29,
      "quantity": 6,
      "shipDate": "2026-09-22T07:40:26.134Z",
      "complete": true
    },
    {
      "id": 15,
      "petId": 24,
      "quantity": 6,
      "shipDate": "2026-12-07T22:45:39.492Z",
      "complete": true
    },
    {
      "id": 16,
      "petId": 12,
      "quantity": 3,
      "shipDate": "2026-12-16T08:07:41.098Z",
      "complete": false
    }
  ],
  "nextIds": {
    "category": 7,
    "pet": 49,
    "order": 17
  }
} as unknown as DatabaseDump
