/**
 * Path ids: plain decimal digits within int64. Anything else is a 400, never a guess.
 */

const INT64_MAX = 9223372036854775807n

/** A path id that passed the rules, or why it did not. */
export type PathIdResult =
  { ok: true; id: number; exists: boolean } | { ok: false; message: string }

/**
 * Parses a path id. Ids within int64 but beyond 2^53 are valid yet can never exist here.
 *
 * @example
 * parsePathId('42') // { ok: true, id: 42, exists: true }
 * parsePathId('1e3') // { ok: false, message: 'must be plain decimal digits' }
 */
export function parsePathId(raw: string): PathIdResult {
  if (!/^[0-9]+$/.test(raw)) return { ok: false, message: 'must be plain decimal digits' }
  // Up to 15 digits without a leading zero is exact as a Number: no BigInt on the usual path.
  if (raw.length <= 15 && raw.charCodeAt(0) !== 48)
    return { ok: true, id: Number(raw), exists: true }
  // Leading zeros do not change the value; the length check bounds BigInt's work on long input.
  const digits = raw.replace(/^0+(?=[0-9])/, '')
  if (digits.length > 19)
    return { ok: false, message: 'must be an int64 (at most 9223372036854775807)' }
  const big = BigInt(digits)
  if (big > INT64_MAX)
    return { ok: false, message: 'must be an int64 (at most 9223372036854775807)' }
  if (big < 1n) return { ok: false, message: 'must be 1 or more' }
  const safe = big <= BigInt(Number.MAX_SAFE_INTEGER)
  return { ok: true, id: safe ? Number(big) : Number.NaN, exists: safe }
}
