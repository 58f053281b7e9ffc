/**
 * The one pipeline every request goes through (after Prism): route, authorize, validate the
 * input, run the resolver (or the proxy's hook), shape errors, validate the output, journal.
 * Resolvers stay thin.
 */
import { ContractViolationError, contractViolations } from '../contract/response-check'
import type { OperationId, OperationInfo } from '../contract/operations'
import type { BodyOf, ParamsOf, QueryOf } from '../contract/types'
import { journalQuery, parseQuery } from '../contract/query'
import { route } from '../contract/router'
import { check, summarizeProblems, validatorsFor } from '../contract/validation'
import { apiSearch, controlsOf, readControls } from './chaos/controls'
import { ApiError, type ErrorDetail } from '../contract/errors'
import { authorize } from './auth'
import {
  callOf,
  headerReader,
  serializeReply,
  toResponse,
  type IncomingCall,
  type PipelineAnswer,
  type SerializedAnswer,
} from './answer'
import { readJsonBody } from './body'
import type { PetstoreContext, Reply } from './context'
import { parsePathId } from './path-id'
import { deprecationHeaders, isPastSunset } from './sunset'
import { devLog } from './log'

/** What a resolver receives: input already parsed and checked against openapi.yaml. */
export interface RequestInput<Op extends OperationId> {
  params: ParamsOf<Op>
  query: QueryOf<Op>
  body: BodyOf<Op>
  url: URL
  /** The WHATWG Request (a server's is built when first read). */
  request: Request
}

/** Answers one operation; throws ApiError for business errors. */
export type Resolver<Op extends OperationId> = (
  input: RequestInput<Op>,
  context: PetstoreContext,
) => Promise<Reply> | Reply

/** One resolver per operationId of the contract. */
export type Resolvers = { [Op in OperationId]: Resolver<Op> }

/**
 * A test's own answer to one request (`petstore.reply`), given in the resolver's place: after
 * routing, the request hooks, auth and the input checks, before the response check and journal.
 *
 * @example
 * const override: ReplyOverride = { resolve: () => ({ status: 503 }) }
 */
export interface ReplyOverride {
  /** The reply, or undefined to let the operation's own resolver answer. */
  resolve(input: RequestInput<OperationId>): Promise<Reply | undefined> | Reply | undefined
  /** An answer outside openapi.yaml is sent (its violations journalled) instead of refused. */
  unchecked?: boolean
}

/**
 * Whether a URL is under the mock's base (and origin, when the base is absolute).
 *
 * @example
 * isUnderBase(new URL('http://localhost/api/v1/pets'), context) // true
 */
export function isUnderBase(url: URL, context: PetstoreContext): boolean {
  if (context.origin !== undefined && url.origin !== context.origin) return false
  const { pathname } = url
  return (
    pathname === context.basePath ||
    pathname.startsWith(context.basePath + '/') ||
    context.basePath === ''
  )
}

/**
 * Answers a request under the base: the operation's reply, or a 404 / 405 Error. The request
 * passes the store's lifecycle gate, so it runs on one whole store, never during a replacement.
 *
 * @example
 * const response = await handlePetstoreRequest(request, context, resolvers)
 */
export async function handlePetstoreRequest(
  request: Request,
  context: PetstoreContext,
  resolvers: Resolvers,
  override?: ReplyOverride,
): Promise<Response> {
  return toResponse(await answerPetstoreCall(callOf(request), context, resolvers, override))
}

/**
 * The same as `handlePetstoreRequest` for a request given as its parts, answered serialised: a
 * server writes it without a Fetch Request or Response in between (unless a hook, a resolver or
 * the body needs the Request, which `call.toRequest()` then builds once).
 *
 * @example
 * const answer = await answerPetstoreCall(call, context, resolvers) // { status, headers, body }
 */
export async function answerPetstoreCall(
  call: IncomingCall,
  context: PetstoreContext,
  resolvers: Resolvers,
  override?: ReplyOverride,
): Promise<PipelineAnswer> {
  const entering = context.gate.enter()
  if (entering) await entering
  try {
    return await answer(onceRequest(call), context, resolvers, override)
  } finally {
    context.gate.leave()
  }
}

/** The call, with its Request built at most once. */
interface Call extends IncomingCall {
  readonly request: Request
}

function onceRequest(call: IncomingCall): Call {
  let request: Request | undefined
  return {
    method: call.method,
    url: call.url,
    ...(call.parsedUrl && { parsedUrl: call.parsedUrl }),
    headers: call.headers,
    hasBody: call.hasBody,
    toRequest: () => (request ??= call.toRequest()),
    get request() {
      return (request ??= call.toRequest())
    },
  }
}

async function answer(
  call: Call,
  context: PetstoreContext,
  resolvers: Resolvers,
  override: ReplyOverride | undefined,
): Promise<PipelineAnswer> {
  const started = performance.now()
  // The server's parsed URL when it has one; a copy before the `__` controls are cut from it.
  let url = call.parsedUrl ?? new URL(call.url)
  // `__code`, `__example`… steer the harness: the contract, resolvers and journal query never see them.
  const controls = url.search.includes('__') ? controlsOf(url.searchParams) : undefined
  if (controls) {
    url = new URL(url)
    url.search = apiSearch(url.searchParams).toString()
  }
  const path = url.pathname.slice(context.basePath.length)
  const matched = route(call.method, path)
  const operation = matched.kind === 'operation' ? matched.operation : undefined
  const state: RequestState = { body: undefined, hooked: false, override, replied: false }
  let reply: Reply
  try {
    if (matched.kind === 'not_found') {
      throw new ApiError('not_found', `No operation at ${call.method} ${url.pathname}.`)
    }
    if (matched.kind === 'method_not_allowed') {
      throw new ApiError(
        'method_not_allowed',
        `${call.method} is not allowed on ${url.pathname}; use ${matched.allow.join(', ')}.`,
        { headers: { Allow: matched.allow.join(', ') } },
      )
    }
    reply = await runOperation(
      matched.operation,
      matched.params,
      call,
      url,
      controls,
      context,
      resolvers,
      state,
    )
  } catch (error) {
    reply = errorReply(error)
  }
  const { proxied } = reply
  if (operation?.deprecated && !proxied) {
    reply.headers = { ...deprecationHeaders(operation), ...reply.headers }
  }
  // A proxied answer goes back as the backend sent it; the proxy has checked it already, and its
  // own 502 / 504 are the proxy's, not the mock's, so they are not held to the operation's statuses.
  const answered: PipelineAnswer = proxied?.response
    ? { response: proxied.response }
    : serializeReply(reply)
  const violations = proxied
    ? proxied.violations
    : operation && context.validateResponses
      ? conformanceOf(operation, reply, answered as SerializedAnswer)
      : []
  context.journal.record({
    seq: context.journal.nextSeq(),
    at: context.now().toISOString(),
    method: call.method,
    url: call.url,
    path,
    operationId: operation?.operationId,
    status: reply.status,
    durationMs: performance.now() - started,
    body: state.body,
    query: journalQuery(operation && validatorsFor(operation.operationId), url.searchParams),
    // Redacted by the journal: credentials keep their name, never their value.
    requestHeaders: call.headers,
    responseHeaders: answered.response ? answered.response.headers : answered.headers,
    ...(controls && { controls }),
    code: errorCodeOf(reply),
    message: errorCodeOf(reply) && String((reply.body as { message?: unknown }).message ?? ''),
    answeredBy: state.hooked && !proxied ? 'hook' : 'operation',
    ...(proxied && { proxied: true }),
    violations,
    responseBody: proxied?.response ? proxied.body : reply.body,
  })
  if (proxied) {
    if (violations.length > 0 && context.validateResponses === 'warn') {
      devLog.warn(`${backendMessage(call, reply.status, violations)}`)
    }
    return answered
  }
  if (state.replied) context.injected.add(call.request)
  // An unchecked reply is the test's deliberate answer outside the contract: journalled, sent.
  if (violations.length > 0 && operation && !(state.replied && override?.unchecked)) {
    const error = new ContractViolationError(
      operation.operationId,
      reply.status,
      violations,
      reply.body,
    )
    if (context.validateResponses === 'warn') console.warn(error.message)
    else throw error
  }
  return answered
}

async function runOperation(
  operation: OperationInfo,
  rawParams: Record<string, string>,
  call: Call,
  url: URL,
  rawControls: Readonly<Record<string, string>> | undefined,
  context: PetstoreContext,
  resolvers: Resolvers,
  state: RequestState,
): Promise<Reply> {
  const controls = readControls(call.headers.get('prefer'), rawControls)
  for (const hook of context.hooks) {
    const early = await hook({
      operation,
      head: call,
      get request() {
        return call.request
      },
      url,
      controls,
      context,
      replying: state.override !== undefined,
    })
    if (early) {
      state.hooked = true
      // The journal shows what was sent even when a hook answered before the body was read.
      if (call.hasBody && !call.request.bodyUsed && call.request.body)
        state.body = await readJsonBody(call.request).catch(() => undefined)
      return early
    }
  }
  if (isPastSunset(operation, context.now())) {
    throw new ApiError(
      'gone',
      `${operation.method.toUpperCase()} ${operation.path} was removed at its sunset; use GET /pets instead.`,
    )
  }
  if (context.apiKeys !== false) {
    authorize(
      call.headers.get('authorization'),
      context.apiKeys,
      operation.writes ? 'write' : 'read',
    )
  }
  const validators = validatorsFor(operation.operationId)
  const params: Record<string, number> = {}
  const problems: ErrorDetail[] = []
  for (const param of validators.pathParams) {
    const parsed = parsePathId(rawParams[param.name] ?? '')
    if (!parsed.ok) {
      problems.push({ path: `path.${param.name}`, message: `${param.name} ${parsed.message}` })
    } else if (!parsed.exists) {
      throw new ApiError('not_found', `No ${nounOf(param.name)} has id ${rawParams[param.name]}.`)
    } else params[param.name] = parsed.id
  }
  const query = parseQuery<Record<string, unknown>>(validators, url.searchParams)
  if (!query.ok) problems.push(...query.details)
  if (problems.length > 0) throw validationError(problems)
  let body: unknown
  if (validators.body) {
    body = await readJsonBody(call.request)
    state.body = body
    const checked = check(validators.body, 'body', body)
    if (!checked.ok) throw validationError(checked.details)
  }
  const input = {
    params,
    query: query.ok ? query.value : {},
    body,
    url,
    get request() {
      return call.request
    },
  } as RequestInput<OperationId>
  if (state.override) {
    const replied = await state.override.resolve(input)
    if (replied) {
      state.hooked = true
      state.replied = true
      return replied
    }
  }
  const resolver = resolvers[operation.operationId] as Resolver<OperationId>
  return resolver(input, context)
}

/** What the pipeline learns about a request on the way, for the journal. */
interface RequestState {
  body: unknown
  hooked: boolean
  /** The test's reply for this request, if any, and whether it answered. */
  override: ReplyOverride | undefined
  replied: boolean
}

function backendMessage(call: Call, status: number, violations: string[]): string {
  const list = violations.map((v) => `\n  - ${v}`).join('')
  return `the real backend answered ${call.method} ${call.url} with ${status} outside openapi.yaml:${list}`
}

function errorCodeOf(reply: Reply): string | undefined {
  const body = reply.body as { code?: unknown } | undefined
  return reply.status >= 400 && typeof body?.code === 'string' ? body.code : undefined
}

function nounOf(param: string): string {
  return param.replace(/Id$/, '')
}

function validationError(details: ErrorDetail[]): ApiError {
  return new ApiError('validation_failed', summarizeProblems(details), { details })
}

function errorReply(error: unknown): Reply {
  if (error instanceof ApiError) {
    return { status: error.status, body: error.toBody(), headers: { ...error.headers } }
  }
  // A bug in the mock: log it for whoever runs it, but never hand a stack to the client.
  devLog.error('unexpected error while answering a request:', error)
  const fallback = new ApiError('internal_error')
  return { status: fallback.status, body: fallback.toBody() }
}

function conformanceOf(
  operation: OperationInfo,
  reply: Reply,
  answered: SerializedAnswer,
): string[] {
  // Bodies are plain JSON data (records are copied out of the store), so they are checked as is.
  return contractViolations(operation.operationId, {
    status: reply.status,
    headers: headerReader(answered.headers),
    body: reply.body,
  })
}
