/**
 * The pipeline's last steps, once a request has its answer: the mock's own answer is checked
 * against openapi.yaml (a violation throws, or warns with `validateResponses: 'warn'`); a
 * forwarded one goes back as the real backend sent it, its violations already found by the
 * proxy. Either way the exchange is journalled once, by `record` here: the one place a journal
 * entry is made, also for the store actions a controller journals as admin requests.
 */
import { AnswerContractError, contractViolations } from '../contract/response-check'
import type { OperationInfo } from '../contract/operations'
import { journalQuery, type QueryValue } from '../contract/query'
import { etagOf, ifNoneMatchNames, readPreconditionFailure } from '../contract/etag'
import {
  headerReader,
  serializeAnswer,
  type Answer,
  type PipelineAnswer,
  type ProxiedAnswer,
  type SerializedAnswer,
} from './answer'
import type { Call } from './request-parts'
import type { PetstoreContext } from './context'
import { InFlight } from './in-flight-request'
import type { JournalEntry } from './journal'
import { deprecationHeaders } from './sunset'
import { BoundedCache } from '../base/cache'
import { devLog } from '../base/log'

/**
 * Sends the real backend's answer on, journalled as proxied. The proxy has checked it already,
 * and its own 502 / 504 are the proxy's, not the mock's, so they are not held to the operation's
 * statuses.
 */
export function finishForwarded(
  request: InFlight,
  context: PetstoreContext,
  answer: Answer,
  proxied: ProxiedAnswer,
): PipelineAnswer {
  const answered: PipelineAnswer = proxied.response
    ? { response: proxied.response }
    : serializeAnswer(answer)
  const { violations } = proxied
  record(request, context, answer, answered, {
    violations,
    answeredBy: 'operation',
    proxied: true,
    responseBody: proxied.response ? proxied.body : answer.body,
  })
  if (violations.length > 0 && context.validateResponses === 'warn') {
    devLog.warn(backendMessage(request.call, answer.status, violations))
  }
  return answered
}

/** Checks the mock's answer against openapi.yaml, journals it, and serialises it. */
export function finishMocked(
  request: InFlight,
  context: PetstoreContext,
  answer: Answer,
): PipelineAnswer {
  const { operation } = request
  const leading = operation && leadingHeaders(operation, answer)
  answer = unlessPreconditionHolds(request, answer, leading)
  answer = unlessNotModified(request, answer, leading)
  const answered = serializeAnswer(answer, leading)
  const violations =
    operation && context.validateResponses
      ? conformanceOf(operation, answer, answered)
      : NO_VIOLATIONS
  record(request, context, answer, answered, {
    violations,
    answeredBy: request.hooked ? 'hook' : 'operation',
    responseBody: answer.body,
  })
  if (request.replied) context.injected.add(request.request)
  // An unchecked answer is the test's deliberate answer outside the contract: journalled, sent.
  if (violations.length > 0 && operation && !(request.replied && request.override?.unchecked)) {
    const error = new AnswerContractError(
      operation.operationId,
      answer.status,
      violations,
      answer.body,
    )
    if (context.validateResponses === 'warn') devLog.warn(error.message)
    else throw error
  }
  return answered
}

/**
 * Journals a store action a controller method took (`rewind`, `redo`) as the admin request that
 * asks for it over HTTP, `POST /__admin/<action>`, answered 200 with `outcome`, so the harness
 * and a HAR show where the store went.
 */
export function journalAdminAction(
  context: PetstoreContext,
  action: string,
  body: unknown,
  outcome: unknown,
  started: number,
): void {
  const path = `/__admin/${action}`
  const url = `${context.origin ?? 'http://localhost'}${path}`
  const call: Call = {
    method: 'POST',
    url,
    headers: new Headers(),
    hasBody: false,
    toRequest: () => new Request(url, { method: 'POST' }),
  }
  const request = new InFlight(call, new URL(url), path, undefined, undefined, started)
  request.body = body as never
  const answer: Answer = { status: 200, body: outcome }
  record(request, context, answer, serializeAnswer(answer), {
    violations: NO_VIOLATIONS,
    answeredBy: 'hook',
    responseBody: outcome,
  })
}

// Headers the mock adds to an operation's answer, which the reply's own win over: a deprecated
// operation's Deprecation and Sunset, and the version of the one record an answer carries
// (whoever answered: the store, a canned example or a test's reply()).
function leadingHeaders(
  operation: OperationInfo,
  answer: Answer,
): Readonly<Record<string, string>> | undefined {
  const deprecated = operation.deprecated ? deprecationHeaders(operation) : undefined
  if (
    answer.body === undefined ||
    !operation.versioned.includes(answer.status) ||
    hasHeader(answer.headers, 'etag')
  ) {
    return deprecated
  }
  const etag = etagOf(answer.body)
  return deprecated ? { ...deprecated, ETag: etag } : { ETag: etag }
}

function hasHeader(headers: Record<string, string> | undefined, lower: string): boolean {
  return headerOf(headers, lower) !== undefined
}

function headerOf(headers: Record<string, string> | undefined, lower: string): string | undefined {
  for (const name in headers) if (name.toLowerCase() === lower) return headers[name]
  return undefined
}

/**
 * A GET or HEAD whose `If-Match` does not hold the version its answer carries gets 412 with the
 * current `ETag` (RFC 9110 §13.1.1, evaluated before `If-None-Match`: §13.2.2). The rule and its
 * message: `readPreconditionFailure` in contract/etag.ts.
 */
function unlessPreconditionHolds(
  request: InFlight,
  answer: Answer,
  leading: Readonly<Record<string, string>> | undefined,
): Answer {
  if (answer.status !== 200) return answer
  const etag = leading?.ETag ?? headerOf(answer.headers, 'etag')
  const method = request.call.method.toUpperCase()
  if (etag === undefined || (method !== 'GET' && method !== 'HEAD')) return answer
  const error = readPreconditionFailure(request.call.headers.get('if-match'), etag, request.path)
  if (!error) return answer
  return { status: error.status, body: error.toBody(), headers: { ...error.headers } }
}

/**
 * A GET or HEAD whose `If-None-Match` names the version its answer carries (weakly compared, `*`
 * for any) gets 304 Not Modified: no body, the answer's headers kept, its `ETag` among them
 * (RFC 9110 §13.1.2, §15.4.5). Whoever answered, so a client's cached copy of a canned example
 * or a test's reply() is revalidated as the store's would be.
 */
function unlessNotModified(
  request: InFlight,
  answer: Answer,
  leading: Readonly<Record<string, string>> | undefined,
): Answer {
  if (answer.status !== 200) return answer
  const etag = leading?.ETag ?? headerOf(answer.headers, 'etag')
  if (etag === undefined) return answer
  const { call } = request
  const ifNoneMatch = call.headers.get('if-none-match')
  if (ifNoneMatch === null || !ifNoneMatchNames(ifNoneMatch, etag)) return answer
  const method = call.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return answer
  const headers: Record<string, string> = {}
  for (const name in answer.headers) {
    if (!name.toLowerCase().startsWith('content-')) headers[name] = answer.headers[name] as string
  }
  return { status: 304, headers }
}

function record(
  request: InFlight,
  context: PetstoreContext,
  answer: Answer,
  answered: PipelineAnswer,
  outcome: Pick<JournalEntry, 'violations' | 'answeredBy' | 'proxied' | 'responseBody'>,
): void {
  const { call, operation, url, rawControls: controls } = request
  const code = errorCodeOf(answer)
  const seq = context.journal.nextSeq()
  request.seq = seq
  context.journal.record({
    seq,
    at: isoOf(context.now()),
    method: call.method,
    url: call.url,
    path: request.path,
    operationId: operation?.operationId,
    status: answer.status,
    durationMs: performance.now() - request.started,
    body: request.body,
    query: journalQueryOf(operation, url),
    // Redacted by the journal: credentials keep their name, never their value.
    requestHeaders: call.headers,
    responseHeaders: answered.response ? answered.response.headers : answered.headers,
    ...(controls && { controls }),
    code,
    message: code && String((answer.body as { message?: unknown }).message ?? ''),
    ...outcome,
  })
}

// Entries keep one shared, frozen empty list: nearly every answer conforms.
const NO_VIOLATIONS = Object.freeze([]) as unknown as string[]

// Answers in the same millisecond share one timestamp text, and those in the same second its
// `toISOString()` up to the milliseconds (which formats through C's printf): the journal stamps
// every request, about one a millisecond in a busy test.
let lastMs = Number.NaN
let lastIso = ''
let second = Number.NaN
let secondText = ''
function isoOf(date: Date): string {
  const ms = date.getTime()
  if (ms === lastMs) return lastIso
  const at = Math.floor(ms / 1000)
  if (at !== second || !Number.isFinite(ms)) {
    // 'YYYY-MM-DDTHH:MM:SS.' of the second's start; an invalid date throws as toISOString does.
    secondText = new Date(at * 1000).toISOString().slice(0, -4)
    second = at
  }
  const milli = ms - at * 1000
  lastIso = `${secondText}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`
  lastMs = ms
  return lastIso
}

// A query read the same way every time it is sent again: each distinct one is typed once and
// its frozen result shared by the entries that sent it.
const NO_QUERY = Object.freeze({}) as Record<string, QueryValue>
// Bounded: an app that pages through a long list sends a new query each time.
const journalQueries = new BoundedCache<string, Record<string, QueryValue>>(256)
function journalQueryOf(
  operation: OperationInfo | undefined,
  url: URL,
): Record<string, QueryValue> {
  const { search } = url
  if (search === '') return NO_QUERY
  const key = `${operation?.operationId} ${search}`
  return (
    journalQueries.get(key) ??
    journalQueries.set(key, Object.freeze(journalQuery(operation?.operationId, url.searchParams)))
  )
}

function errorCodeOf(answer: Answer): string | undefined {
  const body = answer.body as { code?: unknown } | undefined
  return answer.status >= 400 && typeof body?.code === 'string' ? body.code : undefined
}

function backendMessage(call: Call, status: number, violations: string[]): string {
  const list = violations.map((v) => `\n  - ${v}`).join('')
  return `the real backend answered ${call.method} ${call.url} with ${status} outside openapi.yaml:${list}`
}

function conformanceOf(
  operation: OperationInfo,
  answer: Answer,
  answered: SerializedAnswer,
): string[] {
  // Bodies are plain JSON data (records copied out of the store, or the stored ones, frozen),
  // so they are checked as is.
  const violations = contractViolations(operation.operationId, {
    status: answer.status,
    headers: headerReader(answered.headers),
    body: answer.body,
  })
  return violations.length === 0 ? NO_VIOLATIONS : violations
}
