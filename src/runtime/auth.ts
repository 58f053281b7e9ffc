/** Bearer API keys with scopes, compared in constant time. */
import { ApiError } from '../contract/errors'

/** What a key may do. */
export type Scope = 'read' | 'write'

/** API keys and their scopes. */
export type ApiKeys = Record<string, readonly Scope[]>

/**
 * The keys the mock accepts unless told otherwise.
 *
 * @example
 * fetch('/api/v1/pets', { headers: { Authorization: 'Bearer petstore-demo-key' } })
 */
export const defaultApiKeys: ApiKeys = {
  'petstore-demo-key': ['read', 'write'],
  'petstore-readonly-key': ['read'],
}

const encoder = new TextEncoder()

/**
 * Compares two strings in time that depends only on the longer length, never throwing on a
 * length mismatch (node:crypto's timingSafeEqual does, and is not in the browser).
 */
export function safeEqual(a: string, b: string | Uint8Array): boolean {
  const x = encoder.encode(a)
  const y = typeof b === 'string' ? encoder.encode(b) : b
  const length = Math.max(x.length, y.length)
  let diff = x.length ^ y.length
  for (let i = 0; i < length; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

// Keys are listed once per key set, not on every request.
const listedKeys = new WeakMap<ApiKeys, Array<[string, readonly Scope[]]>>()

function listed(keys: ApiKeys): Array<[string, readonly Scope[]]> {
  let list = listedKeys.get(keys)
  if (!list) {
    list = Object.entries(keys)
    listedKeys.set(keys, list)
  }
  return list
}

// safeEqual over UTF-16 code units, without encoding either side: the time depends only on the
// longer length, and nothing is allocated on a request's way through.
function sameText(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length)
  let diff = a.length ^ b.length
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0)
  return diff === 0
}

const BEARER = /^Bearer ([\x21-\x7e]+)$/i

const challenge = { 'WWW-Authenticate': 'Bearer realm="petstore"' }

/** Checks an `Authorization` header and returns the key's scopes; throws 401 or 403. */
export function authorize(header: string | null, keys: ApiKeys, needed: Scope): void {
  if (!header) {
    throw new ApiError('unauthorized', 'Send an API key as "Authorization: Bearer <key>".', {
      headers: challenge,
    })
  }
  const match = BEARER.exec(header.trim())
  if (!match) {
    throw new ApiError(
      'unauthorized',
      'The Authorization header must be "Bearer <key>" with a key of visible ASCII characters.',
      { headers: challenge },
    )
  }
  const given = match[1] as string
  let scopes: readonly Scope[] | undefined
  // Every key is compared, so the time taken does not tell which key was close.
  for (const [key, keyScopes] of listed(keys)) {
    if (sameText(given, key)) scopes = keyScopes
  }
  if (!scopes)
    throw new ApiError('unauthorized', 'The API key is not known.', { headers: challenge })
  if (!scopes.includes(needed)) {
    throw new ApiError(
      'forbidden',
      needed === 'write'
        ? 'This API key is read-only and cannot change data.'
        : 'This API key may not read data.',
    )
  }
}
