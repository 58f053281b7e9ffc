/**
 * The msw server of the Node kits (`createPetstoreServer`, `usePetstore` for Vitest and Jest):
 * on msw 3 it intercepts the global `fetch` alone unless `intercept: 'all'` asks for msw's whole
 * interception (`http.request`, axios on Node's http, XHR, WebSockets). msw 3's `setupServer`
 * takes every `fetch` through Node's HTTP client over an intercepted socket, 3.5–4 times what a
 * request cost on msw 2.15 (bench/results/NOTES.md); msw 2's fetch interception is already a
 * wrapper, so on msw 2 both values give msw's `setupServer` (docs/decisions/018).
 */
import * as mswNode from 'msw/node'
import { defineNetwork } from 'msw/experimental'
import type { SetupServer } from 'msw/node'
import type { HttpHandler } from '../../handlers/msw'
import { FetchSource } from '../../handlers/msw-fetch-source'

/** Which requests the Node kits intercept on msw 3: `fetch` alone, or all msw intercepts. */
export type Intercept = 'fetch' | 'all'

const intercepts: readonly unknown[] = ['fetch', 'all']

/**
 * Throws a TypeError naming `intercept` when it is neither `'fetch'` nor `'all'`.
 *
 * @example
 * checkIntercept('createPetstoreServer', options.intercept)
 */
export function checkIntercept(
  where: string,
  value: unknown,
): asserts value is Intercept | undefined {
  if (value !== undefined && !intercepts.includes(value))
    throw new TypeError(
      `${where}: intercept must be 'fetch' (the default: the global fetch alone) or 'all' (also http.request, XHR and WebSockets), not ${JSON.stringify(value)}`,
    )
}

// msw 2.15's msw/node still exports its SetupServerApi class; msw 3's does not.
const mswThree = !('SetupServerApi' in mswNode)

/**
 * msw's Node server for these handlers: `setupServer` itself for `'all'` and on msw 2, else the
 * same API over a network that intercepts `fetch` alone.
 *
 * @example
 * const server = createMswServer(petstore.handlers, 'fetch')
 */
export function createMswServer(
  handlers: HttpHandler[],
  intercept: Intercept = 'fetch',
): SetupServer {
  if (intercept === 'all' || !mswThree) return mswNode.setupServer(...handlers)
  const controller = new mswNode.AsyncHandlersController(handlers)
  const network = defineNetwork({
    sources: [new FetchSource()],
    handlers: controller,
    onUnhandledFrame: 'warn',
    context: { quiet: true },
  })
  // The shape of msw 3's own setupServer (msw/node's setup-server-common), over this network.
  return {
    get readyState() {
      return network.readyState
    },
    events: network.events as SetupServer['events'],
    listen(options) {
      if (network.readyState !== 0)
        throw new Error(
          '[MSW] Failed to call "server.listen()": the server is already listening. Remove the redundant "server.listen()" call.',
        )
      network.configure({ onUnhandledFrame: options?.onUnhandledFrame ?? 'warn' })
      void network.enable()
    },
    use: (...more) => network.use(...more),
    resetHandlers: (...next) => network.resetHandlers(...next),
    restoreHandlers: () => network.restoreHandlers(),
    listHandlers: () => network.listHandlers(),
    close: () => void network.disable(),
    boundary: (callback) => controller.boundary(callback),
  }
}
