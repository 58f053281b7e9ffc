/**
 * Answers built from openapi.yaml rather than the store: a named example (`Prefer: example=`)
 * or a freshly generated body (`Prefer: dynamic=true`). Neither reads nor touches the store.
 */
import type { Faker } from '@faker-js/faker'
import type { OpenAPIV3 } from 'openapi-types'
import type { OperationInfo } from '../../contract/operations'
import { ApiError, injectedCode } from '../../contract/errors'
import { deref } from '../../contract/schema'
import { etagOf } from '../../contract/etag'
import type { Answer } from '../answer'
import { pagingHeaders } from '../paging'
import { fakeValue } from './dynamic'
import { documentedResponse, successStatus, type DocumentedResponse } from './responses'

/** What to build: a named example, or a generated body. */
export type CannedKind = { example: string } | { dynamic: true }

/**
 * The reply for a named example or a dynamic body at `status` (default: the lowest 2xx).
 * Throws a 400 ApiError naming the known examples when the name is not one of them. A list
 * answers as one page of the request's paging (`url`): at most `limit` items, and an
 * `X-Total-Count` and `Link` that agree with them (the items are the last page; no `next`).
 */
export function cannedReply(
  operation: OperationInfo,
  status: number | undefined,
  kind: CannedKind,
  faker: () => Faker,
  url?: URL,
): Answer {
  const chosen = status ?? successStatus(operation)
  const response = documentedResponse(operation, chosen)
  if (!response) {
    throw badControl(
      `${operation.operationId} documents no ${chosen} response (documented: ${operation.statuses.join(', ')}).`,
      'code',
    )
  }
  let body: unknown
  if ('example' in kind) {
    if (!response.examples.has(kind.example)) {
      const known = [...response.examples.keys()]
      throw badControl(
        known.length === 0
          ? `${operation.operationId} has no examples for status ${chosen}; use dynamic=true instead.`
          : `${operation.operationId} has no example "${kind.example}" for status ${chosen}; known: ${known.join(', ')}.`,
        'example',
      )
    }
    body = structuredClone(response.examples.get(kind.example))
  } else if (response.schema !== undefined) {
    body = fakeValue(response.schema, faker())
  }
  if (chosen >= 400 && isRecord(body)) {
    // An Error body must agree with its status, whatever the example or faker said.
    const error: Record<string, unknown> = { ...body, status: chosen }
    if ('dynamic' in kind) error.code = injectedCode(operation.operationId, chosen)
    body = error
  }
  const page = Array.isArray(body) && url ? pageOf(operation, url) : undefined
  if (page && Array.isArray(body)) body = body.slice(0, page.limit)
  return {
    status: chosen,
    body,
    headers: headersFor(response, body, chosen, page && url && { ...page, url }),
  }
}

// The paging a list request asked for, within the contract's bounds for `limit` and `offset`
// (the hook runs before the query is checked, so an out-of-range value falls back).
function pageOf(operation: OperationInfo, url: URL): { limit: number; offset: number } {
  const bounded = (name: string, fallback: number): number => {
    const param = operation.parameters
      .map((p) => deref<OpenAPIV3.ParameterObject>(p))
      .find((p) => p.name === name && p.in === 'query')
    const schema = (param?.schema ? deref<OpenAPIV3.SchemaObject>(param.schema) : {}) as {
      minimum?: number
      maximum?: number
      default?: number
    }
    const asked = Number(url.searchParams.get(name) ?? Number.NaN)
    const min = schema.minimum ?? 0
    const max = schema.maximum ?? Number.MAX_SAFE_INTEGER
    return Number.isInteger(asked) && asked >= min && asked <= max
      ? asked
      : (schema.default ?? fallback)
  }
  return { limit: bounded('limit', 20), offset: bounded('offset', 0) }
}

function headersFor(
  response: DocumentedResponse,
  body: unknown,
  status: number,
  page?: { url: URL; limit: number; offset: number },
): Record<string, string> {
  // A page of a list: its total and links agree with the items (they are the last page).
  const paging =
    page && Array.isArray(body)
      ? pagingHeaders(page.url, page.offset + body.length, page.limit, page.offset)
      : undefined
  const headers: Record<string, string> = {}
  for (const { name, schema, example } of response.headers) {
    const integer = (schema as { type?: string } | undefined)?.type === 'integer'
    if (paging && (name === 'X-Total-Count' || name === 'Link')) headers[name] = paging[name] ?? ''
    else if (name === 'X-Total-Count') headers[name] = String(Array.isArray(body) ? body.length : 0)
    else if (name === 'WWW-Authenticate') headers[name] = 'Bearer realm="petstore"'
    else if (name === 'ETag') headers[name] = etagOf(body)
    else if (example !== undefined) headers[name] = String(example)
    else headers[name] = integer ? '0' : ''
  }
  if (status === 429) headers['Retry-After'] ??= '1'
  return headers
}

function badControl(message: string, preference: string): ApiError {
  return new ApiError('validation_failed', message, {
    details: [{ path: `header.Prefer`, message: `${preference}: ${message}` }],
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
