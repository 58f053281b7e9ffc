/**
 * What both sides of the Next.js entry agree on without talking: whether the mock runs in this
 * build, and the loopback port where the browser reaches the dev server's store.
 */

import type { PetstoreOptions } from '../../controller/petstore'

/**
 * Options of both calls, so one object can serve `registerPetstore` (instrumentation.ts) and
 * `startPetstoreClient` (instrumentation-client.ts): the mock's own (`baseUrl`, `seed`,
 * `scenario`, …; the browser reads only `baseUrl`), plus where the two sides meet.
 *
 * @example
 * export const mockOptions: PetstoreNextOptions = { baseUrl: 'https://api.example.com/v1', seed: 7 }
 */
export interface PetstoreNextOptions extends PetstoreOptions {
  /**
   * The loopback port where the browser's worker reaches the dev server's store. Default
   * NEXT_PUBLIC_PETSTORE_MOCK_PORT, else 4010. Both sides must agree.
   */
  port?: number
  /** Where mockServiceWorker.js is served (`npx msw init public`). Default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string
}

/** Where the browser's worker reaches the store, unless `port` or the variable says otherwise. */
export const DEFAULT_NEXT_PORT = 4010

/**
 * Whether the server side runs: always under `next dev`; under `next build` / `next start` only
 * when the app opts in with PETSTORE_MOCK=on.
 */
export function serverMockWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'development' || env.PETSTORE_MOCK === 'on'
}

/**
 * The bridge's port: the option, else NEXT_PUBLIC_PETSTORE_MOCK_PORT, else 4010. Throws a
 * TypeError naming the option when it is not a port.
 */
export function bridgePort(
  option: unknown,
  variable: string | undefined = process.env.NEXT_PUBLIC_PETSTORE_MOCK_PORT,
): number {
  const chosen = option ?? (variable ? Number(variable) : DEFAULT_NEXT_PORT)
  if (typeof chosen !== 'number' || !Number.isInteger(chosen) || chosen < 1 || chosen > 65535) {
    const source = option === undefined ? 'NEXT_PUBLIC_PETSTORE_MOCK_PORT' : 'port'
    throw new TypeError(
      `${source} must be a port from 1 to 65535, got ${String(option ?? variable)}`,
    )
  }
  return chosen
}
