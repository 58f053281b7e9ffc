/**
 * Arranging a bare PetstoreDatabase for the db layer's tests: no HTTP, no handlers.
 */
import { PetstoreDatabase } from '../../src/db/database'
import type { PetStatus } from '../../src/db/schemas'

/** A page wide enough to hold every record the tests make. */
export const BIG = { limit: 1_000_000, offset: 0 }

/**
 * A database with one category, and optionally one pet with the given status and stock.
 *
 * @example
 * const { db, petId } = await setup({ status: 'available', stock: 2 })
 * await db.placeOrder({ petId, quantity: 1 })
 */
export async function setup(pet?: { status?: PetStatus; stock?: number }) {
  const db = new PetstoreDatabase({ now: () => new Date('2026-01-01T00:00:00.000Z') })
  const category = await db.createCategory({ name: 'Dogs' })
  if (!pet) return { db, categoryId: category.id, petId: 0 }
  const created = await db.createPet({
    name: 'Rex',
    categoryId: category.id,
    status: pet.status ?? 'available',
  })
  if (pet.stock !== undefined) await db.setStock(created.id, pet.stock)
  return { db, categoryId: category.id, petId: created.id }
}

/**
 * A pet's status with its stock and inventory status, as one object to compare.
 *
 * @example
 * expect(await state(db, petId)).toEqual({ status: 'sold', stock: 0, inventoryStatus: 'out_of_stock' })
 */
export async function state(db: PetstoreDatabase, petId: number) {
  const pet = await db.getPet(petId)
  const inventory = await db.getInventory(petId)
  return { status: pet.status, stock: inventory.quantity, inventoryStatus: inventory.status }
}
