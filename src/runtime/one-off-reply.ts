/**
 * The reply a `nextResponse()` plans: typed by openapi.yaml, completed with what the contract
 * requires (error bodies, required headers, paging headers, Location), and checked against the
 * contract where the test writes it rather than as a 500 in the middle of the app's request.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { contractViolations } from '../contract/response-check'
import type { OperationId, OperationInfo } from '../contract/operations'
import { etagOf } from '../contract/etag'
import { deref } from '../contract/schema'
import type { ResponseBodyOf, StatusOf } from '../contract/types'
import { errorCodes, injectedCode, type ErrorCode } from '../contract/errors'
import type { Answer } from './answer'
import { pagingHeaders } from './paging'
import { deprecationHeaders } from './sunset'

interface ReplyExtras {
  /** Milliseconds to wait before answering. */
  delay?: number
  /**
   * Response headers, each one the API itself sends on this answer (openapi.yaml's for its
   * status, `ETag`, `Content-Type: application/json`; `Location` a path on this server); they
   * win over the ones the mock fills in.
   */
  headers?: Record<string, string>
}

/**
 * A one-off answer for operation `Id`: a documented status with its body (error bodies are made
 * from `code` and `message` when left out), or only a delay before the normal answer.
 *
 * @example
 * petstore.nextResponse('createOrder', { status: 409, code: 'pet_not_available' })
 * petstore.nextResponse('listPets', { status: 200, body: [] })
 * petstore.nextResponse('listPets', { delay: 2000 })
 */
export type OneOffReply<Id extends OperationId> =
  | {
      [Status in StatusOf<Id>]: ReplyExtras & {
        status: Status
        body?: ResponseBodyOf<Id, Status>
        /** The error code of a 4xx/5xx body. Default: the code this operation answers with. */
        code?: ErrorCode
        /** The error message of a 4xx/5xx body. */
        message?: string
      }
    }[StatusOf<Id>]
  | (ReplyExtras & { status?: undefined; delay: number })

/** The same reply with the per-status typing erased, for the code below the public signature. */
export interface AnyReply extends ReplyExtras {
  status?: number
  body?: unknown
  code?: ErrorCode
  message?: string
}

/** The longest delay a one-off reply may plan: a minute, as the latency setting allows. */
export const MAX_REPLY_DELAY_MS = 60_000

// Headers a reply may not plant: cookies and CORS grants belong to the app and the server's own
// policy, and framing headers would make the answer lie about its own bytes.
const FORBIDDEN_HEADER =
  /^(?:set-cookie2?|access-control-.*|content-length|transfer-encoding|connection|keep-alive|upgrade|trailer|te|proxy-.*|strict-transport-security|content-security-policy(?:-report-only)?|clear-site-data|refresh)$/i
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/

/**
 * What is wrong with a reply's delay and headers, or undefined: a delay is whole milliseconds up
 * to MAX_REPLY_DELAY_MS, headers an object of valid names and one-line values, none of them a
 * header a mock's reply may not set. The one check of every door (a test's call, a shared state).
 */
export function extrasProblem(planned: { delay?: unknown; headers?: unknown }): string | undefined {
  const { delay, headers } = planned
  if (
    delay !== undefined &&
    !(Number.isInteger(delay) && (delay as number) >= 0 && (delay as number) <= MAX_REPLY_DELAY_MS)
  ) {
    return `delay must be whole milliseconds from 0 to ${MAX_REPLY_DELAY_MS}, got ${String(delay)}`
  }
  if (headers === undefined) return undefined
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    return `headers must be an object of header names and text values, got ${JSON.stringify(headers)}`
  }
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name)) return `headers has an invalid header name ${JSON.stringify(name)}`
    if (FORBIDDEN_HEADER.test(name)) {
      return `headers may not set ${name}: a reply plants only the API's own headers, never cookies, CORS grants or framing`
    }
    if (typeof value !== 'string' || !FIELD_VALUE.test(value)) {
      return `headers.${name} must be one line of text, got ${JSON.stringify(value)}`
    }
  }
  return undefined
}

/**
 * What is wrong with a reply's headers for this answer, or undefined: each must be one the API
 * itself could send on it (openapi.yaml's headers of that status, the version of a versioned
 * answer, a deprecated operation's notices, `Content-Type: application/json`), and a `Location`
 * a path on this server, so a planned answer can never say what the mock never would.
 */
function headersProblem(
  op: OperationInfo,
  status: number,
  headers: Record<string, string> | undefined,
): string | undefined {
  if (headers === undefined) return undefined
  const sent = new Set(Object.keys(documented(op, status)?.headers ?? {}).map(lower))
  if (op.versioned.includes(status)) sent.add('etag')
  if (op.deprecated) for (const name of ['deprecation', 'sunset', 'link']) sent.add(name)
  for (const [name, value] of Object.entries(headers)) {
    const key = lower(name)
    if (key === 'content-type') {
      if (!/^application\/json(?:;\s*charset=utf-8)?$/i.test(value)) {
        return `headers.${name} must be application/json, the only type the API answers with`
      }
    } else if (!sent.has(key)) {
      const may = [...sent].join(', ') || 'none'
      return `headers may not set ${name}: the API never sends it on this answer (it sends ${may})`
    } else if (key === 'location' && !/^\/(?![/\\])[^\\]*$/.test(value)) {
      return `headers.${name} must be a path on this server (such as ${op.path.replace(/\{[^}]*\}/g, '1')}), got ${JSON.stringify(value)}`
    }
  }
  return undefined
}

const lower = (name: string) => name.toLowerCase()

function documented(op: OperationInfo, status: number): OpenAPIV3.ResponseObject | undefined {
  const response = op.operation.responses[String(status)]
  return response === undefined ? undefined : deref<OpenAPIV3.ResponseObject>(response)
}

function errorReply(op: OperationInfo, status: number, planned: AnyReply): Answer {
  const code = planned.code ?? injectedCode(op.operationId, status)
  const body = planned.body ?? {
    code,
    message: planned.message ?? errorCodes[code].message,
    status,
  }
  const headers: Record<string, string> =
    status === 401
      ? { 'WWW-Authenticate': 'Bearer realm="petstore"' }
      : status === 429
        ? { 'Retry-After': '1' }
        : {}
  return { status, body, headers }
}

/**
 * The reply as sent, without checking it: error bodies made from `code` and `message` when left
 * out, the headers the test gave on top. For answers the test sends outside the contract on
 * purpose, and for a reply resolver's answers, which the pipeline's response check then judges.
 */
export function buildReply(op: OperationInfo, planned: AnyReply & { status: number }): Answer {
  const { status } = planned
  const reply = status < 400 ? { status, body: planned.body } : errorReply(op, status, planned)
  reply.headers = { ...reply.headers, ...planned.headers }
  return reply
}

/**
 * Builds and checks the reply of a `nextResponse()` (or a `reply()`, named by `label`); undefined
 * for a delay alone. A status or body outside openapi.yaml is a TypeError listing what is wrong.
 */
export function planReply(
  op: OperationInfo,
  planned: AnyReply,
  caller = 'nextResponse',
): Answer | undefined {
  const { status } = planned
  const extras = extrasProblem(planned)
  if (extras) throw new TypeError(`${caller}('${op.operationId}'): ${extras}`)
  if (status === undefined) return undefined
  const label = `${caller}('${op.operationId}', { status: ${status} })`
  if (!op.statuses.includes(status)) {
    throw new TypeError(`${label}: openapi.yaml documents ${op.statuses.join(', ')} only`)
  }
  if (status < 400 && planned.body === undefined && documented(op, status)?.content) {
    throw new TypeError(`${label} needs a body: the contract's ${status} has one`)
  }
  const sent = headersProblem(op, status, planned.headers)
  if (sent) throw new TypeError(`${label}: ${sent}`)
  const reply = buildReply(op, { ...planned, status })
  // Checked against a stand-in request; the real one only changes the derived headers' values.
  const example = replyFor(op, reply, new URL(`http://petstore.invalid${op.path}`))
  const headers = new Headers({
    ...(op.deprecated && deprecationHeaders(op)),
    ...(example.body !== undefined && { 'Content-Type': 'application/json' }),
    ...example.headers,
  })
  const body =
    example.body === undefined ? undefined : (JSON.parse(JSON.stringify(example.body)) as unknown)
  const problems = contractViolations(op.operationId, { status, headers, body })
  if (problems.length > 0) {
    throw new TypeError(
      `${label} is outside openapi.yaml:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
  }
  return reply
}

/**
 * The planned reply for one request: headers that depend on the request (paging headers of a
 * list, the Location of a created record, the version of a record) are filled in unless the
 * test gave them.
 */
export function replyFor(op: OperationInfo, reply: Answer, url: URL): Answer {
  const declared = Object.keys(documented(op, reply.status)?.headers ?? {}).map((h) =>
    h.toLowerCase(),
  )
  const derived: Record<string, string> = {}
  if (declared.includes('x-total-count') && Array.isArray(reply.body)) {
    const limit = Number(url.searchParams.get('limit')) || 20
    const offset = Number(url.searchParams.get('offset')) || 0
    Object.assign(derived, pagingHeaders(url, reply.body.length, limit, offset))
  }
  const id = (reply.body as { id?: unknown } | undefined)?.id
  if (declared.includes('location') && id !== undefined)
    derived.Location = `${url.pathname}/${String(id)}`
  if (declared.includes('etag') && reply.body !== undefined) derived.ETag = etagOf(reply.body)
  // The test's own win, whatever their case (a shared state keeps them lower-cased).
  for (const name of Object.keys(reply.headers ?? {})) {
    for (const key of Object.keys(derived)) if (lower(key) === lower(name)) delete derived[key]
  }
  return { ...reply, headers: { ...derived, ...reply.headers } }
}
