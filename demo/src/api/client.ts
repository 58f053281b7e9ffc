/**
 * The back office's API client, as an app would write one against openapi.yaml: each call names
 * an operationId, the method and path come from the package's operation table (`getOperation`),
 * and the parameter, body and result types from its generated types, so a typo in an operation
 * or a field fails the type check. It is not the package's test client (src/conformance/client.ts):
 * that one checks every answer against the contract and reports; this one serves a UI, so it
 * throws the API's Error as an ApiProblem, honours an AbortSignal and reads `X-Total-Count`.
 *
 * It also keeps the version (`ETag`) of each record it was answered with, and sends it back as
 * `If-Match` when it changes or deletes that record: a save made from a version another tab has
 * since changed is refused with 412 `precondition_failed` instead of silently undoing that tab's
 * change. A record read only in a list has no version here, and is written as before.
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
    /**
     * `If-Match` for a write: the version to write over, `*` for any, or `null` to send none
     * (overwrite whatever is there). Default: the version this client last got for the record.
     */
    ifMatch?: string | null
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

// Records are keyed by path alone, so a relative Location finds what an absolute base made.
function recordKey(url: string): string {
  return new URL(url, 'http://record.invalid').pathname
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
  // The record's address (without query) → the ETag last answered for it.
  const versions = new Map<string, string>()

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
      ifMatch?: string | null
    }
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (options.apiKey !== null) headers.Authorization = `Bearer ${options.apiKey}`
    if (given.body !== undefined) headers['Content-Type'] = 'application/json'
    if (given.prefer) headers.Prefer = given.prefer
    const record = recordKey(urlOf(options.baseUrl, operation.path, given.path, undefined))
    const method = operation.method.toUpperCase()
    if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
      const ifMatch = given.ifMatch === undefined ? versions.get(record) : given.ifMatch
      if (ifMatch != null) headers['If-Match'] = ifMatch
    }
    let response: Response
    try {
      response = await (options.fetch ?? fetch)(
        urlOf(options.baseUrl, operation.path, given.path, given.query),
        {
          method,
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
    if (!response.ok) {
      // A version the API called stale is forgotten: the caller was told, and a second try is
      // its choice (the demo's form sends the version it means; a row's Delete asks again).
      if (response.status === 412) versions.delete(record)
      throw ApiProblem.from(response.status, body, response.headers)
    }
    remember(record, method, response)
    const total = response.headers.get('X-Total-Count')
    return {
      data: body as Success<O>,
      status: response.status,
      headers: response.headers,
      total: total === null ? undefined : Number(total),
    }
  }

  function remember(record: string, method: string, response: Response): void {
    if (method === 'DELETE') versions.delete(record)
    const etag = response.headers.get('ETag')
    if (etag === null) return
    // A created record's version belongs to its Location, not the collection it was posted to.
    const location = response.status === 201 ? response.headers.get('Location') : null
    versions.set(location ? recordKey(location) : record, etag)
  }

  /**
   * The version this client last got for a record (`ETag`), if any.
   *
   * @example
   * api.versionOf('updatePet', { petId: 1 }) // '"1xk2m9a-5c3d0q"'
   */
  function versionOf<O extends OperationId>(
    operationId: O,
    path: PathParams<O>,
  ): string | undefined {
    return versions.get(
      recordKey(urlOf(options.baseUrl, getOperation(operationId).path, path as object, undefined)),
    )
  }

  return { call, versionOf }
}

/** A client made by createClient. */
export type ApiClient = ReturnType<typeof createClient>
