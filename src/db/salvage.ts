/**
 * Records gathered from outside (a real server's lists, a recorded session) made into a store the
 * mock can load, by the one validation of the one snapshot format (`parseStoreSnapshot`): each
 * record it refuses is dropped, with its reason, and the rest is checked again, until the whole
 * passes. Nothing is repaired silently; what is dropped is reported.
 */
import { parseStoreSnapshot, StoreSnapshotError, type SnapshotProblem } from './snapshot'
import type { StoreSnapshot, NextIds } from './types'

/** The records to make a store of; the id counters are worked out when absent. */
export type StoreRecords = Omit<StoreSnapshot, 'nextIds'> & { nextIds?: NextIds }

/** A record that was left out, and why. */
export interface DroppedRecord {
  /** e.g. `pet 7`, `category 3`, `order 12`. */
  record: string
  /** What the store's rules say of it, e.g. `categoryId must name an existing category; 3 does not exist`. */
  reason: string
}

/** The tables of a store, as a snapshot names them. */
export type Table = 'categories' | 'pets' | 'inventory' | 'orders'

/**
 * The largest loadable store within `records`, and every record left out with its reason. A pet
 * and its inventory entry go together: dropping one drops the other.
 */
export function salvageStore(records: StoreRecords): {
  snapshot: StoreSnapshot
  dropped: DroppedRecord[]
} {
  let current = { ...records, nextIds: records.nextIds ?? nextIdsOf(records) }
  const dropped: DroppedRecord[] = []
  // Each round drops at least one record, so this ends.
  for (;;) {
    let problems: readonly SnapshotProblem[]
    try {
      return { snapshot: parseStoreSnapshot(current), dropped }
    } catch (error) {
      if (!(error instanceof StoreSnapshotError)) throw error
      problems = error.problems
    }
    const drop = {
      categories: new Set<number>(),
      pets: new Set<number>(),
      orders: new Set<number>(),
    }
    const dropPetIds = new Set<number>()
    for (const problem of problems) {
      const at = /^(categories|pets|inventory|orders)\[(\d+)\](?:\.(.*))?$/.exec(problem.path)
      if (!at) throw new StoreSnapshotError([problem])
      const table = at[1] as Table
      const index = Number(at[2])
      // `categoryId must name…` reads as a sentence; `petId: an open order must…` needs the colon.
      const joint = /^(must|repeats|has|is)\b/.test(problem.message) ? ' ' : ': '
      const reason = at[3] ? `${at[3]}${joint}${problem.message}` : problem.message
      const record = (current[table] as unknown[])[index] as Record<string, unknown> | undefined
      if (table === 'inventory' || table === 'pets') {
        const petId = (table === 'pets' ? record?.id : record?.petId) as number
        if (!dropPetIds.has(petId)) {
          dropped.push({
            record: `pet ${String(petId)}`,
            reason: table === 'inventory' ? `its inventory entry: ${reason}` : reason,
          })
        }
        dropPetIds.add(petId)
        if (table === 'pets') drop.pets.add(index)
      } else {
        dropped.push({ record: `${noun[table]} ${String(record?.id ?? `#${index}`)}`, reason })
        drop[table].add(index)
      }
    }
    current = {
      categories: current.categories.filter((_, i) => !drop.categories.has(i)),
      pets: current.pets.filter((pet, i) => !drop.pets.has(i) && !dropPetIds.has(pet.id)),
      inventory: current.inventory.filter((item) => !dropPetIds.has(item.petId)),
      orders: current.orders.filter((_, i) => !drop.orders.has(i)),
      nextIds: current.nextIds,
    }
  }
}

const noun = { categories: 'category', orders: 'order' } as const

/** The fields the store keeps of each kind of record (an API may send more). */
export const STORE_FIELDS = {
  categories: ['id', 'name', 'description'],
  pets: ['id', 'name', 'categoryId', 'status'],
  inventory: ['petId', 'quantity', 'status'],
  orders: ['id', 'petId', 'quantity', 'shipDate', 'complete'],
} as const satisfies Record<Table, readonly string[]>

/**
 * The store's fields of a record an API sent; a field it lacks stays absent, for the store's
 * check to name.
 */
export function storeRecord(table: Table, item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of STORE_FIELDS[table]) if (item[key] !== undefined) out[key] = item[key]
  return out
}

/** Id counters one above the highest id of each table (1 for an empty one). */
export function nextIdsOf(records: Omit<StoreSnapshot, 'nextIds'>): NextIds {
  const next = (rows: Array<{ id?: unknown }>) =>
    rows.reduce((max, row) => (typeof row.id === 'number' ? Math.max(max, row.id) : max), 0) + 1
  return {
    category: next(records.categories),
    pet: next(records.pets),
    order: next(records.orders),
  }
}
