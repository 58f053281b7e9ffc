/**
 * The only place the mock is wired into MSW: the one handler that feeds the pipeline, the
 * handler each `reply()` becomes, and the proxy's way past msw. Loaded through `createPetstore`.
 */
import type { HttpHandler } from 'msw'
import { http } from 'msw/core/http'
import type { PetstoreContext } from '../runtime/context'
import { isUnderBase } from '../runtime/pipeline'
import type { PassThrough } from '../runtime/proxy/types'

export type { HttpHandler } from 'msw'

/**
 * What an msw handler of the mock does: which requests it takes, and how it answers them
 * (undefined lets msw try the next handler).
 */
export interface MswRoute {
  matches(request: Request): boolean
  answer(request: Request): Promise<Response | undefined> | Response | undefined
  /** Answer only the first matching request, then step aside (msw's `once`). Default false. */
  once?: boolean
}

/**
 * An msw handler for one route: a predicate and a resolver, no path pattern (the mock routes
 * with its own router; msw's string paths throw on bad percent-encoding).
 */
export function toMswHandler(route: MswRoute): HttpHandler {
  return http.all(
    ({ request }) => route.matches(request),
    ({ request }) => route.answer(request),
    { once: route.once ?? false },
  )
}

/**
 * The MSW handlers of one mock instance: a single handler that routes every request under the
 * base to `waysIn.answer` (one handler keeps MSW's per-request lookup as cheap as a bare one).
 * Entries pass options, not handlers.
 */
export function createHandlers(
  context: PetstoreContext,
  waysIn: { answer(request: Request): Promise<Response> },
): HttpHandler[] {
  return [
    toMswHandler({
      // A request outside the base stays unhandled for msw (its onUnhandledRequest).
      matches: (request) => isUnderBase(new URL(request.url), context),
      answer: (request) => waysIn.answer(request),
    }),
  ]
}

/**
 * How the proxy sends a forwarded request where msw intercepts fetch: msw's public `bypass`, so
 * the mock does not answer its own forward (the service worker and Node's interceptor let it
 * through). msw's root entry, the only one that exports `bypass`, also loads its GraphQL API
 * (~50 ms in Node), so it is loaded with the first forward instead of with every mock.
 */
export const mswPassThrough: PassThrough = async (url, init) => {
  const { bypass } = await import('msw')
  return bypass(url, init)
}
