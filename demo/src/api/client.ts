/**
 * The back office's API client, as an app would write one against openapi.yaml: each call names
 * an operationId, the method and path come from the package's operation table (`getOperation`),
 * and the parameter, body and result types from its generated types, so a typo in an operation
 * or a field fails the type check. It is not the package's test client (src/entries/conformance/client.ts):
 * that one checks every answer against the contract and reports; this one serves a UI, so it
 * throws the API's Error as an ApiProblem, honours an AbortSignal and reads `X-Total-Count`.
 */
import { getOperation, type OperationId, type operations } from 'petstore-mock'
import { ApiProblem } from './problem'

type Op<O extends OperationId> = operations[O]
type PathParams<O extends OperationId> = Op<O>['parameters'] extends { path: infer P } ? P : never
type QueryParams<O extends OperationId> = NonNullable<Op<O>['parameters']['query']>
type Body<O extends OperationId> =
  Op<O> extends {
    requestBody: { content: { 'application/json': infer B } }
  }
    ? B
    : never
type Responses<O extends OperationId> = Op<O>['responses']
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined

/** What a successful answer of the operation carries (undefined for 204). */
export type Success<O extends OperationId> = {
  [S in keyof Responses<O>]: S extends 200 | 201 | 204 ? JsonOf<Responses<O>[S]> : never
}[keyof Responses<O>]

type IsNever<T> = [T] extends [never] ? true : false

/** The input of one call: path parameters, query and body, as openapi.yaml defines them. */
export type CallInput<O extends OperationId> = (IsNever<PathParams<O>> extends true
  ? { path?: never }
  : { path: PathParams<O> }) &
  (IsNever<QueryParams<O>> extends true ? { query?: never } : { query?: QueryParams<O> }) &
  (IsNever<Body<O>> extends true ? { body?: never } : { body: Body<O> }) & {
    /** Sent as the `Prefer` header, e.g. `code=404` or `delay=500`. */
    prefer?: string
    signal?: AbortSignal
  }

/** A successful answer. */
export interface ApiResult<T> {
  data: T
  status: number
  headers: Headers
  /** `X-Total-Count` of list operations. */
  total: number | undefined
}

/** Where the API is and who calls it. */
export interface ClientOptions {
  /** E.g. `/api/v1` (same origin) or an absolute URL. */
  baseUrl: string
  /** Sent as `Authorization: Bearer <key>`; null sends none. */
  apiKey: string | null
  fetch?: typeof fetch
}

type Query = Record<string, string | number | boolean | Array<string | number> | undefined>

function urlOf(
  base: string,
  template: string,
  path: object | undefined,
  query: Query | undefined,
): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (path as Record<string, unknown> | undefined)?.[name]
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${template}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === '') continue
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, String(v))
  }
  const qs = search.toString()
  return `${base.replace(/\/+$/, '')}${filled}${qs ? `?${qs}` : ''}`
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Creates a client.
 *
 * @example
 * const api = createClient({ baseUrl: '/api/v1', apiKey: 'petstore-demo-key' })
 * const { data: pets, total } = await api.call('listPets', { query: { status: ['available'] } })
 */
export function createClient(options: ClientOptions) {
  async function call<O extends OperationId>(
    operationId: O,
    ...[input]: object extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>]
  ): Promise<ApiResult<Success<O>>> {
    const operation = getOperation(operationId)
    const given = (input ?? {}) as {
      path?: object
      query?: Query
      body?: unknown
      prefer?: string
      signal?: AbortSignal
    }
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (options.apiKey !== null) headers.Authorization = `Bearer ${options.apiKey}`
    if (given.body !== undefined) headers['Content-Type'] = 'application/json'
    if (given.prefer) headers.Prefer = given.prefer
    let response: Response
    try {
      response = await (options.fetch ?? fetch)(
        urlOf(options.baseUrl, operation.path, given.path, given.query),
        {
          method: operation.method.toUpperCase(),
          headers,
          body: given.body === undefined ? undefined : JSON.stringify(given.body),
          signal: given.signal,
        },
      )
    } catch (error) {
      if (given.signal?.aborted) throw error
      throw new ApiProblem('network_error', 0, `The API did not answer: ${String(error)}`)
    }
    const body = await parse(response)
    if (!response.ok) throw ApiProblem.from(response.status, body)
    const total = response.headers.get('X-Total-Count')
    return {
      data: body as Success<O>,
      status: response.status,
      headers: response.headers,
      total: total === null ? undefined : Number(total),
    }
  }
  return { call }
}

/** A client made by createClient. */
export type ApiClient = ReturnType<typeof createClient>
