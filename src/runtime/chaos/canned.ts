/**
 * Answers built from openapi.yaml rather than the store: a named example (`Prefer: example=`)
 * or a freshly generated body (`Prefer: dynamic=true`). Neither reads nor touches the store.
 */
import type { Faker } from '@faker-js/faker'
import type { OperationInfo } from '../../contract/operations'
import { ApiError, injectedCode } from '../../contract/errors'
import type { Reply } from '../context'
import { fakeValue } from './dynamic'
import { documentedResponse, successStatus, type DocumentedResponse } from './responses'

/** What to build: a named example, or a generated body. */
export type CannedKind = { example: string } | { dynamic: true }

/**
 * The reply for a named example or a dynamic body at `status` (default: the lowest 2xx).
 * Throws a 400 ApiError naming the known examples when the name is not one of them.
 *
 * @example
 * cannedReply(getOperation('getPetById'), undefined, { example: 'default' }, () => faker)
 * // { status: 200, body: { id: 1, name: 'Rex', … }, headers: {} }
 */
export function cannedReply(
  operation: OperationInfo,
  status: number | undefined,
  kind: CannedKind,
  faker: () => Faker,
): Reply {
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
  return { status: chosen, body, headers: headersFor(response, body, chosen) }
}

function headersFor(
  response: DocumentedResponse,
  body: unknown,
  status: number,
): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const { name, schema, example } of response.headers) {
    const integer = (schema as { type?: string } | undefined)?.type === 'integer'
    if (name === 'X-Total-Count') headers[name] = String(Array.isArray(body) ? body.length : 0)
    else if (name === 'WWW-Authenticate') headers[name] = 'Bearer realm="petstore"'
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
