/**
 * The small pieces every option check shares: a `{ ok, value }` result, and the TypeError that
 * names a misused option and shows what it got. `settings.ts` and the proxy's options use them.
 */

/** The result of checking one value from outside. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * A passed check.
 *
 * @example
 * ok(3) // { ok: true, value: 3 }
 */
export const ok = <T>(value: T): Checked<T> => ({ ok: true, value })

/**
 * A failed check, with what the value must be.
 *
 * @example
 * fail('must be a whole number') // { ok: false, message: 'must be a whole number' }
 */
export const fail = <T>(message: string): Checked<T> => ({ ok: false, message })

/**
 * The checked value, or a TypeError naming the option.
 *
 * @example
 * check('seed', fail('must be a whole number'), 1.5) // throws TypeError: seed must be a whole number, got 1.5
 */
export function check<T>(option: string, checked: Checked<T>, got: unknown): T {
  if (checked.ok) return checked.value
  throw new TypeError(`${option} ${checked.message}, got ${describe(got)}`)
}

/**
 * A value as an error message shows it: strings quoted, objects as JSON.
 *
 * @example
 * describe('huge') // '"huge"'
 */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'function') return 'a function'
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
