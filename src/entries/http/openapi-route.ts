/**
 * openapi.yaml at `/openapi.yaml`, so Postman, Swagger UI, code generators and Prism can load
 * the contract of the very mock they are talking to.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { ApiError } from '../../contract/errors'
import type { Call } from '../../runtime/request-parts'
import { errorResponse } from './node-fetch-convert'

/** Where the contract is served. */
export const OPENAPI_PATH = '/openapi.yaml'

// This module runs only in Node (the HTTP server), and the package ships openapi.yaml and
// exports it, so the file is read from there instead of being bundled as a 40 KB string into
// both builds. Resolving the package's own export finds it from the sources in this repo and
// from dist/ in an installed copy alike.
function contractFile(): string {
  return createRequire(import.meta.url).resolve('petstore-mock/openapi.yaml')
}

let contractText: Promise<string> | undefined

/**
 * The answer at `/openapi.yaml` (GET and HEAD; other methods get 405), or undefined for any
 * other path. Only the request's head is read: no Fetch Request is built for it.
 */
export async function answerOpenapi(
  request: Pick<Call, 'method' | 'url' | 'headers'>,
): Promise<Response | undefined> {
  if (new URL(request.url).pathname !== OPENAPI_PATH) return undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return errorResponse(
      new ApiError('method_not_allowed', `Use GET on ${OPENAPI_PATH}.`, {
        headers: { Allow: 'GET, HEAD' },
      }),
    )
  }
  // Read once per process; a failed read is not cached, so the next request tries again.
  contractText ??= readFile(contractFile(), 'utf8').catch((error: unknown) => {
    contractText = undefined
    throw error
  })
  return new Response(await contractText, {
    headers: {
      'Content-Type': 'application/yaml; charset=utf-8',
      // The file can change between runs of the mock; tools should not keep a stale copy.
      'Cache-Control': 'no-cache',
    },
  })
}
