/**
 * What the plugin adds to the listener: msw's worker script, and the answer of an API request
 * when overrides were added with `use()` (msw's own matching, then the mock's handlers).
 */
import { createReadStream } from 'node:fs'
import { createRequire } from 'node:module'
import type { ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import type { PipelineAnswer } from '../../runtime/answer'
import type { Call } from '../../runtime/request-parts'
import type { Held } from './held'

/** Where a worker looks for its script unless told otherwise. */
export const WORKER_PATH = '/mockServiceWorker.js'

/**
 * Sends msw's own worker script, the file both majors export as `msw/mockServiceWorker.js`, so
 * it always matches the msw the page runs and needs no `npx msw init`.
 */
export function serveWorkerScript(res: ServerResponse, next: (error?: unknown) => void): void {
  let file: string
  try {
    file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')
  } catch (error) {
    return next(error)
  }
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    // A worker script is checked for updates by the browser itself; never serve a stale one.
    'Cache-Control': 'no-cache',
  })
  createReadStream(file).on('error', next).pipe(res)
}

/**
 * The answer of the handlers `use()` added, then the mock's own (msw's matching), while there
 * are any; undefined otherwise. The listener calls it after its Host and CORS checks.
 */
export function answerWithOverrides(held: Held) {
  return async (call: Call): Promise<PipelineAnswer | undefined> => {
    if (held.overrides.length === 0) return undefined
    const response = await getResponse(
      [...held.overrides, ...held.petstore.handlers],
      call.toRequest(),
    )
    return response && { response }
  }
}
