/**
 * The `petstore-mock/vite` entry: the mock inside the Vite dev server's own process, answering
 * the API as dev-server middleware. One store serves the page (its requests reach the dev
 * server; no worker needed), the framework's server side (loaders, hooks and server routes that
 * fetch the dev server's origin) and code in the process itself (`devPetstore()`), through every
 * hot reload and config restart. `apply: 'serve'`: a build never sees it. Why this shape:
 * docs/decisions/012-vite-dev-server-store.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'msw'
import type { Petstore, PetstoreOptions } from '../../controller/petstore'
import { assertNode } from '../test-kit/node-only'
import { createPetstoreListener } from '../http/listener'
import { currentHeld, devBasePath, heldPetstore } from './held'
import { answerWithOverrides, serveWorkerScript, WORKER_PATH } from './middleware'
import { DEV_SERVER_MARK } from '../../base/dev-server-mark'
import { watchRelativeFetch } from './relative-fetch'

/** Options of the plugin: the mock's own (a path `baseUrl`, `seed`, `scenario`, …) and the worker's. */
export interface PetstoreViteOptions extends PetstoreOptions {
  /**
   * Where the dev server serves msw's worker script, for pages that start a worker
   * (`startPetstoreWorker`), so no `npx msw init` is needed. Default `/mockServiceWorker.js`;
   * `false` serves none.
   */
  serviceWorkerUrl?: string | false
}

/** The parts of Vite's dev server the plugin uses (any Vite from 5 on has them). */
export interface ViteDevServerLike {
  middlewares: {
    use(handler: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): unknown
  }
  config: { server: { allowedHosts?: readonly string[] | true | undefined } }
  /** Its HTTP server (none in middleware mode), whose close ends what the plugin set up. */
  httpServer?: { once(event: 'close', listener: () => void): unknown } | null
}

/** What the plugin offers code running in the dev server's process (a Vitest setup, a script). */
export interface PetstoreViteApi {
  /** The dev server's mock: its store, journal, `given`, `reset()` and the matchers' target. */
  readonly petstore: Petstore
  /** Answers with these msw handlers first (`petstore.reply(…)` among them), newest first. */
  use(...handlers: RequestHandler[]): void
  /** Drops every handler `use()` added. */
  resetHandlers(): void
}

/** The Vite plugin, as `plugins: [petstoreMock()]` takes it. */
export interface PetstoreVitePlugin {
  name: 'petstore-mock'
  apply: 'serve'
  enforce: 'pre'
  configureServer(server: ViteDevServerLike): void
  api: PetstoreViteApi
}

/**
 * The mock as a Vite dev-server plugin. The API is answered under its `baseUrl` (default
 * `/api/v1`) on the dev server's own origin, by one store that lives as long as the dev server's
 * process: an edit, a hot reload or a restart on a config edit keeps it. Server-side code fetches
 * the dev server's origin (`new URL('/api/v1/pets', request.url)`) and reaches the same store as
 * the page. Only `vite dev` runs it: `vite build` and a framework's build hold no mock.
 *
 * @example
 * // vite.config.ts
 * import { defineConfig } from 'vite'
 * import { petstoreMock } from 'petstore-mock/vite'
 *
 * export default defineConfig({ plugins: [petstoreMock({ seed: 7 })] })
 */
export function petstoreMock(options: PetstoreViteOptions = {}): PetstoreVitePlugin {
  const { serviceWorkerUrl = WORKER_PATH, ...mockOptions } = options
  if (serviceWorkerUrl !== false && !serviceWorkerUrl.startsWith('/')) {
    throw new TypeError(
      `petstoreMock: serviceWorkerUrl must be a path starting with "/" or false, not ${JSON.stringify(serviceWorkerUrl)}`,
    )
  }
  const basePath = devBasePath('petstoreMock', mockOptions.baseUrl)
  const held = () => heldPetstore(mockOptions)
  return {
    name: 'petstore-mock',
    apply: 'serve',
    // Before the framework's own middleware, so /api/v1 never reaches its router.
    enforce: 'pre',
    configureServer(server) {
      assertNode('petstoreMock', 'the plugin in vite.config.ts (it runs in the dev server)')
      const mock = held()
      // Server-side code in this process that fetches a relative API URL is told how to fix it.
      const unwatch = watchRelativeFetch(basePath)
      server.httpServer?.once('close', unwatch)
      const listener = createPetstoreListener(mock.petstore, {
        allowedHosts: server.config.server.allowedHosts ?? [],
        answerFirst: answerWithOverrides(mock),
      })
      server.middlewares.use((req, res, next) => {
        // Every answer says this dev server keeps a store: a page that starts the worker too
        // reads it and warns of the split (src/entries/browser/dev-server-mock.ts).
        res.setHeader(DEV_SERVER_MARK, 'vite')
        const path = (req.url ?? '/').split('?')[0] as string
        if (serviceWorkerUrl !== false && path === serviceWorkerUrl)
          return serveWorkerScript(res, next)
        if (path !== basePath && !path.startsWith(`${basePath}/`)) return next()
        listener(req, res)
      })
    },
    api: {
      get petstore() {
        return held().petstore
      },
      use(...handlers) {
        held().overrides.unshift(...handlers)
      },
      resetHandlers() {
        held().overrides.length = 0
      },
    },
  }
}

/**
 * The mock the dev server in this process runs, for server-side code that shares its process
 * (a SvelteKit hook, a React Router loader, a script): undefined where no dev server with the
 * plugin has started, as in a production server.
 *
 * @example
 * const petstore = devPetstore()
 * if (petstore) await petstore.given.pet({ name: 'Rex' })
 */
export function devPetstore(): Petstore | undefined {
  return currentHeld()?.petstore
}
