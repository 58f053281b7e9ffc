/**
 * A fetch that answers from MSW handlers in the same process, without the network interceptor:
 * the suites send tens of thousands of requests, and the interceptor's per-request cost would
 * dominate. Handler errors become the 500 MSW itself would send, so the checks still see them.
 */
import { getResponse, type RequestHandler } from 'msw'
import type { Petstore } from '../controller/petstore'
import { answerRequest, isUnderBase } from '../runtime/pipeline'

// The shape MSW uses for an exception in a resolver: what a frontend would really receive.
function crashResponse(error: unknown): Response {
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error))
  return Response.json({ name, message, stack }, { status: 500 })
}

/** Wraps handlers as a fetch. */
export function inProcessFetch(handlers: readonly RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    try {
      const response = await getResponse([...handlers], request)
      return (
        response ??
        Response.json({ code: 'not_found', message: 'No handler.', status: 404 }, { status: 404 })
      )
    } catch (error) {
      return crashResponse(error)
    }
  }
}

/**
 * A fetch straight into the mock's request pipeline, skipping MSW's handler matching too: for
 * the model-based runs, where every step reads the whole store and the requests add up.
 */
export function pipelineFetch(petstore: Pick<Petstore, 'context'>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    if (!isUnderBase(new URL(request.url), petstore.context)) {
      return Response.json(
        { code: 'not_found', message: 'Outside the mock.', status: 404 },
        { status: 404 },
      )
    }
    try {
      return await answerRequest(request, petstore.context)
    } catch (error) {
      return crashResponse(error)
    }
  }
}
