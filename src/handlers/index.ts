/**
 * Every resolver of the contract, and the MSW handler that serves them through the pipeline.
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
 * The MSW handlers of one mock instance: a single handler that routes every request under the
 * base through the pipeline (one handler keeps MSW's per-request lookup as cheap as a bare one).
 *
 * @example
 * setupServer(...createHandlers(context))
 */
export function createHandlers(context: PetstoreContext): HttpHandler[] {
  return [
    http.all(
      ({ request }) => isUnderBase(new URL(request.url), context),
      ({ request }) => handlePetstoreRequest(request, context, resolvers),
    ),
  ]
}
