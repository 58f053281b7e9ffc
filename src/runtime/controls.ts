/**
 * Prism's response controls, read once per request: `Prefer: code=, example=, dynamic=, delay=`
 * and their query forms `__code`, `__example`, `__dynamic`, `__delay` for clients that cannot set
 * headers (an `<img>`, a link shared in chat). The query form wins over the header.
 */
import { ApiError, type ErrorDetail } from '../contract/errors'

/** The longest delay a `Prefer: delay=` or `__delay` may ask for. */
export const MAX_PREFERRED_DELAY_MS = 30_000

/** The query parameters that steer the mock instead of reaching the API. */
export const CONTROL_PARAMS = ['__code', '__example', '__dynamic', '__delay'] as const

/** What a request asked of the mock's answer. */
export interface ResponseControls {
  code?: number
  delay?: number
  example?: string
  dynamic?: boolean
}

// `__` and a word: `__proto__`-style dunder names are not controls but data, kept as sent.
const controlName = /^__[a-z][a-z0-9-]*$/i

/** Whether a query parameter name is a control (`__` and a word), known or not. */
export function isControlParam(name: string): boolean {
  return controlName.test(name)
}

/** The query without its `__` controls: what the contract validates and operation handlers see. */
export function apiSearch(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams()
  for (const [key, value] of search) if (!isControlParam(key)) out.append(key, value)
  return out
}

/** The `__` controls of a query, as sent, for the journal. */
export function controlsOf(search: URLSearchParams): Record<string, string> | undefined {
  let out: Record<string, string> | undefined
  for (const [key, value] of search) {
    if (!isControlParam(key)) continue
    out ??= {}
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return out
}

/**
 * Parses `Prefer: code=503, delay=200, example=sold, dynamic=true` (RFC 7240 preferences, as
 * Prism reads them). Preferences it cannot honour are ignored, as RFC 7240 asks.
 */
export function parsePrefer(header: string | null): ResponseControls {
  const out: ResponseControls = {}
  for (const part of (header ?? '').split(/[,;]/)) {
    const at = part.indexOf('=')
    if (at === -1) continue
    const name = part.slice(0, at).trim().toLowerCase()
    const value = part
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    if (name === 'example' && value !== '') out.example = value
    if (name === 'dynamic' && /^(true|false)$/i.test(value)) out.dynamic = /^true$/i.test(value)
    if (!/^\d{1,6}$/.test(value)) continue
    if (name === 'code') out.code = Number(value)
    if (name === 'delay') out.delay = Math.min(Number(value), MAX_PREFERRED_DELAY_MS)
  }
  return out
}

/**
 * The controls of one request: the `Prefer` header, overridden by the `__` query forms (the
 * pipeline splits those from the query once, with {@link controlsOf}). Unlike a header
 * preference, a `__` parameter is typed by hand, so a wrong one is a 400 that says why.
 */
export function readControls(
  prefer: string | null,
  query: Readonly<Record<string, string>> | undefined,
): ResponseControls {
  // Nearly every request sends neither: no header to split, no query to read.
  const controls = prefer === null ? {} : parsePrefer(prefer)
  if (!query) return controls
  const details: ErrorDetail[] = []
  for (const [key, value] of Object.entries(query)) {
    const path = `query.${key}`
    switch (key) {
      case '__code':
        if (/^\d{3}$/.test(value)) controls.code = Number(value)
        else details.push({ path, message: 'must be an HTTP status such as 404' })
        break
      case '__delay':
        if (/^\d{1,6}$/.test(value)) controls.delay = Math.min(+value, MAX_PREFERRED_DELAY_MS)
        else details.push({ path, message: `must be milliseconds, 0 to ${MAX_PREFERRED_DELAY_MS}` })
        break
      case '__example':
        if (value !== '') controls.example = value
        else details.push({ path, message: 'must name an example of the operation' })
        break
      case '__dynamic':
        if (/^(true|false|)$/i.test(value)) controls.dynamic = !/^false$/i.test(value)
        else details.push({ path, message: 'must be true or false' })
        break
      default:
        details.push({
          path,
          message: `is not a control; the known ones are ${CONTROL_PARAMS.join(', ')}`,
        })
    }
  }
  if (details.length > 0) {
    const first = details[0] as ErrorDetail
    throw new ApiError('validation_failed', `${first.path} ${first.message}.`, { details })
  }
  return controls
}
