/**
 * The Playwright entry's way into the page: every request of the browser context goes through
 * Playwright's `context.route` to msw's public `getResponse`, on msw 2 and msw 3 alike
 * (@msw/playwright 0.6 does not load beside msw 3; `docs/decisions/007`). No service worker is
 * registered, so the page needs no mockServiceWorker.js.
 */
import { getResponse, isCommonAssetRequest, type RequestHandler } from 'msw'
import type { BrowserContext, Request as PlaywrightRequest, Route } from '@playwright/test'
import { devLog } from '../../base/log'
import { isPassthrough, type UnhandledRequestCallback } from '../../handlers/msw'

/**
 * The handlers a Playwright test's pages are answered by, for overrides: the same calls as
 * msw's `server.use()` and `worker.use()`.
 *
 * @example
 * petstore.network.use(http.get('http://shop.test/api/v1/pets', () => HttpResponse.json([])))
 */
export interface PlaywrightNetwork {
  /** Puts handlers in front of the mock's, until the test ends or `resetHandlers()`. */
  use(...handlers: RequestHandler[]): void
  /** Drops the `use()` overrides (or replaces the handlers with those given). */
  resetHandlers(...handlers: RequestHandler[]): void
  /** Lets handlers marked `{ once: true }` answer again. */
  restoreHandlers(): void
  /** The handlers in force, first tried first. */
  listHandlers(): readonly RequestHandler[]
}

/** A network routed through msw's handlers, and the way to stop it. */
export interface RoutedNetwork {
  network: PlaywrightNetwork
  /** Whether a request with this method and URL came through the routing. */
  routed(method: string, url: string): boolean
  close(): Promise<void>
}

// Requests remembered for `routed`: a test's page sends far fewer.
const REMEMBERED = 10_000

/**
 * Routes the context's requests through `handlers`; a request none answers goes to
 * `onUnhandled`, then on to the network.
 */
export async function routeThroughMsw(
  context: BrowserContext,
  initial: RequestHandler[],
  onUnhandled: UnhandledRequestCallback,
): Promise<RoutedNetwork> {
  let handlers = [...initial]
  const network: PlaywrightNetwork = {
    use: (...added) => void (handlers = [...added, ...handlers]),
    resetHandlers: (...next) => void (handlers = next.length > 0 ? [...next] : [...initial]),
    restoreHandlers: () => handlers.forEach((handler) => (handler.isUsed = false)),
    listHandlers: () => [...handlers],
  }
  let closed = false
  const seen = new Set<string>()
  const answer = async (route: Route) => {
    if (seen.size < REMEMBERED) seen.add(`${route.request().method()} ${route.request().url()}`)
    try {
      const request = await toFetchRequest(route.request())
      const response = await getResponse(handlers, request.clone())
      if (response && !isPassthrough(response)) return await fulfill(route, response)
      if (!response) printUnhandled(request, onUnhandled)
      return await route.fallback()
    } catch (error) {
      // A request still being answered when the test ended (a refetch after the last step):
      // Playwright has let go of its route, so the answer has nowhere to go.
      if (!closed) throw error
    }
  }
  const all = () => true
  await context.route(all, answer)
  const close = async () => {
    closed = true
    await context.unroute(all, answer)
  }
  return { network, routed: (method, url) => seen.has(`${method} ${url}`), close }
}

function printUnhandled(request: Request, onUnhandled: UnhandledRequestCallback): void {
  const line = `no handler answered ${request.method} ${request.url}`
  onUnhandled(request, {
    // As msw does with its strategies: the page's own scripts and images are not warned about.
    warning: () => void (isCommonAssetRequest(request) || devLog.warn(line)),
    error: () => devLog.error(line),
  })
}

// Playwright's request as the Fetch Request msw's handlers read (HTTP/2 pseudo-headers left out).
async function toFetchRequest(request: PlaywrightRequest): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(await request.allHeaders())) {
    if (!name.startsWith(':')) headers.append(name, value)
  }
  const method = request.method()
  const body = ['GET', 'HEAD'].includes(method) ? null : request.postDataBuffer()
  return new Request(request.url(), { method, headers, body: body && new Uint8Array(body) })
}

async function fulfill(route: Route, response: Response): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => (headers[name] = value))
  // Each Set-Cookie on a line of its own, as Playwright reads them.
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies.join('\n')
  await route.fulfill({
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
  })
}
