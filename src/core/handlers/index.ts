/**
 * Every resolver of the contract, and the one MSW handler that serves them through the pipeline.
 */
import { http, type HttpHandler } from 'msw'
import type { PetstoreContext } from '../runtime/context'
import { handlePetstoreRequest, isUnderBase, type Resolvers } from '../runtime/pipeline'
import { petsResolvers } from './pets'
import { storeResolvers } from './store'

/**
 * The resolvers keyed by operationId; the type fails to check if one is missing.
 *
 * @example
 * Object.keys(resolvers) // ['listPets', 'createPet', …]
 */
export const resolvers: Resolvers = { ...petsResolvers, ...storeResolvers }

/**
 * What an entry may add around the handler, instead of building its own.
 *
 * @example
 * const options: HandlerOptions = { transformRequest: (request) => withApiKey(request, null) }
 */
export interface HandlerOptions {
  /** Changes each request before the mock sees it (the browser's API-key override). */
  transformRequest?: (request: Request) => Request
  /**
   * Sees each request and the mock's answer to it (the test kit's contract guard); it must call
   * `answer` once and return what it gives (or throw what it throws).
   */
  observe?: (request: Request, answer: () => Promise<Response>) => Promise<Response>
}

/**
 * Answers one request through the pipeline, with the entry's `transformRequest` and `observe`
 * around it; undefined when the URL is not under the mock's base.
 */
export type PetstoreServe = (request: Request) => Promise<Response | undefined>

/**
 * The one way a request reaches the pipeline: the MSW handler calls it, and so does
 * `Petstore.fetch` (serve's listener, the browser's tab link), so every surface runs the same
 * code with the same extensions.
 *
 * @example
 * const serve = createServe(context, { observe: (request, answer) => answer() })
 * const response = await serve(new Request('http://localhost/api/v1/pets/1')) // Response
 */
export function createServe(context: PetstoreContext, options: HandlerOptions = {}): PetstoreServe {
  const { transformRequest, observe } = options
  const answer = (request: Request) =>
    handlePetstoreRequest(
      transformRequest ? transformRequest(request) : request,
      context,
      resolvers,
    )
  return async (request) => {
    if (!isUnderBase(new URL(request.url), context)) return undefined
    return observe ? observe(request, () => answer(request)) : answer(request)
  }
}

/**
 * The MSW handlers of one mock instance: a single handler that routes every request under the
 * base to `serve` (one handler keeps MSW's per-request lookup as cheap as a bare one). This is
 * the only place the mock is wired into MSW; entries pass options, not handlers.
 *
 * @example
 * setupServer(...createHandlers(context, createServe(context)))
 */
export function createHandlers(context: PetstoreContext, serve: PetstoreServe): HttpHandler[] {
  return [
    http.all(
      // Matched here, not only in `serve`: a request outside the base must stay unhandled for
      // msw (its onUnhandledRequest), not count as handled with no answer.
      ({ request }) => isUnderBase(new URL(request.url), context),
      ({ request }) => serve(request),
    ),
  ]
}
