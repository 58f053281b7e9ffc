/**
 * Lists that can never change: frozen, holding only primitives and frozen flat records (what the
 * store keeps). The store makes the pages it hands out immutable, so whatever depends on nothing
 * but such a list (its verdict against a schema, its JSON text) is worked out once and reused: a
 * list polled a thousand times on an unchanged store is checked and serialised once, while every
 * answer is still held to openapi.yaml.
 */
import { BoundedCache } from '../base/cache'

// As many lists as the store's page cache keeps, with room to spare.
const recent = new BoundedCache<object, Map<unknown, unknown>>(64)

/**
 * Freezes `list` and gives it a place for derived values when every item is a primitive or a
 * frozen record of primitives ({@link isFrozenRecord}); returns it frozen either way (a list holding anything that could
 * still change gets no place, so nothing is ever reused for it). The place goes again once
 * 64 newer lists have one.
 */
export function immutable<T>(list: T[]): readonly T[] {
  if (!Object.isFrozen(list) && Object.getPrototypeOf(list) === Array.prototype && settled(list)) {
    recent.set(list, new Map())
  }
  return Object.freeze(list)
}

/**
 * The derived values of a recent list made by {@link immutable}, or undefined for any other value.
 */
export function derivedValues(value: unknown): Map<unknown, unknown> | undefined {
  return Array.isArray(value) ? recent.get(value) : undefined
}

function settled(list: unknown[]): boolean {
  for (let i = 0; i < list.length; i++) {
    const item = list[i]
    if (typeof item === 'function') return false
    if (typeof item === 'object' && item !== null && !isFrozenRecord(item)) return false
  }
  return true
}

/**
 * Whether `value` is a record that can never change: frozen, a plain object, every own value a
 * string, number, boolean or null (what JSON writes the same way forever), no `toJSON`. Frozen,
 * it can change neither a value nor its prototype, so this holds for its whole life.
 */
export function isFrozenRecord(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return false
  if (Object.getPrototypeOf(value) !== Object.prototype) return false
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key]
    const type = typeof field
    if (field !== null && type !== 'string' && type !== 'number' && type !== 'boolean') {
      return false
    }
  }
  return !('toJSON' in value)
}
