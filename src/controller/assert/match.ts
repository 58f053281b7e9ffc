/**
 * What a test says about a request it expects ("createOrder with body { petId: 3 }"), typed from
 * openapi.yaml, and how one journal entry differs from it. Shared by the Vitest and Playwright
 * matchers and by the near-miss report.
 */
import type { OperationId } from '../../contract/operations'
import { route } from '../../contract/router'
import type { BodyOf, PathOf, QueryInputOf, StatusOf } from '../../contract/types'
import type { JournalEntry } from '../../runtime/journal'

/** Every field optional, all the way down; arrays keep their length. */
export type DeepPartial<T> = T extends readonly (infer Item)[]
  ? ReadonlyArray<DeepPartial<Item>>
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T

/** The JSON request body of an operation, every field optional; `never` when it takes none. */
export type BodyMatch<Id extends OperationId> =
  BodyOf<Id> extends undefined ? never : DeepPartial<BodyOf<Id>>

/** The query parameters of an operation; values may also be written as the strings sent. */
export type QueryMatch<Id extends OperationId> = [QueryInputOf<Id>] extends [never]
  ? never
  : { [K in keyof QueryInputOf<Id>]?: QueryInputOf<Id>[K] | string }

/** The path parameters of an operation; `never` when it has none. */
export type ParamsMatch<Id extends OperationId> = [PathOf<Id>] extends [never]
  ? never
  : { [K in keyof PathOf<Id>]?: number }

/**
 * What a request to `Id` must have to match. Every part is optional; objects match when they
 * contain the given fields (deeply), and any value may be an asymmetric matcher such as
 * `expect.any(Number)`.
 *
 * @example
 * const match: RequestMatch<'createOrder'> = { body: { petId: 3 }, status: 201 }
 */
export interface RequestMatch<Id extends OperationId> {
  body?: BodyMatch<Id>
  query?: QueryMatch<Id>
  params?: ParamsMatch<Id>
  status?: StatusOf<Id>
}

/** A RequestMatch of any operation (what the untyped internals pass around). */
export interface AnyRequestMatch {
  body?: unknown
  query?: Record<string, unknown>
  params?: Record<string, unknown>
  status?: number
}

/** One way a request differs from what was expected. */
export interface Difference {
  /** Where, e.g. `body.petId`, `query.status`, `status` or `operation`. */
  path: string
  expected: unknown
  received: unknown
}

interface AsymmetricMatcher {
  asymmetricMatch(other: unknown): boolean
}

function isAsymmetric(value: unknown): value is AsymmetricMatcher {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AsymmetricMatcher>).asymmetricMatch === 'function'
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Lists how `received` falls short of `expected`: objects need only the expected keys, arrays
 * need the same length, anything else must be equal (or satisfy an asymmetric matcher).
 */
export function diffValue(path: string, expected: unknown, received: unknown): Difference[] {
  if (isAsymmetric(expected)) {
    return expected.asymmetricMatch(received) ? [] : [{ path, expected, received }]
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(received) || received.length !== expected.length) {
      return [{ path, expected, received }]
    }
    return expected.flatMap((item, i) => diffValue(`${path}[${i}]`, item, received[i]))
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(received)) return [{ path, expected, received }]
    return Object.entries(expected).flatMap(([key, value]) =>
      diffValue(`${path}.${key}`, value, received[key]),
    )
  }
  return Object.is(expected, received) ? [] : [{ path, expected, received }]
}

// The journal types query values as openapi.yaml does (path values stay text); a test may write
// either form, and one value matches an array of one, so each side is compared as its text.
function diffText(path: string, expected: unknown, received: unknown): Difference[] {
  if (isAsymmetric(expected)) return diffValue(path, expected, received)
  const want = (Array.isArray(expected) ? expected : [expected]).map(String)
  const got = (received === undefined ? [] : Array.isArray(received) ? received : [received]).map(
    String,
  )
  const same = want.length === got.length && want.every((value, i) => value === got[i])
  return same ? [] : [{ path, expected, received }]
}

function paramsOf(entry: JournalEntry): Record<string, string> {
  const matched = route(entry.method, entry.path)
  return matched.kind === 'operation' ? matched.params : {}
}

/** How a journal entry differs from an expected request; empty when it matches. */
export function differences(
  entry: JournalEntry,
  operationId: OperationId,
  match: AnyRequestMatch = {},
): Difference[] {
  if (entry.operationId !== operationId) {
    return [{ path: 'operation', expected: operationId, received: entry.operationId }]
  }
  const found: Difference[] = []
  if (match.status !== undefined && match.status !== entry.status) {
    found.push({ path: 'status', expected: match.status, received: entry.status })
  }
  const params = paramsOf(entry)
  for (const [name, value] of Object.entries(match.params ?? {})) {
    found.push(...diffText(`params.${name}`, value, params[name]))
  }
  for (const [name, value] of Object.entries(match.query ?? {})) {
    found.push(...diffText(`query.${name}`, value, entry.query[name]))
  }
  if (match.body !== undefined) found.push(...diffValue('body', match.body, entry.body))
  return found
}

/** The journal entries that match, oldest first. */
export function findRequests(
  entries: readonly JournalEntry[],
  operationId: OperationId,
  match: AnyRequestMatch = {},
): JournalEntry[] {
  return entries.filter((entry) => differences(entry, operationId, match).length === 0)
}

/** A short, readable rendering of an expected or received value for failure messages. */
export function formatValue(value: unknown, depth = 0): string {
  if (isAsymmetric(value)) return asymmetricName(value)
  if (value === undefined) return 'undefined'
  if (typeof value === 'string') return `'${value.replace(/'/g, "\\'")}'`
  if (typeof value !== 'object' || value === null) return String(value)
  if (depth > 3) return Array.isArray(value) ? '[…]' : '{…}'
  if (Array.isArray(value)) return `[${value.map((v) => formatValue(v, depth + 1)).join(', ')}]`
  const fields = Object.entries(value).map(
    ([key, v]) =>
      `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: ${formatValue(v, depth + 1)}`,
  )
  const text = fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

function asymmetricName(matcher: AsymmetricMatcher): string {
  const named = matcher as { toAsymmetricMatcher?: () => string; toString(): string }
  return typeof named.toAsymmetricMatcher === 'function'
    ? named.toAsymmetricMatcher()
    : named.toString()
}
