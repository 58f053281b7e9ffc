/**
 * The only place the mock is wired into MSW: the one handler that feeds the pipeline, the
 * handler each `reply()` becomes, and the proxy's way past msw. Loaded through `createPetstore`.
 * It is also the only file that knows msw 2 from msw 3 (`docs/decisions/007`): the rest of the
 * package talks msw 2's words (`onUnhandledRequest`), translated here for msw 3.
 */
import { http, type HttpHandler } from 'msw'
import type { PetstoreContext } from '../runtime/context'
import { isUnderBase } from '../runtime/pipeline'
import { urlOf } from '../runtime/request-parts'
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
      matches: (request) => isUnderBase(urlOf(request), context),
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

/**
 * What happens to a request no handler served, in msw 2's words: a strategy, or a callback that
 * may print msw's warning or error (an error also fails the request).
 */
export type UnhandledRequestStrategy = 'bypass' | 'warn' | 'error' | UnhandledRequestCallback

/** msw 2's `onUnhandledRequest` callback, which the mock also hands msw 3 (translated). */
export type UnhandledRequestCallback = (
  request: Request,
  print: { warning(): void; error(): void },
) => void

// msw 3's server and worker carry a public `readyState` (0 off, 1 on); msw 2's have none.
function readyState(setup: object): number | undefined {
  return 'readyState' in setup ? Number(setup.readyState) : undefined
}

/** Which msw major made this server or worker. */
function mswMajor(setup: object): 2 | 3 {
  return readyState(setup) === undefined ? 2 : 3
}

/**
 * `server.listen()` / `worker.start()` options for the loaded major: msw 3 ignores
 * `onUnhandledRequest` and takes `onUnhandledFrame`, so the handle is carried over (an
 * `onUnhandledFrame` the caller gave wins).
 *
 * @example
 * server.listen(startOptions(server, { onUnhandledRequest: 'bypass' }))
 */
export function startOptions<T extends object>(
  setup: object,
  options: T & { onUnhandledRequest?: UnhandledRequestStrategy },
): T {
  if (mswMajor(setup) === 2) return options
  const { onUnhandledRequest, ...rest } = options
  if (onUnhandledRequest === undefined || 'onUnhandledFrame' in rest) return rest as T
  return { ...rest, onUnhandledFrame: toFrameHandle(onUnhandledRequest) } as T
}

/** The frame msw 3 hands `onUnhandledFrame`, as far as the mock reads it. */
interface UnhandledFrameArgs {
  frame: { protocol: string; data: unknown }
  defaults: { warn(): unknown; error(): unknown }
}

function toFrameHandle(strategy: UnhandledRequestStrategy) {
  if (typeof strategy !== 'function') return strategy
  return ({ frame, defaults }: UnhandledFrameArgs): void => {
    const request = frameRequest(frame)
    if (!request) return void defaults.warn()
    // Both majors only print from a callback: the request goes on either way.
    strategy(request, { warning: () => void defaults.warn(), error: () => void defaults.error() })
  }
}

// An HTTP frame carries its request; a WebSocket frame its URL, which msw 2 also handed over as
// a Request.
function frameRequest(frame: UnhandledFrameArgs['frame']): Request | undefined {
  const data = frame.data as { request?: Request; connection?: { client?: { url?: URL } } }
  if (data.request instanceof Request) return data.request
  const url = data.connection?.client?.url
  return url ? new Request(url, { headers: { upgrade: 'websocket' } }) : undefined
}

/**
 * Starts msw's Node server with the unhandled handle in the loaded major's name (a second
 * `listen()` throws on both majors, as msw's own does).
 */
export function listenWith<T extends object>(
  server: { listen(options?: T): void },
  options: T & { onUnhandledRequest?: UnhandledRequestStrategy },
): void {
  server.listen(startOptions(server, options))
}

/**
 * Stops msw's server or worker if it runs: a second `close()` / `stop()` throws on msw 3, and
 * is a no-op on msw 2.
 */
export function stopOnce(stop: () => unknown, setup: object): void {
  if (readyState(setup) !== 0) void stop()
}

/**
 * Whether a handler answered with msw's `passthrough()` (go on to the network): msw 3 exports
 * `isPassthroughResponse` for this, msw 2.15 does not; both mark the response the same way.
 */
export function isPassthrough(response: Response): boolean {
  return response.status === 302 && response.headers.get('x-msw-intention') === 'passthrough'
}
