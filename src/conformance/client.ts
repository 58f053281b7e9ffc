/**
 * The one API client of the repo's suites: call an operation by its operationId (typed from
 * openapi.yaml) or a method and path, and every answer is checked against the contract, so a
 * test can only pass on answers openapi.yaml allows. Works against the mock in-process, over
 * HTTP, through a browser page, or against any real server. It sends through the conformance
 * suite's transport, so a failure carries the same key-free curl reproducer as a contract run.
 */
import { contractProblems, type ContractProblem } from '../contract/response-check'
import { getOperation, type OperationId } from '../contract/operations'
import { route } from '../contract/router'
import type { BodyOf, PathOf, QueryInputOf, ResponseOf, SuccessBodyOf } from '../contract/types'
import { checkResponse, type Problem } from './checks'
import { curlSecrets, send, toCurl, type SentRequest } from './remote'

/** A response as tests read it. */
export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  /** The parsed JSON body; the text when it is not JSON; undefined when empty. */
  body: T
  /** The operation the request was routed to, when it matched one. */
  operationId: OperationId | undefined
  /** The Error code, when the answer is an error. */
  code: string | undefined
}

/** Query values; arrays repeat the parameter. */
export type QueryValues = Record<
  string,
  string | number | boolean | ReadonlyArray<string | number> | undefined
>

/** Options of one call. */
export interface CallOptions {
  body?: unknown
  /** Sent as is (not JSON-encoded). */
  rawBody?: string | Uint8Array
  query?: QueryValues
  headers?: Record<string, string>
  /** The API key; `null` sends no Authorization header. */
  key?: string | null
}

/** The input of an operation: its path ids, query and body as openapi.yaml types them. */
export interface OperationInput<Op extends OperationId> extends Omit<
  CallOptions,
  'body' | 'query'
> {
  params?: PathOf<Op>
  query?: QueryInputOf<Op>
  body?: BodyOf<Op>
}

/**
 * A documented answer of an operation: checking `status` narrows `body` to that status's schema.
 * (With `checkContract: false` the answer is not checked, so the typing is a promise no more.)
 */
export type OperationResponse<Op extends OperationId> = ResponseOf<Op> & {
  headers: Headers
  operationId: OperationId
  code: string | undefined
}

/** Options of a client. */
export interface ClientOptions {
  /** Absolute base URL, e.g. `http://localhost/api/v1`. */
  baseUrl: string
  /** Default API key. Default `petstore-demo-key`. */
  key?: string | null
  /** Throw when a response breaks the contract. Default true. */
  checkContract?: boolean
  /**
   * Also apply the conformance suite's stricter checks: no 5xx, only error codes of the
   * contract, no leaked internals, consistent Allow, Location and paging headers. Default false
   * (tests of injected faults expect 500 and 503).
   */
  strict?: boolean
  fetch?: typeof fetch
}

function pathOf(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(String(params[name])),
  )
}

function errorCode(status: number, body: unknown): string | undefined {
  const code = (body as { code?: unknown } | undefined)?.code
  return status >= 400 && typeof code === 'string' ? code : undefined
}

// The request a call sends: its query, the API key unless the call set Authorization, the body.
function requestOf(
  method: string,
  url: URL,
  call: CallOptions,
  defaultKey: string | null,
): SentRequest {
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(v))
  }
  const headers: Record<string, string> = { ...call.headers }
  const key = call.key === undefined ? defaultKey : call.key
  if (key !== null && !('Authorization' in headers)) headers.Authorization = `Bearer ${key}`
  const request: SentRequest = { method, url: url.href, headers }
  if (call.rawBody !== undefined) request.body = call.rawBody
  if (call.body !== undefined) {
    request.body = JSON.stringify(call.body)
    headers['Content-Type'] ??= 'application/json'
  }
  return request
}

// What a person needs to see an answer outside the contract and send the request again.
function outsideContract(
  request: SentRequest,
  url: URL,
  response: { status: number; text: string },
  problems: Array<ContractProblem | Problem>,
  secrets: Parameters<typeof toCurl>[1],
): Error {
  return new Error(
    `${request.method} ${url.pathname}${url.search} answered ${response.status} outside openapi.yaml:\n` +
      problems.map((p) => `  - ${p.check}: ${p.message}`).join('\n') +
      `\n  body: ${response.text.slice(0, 1000)}` +
      `\n  reproduce: ${toCurl(request, secrets)}`,
  )
}

/** Creates a client bound to a base URL. */
export function createApiClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '')
  const basePath = new URL(base).pathname
  // Looked up per call: interceptors such as MSW replace globalThis.fetch after the client exists.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init)
  const defaultKey = options.key === undefined ? 'petstore-demo-key' : options.key
  const secrets = defaultKey ? curlSecrets({ key: defaultKey }) : {}

  async function call<T = unknown>(
    method: string,
    path: string,
    call: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    const url = new URL(base + path)
    const request = requestOf(method, url, call, defaultKey)
    const response = await send(request, doFetch)
    const matched = route(method, url.pathname.slice(basePath.length))
    const operation = matched.kind === 'operation' ? matched.operation : undefined
    if (options.checkContract !== false) {
      const problems: Array<ContractProblem | Problem> = options.strict
        ? checkResponse(
            {
              operationId: operation?.operationId,
              method,
              template: operation?.path ?? url.pathname.slice(basePath.length),
              url: url.href,
            },
            response,
          )
        : contractProblems(operation?.operationId, {
            ...response,
            bodyRead: response.json,
            head: method === 'HEAD',
          })
      if (problems.length > 0) throw outsideContract(request, url, response, problems, secrets)
    }
    const body = response.json === 'ok' ? response.body : response.text || undefined
    return {
      status: response.status,
      headers: response.headers,
      body: body as T,
      operationId: operation?.operationId,
      code: errorCode(response.status, body),
    }
  }

  async function op<Op extends OperationId>(
    operationId: Op,
    input: OperationInput<Op> = {},
  ): Promise<OperationResponse<Op>> {
    const { params, query, ...rest } = input
    const operation = getOperation(operationId)
    const answer = await call(operation.method.toUpperCase(), pathOf(operation.path, params), {
      ...rest,
      ...(query !== undefined && { query: query as QueryValues }),
    })
    return { ...answer, operationId } as OperationResponse<Op>
  }

  async function ok<Op extends OperationId>(
    operationId: Op,
    input: OperationInput<Op> = {},
  ): Promise<SuccessBodyOf<Op>> {
    const answer = await op(operationId, input)
    if (answer.status >= 300) {
      throw new Error(
        `${operationId} answered ${answer.status}${answer.code ? ` ${answer.code}` : ''} where a success was expected: ${JSON.stringify(answer.body)}`,
      )
    }
    return answer.body as SuccessBodyOf<Op>
  }

  return {
    call,
    op,
    /** Calls an operation and returns its success body; any other answer throws. */
    ok,
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
