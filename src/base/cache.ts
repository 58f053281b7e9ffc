/**
 * The one bounded cache: it reuses what was worked out for a key (a header name lowered, a page's
 * headers, a Host verdict) and forgets the oldest entry once full, so a client sending endless
 * new keys can never make it grow.
 */

const SCANNED = 64
const EMPTY = undefined

/** At most `max` entries; setting a new key when full replaces the oldest one set. */
export class BoundedCache<K, V> {
  readonly #keys: Array<K | undefined>
  readonly #values: Array<V | undefined>
  readonly #slots: Map<K, number> | undefined
  #next = 0
  #size = 0

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) {
      throw new TypeError(`max must be a whole number of 1 or more, got ${String(max)}`)
    }
    this.#keys = new Array<K | undefined>(max).fill(EMPTY)
    this.#values = new Array<V | undefined>(max).fill(undefined)
    this.#slots = max > SCANNED ? new Map() : undefined
  }

  get size(): number {
    return this.#size
  }

  get(key: K): V | undefined {
    const slot = this.#slotOf(key)
    return slot === -1 ? undefined : this.#values[slot]
  }

  has(key: K): boolean {
    return this.#slotOf(key) !== -1
  }

  /** Stores `value` under `key` and returns it. */
  set(key: K, value: V): V {
    let slot = this.#slotOf(key)
    if (slot === -1) {
      slot = this.#next
      this.#next = (slot + 1) % this.#keys.length
      const old = this.#keys[slot]!
      if (old === EMPTY) this.#size++
      else this.#slots?.delete(old)
      this.#keys[slot] = key
      this.#slots?.set(key, slot)
    }
    this.#values[slot] = value
    return value
  }

  delete(key: K): boolean {
    const slot = this.#slotOf(key)
    if (slot === -1) return false
    this.#keys[slot] = EMPTY
    this.#values[slot] = undefined
    this.#slots?.delete(key)
    this.#size--
    return true
  }

  /** The value for `key`, made by `make` and kept when it is not there yet. */
  remember(key: K, make: (key: K) => V): V {
    const slot = this.#slotOf(key)
    return slot === -1 ? this.set(key, make(key)) : (this.#values[slot] as V)
  }

  #slotOf(key: K): number {
    return this.#slots ? (this.#slots.get(key) ?? -1) : this.#keys.indexOf(key)
  }
}
