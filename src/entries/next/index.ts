/**
 * The Next.js entry, server side. `registerPetstore()` from instrumentation.ts runs the mock once
 * per dev-server process and keeps it on globalThis, so the store outlives every hot reload and
 * re-evaluation of this module on webpack and Turbopack. Server-side `fetch` is kept mocked
 * however Next swaps it (./fetch-guard.ts); `http`/XHR clients go through msw's interceptor; the
 * browser's worker (`petstore-mock/next-client`) reaches the same store through a loopback port
 * (./worker-listener.ts). Why: docs/decisions/006-next-one-store.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { getResponse, RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { listenWith, stopOnce } from '../../handlers/msw'
import { createPetstore, extendPetstore } from '../../controller/petstore'
import { splitBaseUrl } from '../../controller/settings'
import { devLog } from '../../base/log'
import type { ListenOptions, PetstoreServer } from '../node'
import { assertNode } from '../test-kit/node-only'
import { startBridge } from './worker-listener'
import { guardFetch } from './fetch-guard'
import { claimApi, releaseApi } from '../node/one-per-process'
import { bridgePort, serverMockWanted, type PetstoreNextOptions } from './settings'
import { publicWorkerConflict } from './public-worker'
import { restartedServer } from './restart-note'

const HELD = Symbol.for('petstore-mock.next')
type Holder = { [HELD]?: Promise<PetstoreServer | undefined> }

/**
 * Starts the mock for a Next.js app's server side, once per process: a second call (a hot reload,
 * instrumentation.ts evaluated again) resolves to the same mock and store. It runs under
 * `next dev`; under `next build` and `next start` it says so once and resolves to undefined,
 * unless the app opts in with PETSTORE_MOCK=on. Call it when
 * `process.env.NEXT_RUNTIME === 'nodejs'` (the Edge runtime has no node:http).
 *
 * @example
 * // instrumentation.ts
 * export async function register() {
 *   if (process.env.NEXT_RUNTIME === 'nodejs') {
 *     const { registerPetstore } = await import('petstore-mock/next')
 *     await registerPetstore({ baseUrl: 'https://api.example.com/v1' })
 *   }
 * }
 */
export function registerPetstore(
  options: PetstoreNextOptions = {},
): Promise<PetstoreServer | undefined> {
  assertNode('registerPetstore', "startPetstoreClient from 'petstore-mock/next-client'")
  const holder = globalThis as Holder
  return (holder[HELD] ??= start(options).catch((error: unknown) => {
    // A failed start (a taken port) is tried again by the next call, not kept.
    holder[HELD] = undefined
    throw error
  }))
}

async function start(options: PetstoreNextOptions): Promise<PetstoreServer | undefined> {
  if (!serverMockWanted()) {
    devLog.warn(
      'off: next build and next start run without the mock (set PETSTORE_MOCK=on to keep it).',
    )
    return undefined
  }
  // serviceWorkerUrl is the browser's; the rest is the mock's.
  const { port, serviceWorkerUrl, ...mockOptions } = options
  if (serviceWorkerUrl === undefined) {
    const conflict = publicWorkerConflict(process.cwd())
    if (conflict) devLog.error(conflict)
  }
  if (process.env.NODE_ENV === 'development' && restartedServer(process.cwd())) {
    devLog.warn(
      'next dev restarted its server (an edit to next.config.ts or .env): the store started again from the seed, and what the app wrote before is gone. Edits to app code keep it.',
    )
  }
  const chosenPort = bridgePort(port)
  const petstore = createPetstore(mockOptions)
  const server = setupServer(...petstore.handlers)
  // The handlers msw answers with now: the mock's, after any a test added with `server.use`.
  const handlers = () =>
    server.listHandlers().filter((h): h is RequestHandler => h instanceof RequestHandler)
  // Answered in the context of the mock's start, outside any render: Next's prerender
  // (cacheComponents) stops at a render's own reads of Math.random() and the clock, and the
  // mock's (msw's request id, the journal's time) are not the page's.
  const outsideRenders = AsyncLocalStorage.snapshot()
  const answer = (request: Request) => outsideRenders(() => getResponse(handlers(), request))
  const { origin, basePath } = splitBaseUrl(mockOptions.baseUrl ?? '/api/v1')
  const owns = (url: string) => {
    const parsed = URL.canParse(url) ? new URL(url) : undefined
    return (
      parsed !== undefined &&
      (origin === undefined || parsed.origin === origin) &&
      (parsed.pathname === basePath || parsed.pathname.startsWith(`${basePath}/`))
    )
  }
  let bridge: Awaited<ReturnType<typeof startBridge>> | undefined
  const mock: PetstoreServer = extendPetstore(petstore, {
    server,
    listen: (listenOptions?: ListenOptions) =>
      listenWith(server, { onUnhandledRequest: 'bypass', ...listenOptions }),
    close() {
      unguard()
      stopOnce(() => server.close(), server)
      bridge?.close()
      releaseApi(mock)
      ;(globalThis as Holder)[HELD] = undefined
    },
  })
  // A mock of the same API started another way in this process would hide this store.
  claimApi(mock, { origin, basePath }, mockOptions)
  listenWith(server, { onUnhandledRequest: 'bypass' })
  const unguard = guardFetch(owns, answer)
  try {
    bridge = await startBridge(chosenPort, { handlers, origin })
    await petstore.ready
  } catch (error) {
    mock.close()
    throw bridgeError(error, chosenPort)
  }
  return mock
}

function bridgeError(error: unknown, port: number): unknown {
  if ((error as { code?: unknown }).code !== 'EADDRINUSE') return error
  return new Error(
    `[petstore-mock] port ${port} is taken (another next dev, or petstore-mock serve?): set NEXT_PUBLIC_PETSTORE_MOCK_PORT to a free port, or pass the same { port } to registerPetstore and startPetstoreClient.`,
  )
}

export { serviceWorkerScript } from './worker-script'
export type { PetstoreNextOptions } from './settings'
export type { PetstoreServer } from '../node'
