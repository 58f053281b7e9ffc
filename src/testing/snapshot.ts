/**
 * snapshot() / restore(): a copy of every record, and a way back to it with the same ids.
 *
 * The database has no bulk import that keeps ids (yet), so restore clears the store and creates
 * the records again in id order through its public methods. Ids a snapshot lacks (records that
 * were deleted) are filled with placeholders that are removed again, so every id comes back.
 */
import type { PetstoreDatabase } from '../db/database'
import type { Category, InventoryItem, Order, Pet } from '../db/schemas'

/**
 * Every record of the store at one moment; plain data, safe to keep and compare.
 *
 * @example
 * const before: StoreSnapshot = await petstore.snapshot()
 * before.pets.length // 48 in the default scenario
 */
export interface StoreSnapshot {
  readonly categories: readonly Category[]
  readonly pets: readonly Pet[]
  readonly inventory: readonly InventoryItem[]
  readonly orders: readonly Order[]
}

/**
 * What snapshot and restore need from a mock.
 *
 * @example
 * const store: SnapshotStore = createPetstore()
 */
export interface SnapshotStore {
  db: PetstoreDatabase
  readonly ready: Promise<void>
}

const everything = { limit: Number.MAX_SAFE_INTEGER, offset: 0 }
const PLACEHOLDER = 'petstore-mock restore placeholder'

/**
 * Copies every record. The list methods run in the store's queue, so each list is consistent.
 *
 * @example
 * const before = await takeSnapshot(petstore)
 */
export async function takeSnapshot(store: SnapshotStore): Promise<StoreSnapshot> {
  const { db } = store
  await store.ready
  return structuredClone({
    categories: (await db.listCategories(everything)).items,
    pets: (await db.listPets(everything)).items,
    inventory: (await db.listInventory(everything)).items,
    orders: (await db.listOrders(everything)).items,
  })
}

function maxId(ids: Iterable<number>): number {
  let max = 0
  for (const id of ids) max = Math.max(max, id)
  return max
}

/**
 * Creates ids 1..upTo in order: `create(record)` for the ones the snapshot has, a placeholder
 * for the gaps. Returns the placeholder ids, to be removed once nothing needs them.
 */
async function recreate<T extends { id: number }>(
  records: readonly T[],
  upTo: number,
  create: (record: T | undefined, id: number) => Promise<{ id: number }>,
): Promise<number[]> {
  const byId = new Map(records.map((record) => [record.id, record]))
  const placeholders: number[] = []
  for (let id = 1; id <= upTo; id++) {
    const record = byId.get(id)
    const created = await create(record, id)
    if (created.id !== id) {
      throw new Error(
        `restore: expected id ${id}, got ${created.id}; was the store changed meanwhile?`,
      )
    }
    if (!record) placeholders.push(id)
  }
  return placeholders
}

/**
 * Puts the store back to a snapshot: same records, same ids, same stock and statuses.
 * Records created afterwards continue from the highest restored id.
 *
 * @example
 * const before = await takeSnapshot(petstore)
 * await petstore.db.deletePet(1)
 * await restoreSnapshot(petstore, before) // pet 1 is back
 */
export async function restoreSnapshot(
  store: SnapshotStore,
  snapshot: StoreSnapshot,
): Promise<void> {
  const { db } = store
  await store.ready
  await db.clear()

  const categoryGaps = await recreate(
    snapshot.categories,
    maxId(snapshot.categories.map((c) => c.id)),
    (category, id) =>
      db.createCategory(
        category
          ? {
              name: category.name,
              ...(category.description !== undefined && { description: category.description }),
            }
          : { name: `${PLACEHOLDER} ${id}` },
      ),
  )

  // Completed orders may point at pets deleted since, so pet ids run up to the highest of both.
  const petIds = [...snapshot.pets.map((p) => p.id), ...snapshot.orders.map((o) => o.petId)]
  let anyCategory = snapshot.categories[0]?.id
  const petGaps = await recreate(snapshot.pets, maxId(petIds), async (pet) => {
    if (pet) return db.createPet({ name: pet.name, categoryId: pet.categoryId, status: pet.status })
    // No category left to hang a placeholder pet on: borrow one, removed below.
    anyCategory ??= (await db.createCategory({ name: `${PLACEHOLDER} for pets` })).id
    return db.createPet({ name: PLACEHOLDER, categoryId: anyCategory, status: 'sold' })
  })

  const orderGaps = await recreate(
    snapshot.orders,
    maxId(snapshot.orders.map((o) => o.id)),
    (order) =>
      db.importOrder(
        order
          ? {
              petId: order.petId,
              quantity: order.quantity,
              shipDate: order.shipDate,
              complete: order.complete,
            }
          : { petId: 1, quantity: 1, shipDate: new Date(0).toISOString(), complete: false },
      ),
  )

  // Placeholders go in reverse dependency order: orders, then pets, then categories.
  for (const id of orderGaps) await db.cancelOrder(id)
  for (const id of petGaps) await db.deletePet(id)
  for (const id of categoryGaps) await db.deleteCategory(id)
  if (anyCategory !== undefined && !snapshot.categories.some((c) => c.id === anyCategory)) {
    await db.deleteCategory(anyCategory)
  }

  // Stock last: setStock applies the rules, then updatePet pins the exact status the snapshot had.
  const petsById = new Map(snapshot.pets.map((pet) => [pet.id, pet]))
  for (const item of snapshot.inventory) {
    const pet = petsById.get(item.petId)
    if (!pet) continue
    const stored = await db.setStock(item.petId, item.quantity)
    if (stored.status !== pet.status) {
      await db.updatePet(pet.id, { name: pet.name, categoryId: pet.categoryId, status: pet.status })
    }
  }
}
