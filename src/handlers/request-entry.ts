/**
 * The ways a request reaches the pipeline (`createWaysIn`): msw's handler, `petstore.fetch` and
 * `petstore.handle`, each with the entry's extensions; msw's handler is built on these in `./msw.ts`; the operation handlers
 * beside them (`./index.ts`) ride on the context.
 */
import type { PetstoreContext } from '../runtime/context'
import type { PipelineAnswer } from '../runtime/answer'
import type { Call } from '../runtime/request-parts'
import type { ReplyOverride } from '../runtime/in-flight-request'
import { answerCall, answerRequest, isUnderBase } from '../runtime/pipeline'

/** What an entry may add around the handler, instead of building its own. */
export interface PetstoreExtensions {
  /**
   * Answers a request somewhere else before this mock sees it (a browser tab that does not hold
   * the store sends it to the tab that does); undefined lets this mock answer it.
   */
  route?: (request: Request) => Promise<Response | undefined>
  /** Changes each request before the mock sees it (the browser's API-key override). */
  transformRequest?: (request: Request) => Request
  /**
   * Sees each request and the mock's answer to it (the test kit's contract guard); it must call
   * `answer` once and return what it gives (or throw what it throws).
   */
  observe?: (request: Request, answer: () => Promise<Response>) => Promise<Response>
}

/** The two ways into the pipeline, with the entry's `transformRequest` and `observe` around it. */
export interface WaysIn {
  /**
   * Answers a request already known to be under the mock's base (the MSW handler matched it);
   * with `override`, a test's `reply()` answers in the operation's place (and `route` is skipped:
   * the reply is this tab's own).
   */
  answer(request: Request, override?: ReplyOverride): Promise<Response>
  /** Answers any request: undefined when its URL is not under the mock's base. */
  fetch(request: Request): Promise<Response | undefined>
  /** `fetch` for a request given as its parts, answered serialised (a server's way in). */
  handle(call: Call): Promise<PipelineAnswer | undefined>
}

/** The ways in of one mock: every surface runs the same code with the same extensions. */
export function createWaysIn(context: PetstoreContext, options: PetstoreExtensions = {}): WaysIn {
  const { route, transformRequest, observe } = options
  const run = transformRequest
    ? async (request: Request, override?: ReplyOverride) => {
        const seen = transformRequest(request)
        const response = await answerRequest(seen, context, override)
        // The guard sees the request as sent; the pipeline marked the one it answered.
        if (seen !== request && context.injected.has(seen)) context.injected.add(request)
        return response
      }
    : (request: Request, override?: ReplyOverride) => answerRequest(request, context, override)
  const here = (request: Request, override?: ReplyOverride) =>
    observe ? observe(request, () => run(request, override)) : run(request, override)
  const answer = route
    ? async (request: Request, override?: ReplyOverride) =>
        override ? here(request, override) : ((await route(request)) ?? here(request))
    : here
  // Extensions speak Fetch, so with any of them a call goes the Request way; with none, no
  // Request or Response is built for it at all.
  const plain = !route && !transformRequest && !observe
  return {
    answer,
    fetch: async (request) =>
      isUnderBase(new URL(request.url), context) ? answer(request) : undefined,
    async handle(call) {
      if (!isUnderBase(call.parsedUrl ?? new URL(call.url), context)) return undefined
      if (plain) return answerCall(call, context)
      return { response: await answer(call.toRequest()) }
    },
  }
}
