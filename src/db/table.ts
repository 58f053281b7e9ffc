/**
 * One table of the store: schema-checked @msw/data records, used only through @msw/data's public
 * API (`create`, `delete`, `all`), with a key index beside them for O(1) lookups.
 */
import { Collection } from '@msw/data'
import { ApiError } from '../contract/errors'
import type { RecordSchema } from './schemas'
import { Slots, type SealedSlots } from './slots'

/** Records per @msw/data collection: the most any public @msw/data call scans. */
export const SHARD_SIZE = 32

/**
 * A Standard Schema that accepts its input as it is: what the collections validate with, since
 * `#check` parsed every record with the real schema just before (checking twice cost ~5%).
 */
interface Trusted<T> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => { value: T }
    readonly types?: { readonly input: T; readonly output: T }
  }
}

const passThrough: Trusted<unknown> = {
  '~standard': { version: 1, vendor: 'petstore-mock', validate: (value) => ({ value }) },
}
const trusted = <T>() => passThrough as Trusted<T>

type Records<T> = Collection<Trusted<T>>

/**
 * One shard: `own` is the collection this table writes to; `base`, when there is one, is a
 * sealed collection a sealed table shares, whose records count only while the key index points at them.
 */
interface Shard<T> {
  readonly base?: Records<T>
  readonly own: Records<T>
}

// Collections that belong to a sealed table: read-only from then on.
const sealed = new WeakSet<object>()

/** A read-only view of a table: what the db layer lets its callers see. */
export interface TableView<T> {
  get(key: number): Readonly<T> | undefined
  has(key: number): boolean
  readonly size: number
  /** Records in key order of creation (ascending ids). */
  values(): IterableIterator<Readonly<T>>
}

/** A table's sealed state: shared, never changed, by every table built from it. */
export interface SealedTable<T> {
  readonly shards: ReadonlyArray<Shard<T> | undefined>
  readonly records: SealedSlots<Readonly<T>>
}

/** A keyed table of schema-checked records. */
export class Table<T extends object> implements TableView<T> {
  readonly #name: string
  readonly #schema: RecordSchema<T>
  readonly #keyOf: (record: T) => number
  #shards: Array<Shard<T> | undefined>
  readonly #records: Slots<Readonly<T>>
  #version = 0

  constructor(
    name: string,
    schema: RecordSchema<T>,
    keyOf: (record: T) => number,
    from?: SealedTable<T>,
  ) {
    this.#name = name
    this.#schema = schema
    this.#keyOf = keyOf
    this.#shards = from ? from.shards.slice() : []
    this.#records = new Slots(from?.records)
  }

  get(key: number): Readonly<T> | undefined {
    return this.#records.get(key)
  }

  has(key: number): boolean {
    return this.#records.has(key)
  }

  get size(): number {
    return this.#records.size
  }

  /**
   * Counts this table's changes: what a reader derived from its records (a page of a list) holds
   * while the count is the same.
   */
  get version(): number {
    return this.#version
  }

  values(): IterableIterator<Readonly<T>> {
    return this.#records.values()
  }

  /** Creates a record through @msw/data after the schema check; 400 when it does not fit. */
  async insert(values: T): Promise<Readonly<T>> {
    const parsed = this.#check(values)
    const key = this.#keyOf(parsed)
    const own = this.#ownShard(key) ?? (await this.#writable(key))
    const record = Object.freeze(await own.create(parsed))
    this.#records.set(key, record)
    this.#version++
    return record
  }

  /**
   * Changes fields of a record; a field given as undefined is removed. Returns the new record.
   * Records are immutable values, so a change is a replacement: the new record is created
   * (checked against its schema first) before the old one is deleted, so a failure leaves the
   * old one in place. `create` + `delete` cost about a third of `update`, which drafts, diffs
   * and deep-clones the record for hooks this table does not use.
   */
  async update(key: number, changes: Partial<T>): Promise<Readonly<T>> {
    const current = this.#records.get(key)
    if (!current) throw new Error(`${this.#name}: no record with key ${key} to update`)
    const merged: Record<string, unknown> = { ...current, ...changes }
    for (const [field, value] of Object.entries(changes))
      if (value === undefined) delete merged[field]
    const parsed = this.#check(merged)
    const own = this.#ownShard(key) ?? (await this.#writable(key))
    const next = Object.freeze(await own.create(parsed))
    this.#drop(own, current)
    this.#records.set(key, next)
    this.#version++
    return next
  }

  /** Deletes a record; returns it, or undefined when there was none. */
  async remove(key: number): Promise<Readonly<T> | undefined> {
    const record = this.#records.get(key)
    if (!record) return undefined
    this.#drop(this.#ownShard(key) ?? (await this.#writable(key)), record)
    this.#records.delete(key)
    // A shard with no record left goes (SHARD_SIZE equals the key index's block).
    if (this.#records.blockEmpty(key)) this.#shards[Math.floor(key / SHARD_SIZE)] = undefined
    this.#version++
    return record
  }

  /**
   * Seals the table's current state, in O(shards). This table stays usable: it lays a new
   * collection over a sealed one, and copies a block of its key index, before writing, like every
   * table built from the sealed state.
   */
  seal(): SealedTable<T> {
    for (const shard of this.#shards) if (shard) sealed.add(shard.own)
    return { shards: this.#shards.slice(), records: this.#records.seal() }
  }

  #check(values: unknown): T {
    const result = this.#schema['~standard'].validate(values)
    if (!result.issues) return result.value
    const details = result.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    const where = details.map((d) => `${d.path || 'record'}: ${d.message}`).join('; ')
    throw new ApiError('validation_failed', `This ${this.#name} record is not valid (${where}).`, {
      details,
    })
  }

  // A record in a base stays there (the sealed table owns it); dropping it from the index is enough.
  #drop(own: Records<T>, record: Readonly<T>): void {
    if (own.all().includes(record as never)) own.delete(record as never)
  }

  // The collection a write to `key` goes to when this table already owns it (nearly every write),
  // at once: awaiting #writable costs each write a promise and a turn of the microtask queue.
  #ownShard(key: number): Records<T> | undefined {
    const shard = this.#shards[Math.floor(key / SHARD_SIZE)]
    return shard && !sealed.has(shard.own) ? shard.own : undefined
  }

  /**
   * The collection `key`'s shard writes to. A sealed `own` becomes the base of a new one; when
   * the shard already had a base, the sealed `own`'s live records (the few this shard changed)
   * are re-created in the new one, so a shard never stacks more than two collections.
   */
  async #writable(key: number): Promise<Records<T>> {
    const at = Math.floor(key / SHARD_SIZE)
    const owned = this.#ownShard(key)
    if (owned) return owned
    const shard = this.#shards[at]
    const own: Records<T> = new Collection({ schema: trusted<T>() })
    if (!shard?.base) {
      this.#shards[at] = shard ? { base: shard.own, own } : { own }
      return own
    }
    for (const record of shard.own.all()) {
      const at = this.#keyOf(record)
      if (this.#records.get(at) !== record) continue
      // A fresh object: the sealed collection keeps its own, and the sealed table with it.
      this.#records.set(at, Object.freeze(await own.create({ ...record })))
    }
    this.#shards[at] = { base: shard.base, own }
    return own
  }
}
