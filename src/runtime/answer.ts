/**
 * What the pipeline sends back: an answer (status, body as a value, headers) until its last
 * steps, then serialised (status, headers, JSON text), which a node:http server writes as is and
 * every other entry turns into a Fetch Response; or the Response the proxy got from the backend.
 */
import { jsonText } from './json-text'

/** An answer before it is serialised: what resolvers, hooks and a test's reply give. */
export interface Answer {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Set by the proxy: the real backend answered (or could not be reached). */
  proxied?: ProxiedAnswer
}

/** What the proxy hands the pipeline besides the answer. */
export interface ProxiedAnswer {
  /** The backend's answer, passed on as is; undefined when the proxy answers 502 / 504 itself. */
  response: Response | undefined
  /** How the backend's answer breaks openapi.yaml; empty when it conforms or was not checked. */
  violations: string[]
  /** The backend's body, parsed as JSON (undefined when empty or not JSON), for the journal. */
  body?: unknown
}

/** An answer ready to send: headers with their final names, the body as JSON text. */
export interface SerializedAnswer {
  status: number
  headers: Record<string, string>
  /** The JSON text, or null for an answer without a body (204). */
  body: string | null
  response?: undefined
}

/** The pipeline's answer: serialised, or the real backend's own Response (proxy). */
export type PipelineAnswer = SerializedAnswer | { response: Response }

/**
 * An answer as JSON text with Content-Type and Content-Length, unless the answer set them (the
 * headers msw's `HttpResponse.json` sets, without its Blob). `before` comes first and the
 * answer's own headers win over it (a deprecated operation's Deprecation and Sunset).
 */
export function serializeAnswer(
  answer: Answer,
  before?: Readonly<Record<string, string>>,
): SerializedAnswer {
  const headers: Record<string, string> = {}
  for (const name in before) headers[name] = before[name] as string
  let typed = false
  let sized = false
  // One pass copies the answer's headers and notes the two it may already set (any case).
  for (const name in answer.headers) {
    headers[name] = answer.headers[name] as string
    const lower = name.length === 12 || name.length === 14 ? name.toLowerCase() : ''
    if (lower === 'content-type') typed = true
    else if (lower === 'content-length') sized = true
  }
  if (answer.body === undefined) return { status: answer.status, headers, body: null }
  const { text, bytes } = jsonText(answer.body)
  if (!typed) headers['Content-Type'] = 'application/json'
  if (!sized) headers['Content-Length'] = String(bytes)
  return { status: answer.status, headers, body: text }
}

/** The answer as a Fetch Response. */
export function toResponse(answer: PipelineAnswer): Response {
  if (answer.response) return answer.response
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}

/** A case-insensitive `get` over a header record, as the response check reads headers. */
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
