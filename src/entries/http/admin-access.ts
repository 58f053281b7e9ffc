/**
 * Who may use `/__admin`: the journal and the whole store are not for any web page the developer
 * happens to open. Browsers get in only from the server's own origin and the origins given with
 * `--cors-origin` (never `*`); with an admin token, every request must also carry it.
 */
import { printable } from '../../base/text'
import { createHash, timingSafeEqual } from 'node:crypto'
import { ApiError } from '../../contract/errors'
import { ADMIN_TOKEN_ENV } from '../../controller/settings-access'
import { errorResponse } from './node-fetch-convert'
import { CORS_MAX_AGE } from './cors'

/** Methods the admin surface answers. */
export const ADMIN_CORS_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
/** Request headers a page on an allowed origin may send to it. */
export const ADMIN_CORS_HEADERS = 'Authorization, Content-Type'

/** The doors of the admin surface for one server. */
export interface AdminAccess {
  /**
   * A refusal (403 for another origin, 401 without the token) or the answer to an allowed
   * preflight; undefined lets the request through to the admin handlers.
   */
  gate(request: Request): Response | undefined
  /** CORS headers for every admin answer, preflights included: the allowed origin itself, never `*`. */
  headersFor(request: Request): Record<string, string>
}

/** How the admin surface is protected. */
export interface AdminAccessOptions {
  /** Origins allowed besides the server's own (exact, normalized). */
  origins: readonly string[]
  /** The bearer token every request must send; undefined for none. */
  token?: string | undefined
}

/** Creates the admin surface's doors. */
export function createAdminAccess(options: AdminAccessOptions): AdminAccess {
  const listed = new Set(options.origins)
  const expected = options.token === undefined ? undefined : digest(options.token)
  // An Origin the server's own page would send: same host, as the Host header named it.
  const sameOrigin = (origin: string, request: Request): boolean => {
    try {
      const url = new URL(origin)
      return /^https?:$/.test(url.protocol) && url.host === new URL(request.url).host
    } catch {
      return false
    }
  }
  // Undefined when allowed; the origin (or why there is none) when not.
  const foreign = (request: Request): string | undefined => {
    const origin = request.headers.get('origin')
    if (origin !== null) {
      return sameOrigin(origin, request) || listed.has(origin) ? undefined : origin
    }
    // A page's <script> or <img> sends no Origin, but its fetch metadata says where it came from.
    const site = request.headers.get('sec-fetch-site')
    return site === 'cross-site' || site === 'same-site' ? `a ${site} page` : undefined
  }

  return {
    gate(request) {
      const stranger = foreign(request)
      if (stranger !== undefined) return refused(stranger)
      const origin = request.headers.get('origin')
      if (
        request.method === 'OPTIONS' &&
        origin !== null &&
        request.headers.get('access-control-request-method') !== null
      ) {
        return new Response(null, {
          status: 204,
          // The allowed origin itself is added by headersFor, as on every admin answer.
          headers: {
            'Access-Control-Allow-Methods': ADMIN_CORS_METHODS,
            'Access-Control-Allow-Headers': ADMIN_CORS_HEADERS,
            'Access-Control-Max-Age': CORS_MAX_AGE,
          },
        })
      }
      if (expected !== undefined)
        return unauthorized(request.headers.get('authorization'), expected)
      return undefined
    },
    headersFor(request): Record<string, string> {
      const origin = request.headers.get('origin')
      if (origin === null || foreign(request) !== undefined) return { Vary: 'Origin' }
      return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
    },
  }
}

function refused(stranger: string): Response {
  const rule = "only this server's own pages and the origins given with --cors-origin may use it"
  const shown = printable(stranger)
  const message = stranger.startsWith('a ')
    ? `/__admin does not answer ${shown} that sends no Origin: ${rule}.`
    : `/__admin does not answer the origin ${shown}: ${rule}. If that page is yours, start the mock with --cors-origin ${shown} (corsOrigins in createPetstoreHttpServer).`
  return errorResponse(new ApiError('forbidden', message))
}

// Digests of equal length, compared in constant time: the answer's timing says nothing of how
// much of a guess was right.
function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest()
}

function unauthorized(header: string | null, expected: Buffer): Response | undefined {
  const match = header === null ? null : /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)
  if (match && timingSafeEqual(digest(match[1] as string), expected)) return undefined
  const message =
    header === null
      ? `/__admin needs the admin token: send "Authorization: Bearer <token>" with the token given to --admin-token (or ${ADMIN_TOKEN_ENV}).`
      : `The admin token sent is not the one given to --admin-token (or ${ADMIN_TOKEN_ENV}); send "Authorization: Bearer <token>".`
  return errorResponse(
    new ApiError('unauthorized', message, {
      headers: { 'WWW-Authenticate': 'Bearer realm="petstore-mock admin"' },
    }),
  )
}
