/**
 * Objects whose every key is an own, plain data property. Generated requests carry keys such as
 * `__proto__` on purpose; plain assignment would turn them into a prototype and they would never
 * reach the wire.
 */

/** Sets `key` as an own enumerable property, whatever its name. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

/** An object built from entries with `setOwn`, so every key stays data. */
export function ownObject(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of entries) setOwn(out, key, value)
  return out
}
