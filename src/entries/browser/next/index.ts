/**
 * The Next.js entry, browser side (`petstore-mock/next-client`): one call from
 * instrumentation-client.ts starts msw's worker, which sends the app's API requests to the dev
 * server's store (`registerPetstore`), so a page and its server render read and write one store.
 * This file stays tiny and loads the worker only under `next dev`: Next inlines NODE_ENV, so a
 * production build drops the worker's code entirely.
 */
import type { PetstoreNextOptions } from '../../next/settings'
import type { PetstoreClient } from './forward'
import { holdApiFetches } from './hold'

/**
 * Starts the browser side under `next dev` (or in a development build)
 * and resolves once the worker intercepts; elsewhere resolves to undefined and loads nothing.
 * Until then, the page's `fetch` calls to the API wait, so a client component that fetches on
 * mount is answered by the mock on the first load too.
 * Takes the same options as `registerPetstore` (it reads `baseUrl`, `port`, `serviceWorkerUrl`).
 *
 * @example
 * // instrumentation-client.ts (Next 15.3 and later)
 * import { startPetstoreClient } from 'petstore-mock/next-client'
 * startPetstoreClient({ baseUrl: 'https://api.example.com/v1' })
 */
export function startPetstoreClient(
  options: PetstoreNextOptions = {},
): Promise<PetstoreClient | undefined> {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`startPetstoreClient: options must be an object, not ${String(options)}`)
  }
  // Only NODE_ENV, which Next always inlines: any other test would keep the worker's chunk in
  // every production build. The import sits inside the branch, not after an early return:
  // webpack drops a dead `if` branch unread, but still emitted the chunks of an import after
  // `return` into .next/static (Next 15's build). A build made with NODE_ENV=development (Next's
  // `experimental.allowDevelopmentBuild`) is the opt-in.
  if (process.env.NODE_ENV === 'development') {
    const starting = import('./forward').then(({ startForwarding }) => startForwarding(options))
    holdApiFetches(starting, options.baseUrl ?? '/api/v1')
    return starting
  }
  return Promise.resolve(undefined)
}

export type { PetstoreNextOptions } from '../../next/settings'
export type { PetstoreClient } from './forward'
