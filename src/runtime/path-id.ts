/** Path ids: plain decimal digits within int64. Anything else is a 400, never a guess. */
import { fail, ok, type Checked } from '../base/checked'

const INT64_MAX = 9223372036854775807n

const TOO_BIG = fail('must be an int64 (at most 9223372036854775807)')

/**
 * Parses a path id. Ids within int64 but beyond 2^53 are valid yet can never exist here: their
 * value is NaN.
 */
export function parsePathId(raw: string): Checked<number> {
  if (!/^[0-9]+$/.test(raw)) return fail('must be plain decimal digits')
  // Up to 15 digits without a leading zero is exact as a Number: no BigInt on the usual path.
  if (raw.length <= 15 && raw.charCodeAt(0) !== 48) return ok(Number(raw))
  // Leading zeros do not change the value; the length check bounds BigInt's work on long input.
  const digits = raw.replace(/^0+(?=[0-9])/, '')
  if (digits.length > 19) return TOO_BIG
  const big = BigInt(digits)
  if (big > INT64_MAX) return TOO_BIG
  if (big < 1n) return fail('must be 1 or more')
  return ok(big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : Number.NaN)
}
