// @vitest-environment node
// Eight tests at once, each creating a pet and listing pets, each on a store of its own.
import { usePetstore } from 'petstore-mock/vitest'
import { describe, expect, test } from 'vitest'
import { addPet, listPets } from './api.ts'
import { server } from './mocks/node.ts'

const petstore = usePetstore({ join: server, scenario: 'empty' }) // [petstore-mock]

describe.concurrent('pets, eight tests at once', () => {
  for (const n of [0, 1, 2, 3, 4, 5, 6, 7]) {
    test(
      `C${n} is the only pet its test sees`,
      // [petstore-mock] A store of its own for this test, inside msw's server.boundary().
      petstore.boundary(async (own) => {
        const dogs = await own.given.category({ name: 'Dogs' })
        await addPet({ name: `C${n}`, categoryId: dogs.id })
        expect((await listPets()).map((pet) => pet.name)).toEqual([`C${n}`])
      }),
    )
  }
})
