/**
 * Lists that can never change: frozen, holding only primitives and frozen flat records (what the
 * store keeps). The store makes the pages it hands out immutable, so whatever depends on nothing
 * but such a list (its verdict against a schema, its JSON text) is worked out once and reused: a
 * list polled a thousand times on an unchanged store is checked and serialised once, while every
 * answer is still held to openapi.yaml.
 *
 * The derived values of only the most recent lists are kept, in a bounded table of their own:
 * not in a WeakMap (an entry per page made the garbage collector's work grow by half when every
 * request asked for another page) and not on the list (the journal keeps a thousand answered
 * bodies, and would keep their texts with them).
 */

// As many lists as the store's page cache keeps, with room to spare. A ring searched in order:
// at this size a scan costs less than hashing each new list into a Map.
const MAX_LISTS = 64
const recentLists: Array<object | undefined> = new Array(MAX_LISTS).fill(undefined)
const recentValues: Array<Map<unknown, unknown> | undefined> = new Array(MAX_LISTS).fill(undefined)
let next = 0

/**
 * Freezes `list` and gives it a place for derived values when every item is a primitive or a
 * frozen record of primitives; returns it frozen either way (a list holding anything that could
 * still change gets no place, so nothing is ever reused for it). The place goes again once
 * 64 newer lists have one.
 *
 * @example
 * const page = immutable([Object.freeze({ id: 1, name: 'Rex' })])
 * derivedValues(page)?.set('text', '[{"id":1,"name":"Rex"}]')
 */
export function immutable<T>(list: T[]): readonly T[] {
  if (!Object.isFrozen(list) && Object.getPrototypeOf(list) === Array.prototype && settled(list)) {
    recentLists[next] = list
    recentValues[next] = undefined
    next = (next + 1) % MAX_LISTS
  }
  return Object.freeze(list)
}

/**
 * The derived values of a recent list made by {@link immutable}, or undefined for any other value.
 *
 * @example
 * derivedValues(Object.freeze([1, 2])) // undefined: only immutable() gives a list the place
 */
export function derivedValues(value: unknown): Map<unknown, unknown> | undefined {
  if (!Array.isArray(value)) return undefined
  const at = recentLists.indexOf(value)
  if (at === -1) return undefined
  return (recentValues[at] ??= new Map())
}

function settled(list: unknown[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const item = list[i]
    if (typeof item === 'function') return false
    if (typeof item !== 'object' || item === null) continue
    if (!Object.isFrozen(item) || Object.getPrototypeOf(item) !== Object.prototype) return false
    if ('toJSON' in item) return false
    for (const key in item) {
      const field = (item as Record<string, unknown>)[key]
      if (field !== null && (typeof field === 'object' || typeof field === 'function')) return false
    }
  }
  return true
}
