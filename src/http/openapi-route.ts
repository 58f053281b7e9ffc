/**
 * openapi.yaml at `/openapi.yaml`, so Postman, Swagger UI, code generators and Prism can load
 * the contract of the very mock they are talking to.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { ApiError } from '../errors'
import { openapiYaml } from '../generated/openapi.yaml'
import { errorResponse } from './bridge'

/** Where the contract is served. */
export const OPENAPI_PATH = '/openapi.yaml'

/**
 * The MSW handler that serves openapi.yaml (GET and HEAD; other methods get 405).
 *
 * @example
 * await getResponse(createOpenapiHandlers(), new Request('http://localhost/openapi.yaml'))
 */
export function createOpenapiHandlers(): HttpHandler[] {
  return [
    http.all(
      ({ request }) => new URL(request.url).pathname === OPENAPI_PATH,
      ({ request }) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return errorResponse(
            new ApiError('method_not_allowed', `Use GET on ${OPENAPI_PATH}.`, {
              headers: { Allow: 'GET, HEAD' },
            }),
          )
        }
        return new HttpResponse(openapiYaml, {
          headers: {
            'Content-Type': 'application/yaml; charset=utf-8',
            // The file can change between runs of the mock; tools should not keep a stale copy.
            'Cache-Control': 'no-cache',
          },
        })
      },
    ),
  ]
}
