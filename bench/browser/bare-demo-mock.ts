/**
 * The demo's `./mock` module for the bare page of bench/first-row-ratio.ts: a bare msw worker
 * answering the first screen's requests with the very bytes the mock sent (recorded in the same
 * run and built in as __BARE_ANSWERS__), and the few calls demo/src/main.ts makes on the mock
 * doing nothing. Everything else on the page (the app, styles, the worker script) is the demo's.
 */
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'
import { startOptions } from '../../src/handlers/msw'

/** One recorded answer: the request's path and query, and what the mock sent back. */
interface RecordedAnswer {
  method: string
  path: string
  status: number
  headers: Record<string, string>
  body: string
}

declare const __BARE_ANSWERS__: RecordedAnswer[]

export const harnessOptions = (): Record<string, never> => ({})
export const loadHarnessChoices = (): Record<string, never> => ({})
export const loadHarness = async () => ({ mountHarnessPanel: (): void => undefined })

export async function startPetstoreWorker(options: { serviceWorkerUrl: string }) {
  const answers = new Map(__BARE_ANSWERS__.map((a) => [`${a.method} ${a.path}`, a]))
  const worker = setupWorker(
    http.all('*/api/v1/*', ({ request }) => {
      const url = new URL(request.url)
      const answer = answers.get(`${request.method} ${url.pathname}${url.search}`)
      if (!answer) return undefined
      return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers })
    }),
  )
  await worker.start(
    startOptions(worker, {
      serviceWorker: { url: options.serviceWorkerUrl },
      quiet: true,
      onUnhandledRequest: 'bypass',
    }),
  )
  return {
    onStoreReplaced: (_listener: () => void) => undefined,
    requests: { subscribe: (_listener: (entry: unknown) => void) => () => undefined },
    fromOtherTab: (_entry: unknown) => false,
  }
}
