/**
 * Store patches: what a run of writes changed, as plain data. A patch holds, per table, the
 * records those writes touched as they are now (or their ids, when deleted) and the id counters
 * after them. A saved store can then be one dump plus the patches written since, so saving a write
 * costs what the write touched, not the whole store (the browser's IndexedDB layer saves that way).
 *
 * Patches read back from outside are untrusted like any dump: `applyStorePatches` only checks
 * their shape and moves records; the dump it returns goes through `parseStoreSnapshot`, the one
 * check of the snapshot format, before a store sees it.
 */
import { z } from 'zod'
import type { TableName } from './events'
import type { Category, InventoryItem, Order, Pet } from './schemas'
import { StoreSnapshotError } from './dump'
import type { NextIds } from './types'

/** The records a run of writes touched, as they are after it, and the id counters. */
export interface StorePatch {
  /** Per table, each touched record as it is now. */
  put: { categories: Category[]; pets: Pet[]; inventory: InventoryItem[]; orders: Order[] }
  /** Per table, the ids (petIds for inventory) of touched records that no longer exist. */
  deleted: Record<DumpTable, number[]>
  nextIds: NextIds
}

/** The dump's name for each table the store's change events name. */
export const DUMP_TABLE = {
  categories: 'categories',
  pets: 'pets',
  inventory: 'inventory',
  orders: 'orders',
} as const satisfies Record<TableName, string>

type DumpTable = (typeof DUMP_TABLE)[TableName]

const TABLES = Object.values(DUMP_TABLE)
const keyOf = (table: DumpTable, record: Record<string, unknown>) =>
  table === 'inventory' ? record.petId : record.id

const id = z.number().int().min(1)
const records = z.array(z.record(z.string(), z.unknown()))
const patchSchema = z.object({
  put: z.object({ categories: records, pets: records, inventory: records, orders: records }),
  deleted: z.object({
    categories: z.array(id),
    pets: z.array(id),
    inventory: z.array(id),
    orders: z.array(id),
  }),
  nextIds: z.record(z.string(), z.unknown()),
})

/**
 * Applies patches, in order, to an untrusted dump and returns the dump they lead to, still
 * unchecked: pass it to `parseStoreSnapshot`. A patch of the wrong shape throws
 * StoreSnapshotError naming it; a dump that is not one is returned as it is, for the parse to name.
 *
 * @example
 * const dump = parseStoreSnapshot(storeEnvelope(applyStorePatches(saved.dump, saved.patches)))
 */
export function applyStorePatches(dump: unknown, patches: readonly unknown[]): unknown {
  if (patches.length === 0 || !isDumpLike(dump)) return dump
  const tables = new Map(
    TABLES.map((table) => [
      table,
      new Map(
        dump[table].map((record) => [keyOf(table, record as Record<string, unknown>), record]),
      ),
    ]),
  )
  let nextIds = dump.nextIds
  patches.forEach((value, i) => {
    const parsed = patchSchema.safeParse(value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const path = [`patches[${i}]`, ...(issue?.path ?? []).map(String)].join('.')
      throw new StoreSnapshotError([{ path, message: issue?.message ?? 'is not a store patch' }])
    }
    for (const table of TABLES) {
      const rows = tables.get(table)!
      for (const key of parsed.data.deleted[table]) rows.delete(key)
      for (const record of parsed.data.put[table]) rows.set(keyOf(table, record), record)
    }
    nextIds = parsed.data.nextIds
  })
  return {
    ...dump,
    ...Object.fromEntries(TABLES.map((table) => [table, [...tables.get(table)!.values()]])),
    nextIds,
  }
}

function isDumpLike(value: unknown): value is Record<DumpTable, unknown[]> & { nextIds: unknown } {
  if (typeof value !== 'object' || value === null) return false
  const tables = value as Record<string, unknown>
  return TABLES.every((table) => Array.isArray(tables[table]))
}
