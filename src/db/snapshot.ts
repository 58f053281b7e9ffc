/**
 * The one snapshot format of the store: `StoreSnapshot`, what `db.export()` gives and
 * `db.import()` takes. Where a snapshot is kept (localStorage, a tab's message, a file, the admin
 * surface) it travels in a versioned envelope. Anything read back from outside is untrusted, so
 * `parseStoreSnapshot` checks it whole before the store sees it: shapes, unique ids, references
 * between records and id counters, each problem named by its path.
 */
import { counted, formatCount, shown } from '../base/text'
import { nameKey, storedName } from './names'
import { withinStockCeiling } from './rules'
import { MAX_ID, MAX_STOCK } from '../contract/limits'
import type { StoreSnapshot } from './types'
import {
  categorySchema,
  inventorySchema,
  orderSchema,
  petSchema,
  type RecordSchema,
} from './schemas'

export type { StoreSnapshot } from './types'

/** The name in every envelope, so a stray JSON value is never mistaken for a store. */
export const STORE_FORMAT = 'petstore-mock/store'

/** The envelope version this code writes and reads. */
export const STORE_FORMAT_VERSION = 1

/** A snapshot as it is kept outside the mock (`dump` is the file format's own key). */
export interface StoreEnvelope {
  format: typeof STORE_FORMAT
  version: typeof STORE_FORMAT_VERSION
  dump: StoreSnapshot
}

/** One thing wrong with a snapshot: where, and what was expected. */
export interface SnapshotProblem {
  /** Where in the value, e.g. `dump.pets[3].categoryId`. */
  path: string
  message: string
}

/**
 * A value that is not a store snapshot this version can load. `problems` lists every finding;
 * the message names the first ones.
 */
export class StoreSnapshotError extends Error {
  override name = 'StoreSnapshotError'
  constructor(readonly problems: readonly SnapshotProblem[]) {
    const shown = problems.slice(0, 3).map((p) => `${p.path} ${p.message}`)
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''
    super(`Not a store snapshot this version can load: ${shown.join('; ')}${more}.`)
  }
}

/** Wraps a snapshot for keeping outside the mock. */
export function storeEnvelope(snapshot: StoreSnapshot): StoreEnvelope {
  return { format: STORE_FORMAT, version: STORE_FORMAT_VERSION, dump: snapshot }
}

const tables = {
  categories: categorySchema,
  pets: petSchema,
  inventory: inventorySchema,
  orders: orderSchema,
} as const satisfies Record<keyof Omit<StoreSnapshot, 'nextIds'>, RecordSchema<object>>

const counters = ['category', 'pet', 'order'] as const

// The shape of a snapshot: the four tables, each record checked by the store's own record check
// (generated from openapi.yaml), and the id counters. Gives a fresh copy, or every problem.
function checkShape(
  snapshot: unknown,
  at: string,
): { snapshot?: StoreSnapshot; problems: SnapshotProblem[] } {
  const problems: SnapshotProblem[] = []
  const add = (path: ReadonlyArray<string | number>, message: string) =>
    problems.push({ path: pathOf(at, path), message })
  if (!isRecord(snapshot)) {
    add([], `must be an object, got ${shown(snapshot)}`)
    return { problems }
  }
  // Own keys only: `in` would take `constructor` or `__proto__` for a table.
  const unknown = Object.keys(snapshot).filter(
    (key) => !Object.hasOwn(tables, key) && key !== 'nextIds',
  )
  if (unknown.length > 0) add([], `has unknown fields: ${unknown.join(', ')}`)
  const copy: Record<string, unknown> = {}
  for (const [table, schema] of Object.entries(tables)) {
    const records = snapshot[table]
    if (!Array.isArray(records)) {
      add([table], `must be a list of records, got ${shown(records)}`)
      continue
    }
    copy[table] = records.map((record: unknown, i) => {
      const result = schema['~standard'].validate(record)
      if (!result.issues) return result.value
      for (const issue of result.issues) add([table, i, ...issue.path], issue.message)
      return undefined
    })
  }
  const nextIds = snapshot.nextIds
  if (!isRecord(nextIds)) add(['nextIds'], `must be an object, got ${shown(nextIds)}`)
  else {
    const extra = Object.keys(nextIds).filter(
      (key) => !(counters as readonly string[]).includes(key),
    )
    if (extra.length > 0) add(['nextIds'], `has unknown fields: ${extra.join(', ')}`)
    for (const counter of counters) {
      const value = nextIds[counter]
      if (!Number.isSafeInteger(value) || (value as number) < 1) {
        add(['nextIds', counter], `must be a whole number of at least 1, got ${shown(value)}`)
      } else if ((value as number) >= MAX_ID) {
        // The create takes this id and counts on: both must be ids the contract allows.
        add(
          ['nextIds', counter],
          `must be below ${MAX_ID} (openapi.yaml's Id maximum), so the next create gets an id and leaves a counter the contract allows; got ${shown(value)}`,
        )
      }
    }
    copy.nextIds = { category: nextIds.category, pet: nextIds.pet, order: nextIds.order }
  }
  return problems.length > 0
    ? { problems }
    : { snapshot: copy as unknown as StoreSnapshot, problems }
}

/**
 * Checks an untrusted value (an envelope, or a bare snapshot from `snapshot()`) and returns a fresh,
 * checked snapshot that `db.import()` can load. Throws StoreSnapshotError naming every problem.
 */
export function parseStoreSnapshot(value: unknown): StoreSnapshot {
  const { snapshot, at } = unwrap(value)
  const shaped = checkShape(snapshot, at)
  if (!shaped.snapshot) throw new StoreSnapshotError(shaped.problems)
  const problems = integrityProblems(shaped.snapshot, at)
  if (problems.length > 0) throw new StoreSnapshotError(problems)
  return shaped.snapshot
}

function unwrap(value: unknown): { snapshot: unknown; at: string } {
  if (isRecord(value) && 'format' in value) {
    if (value.format !== STORE_FORMAT) {
      throw new StoreSnapshotError([
        { path: 'format', message: `must be "${STORE_FORMAT}", got ${shown(value.format)}` },
      ])
    }
    if (value.version !== STORE_FORMAT_VERSION) {
      throw new StoreSnapshotError([
        {
          path: 'version',
          message: `must be ${STORE_FORMAT_VERSION} (this version's format), got ${shown(value.version)}`,
        },
      ])
    }
    return { snapshot: value.dump, at: 'dump' }
  }
  if (!isRecord(value)) {
    throw new StoreSnapshotError([
      {
        path: '(root)',
        message: `must be an object { format: "${STORE_FORMAT}", version: 1, dump }, got ${shown(value)}`,
      },
    ])
  }
  return { snapshot: value, at: '' }
}

function integrityProblems(snapshot: StoreSnapshot, at: string): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  const add = (path: string, message: string) =>
    problems.push({ path: at ? `${at}.${path}` : path, message })

  const unique = <T>(table: string, records: T[], keyOf: (r: T) => number, field = 'id') => {
    const seen = new Set<number>()
    records.forEach((record, i) => {
      const key = keyOf(record)
      if (seen.has(key)) add(`${table}[${i}].${field}`, `repeats ${field} ${key}`)
      seen.add(key)
    })
    return seen
  }
  const categoryIds = unique('categories', snapshot.categories, (c) => c.id)
  const petIds = unique('pets', snapshot.pets, (p) => p.id)
  unique('orders', snapshot.orders, (o) => o.id)
  const stocked = unique('inventory', snapshot.inventory, (i) => i.petId, 'petId')

  // The same rules as the store's: names are stored trimmed, and unique whatever their case.
  const trimmed = (table: string, records: Array<{ name: string }>) =>
    records.forEach((record, i) => {
      if (storedName(record.name) !== record.name) {
        add(`${table}[${i}].name`, 'has spaces around it; the API stores names without them')
      }
    })
  trimmed('categories', snapshot.categories)
  trimmed('pets', snapshot.pets)
  const names = new Map<string, number>()
  snapshot.categories.forEach((category, i) => {
    const key = nameKey(category.name)
    const owner = names.get(key)
    if (owner !== undefined) add(`categories[${i}].name`, `repeats the name of category ${owner}`)
    else names.set(key, category.id)
  })

  stockProblems(snapshot, add)
  const statusOf = new Map<number, string>()
  snapshot.pets.forEach((pet, i) => {
    statusOf.set(pet.id, pet.status)
    if (!categoryIds.has(pet.categoryId)) {
      add(
        `pets[${i}].categoryId`,
        `must name an existing category; ${pet.categoryId} does not exist`,
      )
    }
    if (!stocked.has(pet.id)) add(`pets[${i}]`, `has no inventory entry (petId ${pet.id})`)
  })
  snapshot.inventory.forEach((item, i) => {
    const status = statusOf.get(item.petId)
    if (status === undefined) {
      add(`inventory[${i}].petId`, `must name an existing pet; ${item.petId} does not exist`)
    } else if (status !== item.status) {
      add(`inventory[${i}].status`, `must equal its pet's status "${status}", got "${item.status}"`)
    }
  })
  // A completed order may outlive its pet (deleting a pet only waits for open orders).
  snapshot.orders.forEach((order, i) => {
    if (!order.complete && !petIds.has(order.petId)) {
      add(
        `orders[${i}].petId`,
        `an open order must name an existing pet; ${order.petId} does not exist`,
      )
    }
  })

  const counters: Array<[keyof StoreSnapshot['nextIds'], string, Array<{ id: number }>]> = [
    ['category', 'categories', snapshot.categories],
    ['pet', 'pets', snapshot.pets],
    ['order', 'orders', snapshot.orders],
  ]
  for (const [counter, table, records] of counters) {
    const max = records.reduce((m, r) => Math.max(m, r.id), 0)
    if (snapshot.nextIds[counter] <= max) {
      add(
        `nextIds.${counter}`,
        `must be greater than the highest ${table} id (${max}), got ${snapshot.nextIds[counter]}`,
      )
    }
  }
  return problems
}

// The stock ceiling counted with the units of open orders, as `setStock` enforces it.
function stockProblems(snapshot: StoreSnapshot, add: (path: string, message: string) => void) {
  const reserved = new Map<number, number>()
  for (const order of snapshot.orders) {
    if (!order.complete && order.petId !== undefined) {
      reserved.set(order.petId, (reserved.get(order.petId) ?? 0) + (order.quantity ?? 0))
    }
  }
  snapshot.inventory.forEach((item, i) => {
    const units = reserved.get(item.petId) ?? 0
    if (withinStockCeiling(item.quantity, units)) return
    add(
      `inventory[${i}].quantity`,
      `with the ${counted(units, 'unit', 'units')} in pet ${item.petId}'s open orders passes the ${formatCount(MAX_STOCK)}-unit ceiling, got ${item.quantity}`,
    )
  })
}

function pathOf(at: string, path: ReadonlyArray<string | number>): string {
  let out = at
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out || '(root)'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
