/**
 * The proxy's sending, loaded by the branch (`forward.ts`) on the first forward: one request to
 * the real backend with the global `fetch`, its answer passed back as it came, checked against
 * openapi.yaml with the one response checker and, with `record`, kept as a HAR entry.
 */
import { contractViolations } from '../../contract/response-check'
import type { OperationId } from '../../contract/operations'
import { ApiError } from '../../contract/errors'
import type { PetstoreContext } from '../context'
import type { Answer } from '../answer'
import { harEntry } from '../har/build'
import type { ProxyRecording } from './recording'
import type { PassThrough, ProxySettings } from './types'
import { parseJson } from '../../base/json'

// Hop-by-hop and framing headers: they describe one connection, not the message, so fetch sets
// its own. Anything else the client sent (Authorization, Content-Type, Prefer…) goes on.
const requestHopHeaders = [
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]
// fetch has already decoded the body, so its encoding and length no longer describe it.
const responseHopHeaders = [
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]

/** What one proxy branch sends with: its settings, its recording and how it makes a request. */
export interface Exchange {
  proxy: ProxySettings
  recording: ProxyRecording | undefined
  passThrough: PassThrough
}

/**
 * The backend URL a mock request goes to: its path below the mock's base rebased onto the
 * target's, with its query (the pipeline has taken the mock's `__` controls out already).
 */
export function targetUrl(url: URL, basePath: string, proxy: ProxySettings): string {
  const path = url.pathname.slice(basePath.length)
  return `${proxy.origin}${proxy.basePath}${path}${url.search}`
}

/**
 * Sends one request to the real backend and hands back its answer as the pipeline's proxied
 * reply: the backend's Response as it came (hop headers and CORS left out), or a 502 / 504 Error
 * of the mock's own when the backend is down or too slow.
 */
export async function send(
  operationId: OperationId,
  request: Request,
  url: URL,
  context: PetstoreContext,
  { proxy, recording, passThrough }: Exchange,
): Promise<Answer> {
  const startedAt = new Date()
  const started = performance.now()
  const target = targetUrl(url, context.basePath, proxy)
  const where = `${proxy.origin}${proxy.basePath}`
  const headers = new Headers(request.headers)
  for (const name of requestHopHeaders) headers.delete(name)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null
  // A clone: the pipeline still reads the original's body for the journal.
  const body = hasBody ? await request.clone().arrayBuffer() : undefined
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), proxy.timeout)
  let upstream: Response
  let bytes: ArrayBuffer
  try {
    upstream = await fetch(
      await passThrough(target, {
        method: request.method,
        headers,
        body,
        // The client's choice about cookies: in the browser, `include` sends the backend's own.
        credentials: request.credentials,
        signal: abort.signal,
      }),
    )
    // The whole body within the timeout: a backend that stalls mid-body is as slow as a silent one.
    bytes = await upstream.arrayBuffer()
  } catch (error) {
    const failure = abort.signal.aborted
      ? new ApiError(
          'gateway_timeout',
          `The real backend at ${where} did not answer within ${proxy.timeout} ms.`,
        )
      : new ApiError(
          'bad_gateway',
          `The real backend at ${where} could not be reached (${reasonOf(error)}).`,
        )
    return {
      status: failure.status,
      body: failure.toBody(),
      proxied: { response: undefined, violations: [] },
    }
  } finally {
    clearTimeout(timer)
  }
  const responseHeaders = new Headers(upstream.headers)
  for (const name of responseHopHeaders) responseHeaders.delete(name)
  // The client talks to the mock, whose own CORS answer (serve's, or none in-process) applies;
  // the backend's would only double it.
  for (const name of [...responseHeaders.keys()]) {
    if (name.startsWith('access-control-')) responseHeaders.delete(name)
  }
  const nullBody = upstream.status === 204 || upstream.status === 304
  const response = new Response(nullBody ? null : bytes, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  })
  const read = parsed(bytes)
  const violations =
    context.validateResponses === false
      ? []
      : contractViolations(operationId, {
          status: upstream.status,
          headers: responseHeaders,
          ...read,
        })
  recording?.add(
    harEntry({
      startedAt,
      durationMs: performance.now() - started,
      method: request.method,
      url: target,
      requestHeaders: headers,
      requestBody: body === undefined ? undefined : new TextDecoder().decode(body),
      status: upstream.status,
      statusText: upstream.statusText,
      // As the client got them: the body is recorded decoded, so its encoding no longer applies.
      responseHeaders,
      responseBody: bytes.byteLength === 0 ? undefined : new TextDecoder().decode(bytes),
      ...(proxy.record && { redact: proxy.record.redactHeaders }),
      mock: { operationId, proxied: true },
    }),
  )
  return { status: upstream.status, proxied: { response, violations, body: read.body } }
}

function parsed(bytes: ArrayBuffer): { body: unknown; bodyRead: 'empty' | 'ok' | 'invalid' } {
  if (bytes.byteLength === 0) return { body: undefined, bodyRead: 'empty' }
  try {
    return { body: parseJson(new TextDecoder().decode(bytes)), bodyRead: 'ok' }
  } catch {
    return { body: undefined, bodyRead: 'invalid' }
  }
}

// Node's fetch says only "fetch failed"; the cause names what failed (ECONNREFUSED, ENOTFOUND…).
// A browser's says only "Failed to fetch" (or "Load failed"), with no cause, whether the backend
// is down or its CORS refused this page: both are named, the console tells which.
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string') return cause.message
  const message = error instanceof Error ? error.message : String(error)
  const page = (globalThis as { location?: { origin?: unknown } }).location?.origin
  if (cause === undefined && error instanceof TypeError && typeof page === 'string') {
    return `${message}: it is down, or its CORS does not allow the origin ${page}; the browser console says which`
  }
  return message
}
