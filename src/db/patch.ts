/**
 * Store patches: what a run of writes changed, as plain data. A patch holds, per table, the
 * records those writes touched as they are now (or their ids, when deleted) and the id counters
 * after them. A saved store can then be one snapshot plus the patches written since, so saving a write
 * costs what the write touched, not the whole store (the browser's IndexedDB layer saves that way).
 */
import type { TableName } from './events'
import type { Category, InventoryItem, Order, Pet } from './schemas'
import { StoreSnapshotError } from './snapshot'
import type { NextIds } from './types'

/** The records a run of writes touched, as they are after it, and the id counters. */
export interface StorePatch {
  /** Per table, each touched record as it is now. */
  put: { categories: Category[]; pets: Pet[]; inventory: InventoryItem[]; orders: Order[] }
  /** Per table, the ids (petIds for inventory) of touched records that no longer exist. */
  deleted: Record<SnapshotTable, number[]>
  nextIds: NextIds
}

/** The snapshot's name for each table the store's change events name. */
export const SNAPSHOT_TABLE = {
  categories: 'categories',
  pets: 'pets',
  inventory: 'inventory',
  orders: 'orders',
} as const satisfies Record<TableName, string>

type SnapshotTable = (typeof SNAPSHOT_TABLE)[TableName]

const TABLES = Object.values(SNAPSHOT_TABLE)
const keyOf = (table: SnapshotTable, record: Record<string, unknown>) =>
  table === 'inventory' ? record.petId : record.id

interface CheckedPatch {
  put: Record<SnapshotTable, Array<Record<string, unknown>>>
  deleted: Record<SnapshotTable, number[]>
  nextIds: unknown
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// The first thing wrong with a patch's shape, as a path below it and a message; undefined when
// the patch has the shape. The records themselves are checked later, with the whole snapshot.
function shapeProblem(patch: unknown): { path: string; message: string } | undefined {
  if (!isObject(patch)) return { path: '', message: 'must be a store patch object' }
  for (const part of ['put', 'deleted'] as const) {
    const tables = patch[part]
    if (!isObject(tables)) return { path: part, message: 'must be an object of the four tables' }
    for (const table of TABLES) {
      const rows = tables[table]
      if (!Array.isArray(rows)) return { path: `${part}.${table}`, message: 'must be a list' }
      const bad = rows.findIndex((row) =>
        part === 'put' ? !isObject(row) : !(Number.isInteger(row) && (row as number) >= 1),
      )
      if (bad >= 0) {
        const what = part === 'put' ? 'a record' : 'a whole number of at least 1'
        return { path: `${part}.${table}.${bad}`, message: `must be ${what}` }
      }
    }
  }
  if (!isObject(patch.nextIds)) return { path: 'nextIds', message: 'must be an object' }
  return undefined
}

/**
 * Applies patches, in order, to an untrusted snapshot and returns the snapshot they lead to, still
 * unchecked: pass it to `parseStoreSnapshot`. A patch of the wrong shape throws
 * StoreSnapshotError naming it; a snapshot that is not one is returned as it is, for the parse to name.
 */
export function applyStorePatches(snapshot: unknown, patches: readonly unknown[]): unknown {
  if (patches.length === 0 || !isSnapshotLike(snapshot)) return snapshot
  const tables = new Map(
    TABLES.map((table) => [
      table,
      new Map(
        snapshot[table].map((record) => [keyOf(table, record as Record<string, unknown>), record]),
      ),
    ]),
  )
  let nextIds = snapshot.nextIds
  patches.forEach((value, i) => {
    const problem = shapeProblem(value)
    if (problem) {
      const path = [`patches[${i}]`, problem.path].filter(Boolean).join('.')
      throw new StoreSnapshotError([{ path, message: problem.message }])
    }
    const patch = value as CheckedPatch
    for (const table of TABLES) {
      const rows = tables.get(table)!
      for (const key of patch.deleted[table]) rows.delete(key)
      for (const record of patch.put[table]) rows.set(keyOf(table, record), record)
    }
    nextIds = patch.nextIds
  })
  return {
    ...snapshot,
    ...Object.fromEntries(TABLES.map((table) => [table, [...tables.get(table)!.values()]])),
    nextIds,
  }
}

function isSnapshotLike(
  value: unknown,
): value is Record<SnapshotTable, unknown[]> & { nextIds: unknown } {
  if (typeof value !== 'object' || value === null) return false
  const tables = value as Record<string, unknown>
  return TABLES.every((table) => Array.isArray(tables[table]))
}
