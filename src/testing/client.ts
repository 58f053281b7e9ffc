/**
 * A small fetch client that checks every response it sees against openapi.yaml, so a test can
 * only pass on answers the contract allows. Works against the mock in-process or any real server.
 */
import { contractViolations } from '../contract/conformance'
import { route } from '../contract/router'
import type { OperationId } from '../contract/operations'

/** A response as tests read it. */
export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
  /** The operation the request was routed to, when it matched one. */
  operationId: string | undefined
}

/** Options of one call. */
export interface CallOptions {
  body?: unknown
  /** Sent as is (not JSON-encoded) when a string. */
  rawBody?: string | Uint8Array
  query?: Record<string, string | number | boolean | Array<string | number>>
  headers?: Record<string, string>
  /** The API key; `null` sends no Authorization header. */
  key?: string | null
}

/** Options of a client. */
export interface ClientOptions {
  /** Absolute base URL, e.g. `http://localhost/api/v1`. */
  baseUrl: string
  /** Default API key. Default `petstore-demo-key`. */
  key?: string | null
  /** Throw when a response breaks the contract. Default true. */
  checkContract?: boolean
  fetch?: typeof fetch
}

/**
 * Creates a client bound to a base URL.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://localhost/api/v1' })
 * const { status, body } = await api.call('GET', '/pets', { query: { limit: 5 } })
 */
export function createApiClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '')
  const basePath = new URL(base).pathname
  // Looked up per call: interceptors such as MSW replace globalThis.fetch after the client exists.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  const defaultKey = options.key === undefined ? 'petstore-demo-key' : options.key

  async function call<T = unknown>(
    method: string,
    path: string,
    call: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    const url = new URL(base + path)
    for (const [name, value] of Object.entries(call.query ?? {})) {
      for (const v of Array.isArray(value) ? value : [value])
        url.searchParams.append(name, String(v))
    }
    const headers: Record<string, string> = { ...call.headers }
    const key = call.key === undefined ? defaultKey : call.key
    if (key !== null && !('Authorization' in headers)) headers.Authorization = `Bearer ${key}`
    let body: string | Uint8Array | undefined = call.rawBody
    if (call.body !== undefined) {
      body = JSON.stringify(call.body)
      headers['Content-Type'] ??= 'application/json'
    }
    const response = await doFetch(url, { method, headers, body: body as RequestInit['body'] })
    const text = await response.text()
    let parsed: unknown = undefined
    if (text !== '') {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    }
    const matched = route(method, url.pathname.slice(basePath.length))
    const operationId: OperationId | undefined =
      matched.kind === 'operation' ? matched.operation.operationId : undefined
    if (options.checkContract !== false) {
      const problems = operationId
        ? contractViolations(operationId, {
            status: response.status,
            headers: response.headers,
            body: parsed,
          })
        : errorShapeProblems(response, parsed)
      if (problems.length > 0) {
        throw new Error(
          `${method} ${url.pathname}${url.search} answered ${response.status} outside openapi.yaml:\n` +
            problems.map((p) => `  - ${p}`).join('\n') +
            `\n  body: ${text.slice(0, 1000)}`,
        )
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, operationId }
  }

  return {
    call,
    get: <T = unknown>(path: string, o?: CallOptions) => call<T>('GET', path, o),
    post: <T = unknown>(path: string, body: unknown, o?: CallOptions) =>
      call<T>('POST', path, { ...o, body }),
    put: <T = unknown>(path: string, body: unknown, o?: CallOptions) =>
      call<T>('PUT', path, { ...o, body }),
    patch: <T = unknown>(path: string, body: unknown, o?: CallOptions) =>
      call<T>('PATCH', path, { ...o, body }),
    delete: <T = unknown>(path: string, o?: CallOptions) => call<T>('DELETE', path, o),
  }
}

/** A client created by createApiClient. */
export type ApiClient = ReturnType<typeof createApiClient>

// Outside any operation (unknown path, wrong method) the answer must still be a proper Error.
function errorShapeProblems(response: Response, body: unknown): string[] {
  const problems: string[] = []
  if (response.status < 400)
    problems.push(`status ${response.status} on a path outside the contract`)
  if (!/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) {
    problems.push('content-type must be application/json')
  }
  const b = body as Record<string, unknown> | undefined
  if (
    !b ||
    typeof b.code !== 'string' ||
    typeof b.message !== 'string' ||
    b.status !== response.status
  ) {
    problems.push('body must be an Error object whose status equals the HTTP status')
  }
  if (response.status === 405 && !response.headers.get('allow')) problems.push('405 without Allow')
  return problems
}
