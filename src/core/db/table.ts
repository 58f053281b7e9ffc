/**
 * One table of the store: schema-checked @msw/data records, used only through @msw/data's public
 * API (`create`, `delete`, `all`), with a key index beside them for O(1) lookups.
 *
 * Why shards: @msw/data finds the record to update or delete by scanning its collection, which
 * costs ~40 ms per call at 100,000 records. The table splits its records by key into small
 * collections of SHARD_SIZE, so every public call scans at most that many.
 *
 * Why records are frozen and shards copied on write: a shard that went into an image (see
 * `image()`) is never changed again. A table built from the image shares those shards, and
 * copies one (re-creating its few records through `create`) just before its first write. So an
 * image restores in O(shards), and no write to one store can reach another store or the image.
 */
import { Collection } from '@msw/data'
import type { z } from 'zod'
import { ApiError } from '../errors'

/** Records per @msw/data collection: the most any public @msw/data call scans. */
export const SHARD_SIZE = 32

// Collections that belong to an image: read-only from then on, copied before any write.
const sealed = new WeakSet<object>()

/**
 * A read-only view of a table: what the db layer lets its callers see.
 *
 * @example
 * db.pets.get(1)?.name // 'Rex'
 * db.pets.size // 48
 */
export interface TableView<T> {
  /** The record with this key, or undefined. */
  get(key: number): Readonly<T> | undefined
  /** Whether a record with this key exists. */
  has(key: number): boolean
  /** Number of records. */
  readonly size: number
  /** Records in key order of creation (ascending ids). */
  values(): IterableIterator<Readonly<T>>
}

/** A table's sealed state: shared, never changed, by every table built from it. */
export interface TableImage<T> {
  readonly shards: ReadonlyArray<Collection<z.ZodObject> | undefined>
  readonly records: ReadonlyMap<number, Readonly<T>>
}

/**
 * A keyed table of schema-checked records.
 *
 * @example
 * const pets = new Table('pets', petSchema, (pet) => pet.id)
 * await pets.insert({ id: 1, name: 'Rex', categoryId: 1, status: 'available' })
 * await pets.update(1, { name: 'Max' })
 * pets.get(1)?.name // 'Max'
 */
export class Table<Schema extends z.ZodObject> implements TableView<z.infer<Schema>> {
  readonly #name: string
  readonly #schema: Schema
  readonly #keyOf: (record: z.infer<Schema>) => number
  #shards: Array<Collection<Schema> | undefined>
  #records: Map<number, Readonly<z.infer<Schema>>>

  constructor(
    name: string,
    schema: Schema,
    keyOf: (record: z.infer<Schema>) => number,
    image?: TableImage<z.infer<Schema>>,
  ) {
    this.#name = name
    this.#schema = schema
    this.#keyOf = keyOf
    this.#shards = image ? (image.shards.slice() as Array<Collection<Schema> | undefined>) : []
    this.#records = image ? new Map(image.records) : new Map()
  }

  get(key: number): Readonly<z.infer<Schema>> | undefined {
    return this.#records.get(key)
  }

  has(key: number): boolean {
    return this.#records.has(key)
  }

  get size(): number {
    return this.#records.size
  }

  values(): IterableIterator<Readonly<z.infer<Schema>>> {
    return this.#records.values()
  }

  /** Creates a record through @msw/data, so the schema applies; 400 when it does not fit. */
  async insert(values: z.input<Schema>): Promise<Readonly<z.infer<Schema>>> {
    this.#check(values)
    const key = this.#keyOf(values as z.infer<Schema>)
    const shard = this.#owned(key) ?? (await this.#copyShard(key))
    const record = Object.freeze(await shard.create(values)) as Readonly<z.infer<Schema>>
    this.#records.set(key, record)
    return record
  }

  /**
   * Changes fields of a record; a field given as undefined is removed. Returns the new record.
   * Records are immutable values, so a change is a replacement: the new record is created
   * through @msw/data (the schema applies again) before the old one is deleted, so a failure
   * leaves the old one in place. `create` + `delete` cost about a third of `update`, which
   * drafts, diffs and deep-clones the record for hooks this table does not use.
   */
  async update(key: number, changes: Partial<z.infer<Schema>>): Promise<Readonly<z.infer<Schema>>> {
    const current = this.#records.get(key)
    if (!current) throw new Error(`${this.#name}: no record with key ${key} to update`)
    const merged: Record<string, unknown> = { ...current, ...changes }
    for (const [field, value] of Object.entries(changes))
      if (value === undefined) delete merged[field]
    this.#check(merged)
    const shard = this.#owned(key) ?? (await this.#copyShard(key))
    const previous = this.#records.get(key) as z.infer<Schema>
    const next = Object.freeze(await shard.create(merged as z.input<Schema>))
    shard.delete(previous as never)
    this.#records.set(key, next as Readonly<z.infer<Schema>>)
    return next as Readonly<z.infer<Schema>>
  }

  /** Deletes a record; returns it, or undefined when there was none. */
  async remove(key: number): Promise<Readonly<z.infer<Schema>> | undefined> {
    if (!this.#records.has(key)) return undefined
    const shard = this.#owned(key) ?? (await this.#copyShard(key))
    const record = this.#records.get(key) as z.infer<Schema>
    shard.delete(record as never)
    this.#records.delete(key)
    return record
  }

  /**
   * Seals the table's current state into an image, in O(shards). This table stays usable: it
   * copies a shard before writing to it, like every other table built from the image.
   */
  image(): TableImage<z.infer<Schema>> {
    for (const shard of this.#shards) if (shard) sealed.add(shard)
    return {
      shards: this.#shards.slice() as Array<Collection<z.ZodObject> | undefined>,
      records: new Map(this.#records),
    }
  }

  #check(values: unknown): void {
    const result = this.#schema.safeParse(values)
    if (result.success) return
    const details = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    const where = details.map((d) => `${d.path || 'record'}: ${d.message}`).join('; ')
    throw new ApiError('validation_failed', `This ${this.#name} record is not valid (${where}).`, {
      details,
    })
  }

  // The collection that holds `key`, when this table may write to it as it is.
  #owned(key: number): Collection<Schema> | undefined {
    const shard = this.#shards[Math.floor(key / SHARD_SIZE)]
    return shard && !sealed.has(shard) ? shard : undefined
  }

  // A new collection for `key`'s shard: empty, or a copy of the one an image shares.
  async #copyShard(key: number): Promise<Collection<Schema>> {
    const at = Math.floor(key / SHARD_SIZE)
    const current = this.#shards[at]
    const fresh = new Collection({ schema: this.#schema })
    for (const record of current?.all() ?? []) {
      // A fresh record object per copy: the image's records stay the image's alone.
      const copy = Object.freeze(await fresh.create({ ...record })) as Readonly<z.infer<Schema>>
      this.#records.set(this.#keyOf(copy as z.infer<Schema>), copy)
    }
    this.#shards[at] = fresh
    return fresh
  }
}
