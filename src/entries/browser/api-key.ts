/**
 * The harness's API key switch: the mock treats every request as if it carried the chosen key,
 * whatever the app sent, so any app can be tried as a read-only or anonymous user.
 */
import type { ApiKeys } from '../../runtime/auth'

/** Which key the mock should see; `as-sent` leaves each request's own key alone. */
export type ApiKeyChoice = 'as-sent' | 'read-write' | 'read-only' | 'none'

/**
 * The key of the chosen kind among the accepted keys: a string, `null` for no key, or
 * `undefined` to leave requests alone (`as-sent`, no accepted key of that kind, or auth off).
 */
export function keyFor(keys: ApiKeys | false, choice: ApiKeyChoice): string | null | undefined {
  if (choice === 'none') return null
  if (choice === 'as-sent' || keys === false) return undefined
  for (const [key, scopes] of Object.entries(keys)) {
    const writes = scopes.includes('write')
    if (choice === 'read-write' ? writes : scopes.includes('read') && !writes) return key
  }
  return undefined
}

/**
 * The request as the mock should see it: with `Authorization: Bearer <key>`, with no
 * Authorization header for `null`, or unchanged for `undefined`.
 */
export function withApiKey(request: Request, key: string | null | undefined): Request {
  if (key === undefined) return request
  const headers = new Headers(request.headers)
  if (key === null) headers.delete('authorization')
  else headers.set('authorization', `Bearer ${key}`)
  return new Request(request, { headers })
}
