/**
 * Values by whole-number key (a record's id) in blocks of 32, copied a block at a time: sealing
 * shares every block, and the first change to a block after that copies only that block. A
 * store's history keeps the store as it was when it started, and a reset image the store it
 * restores; with a Map for each, every seal copied all 100,000 entries (~4 MB and ~5 ms a table).
 */

const BLOCK = 32

/** The shared, never-changed state of a Slots, from which others start. */
export interface SealedSlots<V> {
  readonly blocks: ReadonlyArray<ReadonlyArray<V | undefined> | undefined>
  readonly size: number
}

/** A number-keyed map whose seal costs one pointer per 32 keys. */
export class Slots<V> {
  #blocks: Array<Array<V | undefined> | undefined>
  // Which blocks this map made itself (and so may change in place); a sealed one is shared.
  #owned: boolean[] = []
  #size: number

  constructor(from?: SealedSlots<V>) {
    this.#blocks = from ? (from.blocks.slice() as Array<Array<V | undefined> | undefined>) : []
    this.#size = from ? from.size : 0
  }

  get size(): number {
    return this.#size
  }

  get(key: number): V | undefined {
    return this.#blocks[Math.floor(key / BLOCK)]?.[key % BLOCK]
  }

  has(key: number): boolean {
    return this.get(key) !== undefined
  }

  set(key: number, value: V): void {
    const block = this.#writable(key)
    const at = key % BLOCK
    if (block[at] === undefined) this.#size++
    block[at] = value
  }

  delete(key: number): boolean {
    if (this.get(key) === undefined) return false
    const block = this.#writable(key)
    block[key % BLOCK] = undefined
    this.#size--
    // An emptied block goes: ids are never reused, so churn would keep one per 32 deleted ids.
    if (block.every((value) => value === undefined))
      this.#blocks[Math.floor(key / BLOCK)] = undefined
    return true
  }

  /** Whether the block holding `key` has no values (so a table may drop its shard too). */
  blockEmpty(key: number): boolean {
    return this.#blocks[Math.floor(key / BLOCK)] === undefined
  }

  /** Keys in ascending order. */
  *keys(): IterableIterator<number> {
    const blocks = this.#blocks
    for (let b = 0; b < blocks.length; b++) {
      const block = blocks[b]
      if (!block) continue
      for (let i = 0; i < BLOCK; i++) if (block[i] !== undefined) yield b * BLOCK + i
    }
  }

  /** Values in ascending key order. */
  *values(): IterableIterator<V> {
    for (const block of this.#blocks) {
      if (!block) continue
      for (let i = 0; i < BLOCK; i++) {
        const value = block[i]
        if (value !== undefined) yield value
      }
    }
  }

  /** Shares the current state; this map copies a block before it next changes it. */
  seal(): SealedSlots<V> {
    this.#owned = []
    return { blocks: this.#blocks.slice(), size: this.#size }
  }

  #writable(key: number): Array<V | undefined> {
    if (!Number.isSafeInteger(key) || key < 0) throw new RangeError(`Not a record key: ${key}`)
    const at = Math.floor(key / BLOCK)
    const block = this.#blocks[at]
    if (block && this.#owned[at]) return block
    const own = block ? block.slice() : new Array<V | undefined>(BLOCK)
    this.#blocks[at] = own
    this.#owned[at] = true
    return own
  }
}
