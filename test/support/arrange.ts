/**
 * Arranging data for the handler tests: the records a test needs, made straight through the db
 * layer (or through the API where the test is about what the API did), and the few readers the
 * tests use to say what a user sees.
 */
import { expect } from 'vitest'
import type { PetstoreServer } from '../../src/entries/node'
import type { ApiClient, ApiResponse, CallOptions } from '../../src/conformance/client'
import type { PetstoreOptions } from '../../src/controller/petstore'
import { useTestMock } from './mock'
import type { Category, InventoryItem, Order, Pet, PetStatus } from './responses'

/** The time the handler tests' mock reads (`now`), so every date it answers is fixed. */
export const TEST_NOW = '2026-11-22T12:00:00.000Z'

/**
 * The handler tests' set-up, written once: a mock for the test file on the empty scenario at
 * `TEST_NOW`, its contract-checking client, and the helpers that arrange its records (`pets`:
 * straight through the db; `store`: the Store tag's, orders through the API).
 */
export function useEmptyStore(options: PetstoreOptions = {}) {
  const { petstore, api } = useTestMock({ scenario: 'empty', now: TEST_NOW, ...options })
  return { petstore, api, pets: arrangePets(petstore), store: arrangeStore(petstore, api) }
}

/**
 * Helpers that add categories, pets and open orders to a mock's store, for tests that arrange
 * their own data on an empty store.
 *
 * @example
 * const { petstore } = useTestMock({ scenario: 'empty' })
 * const { addCategory, addPet } = arrangePets(petstore)
 * const dogs = await addCategory('Dogs')
 * await addPet('Rex', dogs.id, 'pending')
 */
export function arrangePets(petstore: PetstoreServer) {
  return {
    addCategory(name = 'Dogs', description?: string): Promise<Category> {
      return petstore.db.createCategory(
        description === undefined ? { name } : { name, description },
      )
    },
    addPet(name: string, categoryId: number, status: PetStatus = 'available'): Promise<Pet> {
      return petstore.db.createPet({ name, categoryId, status })
    },
    addOpenOrder(petId: number, quantity = 1) {
      return petstore.db.placeOrder({ petId, quantity })
    },
  }
}

/**
 * A pet named Rex in a new category, and the ETag the API answers it with: where the tests of
 * If-Match and If-None-Match start.
 *
 * @example
 * const { pet, tag } = await taggedRex(petstore, api)
 */
export async function taggedRex(
  petstore: PetstoreServer,
  api: ApiClient,
): Promise<{ pet: Pet; tag: string }> {
  const { addCategory, addPet } = arrangePets(petstore)
  const pet = await addPet('Rex', (await addCategory()).id)
  const res = await api.get<Pet>(`/pets/${pet.id}`)
  return { pet, tag: res.headers.get('etag') ?? '' }
}

/**
 * A category, a pet in it and an open order, then each write a precondition guards beyond a
 * pet's (a PUT, PATCH or DELETE of the category, the inventory item and the order), sent with
 * `options` (the precondition's headers): the records, and the answers in that order.
 */
export async function writeEachRecord(
  petstore: PetstoreServer,
  api: ApiClient,
  options: CallOptions,
): Promise<{ dogs: Category; rex: Pet; order: Order; answers: ApiResponse[] }> {
  const { addCategory, addPet, addOpenOrder } = arrangePets(petstore)
  const dogs = await addCategory()
  const rex = await addPet('Rex', dogs.id)
  const order = await addOpenOrder(rex.id)
  const answers = [
    await api.put(`/categories/${dogs.id}`, { name: 'Hounds' }, options),
    await api.delete(`/categories/${dogs.id}`, options),
    await api.put(`/store/inventory/${rex.id}`, { quantity: 5 }, options),
    await api.patch(`/store/orders/${order.id}`, { complete: true }, options),
    await api.delete(`/store/orders/${order.id}`, options),
  ]
  return { dogs, rex, order, answers }
}

/**
 * Helpers for the Store tag's tests: a pet in a fresh category (with stock), an order placed
 * through the API, and what the API says of a pet's stock and status.
 *
 * @example
 * const { petstore, api } = useTestMock({ scenario: 'empty' })
 * const { addPet, placeOrder, inventoryOf } = arrangeStore(petstore, api)
 * const pet = await addPet({ stock: 3 })
 * await placeOrder(pet.id, 2)
 * expect((await inventoryOf(pet.id)).quantity).toBe(1)
 */
export function arrangeStore(petstore: PetstoreServer, api: ApiClient) {
  return {
    /** A pet in a fresh category, with its stock set when `stock` is given. */
    async addPet(
      options: { name?: string; status?: PetStatus; stock?: number } = {},
    ): Promise<Pet> {
      const categoryName = `Category ${petstore.db.categories.size + 1}`
      const category = await petstore.db.createCategory({ name: categoryName })
      const pet = await petstore.db.createPet({
        name: options.name ?? 'Rex',
        categoryId: category.id,
        status: options.status ?? 'available',
      })
      if (options.stock !== undefined) await petstore.db.setStock(pet.id, options.stock)
      return petstore.db.getPet(pet.id)
    },
    async placeOrder(petId: number, quantity = 1): Promise<Order> {
      const res = await api.post<Order>('/store/orders', { petId, quantity })
      expect(res.status).toBe(201)
      return res.body
    },
    async inventoryOf(petId: number): Promise<InventoryItem> {
      const res = await api.get<InventoryItem>(`/store/inventory/${petId}`)
      expect(res.status).toBe(200)
      return res.body
    },
    async statusOf(petId: number): Promise<PetStatus | undefined> {
      const res = await api.get<Pet>(`/pets/${petId}`)
      expect(res.status).toBe(200)
      return res.body.status
    },
  }
}

/**
 * The ids of the records a list answered, in order.
 *
 * @example
 * expect(idsOf(await api.get('/pets?sort=-id'))).toEqual([3, 2, 1])
 */
export const idsOf = (res: ApiResponse): number[] =>
  (res.body as Array<{ id: number }>).map((item) => item.id)

/**
 * The names of the records a list answered, in order.
 *
 * @example
 * expect(namesOf(await api.get('/pets?sort=name'))).toEqual(['Ace', 'Rex'])
 */
export const namesOf = (res: ApiResponse): string[] =>
  (res.body as Array<{ name: string }>).map((item) => item.name)

/**
 * The pet ids of the inventory items a list answered, in order.
 *
 * @example
 * expect(petIdsOf(await api.get('/store/inventory'))).toEqual([1, 2])
 */
export const petIdsOf = (res: ApiResponse): number[] =>
  (res.body as InventoryItem[]).map((item) => item.petId)
