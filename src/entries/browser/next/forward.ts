/**
 * The page's half of the Next.js mock: msw's worker with one handler, which sends each request
 * under the mock's base to the dev server's bridge on a loopback port and hands back its answer.
 * The page keeps no store of its own; one page loads one worker, however often it is asked.
 */
import { http, type HttpHandler } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { startOptions } from '../../../handlers/msw'
import { splitBaseUrl } from '../../../controller/settings'
import { devLog } from '../../../base/log'
import { bridgePort, type PetstoreNextOptions } from '../../next/settings'

/** The browser side of the Next.js mock: msw's worker, whose store is the dev server's. */
export interface PetstoreClient {
  /** The msw worker, for `worker.use()` overrides answered in this page. */
  worker: SetupWorker
  /** Where the dev server's store is reached, e.g. `http://127.0.0.1:4010`. */
  bridgeUrl: string
}

let started: Promise<PetstoreClient> | undefined

/** Starts the worker once per page (a second call resolves to the first). */
export function startForwarding(options: PetstoreNextOptions): Promise<PetstoreClient> {
  return (started ??= start(options).catch((error: unknown) => {
    started = undefined
    throw error
  }))
}

async function start(options: PetstoreNextOptions): Promise<PetstoreClient> {
  const bridgeUrl = `http://127.0.0.1:${bridgePort(options.port)}`
  const { origin, basePath } = splitBaseUrl(options.baseUrl ?? '/api/v1')
  const base = `${origin ?? location.origin}${basePath}`
  const worker = setupWorker(forwardTo(bridgeUrl, base))
  await worker.start(
    startOptions(worker, {
      serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
      quiet: true,
      onUnhandledRequest: 'bypass',
    }),
  )
  return { worker, bridgeUrl }
}

function forwardTo(bridgeUrl: string, base: string): HttpHandler {
  return http.all(`${base}/*`, async ({ request }) => {
    const url = new URL(request.url)
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
    try {
      return await fetch(`${bridgeUrl}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body,
      })
    } catch (error) {
      devLog.error(
        `the dev server's mock did not answer at ${bridgeUrl}: is registerPetstore() called in instrumentation.ts, with the same port?`,
        error,
      )
      throw error
    }
  })
}
