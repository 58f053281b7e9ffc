/**
 * The pipeline's last steps, once a request has its reply: the mock's own answer is checked
 * against openapi.yaml (a violation throws, or warns with `validateResponses: 'warn'`); a
 * forwarded one goes back as the real backend sent it, its violations already found by the
 * proxy. Either way the exchange is journalled once.
 */
import { ContractViolationError, contractViolations } from '../contract/response-check'
import type { OperationInfo } from '../contract/operations'
import { journalQuery, type QueryValue } from '../contract/query'
import { validatorsFor } from '../contract/validation'
import { etagOf } from '../contract/etag'
import {
  headerReader,
  serializeReply,
  type IncomingCall,
  type PipelineAnswer,
  type SerializedAnswer,
} from './answer'
import type { PetstoreContext, ProxiedReply, Reply } from './context'
import type { JournalEntry } from './journal'
import { deprecationHeaders } from './sunset'
import { BoundedCache } from '../base/cache'
import { devLog } from '../base/log'

/**
 * What the pipeline knows of a request once it has its reply, for the journal.
 *
 * @example
 * const sent: Sent = { call, context, operation, path, url, controls, started, state }
 */
export interface Sent {
  call: IncomingCall & { readonly request: Request }
  context: PetstoreContext
  operation: OperationInfo | undefined
  path: string
  url: URL
  controls: Readonly<Record<string, string>> | undefined
  started: number
  state: {
    body: unknown
    seq?: number
    hooked: boolean
    /** A test's reply() answered, and whether it may answer outside the contract. */
    replied: boolean
    override?: { unchecked?: boolean | undefined } | undefined
  }
}

/**
 * Sends the real backend's answer on, journalled as proxied. The proxy has checked it already,
 * and its own 502 / 504 are the proxy's, not the mock's, so they are not held to the operation's
 * statuses.
 *
 * @example
 * return finishForwarded(sent, reply, reply.proxied)
 */
export function finishForwarded(sent: Sent, reply: Reply, proxied: ProxiedReply): PipelineAnswer {
  const answered: PipelineAnswer = proxied.response
    ? { response: proxied.response }
    : serializeReply(reply)
  const { violations } = proxied
  record(sent, reply, answered, {
    violations,
    answeredBy: 'operation',
    proxied: true,
    responseBody: proxied.response ? proxied.body : reply.body,
  })
  if (violations.length > 0 && sent.context.validateResponses === 'warn') {
    devLog.warn(backendMessage(sent.call, reply.status, violations))
  }
  return answered
}

/**
 * Checks the mock's answer against openapi.yaml, journals it, and serialises it.
 *
 * @example
 * return finishMocked(sent, reply)
 */
export function finishMocked(sent: Sent, reply: Reply): PipelineAnswer {
  const { call, context, operation, state } = sent
  const answered = serializeReply(reply, operation && leadingHeaders(operation, reply))
  const violations =
    operation && context.validateResponses
      ? conformanceOf(operation, reply, answered)
      : NO_VIOLATIONS
  record(sent, reply, answered, {
    violations,
    answeredBy: state.hooked ? 'hook' : 'operation',
    responseBody: reply.body,
  })
  if (state.replied) context.injected.add(call.request)
  // An unchecked reply is the test's deliberate answer outside the contract: journalled, sent.
  if (violations.length > 0 && operation && !(state.replied && state.override?.unchecked)) {
    const error = new ContractViolationError(
      operation.operationId,
      reply.status,
      violations,
      reply.body,
    )
    if (context.validateResponses === 'warn') devLog.warn(error.message)
    else throw error
  }
  return answered
}

// Headers the mock adds to an operation's answer, which the reply's own win over: a deprecated
// operation's Deprecation and Sunset, and the version of the one record an answer carries
// (whoever answered: the store, a canned example or a test's reply()).
function leadingHeaders(
  operation: OperationInfo,
  reply: Reply,
): Readonly<Record<string, string>> | undefined {
  const deprecated = operation.deprecated ? deprecationHeaders(operation) : undefined
  if (
    reply.body === undefined ||
    !operation.versioned.includes(reply.status) ||
    hasHeader(reply.headers, 'etag')
  ) {
    return deprecated
  }
  const etag = etagOf(reply.body)
  return deprecated ? { ...deprecated, ETag: etag } : { ETag: etag }
}

function hasHeader(headers: Record<string, string> | undefined, lower: string): boolean {
  for (const name in headers) if (name.toLowerCase() === lower) return true
  return false
}

function record(
  sent: Sent,
  reply: Reply,
  answered: PipelineAnswer,
  outcome: Pick<JournalEntry, 'violations' | 'answeredBy' | 'proxied' | 'responseBody'>,
): void {
  const { call, context, operation, url, controls } = sent
  const code = errorCodeOf(reply)
  const seq = context.journal.nextSeq()
  sent.state.seq = seq
  context.journal.record({
    seq,
    at: isoOf(context.now()),
    method: call.method,
    url: call.url,
    path: sent.path,
    operationId: operation?.operationId,
    status: reply.status,
    durationMs: performance.now() - sent.started,
    body: sent.state.body,
    query: journalQueryOf(operation, url),
    // Redacted by the journal: credentials keep their name, never their value.
    requestHeaders: call.headers,
    responseHeaders: answered.response ? answered.response.headers : answered.headers,
    ...(controls && { controls }),
    code,
    message: code && String((reply.body as { message?: unknown }).message ?? ''),
    ...outcome,
  })
}

// Entries keep one shared, frozen empty list: nearly every answer conforms.
const NO_VIOLATIONS = Object.freeze([]) as unknown as string[]

// Answers in the same millisecond share one timestamp text (toISOString formats through C's
// printf, and the journal keeps a thousand of them).
let lastMs = Number.NaN
let lastIso = ''
function isoOf(date: Date): string {
  const ms = date.getTime()
  if (ms !== lastMs) {
    lastIso = date.toISOString()
    lastMs = ms
  }
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
    journalQueries.set(
      key,
      Object.freeze(
        journalQuery(operation && validatorsFor(operation.operationId), url.searchParams),
      ),
    )
  )
}

function errorCodeOf(reply: Reply): string | undefined {
  const body = reply.body as { code?: unknown } | undefined
  return reply.status >= 400 && typeof body?.code === 'string' ? body.code : undefined
}

function backendMessage(call: IncomingCall, status: number, violations: string[]): string {
  const list = violations.map((v) => `\n  - ${v}`).join('')
  return `the real backend answered ${call.method} ${call.url} with ${status} outside openapi.yaml:${list}`
}

function conformanceOf(
  operation: OperationInfo,
  reply: Reply,
  answered: SerializedAnswer,
): string[] {
  // Bodies are plain JSON data (records copied out of the store, or the stored ones, frozen),
  // so they are checked as is.
  const violations = contractViolations(operation.operationId, {
    status: reply.status,
    headers: headerReader(answered.headers),
    body: reply.body,
  })
  return violations.length === 0 ? NO_VIOLATIONS : violations
}
