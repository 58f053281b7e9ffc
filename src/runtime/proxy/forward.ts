/**
 * The proxy: a request hook that sends chosen operations to a real backend instead of their
 * resolvers, passes the backend's answer back as it came, and checks it against openapi.yaml with
 * the one response checker. It sends with the global `fetch`, each request made by the
 * controller's `passThrough`: msw's public `bypass()` where msw intercepts (Node's server, the
 * browser's worker, which let bypassed requests through), a plain Request in `serve`, whose
 * process runs no msw.
 */
import { contractViolations } from '../../contract/response-check'
import type { OperationId } from '../../contract/operations'
import { ApiError } from '../../contract/errors'
import { harEntry } from '../har/build'
import type { ProxyRecording } from './recording'

/**
 * A checked proxy setting, as the controller's settings (settings-proxy.ts) hand it down.
 *
 * @example
 * const proxy: ProxySettings = { origin: 'http://127.0.0.1:8080', basePath: '/api/v1', operations: new Set(['listPets']), timeout: 10_000 }
 */
export interface ProxySettings {
  /** The backend's origin, e.g. `https://staging.example.com`. */
  origin: string
  /** The backend's base path without a trailing slash, e.g. `/api/v1` (may be empty). */
  basePath: string
  operations: ReadonlySet<OperationId>
  timeout: number
  /** Set when exchanges are recorded: the extra header names to redact, lower case. */
  record?: { redactHeaders: ReadonlySet<string> } | undefined
}
import type { PetstoreContext, Reply, RequestHook } from '../context'

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

const backendViolations = new WeakMap<Response, readonly string[]>()

/**
 * How a forwarded request is made, so that the process's own msw (if any) lets it reach the
 * network instead of answering it with the mock: msw's `bypass` has this shape.
 *
 * @example
 * const passThrough: PassThrough = (url, init) => new Request(url, init)
 */
export type PassThrough = (url: string, init: RequestInit) => Request | Promise<Request>

/**
 * The request as it is, for a process where nothing intercepts fetch (`serve`).
 *
 * @example
 * plainRequest('http://127.0.0.1:8080/api/v1/pets', { method: 'GET' }).url
 */
export const plainRequest: PassThrough = (url, init) => new Request(url, init)

/**
 * How a proxied answer broke openapi.yaml, for the test kits' contract guard; undefined for a
 * response the proxy did not pass on.
 *
 * @example
 * const response = await fetch('http://localhost/api/v1/pets') // proxied
 * backendViolationsOf(response) // [] when the backend kept the contract
 */
export function backendViolationsOf(response: Response): readonly string[] | undefined {
  return backendViolations.get(response)
}

/**
 * The backend URL a mock request goes to: its path below the mock's base rebased onto the
 * target's, with its query (the pipeline has taken the mock's `__` controls out already).
 *
 * @example
 * targetUrl(new URL('http://localhost/api/v1/pets?limit=2'), '/api/v1', proxy)
 * // 'http://127.0.0.1:8080/v2/pets?limit=2' for a target of http://127.0.0.1:8080/v2
 */
export function targetUrl(url: URL, basePath: string, proxy: ProxySettings): string {
  const path = url.pathname.slice(basePath.length)
  return `${proxy.origin}${proxy.basePath}${path}${url.search}`
}

/**
 * The pipeline's proxy branch: it forwards `proxy.operations` to the real backend in the mock's
 * place, before auth, validation and the resolver, so a proxied request never touches the store;
 * a request a test's `reply()` answers stays with the mock.
 *
 * @example
 * context.forward = createProxyBranch(resolveProxy({ target: 'http://127.0.0.1:8080/api/v1' })!)
 */
export function createProxyBranch(
  proxy: ProxySettings,
  recording?: ProxyRecording,
  passThrough: PassThrough = plainRequest,
): RequestHook {
  const exchange = { proxy, recording, passThrough }
  // A test's own `reply()` for the operation wins over the backend.
  return ({ operation, request, url, context, replying }) =>
    !replying && proxy.operations.has(operation.operationId)
      ? forward(operation.operationId, request, url, context, exchange)
      : undefined
}

interface Exchange {
  proxy: ProxySettings
  recording: ProxyRecording | undefined
  passThrough: PassThrough
}

async function forward(
  operationId: OperationId,
  request: Request,
  url: URL,
  context: PetstoreContext,
  { proxy, recording, passThrough }: Exchange,
): Promise<Reply> {
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
  backendViolations.set(response, violations)
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
    return { body: JSON.parse(new TextDecoder().decode(bytes)) as unknown, bodyRead: 'ok' }
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
