/**
 * Turns plans into real HTTP exchanges with any fetch: resolves pool ids, builds the URL,
 * headers and body exactly as planned, and reads the answer without trusting it to be JSON.
 */
import { resolveRefs, PoolRef, type IdPools } from './pools'
import type { AuthPlan, RequestPlan } from './plan'
import { parseJson } from '../base/json'

/** The keys a run may use. */
export interface Credentials {
  /** A key with read and write scopes. */
  key: string
  /** A read-only key, when the server has one. */
  readOnlyKey?: string
}

/** A request as it went on the wire. */
export interface SentRequest {
  method: string
  url: string
  headers: Record<string, string>
  /** The body as sent; Uint8Array when it was not text, a Stream when sent in chunks. */
  body?: string | Uint8Array | StreamedBody
}

/** A body sent in chunks with no Content-Length; a fresh stream per send. */
export interface StreamedBody {
  bytes: number
  open: () => ReadableStream<Uint8Array>
}

const CHUNK = 16 * 1024

/** A JSON document of exactly `bytes` bytes, produced chunk by chunk. */
export function streamed(bytes: number): StreamedBody {
  const head = new TextEncoder().encode('{"name":"')
  const tail = new TextEncoder().encode('"}')
  return {
    bytes,
    open: () => {
      let sent = 0
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes) return controller.close()
          const size = Math.min(CHUNK, bytes - sent)
          const chunk = new Uint8Array(size).fill(0x78)
          if (sent === 0) chunk.set(head.subarray(0, size))
          const tailAt = bytes - tail.length - sent
          if (tailAt < size) chunk.set(tail.subarray(Math.max(0, -tailAt)), Math.max(0, tailAt))
          sent += size
          controller.enqueue(chunk)
        },
      })
    },
  }
}

/** A response, read once and kept for checks and reports. */
export interface ReceivedResponse {
  status: number
  headers: Headers
  text: string
  /** The parsed body; undefined when empty or not JSON (see `json`). */
  body: unknown
  json: 'empty' | 'ok' | 'invalid'
}

/** One request and its answer. */
export interface Exchange {
  plan: RequestPlan
  request: SentRequest
  /** The path parameters as sent, after pool ids were picked. */
  params: Record<string, string>
  response: ReceivedResponse
}

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
}

function authHeader(auth: AuthPlan, credentials: Credentials): string | undefined {
  const { key } = credentials
  if (typeof auth === 'object') return auth.header
  switch (auth) {
    case 'key':
      return `Bearer ${key}`
    case 'readOnlyKey':
      return `Bearer ${credentials.readOnlyKey ?? key}`
    case 'none':
      return undefined
    case 'empty':
      return ''
    case 'basic':
      return `Basic ${base64(`user:${key}`)}`
    case 'bare-bearer':
      return 'Bearer'
    case 'unknown-key':
      return 'Bearer conformance-unknown-key'
    case 'longer-key':
      return `Bearer ${key}x`
    case 'shorter-key':
      return `Bearer ${key.slice(0, -1)}`
    case 'two-tokens':
      return `Bearer ${key} ${key}`
    case 'token-scheme':
      return `Token ${key}`
    case 'non-ascii':
      return `Bearer ${key}\u00e9`
  }
}

/** The concrete request for a plan: ids picked from the pools, URL below `baseUrl`. */
export function materialize(
  plan: RequestPlan,
  pools: IdPools,
  baseUrl: string,
  credentials: Credentials,
): { request: SentRequest; params: Record<string, string> } {
  const params: Record<string, string> = {}
  const path = plan.template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = plan.params[name]
    if (value === undefined) return whole
    const text =
      value instanceof PoolRef
        ? String(pools.resolve(value))
        : typeof value === 'number'
          ? String(value)
          : value.raw
    params[name] = text
    return text
  })
  const search = new URLSearchParams()
  for (const [name, value] of plan.query) {
    search.append(name, value instanceof PoolRef ? String(pools.resolve(value)) : value)
  }
  const query = [search.toString(), plan.rawQuery ?? ''].filter(Boolean).join('&')
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`
  const headers: Record<string, string> = {}
  const authorization = authHeader(plan.auth, credentials)
  if (authorization !== undefined) headers.Authorization = authorization
  const sent: SentRequest = { method: plan.method, url, headers }
  if (!plan.body) return { request: sent, params }
  const contentType =
    plan.body.contentType === undefined ? 'application/json' : plan.body.contentType
  let body: string | Uint8Array | StreamedBody =
    'json' in plan.body
      ? (JSON.stringify(resolveRefs(plan.body.json, pools)) ?? '')
      : 'raw' in plan.body
        ? plan.body.raw
        : streamed(plan.body.streamed)
  if (contentType === null) {
    // fetch labels a string body text/plain; bytes go out with no Content-Type at all.
    if (typeof body === 'string') body = new TextEncoder().encode(body)
  } else {
    headers['Content-Type'] = contentType
  }
  sent.body = body
  return { request: sent, params }
}

function bodyInit(body: NonNullable<SentRequest['body']>): RequestInit {
  if (typeof body === 'string' || body instanceof Uint8Array)
    return { body: body as RequestInit['body'] }
  // `duplex` is not in every RequestInit typing yet; fetch needs it for a streamed body.
  return { body: body.open() as RequestInit['body'], duplex: 'half' } as RequestInit
}

const idempotentMethods = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])
const resetCodes = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'])

function isConnectionReset(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' && resetCodes.has(cause.code)
}

/**
 * A request that got no whole answer: the connection was refused, closed or reset, or the answer
 * did not come within the time-out. `message` says which, in words.
 */
export class TransportError extends Error {
  override name = 'TransportError'
  constructor(
    readonly request: SentRequest,
    message: string,
    /** The connection was refused: nothing listens there (any more). */
    readonly refused: boolean,
  ) {
    super(message)
  }
}

/** How long a request may take, answer read, unless told otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000

function transportError(request: SentRequest, error: unknown, timeoutMs: number): TransportError {
  const name = error instanceof Error ? error.name : ''
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new TransportError(request, `no whole answer within ${timeoutMs} ms (time-out)`, false)
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; message?: unknown }) : undefined
  const code = typeof cause?.code === 'string' ? cause.code : undefined
  const detail = typeof cause?.message === 'string' ? cause.message : undefined
  const message = error instanceof Error ? error.message : String(error)
  const words: Record<string, string> = {
    ECONNREFUSED: 'the connection was refused (nothing listens there)',
    ECONNRESET: 'the connection was reset',
    EPIPE: 'the other side closed the connection while the request was being sent',
    UND_ERR_SOCKET: 'the other side closed the connection before answering',
    UND_ERR_CLOSED: 'the connection closed before an answer',
  }
  const said = code && words[code] ? words[code] : detail ? `${message} (${detail})` : message
  return new TransportError(request, code ? `${said} [${code}]` : said, code === 'ECONNREFUSED')
}

/**
 * Sends a request and reads the whole answer; a request with no whole answer within `timeoutMs`
 * (default 30 s), or whose connection fails, throws TransportError.
 */
export async function send(
  request: SentRequest,
  fetchImpl: typeof fetch,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<ReceivedResponse> {
  const signal = AbortSignal.timeout(timeoutMs)
  const once = () =>
    fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined && bodyInit(request.body)),
      redirect: 'manual',
      signal,
    })
  let response: Response
  let text: string
  try {
    try {
      response = await once()
    } catch (error) {
      // A kept-alive socket the server closed just as the request went out: the server never saw
      // it, so an idempotent request is sent again once, on a fresh connection.
      if (!idempotentMethods.has(request.method) || !isConnectionReset(error)) throw error
      response = await once()
    }
    text = await response.text()
  } catch (error) {
    throw transportError(request, error, timeoutMs)
  }
  if (text === '')
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: undefined,
      json: 'empty',
    }
  try {
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: parseJson(text),
      json: 'ok',
    }
  } catch {
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: undefined,
      json: 'invalid',
    }
  }
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`
}

/** Shell expressions that rebuild every form of the keys an AuthPlan may send. */
export function curlSecrets(credentials: Credentials): Record<string, string> {
  const secrets: Record<string, string> = {}
  const add = (key: string | undefined, variable: string) => {
    if (!key) return
    secrets[key] = `\${${variable}}`
    secrets[key.slice(0, -1)] = `\${${variable}%?}`
    secrets[base64(`user:${key}`)] = `$(printf %s "user:$${variable}" | base64 | tr -d '\\n')`
  }
  add(credentials.readOnlyKey, 'PETSTORE_READONLY_KEY')
  add(credentials.key, 'PETSTORE_KEY')
  return secrets
}

/**
 * A curl command that sends the same request. Secrets (keys, and forms derived from them) are
 * replaced by the shell expressions given for them, so a report can be pasted into a ticket
 * without leaking a key.
 */
export function toCurl(
  request: SentRequest,
  secrets: Record<string, string> = {},
  maxBody = 4000,
): string {
  const parts = ['curl', '-i', '-X', request.method, shellQuote(request.url)]
  const keys = Object.entries(secrets)
    .filter(([key]) => key !== '')
    .sort((a, b) => b[0].length - a[0].length)
  for (const [name, value] of Object.entries(request.headers)) {
    const header = `${name}: ${value}`
    const found = keys.find(([key]) => header.includes(key))
    if (!found) {
      parts.push('-H', shellQuote(header))
      continue
    }
    // Double quotes so the shell expands the variable; everything else is escaped for them.
    const [key, expression] = found
    const escaped = header
      .split(key)
      .map((piece) => piece.replace(/["\\`$]/g, '\\$&'))
      .join(expression)
    parts.push('-H', `"${escaped}"`)
  }
  if (request.body !== undefined) {
    if (typeof request.body === 'string') {
      const body =
        request.body.length > maxBody
          ? `${request.body.slice(0, maxBody)}… (${request.body.length} characters in all)`
          : request.body
      parts.push('--data-binary', shellQuote(body))
    } else if (!(request.body instanceof Uint8Array)) {
      parts.push('-H', shellQuote('Transfer-Encoding: chunked'), '--data-binary', '@body.json')
      parts.push(`# body.json: ${request.body.bytes} bytes`)
    } else {
      const hex = [...request.body.slice(0, maxBody)]
        .map((b) => `\\x${b.toString(16).padStart(2, '0')}`)
        .join('')
      parts.push('--data-binary', `"$(printf '${hex}')"`)
    }
  }
  return parts.join(' ')
}
