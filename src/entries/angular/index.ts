/**
 * The `petstore-mock/angular` entry: the mock as Express/Connect middleware for an Angular SSR
 * app's `server.ts`. `ng serve` (on @angular/build's Vite dev server, which takes no Vite
 * plugins) loads `server.ts` in its own process and hands it every request no file answers, the
 * page's API calls and the server render's alike (Angular resolves a relative HttpClient URL on
 * the server against the request's origin). So the middleware, mounted in `server.ts` behind the
 * `ngDevMode` guard, answers both from one store, kept on globalThis like the Vite plugin's
 * (docs/decisions/012-vite-dev-server-store.md): an edit to `server.ts` evaluates it again and
 * finds the same store.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Petstore, PetstoreOptions } from '../../controller/petstore'
import { assertNode } from '../test-kit/node-only'
import { createPetstoreListener } from '../http/listener'
import { devBasePath, heldPetstore } from '../vite/held'

/** An Express/Connect middleware answering the API, with the mock it answers from. */
export interface PetstoreMiddleware {
  (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void
  /** The process's mock: its store, journal, `given`, `reset()` and the matchers' target. */
  readonly petstore: Petstore
}

/**
 * The mock as middleware for the Express app in an Angular SSR `server.ts`: it answers every
 * request under `baseUrl` (a path, default `/api/v1`), unknown API paths included (a JSON 404,
 * never the app rendered again), and passes the rest on. The store is the process's: a
 * `server.ts` evaluated again after an edit gets the same one. Mount it first, behind
 * Angular's dev-mode guard, so `ng build` drops it and the mock with it.
 *
 * @example
 * // src/server.ts, before express.static and the Angular handler
 * if (typeof ngDevMode === 'undefined' || ngDevMode) {
 *   const { petstoreMiddleware } = await import('petstore-mock/angular')
 *   app.use(petstoreMiddleware({ seed: 7 }))
 * }
 */
export function petstoreMiddleware(options: PetstoreOptions = {}): PetstoreMiddleware {
  assertNode('petstoreMiddleware', "startPetstoreWorker from 'petstore-mock/browser'")
  const basePath = devBasePath('petstoreMiddleware', options.baseUrl)
  const held = heldPetstore(options, globalThis, 'petstoreMiddleware')
  const listener = createPetstoreListener(held.petstore)
  const middleware = (
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    next: () => void,
  ) => {
    // Express strips a mount path from req.url (app.use('/api', …)); originalUrl keeps it.
    const path = (req.originalUrl ?? req.url ?? '/').split('?')[0] as string
    if (path !== basePath && !path.startsWith(`${basePath}/`)) return next()
    if (req.originalUrl !== undefined) req.url = req.originalUrl
    listener(req, res)
  }
  return Object.defineProperty(middleware, 'petstore', {
    get: () => held.petstore,
  }) as PetstoreMiddleware
}
