/**
 * The one bounded cache: a Map that forgets its oldest entry once it holds `max`. Hot paths reuse
 * what they worked out for a key (a header name lowered, a page's headers, a Host verdict), and a
 * client sending endless new keys can never make it grow past `max`.
 */

/**
 * A Map of at most `max` entries; setting a new key when full drops the oldest one set.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #max: number

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) {
      throw new TypeError(`max must be a whole number of 1 or more, got ${String(max)}`)
    }
    this.#max = max
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: K): V | undefined {
    return this.#entries.get(key)
  }

  has(key: K): boolean {
    return this.#entries.has(key)
  }

  /** Stores `value` under `key` and returns it; the oldest entry goes when a new key overflows. */
  set(key: K, value: V): V {
    const entries = this.#entries
    if (entries.size >= this.#max && !entries.has(key)) {
      entries.delete(entries.keys().next().value as K)
    }
    entries.set(key, value)
    return value
  }

  delete(key: K): boolean {
    return this.#entries.delete(key)
  }

  /** The value for `key`, made by `make` and kept when it is not there yet. */
  remember(key: K, make: (key: K) => V): V {
    const value = this.#entries.get(key)
    return value !== undefined || this.#entries.has(key) ? (value as V) : this.set(key, make(key))
  }
}
