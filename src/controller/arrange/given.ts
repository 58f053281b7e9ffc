/**
 * Arrange: typed, faker-backed builders that store records through the database's own rules,
 * so every arranged pet, stock count and order is one the API itself could have produced.
 */
import type { Faker } from '@faker-js/faker'
import type { OperationId } from '../../contract/operations'
import { check, validatorsFor } from '../../contract/validation'
import type { PetstoreDatabase } from '../../db/database'
import type { Category, Order, Pet } from '../../db/schemas'
import { ApiError } from '../../contract/errors'
import type { components } from '../../contract/generated/openapi'

type Schemas = components['schemas']

// The builders (and faker with them) load with the first `given` call: a server, a page and most
// tests never arrange, and faker's English data is the largest module the mock has.
const builders = () => import('../../factories/builders')

/** A category's fields; anything left out comes from faker. */
export type GivenCategory = Partial<Schemas['NewCategory']>

/** A pet's fields plus its stock; a new category is made when `categoryId` is left out. */
export type GivenPet = Partial<Schemas['NewPet']> & {
  /** Stock after creation; the status follows the stock rules, so it must agree with `status`. */
  stock?: number
}

/** An order's fields; an available pet with just enough stock is made when `petId` is left out. */
export type GivenOrder = Partial<Pick<Schemas['Order'], 'petId' | 'quantity' | 'shipDate'>> & {
  /** Completes the order after placing it (the pet may become sold). */
  complete?: boolean
}

/**
 * The builders on `petstore.given`.
 *
 * @example
 * const pet = await petstore.given.pet({ status: 'sold' })
 */
export interface Given {
  /** Stores a category with a unique name. */
  category(fields?: GivenCategory): Promise<Category>
  /** Stores a pet (with its category and inventory entry). */
  pet(fields?: GivenPet): Promise<Pet>
  /** Stores `count` pets in one shared category. */
  pets(count: number, fields?: GivenPet): Promise<Pet[]>
  /** Places an order, which takes stock exactly as `createOrder` does. */
  order(fields?: GivenOrder): Promise<Order>
}

/** What the builders need from a mock: its store and when the store is seeded. */
export interface GivenStore {
  db: PetstoreDatabase
  readonly ready: Promise<void>
}

// Names come from faker and may collide with a stored one; a few retries find a free one.
const NAME_ATTEMPTS = 5

// The builders accept only bodies the API would accept, so nothing arranged is out of contract.
function assertInContract(operationId: OperationId, body: object, label: string): void {
  const validate = validatorsFor(operationId).body
  if (!validate) return
  const checked = check(validate, 'body', structuredClone(body))
  if (!checked.ok) {
    const problems = checked.problem.map((d) => d.message)
    throw new TypeError(`${label}: ${problems.join('; ')} (openapi.yaml, ${operationId})`)
  }
}

function explain(label: string, error: unknown): never {
  if (error instanceof ApiError) throw new Error(`${label}: ${error.message}`, { cause: error })
  throw error
}

/** Creates the builders for one mock. `faker` is read on every call, so a reset can reseed it. */
export function createGiven(store: GivenStore, faker: () => Promise<Faker>): Given {
  const { db } = store

  const given: Given = {
    async category(fields = {}) {
      await store.ready
      for (let attempt = 1; ; attempt++) {
        const { buildCategory } = await builders()
        const input = buildCategory(fields, await faker())
        assertInContract('createCategory', input, 'given.category')
        try {
          return await db.createCategory(input)
        } catch (error) {
          const retry = fields.name === undefined && attempt < NAME_ATTEMPTS
          if (!(retry && error instanceof ApiError && error.code === 'category_exists')) {
            explain('given.category', error)
          }
        }
      }
    },

    async pet({ stock, ...fields } = {}) {
      await store.ready
      const categoryId = fields.categoryId ?? (await given.category()).id
      const { buildPet } = await builders()
      const input = buildPet({ ...fields, categoryId }, await faker())
      assertInContract('createPet', input, 'given.pet')
      const pet = await db.createPet(input).catch((error) => explain('given.pet', error))
      if (stock === undefined) return pet
      assertInContract('updateInventory', { quantity: stock }, 'given.pet({ stock })')
      const item = await db.setStock(pet.id, stock)
      if (fields.status !== undefined && item.status !== fields.status) {
        throw new TypeError(
          `given.pet: a ${fields.status} pet cannot have stock ${stock}; the state rules make it ` +
            `${item.status}. Leave out status or stock.`,
        )
      }
      return db.getPet(pet.id)
    },

    async pets(count, fields = {}) {
      await store.ready
      const categoryId = fields.categoryId ?? (await given.category()).id
      const pets: Pet[] = []
      for (let i = 0; i < count; i++) pets.push(await given.pet({ ...fields, categoryId }))
      return pets
    },

    async order({ complete, ...fields } = {}) {
      await store.ready
      const quantity = fields.quantity ?? 1
      const petId = fields.petId ?? (await given.pet({ stock: quantity })).id
      const { buildOrder } = await builders()
      const input = buildOrder({ ...fields, petId, quantity })
      assertInContract('createOrder', input, 'given.order')
      const label = `given.order({ petId: ${petId}, quantity: ${quantity} })`
      const order = await db.placeOrder(input).catch((error) => explain(label, error))
      return complete ? db.updateOrder(order.id, { complete: true }) : order
    },
  }
  return given
}
