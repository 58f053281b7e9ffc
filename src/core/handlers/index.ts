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
 * The MSW handlers of one mock instance: a single handler that routes every request under the
 * base through the pipeline (one handler keeps MSW's per-request lookup as cheap as a bare one).
 * This is the only place the mock is wired into MSW; entries pass options, not handlers.
 *
 * @example
 * setupServer(...createHandlers(context))
 */
export function createHandlers(
  context: PetstoreContext,
  options: HandlerOptions = {},
): HttpHandler[] {
  const { transformRequest, observe } = options
  const serve = (request: Request) =>
    handlePetstoreRequest(
      transformRequest ? transformRequest(request) : request,
      context,
      resolvers,
    )
  return [
    http.all(
      ({ request }) => isUnderBase(new URL(request.url), context),
      observe
        ? ({ request }) => observe(request, () => serve(request))
        : ({ request }) => serve(request),
    ),
  ]
}
