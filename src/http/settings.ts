/**
 * Checks for the harness settings that arrive from outside (command-line flags, admin JSON), so
 * both surfaces accept the same values and reject the rest with the same words.
 */
import type { LatencySetting } from '../harness/chaos'

/** The longest latency the mock may be told to add, in milliseconds. */
export const MAX_LATENCY_MS = 60_000

const profiles = ['none', 'realistic', 'slow'] as const

function isDelay(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LATENCY_MS
  )
}

/**
 * A latency setting from JSON or parsed text, or a readable reason it is not one.
 *
 * @example
 * checkLatency('realistic') // { ok: true, value: 'realistic' }
 * checkLatency([50, 300]) // { ok: true, value: [50, 300] }
 * checkLatency(-1).ok // false
 */
export function checkLatency(
  value: unknown,
): { ok: true; value: LatencySetting } | { ok: false; message: string } {
  if (typeof value === 'string' && (profiles as readonly string[]).includes(value)) {
    return { ok: true, value: value as LatencySetting }
  }
  if (isDelay(value)) return { ok: true, value }
  if (Array.isArray(value) && value.length === 2) {
    const [min, max] = value as unknown[]
    if (isDelay(min) && isDelay(max) && min <= max) return { ok: true, value: [min, max] }
  }
  return {
    ok: false,
    message: `must be none, realistic, slow, a delay in ms (0-${MAX_LATENCY_MS}) or a [min, max] range`,
  }
}

/**
 * A latency flag's text as a setting: `realistic`, `200` or `50-300`.
 *
 * @example
 * parseLatency('50-300') // { ok: true, value: [50, 300] }
 */
export function parseLatency(
  text: string,
): { ok: true; value: LatencySetting } | { ok: false; message: string } {
  const range = /^(\d{1,6})\s*(?:-|\.\.)\s*(\d{1,6})$/.exec(text.trim())
  if (range) return checkLatency([Number(range[1]), Number(range[2])])
  return checkLatency(/^\d{1,6}$/.test(text.trim()) ? Number(text) : text.trim())
}

/**
 * A fault rate from JSON or text: a share from 0 to 1, or a percentage like `10%`.
 *
 * @example
 * checkFaultRate('10%') // { ok: true, value: 0.1 }
 * checkFaultRate(0.25) // { ok: true, value: 0.25 }
 */
export function checkFaultRate(
  value: unknown,
): { ok: true; value: number } | { ok: false; message: string } {
  let rate = value
  if (typeof value === 'string') {
    const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value)
    rate = percent ? Number(percent[1]) / 100 : value.trim() === '' ? NaN : Number(value)
  }
  if (typeof rate === 'number' && rate >= 0 && rate <= 1) return { ok: true, value: rate }
  return { ok: false, message: 'must be a share from 0 to 1 (e.g. 0.1) or a percentage (e.g. 10%)' }
}

/**
 * A clock setting from JSON or text: an ISO 8601 date or epoch milliseconds.
 *
 * @example
 * checkNow('2027-07-01T00:00:00Z') // { ok: true, value: Date(2027-07-01) }
 */
export function checkNow(
  value: unknown,
): { ok: true; value: Date } | { ok: false; message: string } {
  const input = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value
  if (typeof input === 'string' || typeof input === 'number') {
    const date = new Date(input)
    if (!Number.isNaN(date.getTime())) return { ok: true, value: date }
  }
  return { ok: false, message: 'must be an ISO 8601 date (e.g. 2027-07-01T00:00:00Z) or epoch ms' }
}
