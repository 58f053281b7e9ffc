/**
 * CORS for browser clients on other origins: preflight answers and the headers that let a page
 * read the API's own headers (paging, versions, deprecation, retry hints).
 */
import { ApiError } from '../../contract/errors'
import { printable } from '../../base/text'
import { isLoopbackOrigin, type CorsOrigins } from '../../controller/settings-access'
import type { Call } from '../../runtime/request-parts'
import { errorResponse } from './node-fetch-convert'

export type { CorsOrigins }

/** Methods a browser may use. */
export const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
/** Request headers a browser may send: the key, the body's type, Prism-style Prefer, If-Match and If-None-Match. */
export const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, Prefer, If-Match, If-None-Match'
/** Response headers a page may read besides the safelisted ones. */
export const CORS_EXPOSED_HEADERS =
  'Location, Link, X-Total-Count, ETag, Deprecation, Sunset, Retry-After, WWW-Authenticate, Allow'
/** How long a browser may cache a preflight answer, in seconds. */
export const CORS_MAX_AGE = '600'

/** The CORS policy of one server. */
export interface Cors {
  /** The answer to a preflight, or undefined when the request is not one. */
  preflight(request: Pick<Call, 'method' | 'url' | 'headers'>): Response | undefined
  /** Headers to add to an ordinary response (none for a request from a disallowed origin). */
  headersFor(request: Pick<Call, 'method' | 'url' | 'headers'>): Record<string, string>
}

// A mock should not be the reason a client's extra header (X-Request-Id, …) is blocked, so the
// headers a preflight asks for are allowed too, after the ones the API itself reads.
function allowedHeaders(requested: string | null): string {
  const names = new Map(CORS_ALLOWED_HEADERS.split(', ').map((n) => [n.toLowerCase(), n]))
  for (const name of (requested ?? '').split(',').map((n) => n.trim())) {
    if (/^[!#$%&'*+.^_`|~\w-]{1,100}$/.test(name) && !names.has(name.toLowerCase())) {
      names.set(name.toLowerCase(), name)
    }
  }
  return [...names.values()].join(', ')
}

/**
 * Creates the API's CORS policy: pages on loopback origins (any port) and the server's own
 * pages, plus the listed origins (`'*'`: any). `/__admin` has its own, stricter one
 * (`admin-access.ts`).
 */
export function createCors(origins: CorsOrigins = []): Cors {
  const any = origins === '*' || origins.includes('*')
  // Already normalized by `resolveAccess` (settings-access.ts).
  const allowed = new Set(any ? [] : origins)
  // A fixed '*' needs no Vary; an echoed origin does, so caches keep one answer per origin.
  const allowOrigin = (origin: string, url: string): Record<string, string> | undefined => {
    if (any) return { 'Access-Control-Allow-Origin': '*' }
    if (allowed.has(origin) || isLoopbackOrigin(origin) || isOwnOrigin(origin, url)) {
      return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
    }
    return undefined
  }

  return {
    preflight(request) {
      const origin = request.headers.get('origin')
      if (
        request.method !== 'OPTIONS' ||
        origin === null ||
        request.headers.get('access-control-request-method') === null
      ) {
        return undefined
      }
      const allow = allowOrigin(origin, request.url)
      if (!allow) {
        const shown = printable(origin, 200)
        return errorResponse(
          new ApiError(
            'forbidden',
            `The origin ${shown} may not call this mock: only pages on localhost, 127.0.0.1 or [::1] and the mock's own pages may by default. Start it with --cors-origin ${shown} (corsOrigins in createPetstoreHttpServer), or --cors-origin '*' for any origin.`,
          ),
        )
      }
      return new Response(null, {
        status: 204,
        headers: {
          ...allow,
          'Access-Control-Allow-Methods': CORS_METHODS,
          'Access-Control-Allow-Headers': allowedHeaders(
            request.headers.get('access-control-request-headers'),
          ),
          'Access-Control-Max-Age': CORS_MAX_AGE,
        },
      })
    },
    headersFor(request) {
      const origin = request.headers.get('origin')
      const allow = origin === null ? undefined : allowOrigin(origin, request.url)
      return allow ? { ...allow, 'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS } : {}
    },
  }
}

// A page the server itself sent (a LAN address, a tunnel): its origin names the Host it asked.
function isOwnOrigin(origin: string, url: string): boolean {
  try {
    const page = new URL(origin)
    return /^https?:$/.test(page.protocol) && page.host === new URL(url).host
  } catch {
    return false
  }
}
