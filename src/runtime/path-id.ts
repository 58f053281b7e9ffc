/** Path ids: plain decimal digits up to openapi.yaml's `PathId` maximum. Anything else is a 400. */
import { fail, ok, type Checked } from '../base/checked'
import { ID_DIGITS, MAX_ID } from '../contract/limits'

const TOO_BIG = fail(`must be at most ${MAX_ID}`)
const MAX_DIGITS = String(MAX_ID).length

/** Parses a path id as openapi.yaml's `PathId` writes it: its pattern, then its bounds. */
export function parsePathId(raw: string): Checked<number> {
  if (!ID_DIGITS.test(raw)) return fail('must be plain decimal digits')
  // Leading zeros do not change the value (`007` is 7); the length check bounds the work.
  const digits = raw.length > 1 ? raw.replace(/^0+(?=[0-9])/, '') : raw
  if (digits.length > MAX_DIGITS) return TOO_BIG
  // Up to MAX_DIGITS digits, Number rounds only values above MAX_ID, and never down to it.
  const value = Number(digits)
  if (value > MAX_ID) return TOO_BIG
  if (value < 1) return fail('must be 1 or more')
  return ok(value)
}
