/**
 * What the pipeline hands back: a reply already serialised (status, headers, JSON text), which
 * a node:http server writes as is and every other entry turns into a Fetch Response, or the
 * Response the proxy got from the real backend. A request as the pipeline reads it: its method,
 * URL and headers, with the WHATWG Request built only when a hook, resolver or body read asks.
 */
import type { IncomingCall, Reply } from './context'
import { jsonText } from './json-text'

export type { IncomingCall, RequestHead } from './context'

/** A reply ready to send: headers with their final names, the body as JSON text. */
export interface SerializedAnswer {
  status: number
  headers: Record<string, string>
  /** The JSON text, or null for a reply without a body (204). */
  body: string | null
  response?: undefined
}

/** The pipeline's answer: serialised, or the real backend's own Response (proxy). */
export type PipelineAnswer = SerializedAnswer | { response: Response }

/**
 * A Fetch Request as an IncomingCall (the way in for msw and `petstore.fetch`).
 *
 * @example
 * callOf(new Request('http://localhost/api/v1/pets')).hasBody // false
 */
export function callOf(request: Request): IncomingCall {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    hasBody: request.body !== null,
    toRequest: () => request,
  }
}

/**
 * A reply as JSON text with Content-Type and Content-Length, unless the reply set them (the
 * headers msw's `HttpResponse.json` sets, without its Blob). `before` comes first and the
 * reply's own headers win over it (a deprecated operation's Deprecation and Sunset).
 *
 * @example
 * serializeReply({ status: 200, body: { id: 1 } }).headers['Content-Length'] // '8'
 */
export function serializeReply(
  reply: Reply,
  before?: Readonly<Record<string, string>>,
): SerializedAnswer {
  const headers: Record<string, string> = {}
  for (const name in before) headers[name] = before[name] as string
  let typed = false
  let sized = false
  // One pass copies the reply's headers and notes the two it may already set (any case).
  for (const name in reply.headers) {
    headers[name] = reply.headers[name] as string
    const lower = name.length === 12 || name.length === 14 ? name.toLowerCase() : ''
    if (lower === 'content-type') typed = true
    else if (lower === 'content-length') sized = true
  }
  if (reply.body === undefined) return { status: reply.status, headers, body: null }
  const { text, bytes } = jsonText(reply.body)
  if (!typed) headers['Content-Type'] = 'application/json'
  if (!sized) headers['Content-Length'] = String(bytes)
  return { status: reply.status, headers, body: text }
}

/**
 * The answer as a Fetch Response.
 *
 * @example
 * toResponse(serializeReply({ status: 204 })).status // 204
 */
export function toResponse(answer: PipelineAnswer): Response {
  if (answer.response) return answer.response
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}

/**
 * A case-insensitive `get` over a header record, as the response check reads headers.
 *
 * @example
 * headerReader({ 'X-Total-Count': '3' }).get('x-total-count') // '3'
 */
export function headerReader(headers: Record<string, string>): {
  get(name: string): string | null
} {
  return {
    get(name) {
      const wanted = name.toLowerCase()
      for (const key in headers) if (key.toLowerCase() === wanted) return headers[key] as string
      return null
    },
  }
}
