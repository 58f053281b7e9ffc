/**
 * The two answers the plugin gives besides the listener's: msw's worker script, and an API
 * request when overrides were added with `use()` (msw's own matching, then the mock's handlers).
 */
import { createReadStream } from 'node:fs'
import { createRequire } from 'node:module'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { ApiError } from '../../contract/errors'
import { errorResponse, requestUrl, toRequest, writeResponse } from '../http/node-fetch-convert'
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

/** Answers one API request with the overrides first, then the mock's own handlers. */
export async function answerWithOverrides(
  req: IncomingMessage,
  res: ServerResponse,
  held: Held,
): Promise<void> {
  let response: Response
  try {
    const request = toRequest(req, requestUrl(req, 'http://localhost'))
    response =
      (await getResponse([...held.overrides, ...held.petstore.handlers], request)) ??
      errorResponse(new ApiError('not_found', `No route at ${request.method} ${req.url ?? '/'}.`))
  } catch (error) {
    response = errorResponse(
      error instanceof ApiError
        ? error
        : new ApiError('validation_failed', 'The request could not be read.'),
    )
  }
  await writeResponse(res, response)
}
