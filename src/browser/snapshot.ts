/**
 * A whole-store snapshot (every record of the four tables plus the next ids) and its exact
 * restoration through the database's public methods, so the restored store obeys the same
 * indexes and state rules as one built by requests.
 *
 * Environment-neutral: persistence and tab sync in the browser are built on it, and the Node
 * tests prove the round trip.
 */
import type { PetstoreDatabase } from '../db/database'
import type { Category, InventoryItem, Order, Pet } from '../db/schemas'

/** The next id each auto-numbered table hands out. */
export interface NextIds {
  category: number
  pet: number
  order: number
}

/** Every record of the store, as plain JSON. */
export interface StoreSnapshot {
  version: 1
  categories: Category[]
  pets: Pet[]
  inventory: InventoryItem[]
  orders: Order[]
  nextIds: NextIds
}

/**
 * Reads the whole store synchronously. Call it between database operations (see
 * `takeSnapshot`) so no half-done write is captured.
 *
 * @example
 * const snapshot = readSnapshot(petstore.db, { category: 7, pet: 49, order: 13 })
 */
export function readSnapshot(db: PetstoreDatabase, known: Partial<NextIds> = {}): StoreSnapshot {
  const categories = [...db.categories.values()].map((c) => ({ ...c }))
  const pets = [...db.pets.values()].map((p) => ({ ...p }))
  const inventory = [...db.inventory.values()].map((i) => ({ ...i }))
  const orders = [...db.orders.values()].map((o) => ({ ...o }))
  return {
    version: 1,
    categories,
    pets,
    inventory,
    orders,
    nextIds: {
      category: Math.max(known.category ?? 1, nextAfter(categories)),
      pet: Math.max(known.pet ?? 1, nextAfter(pets)),
      order: Math.max(known.order ?? 1, nextAfter(orders)),
    },
  }
}

/**
 * Waits for every queued database operation, then reads the store before the next one starts.
 *
 * @example
 * const snapshot = await takeSnapshot(petstore.db)
 * localStorage.setItem('store', JSON.stringify(snapshot))
 */
export async function takeSnapshot(
  db: PetstoreDatabase,
  known?: () => Partial<NextIds>,
): Promise<StoreSnapshot> {
  // listCategories runs in the database's queue: once it settles every earlier write is done,
  // and this continuation runs before the queue starts the next operation.
  await db.listCategories({ limit: 1, offset: 0 })
  return readSnapshot(db, known?.())
}

/**
 * Checks that a parsed value is a snapshot this version can restore.
 *
 * @example
 * isStoreSnapshot(JSON.parse(localStorage.getItem('store') ?? 'null')) // false when absent
 */
export function isStoreSnapshot(value: unknown): value is StoreSnapshot {
  if (typeof value !== 'object' || value === null) return false
  const s = value as Partial<StoreSnapshot>
  return (
    s.version === 1 &&
    Array.isArray(s.categories) &&
    Array.isArray(s.pets) &&
    Array.isArray(s.inventory) &&
    Array.isArray(s.orders) &&
    typeof s.nextIds === 'object' &&
    s.nextIds !== null &&
    [s.nextIds.category, s.nextIds.pet, s.nextIds.order].every(
      (n) => Number.isSafeInteger(n) && n >= 1,
    )
  )
}

/**
 * Replaces the store's content with a snapshot, ids included.
 *
 * The database numbers records itself, from 1 after `clear()`. Ids that no longer exist (deleted
 * records) are filled with placeholders that are removed at the end, so every record gets its
 * old id back and the next id matches the snapshot. Throws on a snapshot that is not
 * self-consistent (for example an open order of a missing pet); the store is then left cleared.
 *
 * @example
 * await restoreSnapshot(petstore.db, JSON.parse(saved))
 */
export async function restoreSnapshot(
  db: PetstoreDatabase,
  snapshot: StoreSnapshot,
): Promise<void> {
  assertIdsBelowNext(snapshot)
  await db.clear()
  const nonce = Math.random().toString(36).slice(2)

  const categories = byId(snapshot.categories, (c) => c.id)
  const categoryGaps: number[] = []
  for (let id = 1; id < snapshot.nextIds.category; id++) {
    const category = categories.get(id)
    const created = category
      ? await db.createCategory(
          category.description === undefined
            ? { name: category.name }
            : { name: category.name, description: category.description },
        )
      : await db.createCategory({ name: `restoring ${nonce} ${id}` })
    expectId(created.id, id, 'category')
    if (!category) categoryGaps.push(id)
  }

  const pets = byId(snapshot.pets, (p) => p.id)
  const petGaps: number[] = []
  for (let id = 1; id < snapshot.nextIds.pet; id++) {
    const pet = pets.get(id)
    // A placeholder pet is sold (stock 0) and belongs to category 1, which exists while
    // placeholders do: a pet can only ever have been created after some category.
    const created = await db.createPet(
      pet
        ? { name: pet.name, categoryId: pet.categoryId, status: pet.status }
        : { name: `restoring ${nonce}`, categoryId: 1, status: 'sold' },
    )
    expectId(created.id, id, 'pet')
    if (!pet) petGaps.push(id)
  }

  const orders = byId(snapshot.orders, (o) => o.id)
  const orderGaps: number[] = []
  for (let id = 1; id < snapshot.nextIds.order; id++) {
    const order = orders.get(id)
    const created = await db.importOrder(
      order
        ? {
            petId: order.petId,
            quantity: order.quantity,
            shipDate: order.shipDate,
            complete: order.complete,
          }
        : { petId: 1, quantity: 1, shipDate: new Date(0).toISOString(), complete: false },
    )
    expectId(created.id, id, 'order')
    if (!order) orderGaps.push(id)
  }
  // Cancelling returns stock to pet 1; the stock pass below sets every real pet exactly.
  for (const id of orderGaps) await db.cancelOrder(id)

  for (const item of snapshot.inventory) {
    const pet = pets.get(item.petId)
    if (!pet) throw new Error(`snapshot: inventory entry of missing pet ${item.petId}`)
    // Read between awaited operations, so nothing else is writing.
    const current = db.inventory.get(item.petId)
    if (current?.quantity === item.quantity && current.status === item.status) continue
    // setStock moves the status by the stock rules; updatePet then puts the saved one back.
    await db.setStock(item.petId, item.quantity)
    await db.updatePet(item.petId, {
      name: pet.name,
      categoryId: pet.categoryId,
      status: item.status,
    })
  }

  for (const id of petGaps) await db.deletePet(id)
  for (const id of categoryGaps) await db.deleteCategory(id)
}

function assertIdsBelowNext(snapshot: StoreSnapshot): void {
  const tables: Array<[string, Array<{ id: number }>, number]> = [
    ['category', snapshot.categories, snapshot.nextIds.category],
    ['pet', snapshot.pets, snapshot.nextIds.pet],
    ['order', snapshot.orders, snapshot.nextIds.order],
  ]
  for (const [kind, records, next] of tables) {
    for (const { id } of records) {
      if (!Number.isSafeInteger(id) || id < 1 || id >= next) {
        throw new Error(`snapshot: ${kind} id ${id} is outside 1..${next - 1}`)
      }
    }
  }
}

function nextAfter(records: Array<{ id: number }>): number {
  let max = 0
  for (const record of records) if (record.id > max) max = record.id
  return max + 1
}

function byId<T>(records: T[], idOf: (record: T) => number): Map<number, T> {
  return new Map(records.map((record) => [idOf(record), record]))
}

function expectId(got: number, wanted: number, kind: string): void {
  if (got !== wanted) throw new Error(`snapshot: ${kind} ${wanted} was restored as ${got}`)
}
