/**
 * Values that can never change: frozen, plain, and holding only primitives or other immutable
 * values. The store makes the records and pages it hands out immutable, so whatever depends on nothing but
 * such a value (its verdict against a schema, its JSON text) is worked out once and reused: a
 * list polled a thousand times on an unchanged store is checked and serialised once, while every
 * answer is still held to openapi.yaml.
 */

const immutableValues = new WeakSet<object>()

/**
 * Freezes `value` and marks it immutable when it is a plain object or array whose every value is
 * a primitive or immutable itself; returns it frozen either way (a value holding something mutable is
 * frozen but not marked, so nothing is ever reused for it).
 *
 * @example
 * const pet = immutable({ id: 1, name: 'Rex' })
 * isImmutable(pet) // true
 * isImmutable(immutable({ tags: ['a'] })) // false: the array inside could still change
 */
export function immutable<T extends object>(value: T): Readonly<T> {
  Object.freeze(value)
  if (holdsOnlyImmutable(value)) immutableValues.add(value)
  return value
}

/**
 * Whether `value` was marked by {@link immutable}: it and everything in it can never change.
 *
 * @example
 * isImmutable(Object.freeze({ id: 1 })) // false: only immutable() marks a value
 */
export function isImmutable(value: unknown): value is object {
  return typeof value === 'object' && value !== null && immutableValues.has(value)
}

function holdsOnlyImmutable(value: object): boolean {
  const prototype = Object.getPrototypeOf(value)
  if (Array.isArray(value)) {
    if (prototype !== Array.prototype) return false
    for (let i = 0; i < value.length; i++) if (!settled(value[i])) return false
    return true
  }
  // A prototype of its own could bring a toJSON or getters that answer differently over time.
  if (prototype !== Object.prototype && prototype !== null) return false
  for (const key in value) {
    // A getter could answer differently on each read, frozen or not.
    if (Object.getOwnPropertyDescriptor(value, key)?.get) return false
    if (!settled((value as Record<string, unknown>)[key])) return false
  }
  return !('toJSON' in value)
}

// A field that can never change: a primitive, or an immutable value.
function settled(field: unknown): boolean {
  if (field === null) return true
  const type = typeof field
  if (type === 'object') return immutableValues.has(field as object)
  return type !== 'function'
}
