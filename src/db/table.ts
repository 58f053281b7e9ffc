/**
 * One @msw/data collection plus the index that keeps lookups by key O(1).
 * The index holds the very record objects the collection holds, so the two cannot disagree;
 * every write to a collection goes through here, which is what keeps the index in step.
 */
import { Collection } from '@msw/data'
import type { z } from 'zod'

// @msw/data gives every record a random UUID as its internal primary key unless the initial
// values carry one. Node's randomUUID strings cost ~500 bytes each, which alone would put
// 100,000 pets over the memory budget; the table's own key is unique and costs a few bytes.
// The symbol is not exported, so it is read off the first record created.
let primaryKeySymbol: symbol | undefined

function learnPrimaryKeySymbol(record: object): void {
  primaryKeySymbol ??= Object.getOwnPropertySymbols(record).find(
    (symbol) => symbol.description === 'kPrimaryKey',
  )
}

/**
 * A keyed @msw/data collection.
 *
 * @example
 * const pets = new Table(petSchema, (pet) => pet.id)
 * await pets.insert({ id: 1, name: 'Rex', categoryId: 1, status: 'available' })
 * pets.get(1)?.name // 'Rex'
 */
export class Table<Schema extends z.ZodObject, Key = number> {
  readonly collection: Collection<Schema>
  readonly #index = new Map<Key, z.infer<Schema>>()
  readonly #keyOf: (record: z.infer<Schema>) => Key
  // Where each record sits in the collection's own array, for O(1) removal.
  readonly #positions = new Map<Key, number>()
  readonly #live: Array<z.infer<Schema>> | undefined

  constructor(schema: Schema, keyOf: (record: z.infer<Schema>) => Key) {
    this.collection = new Collection({ schema })
    this.#keyOf = keyOf
    // @msw/data's all() hands out its live record array (it documents keeping references);
    // when it does, removal can swap with the last record instead of scanning for the record.
    const all = this.collection.all() as Array<z.infer<Schema>>
    this.#live = all === this.collection.all() ? all : undefined
  }

  /** The record with this key, or undefined. */
  get(key: Key): z.infer<Schema> | undefined {
    return this.#index.get(key)
  }

  /** Whether a record with this key exists. */
  has(key: Key): boolean {
    return this.#index.has(key)
  }

  /** Number of records. */
  get size(): number {
    return this.#index.size
  }

  /** Records in insertion order (ascending id for auto-numbered tables). */
  values(): IterableIterator<z.infer<Schema>> {
    return this.#index.values()
  }

  /** Creates a record through @msw/data, so its schema and hooks apply. */
  async insert(values: z.input<Schema>): Promise<z.infer<Schema>> {
    const initial = primaryKeySymbol
      ? { ...values, [primaryKeySymbol]: String(this.#keyOf(values as z.infer<Schema>)) }
      : values
    const record = (await this.collection.create(initial as never)) as z.infer<Schema>
    learnPrimaryKeySymbol(record)
    const key = this.#keyOf(record)
    this.#index.set(key, record)
    if (this.#live) this.#positions.set(key, this.#live.lastIndexOf(record))
    return record
  }

  /**
   * Changes fields of a stored record in place. The record object is shared with the collection,
   * so this is O(1) where @msw/data's `update()` scans every record to find it again.
   */
  patch(key: Key, changes: Partial<z.infer<Schema>>): z.infer<Schema> {
    const record = this.#index.get(key)
    if (!record) throw new Error(`patch: no record with key ${String(key)}`)
    Object.assign(record, changes)
    return record
  }

  /** Deletes a record; returns it, or undefined when there was none. */
  remove(key: Key): z.infer<Schema> | undefined {
    const record = this.#index.get(key)
    if (!record) return undefined
    const live = this.#live
    const at = this.#positions.get(key)
    if (live && at !== undefined && live[at] === record) {
      const last = live.pop() as z.infer<Schema>
      if (last !== record) {
        live[at] = last
        this.#positions.set(this.#keyOf(last), at)
      }
      this.#positions.delete(key)
    } else {
      this.collection.delete(record as never)
    }
    this.#index.delete(key)
    return record
  }

  /** Removes every record. */
  clear(): void {
    this.collection.clear()
    this.#index.clear()
    this.#positions.clear()
  }
}
