/**
 * The one pipeline every request goes through (after Prism): route, the request hooks, then
 * mock or forward: the proxy branch sends its operations to the real backend, every other
 * request is authorized, its input validated and its resolver run. Errors are shaped, and
 * `finish.ts` validates the output and journals it. Resolvers stay thin.
 */
import type { OperationId, OperationInfo } from '../contract/operations'
import { parseQuery } from '../contract/query'
import { route } from '../contract/router'
import { check, summarizeProblems, validatorsFor } from '../contract/validation'
import { apiSearch, controlsOf, readControls } from './chaos/controls'
import { ApiError, type ErrorDetail } from '../contract/errors'
import { authorize } from './auth'
import { callOf, toResponse, type IncomingCall, type PipelineAnswer } from './answer'
import { readJsonBody } from './body'
import type { PetstoreContext, Reply, RequestHook } from './context'
import { finishForwarded, finishMocked, type Sent } from './finish'
import { parsePathId } from './path-id'
import { isPastSunset } from './sunset'
import { devLog } from '../base/log'
import { andThen, isPending, type Maybe } from './maybe'
import {
  HookInfo,
  OnceCall,
  ResolverInput,
  type ReplyOverride,
  type RequestInput,
  type Resolver,
} from './exchange'
import { resolvers } from './resolvers'

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
 * const response = await answerRequest(request, context)
 */
export async function answerRequest(
  request: Request,
  context: PetstoreContext,
  override?: ReplyOverride,
): Promise<Response> {
  return toResponse(await answerCall(callOf(request), context, override))
}

/**
 * The same as `answerRequest` for a request given as its parts, answered serialised: a
 * server writes it without a Fetch Request or Response in between (unless a hook, a resolver or
 * the body needs the Request, which `call.toRequest()` then builds once).
 *
 * @example
 * const answer = await answerCall(call, context) // { status, headers, body }
 */
export function answerCall(
  call: IncomingCall,
  context: PetstoreContext,
  override?: ReplyOverride,
): Promise<PipelineAnswer> {
  const entering = context.gate.enter()
  const run = () => leaveAfter(context, () => answer(new OnceCall(call), context, override))
  return entering ? entering.then(run) : run()
}

// Leaves the gate once the answer is there (or failed), whether that is now or later.
function leaveAfter(
  context: PetstoreContext,
  work: () => Maybe<PipelineAnswer>,
): Promise<PipelineAnswer> {
  let answered: Maybe<PipelineAnswer>
  try {
    answered = work()
  } catch (error) {
    context.gate.leave()
    return Promise.reject(error)
  }
  if (!isPending(answered)) {
    context.gate.leave()
    return Promise.resolve(answered)
  }
  return answered.then(
    (value) => {
      context.gate.leave()
      return value
    },
    (error: unknown) => {
      context.gate.leave()
      throw error
    },
  )
}

/** The call, with its Request built at most once. */
type Call = OnceCall

function answer(
  call: Call,
  context: PetstoreContext,
  override: ReplyOverride | undefined,
): Maybe<PipelineAnswer> {
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
  const sent: Sent = { call, context, operation, path, url, controls, started, state }
  let reply: Maybe<Reply>
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
    reply = runOperation(matched.operation, matched.params, call, url, controls, context, state)
  } catch (error) {
    reply = errorReply(error)
  }
  if (isPending(reply)) return reply.then(undefined, errorReply).then((r) => finish(sent, r))
  return finish(sent, reply)
}

// The proxy branch's answer goes back as the backend sent it; everything else is the mock's,
// and to HEAD without its body (its Content-Length still GET's).
function finish(sent: Sent, reply: Reply): PipelineAnswer {
  if (reply.proxied) return finishForwarded(sent, reply, reply.proxied)
  const answered = finishMocked(sent, reply)
  const { method } = sent.call
  if (answered.response || (method !== 'HEAD' && method !== 'head')) return answered
  return { ...answered, body: null }
}

function runOperation(
  operation: OperationInfo,
  rawParams: Record<string, string>,
  call: Call,
  url: URL,
  rawControls: Readonly<Record<string, string>> | undefined,
  context: PetstoreContext,
  state: RequestState,
): Maybe<Reply> {
  const info = new HookInfo(
    operation,
    call,
    url,
    readControls(call.headers.get('prefer'), rawControls),
    context,
    state.override !== undefined,
  )
  const operate = () => {
    // Mock or forward: the proxy branch answers its operations with the real backend's answer.
    const forwarded = context.forward?.(info)
    const mock = (reply: Reply | undefined): Maybe<Reply> =>
      reply
        ? andThen(readSentBody(call, state), () => reply)
        : mockOperation(operation, rawParams, call, url, context, state)
    return andThen(forwarded, mock)
  }
  const early = runHooks(context.hooks, 0, info, call, state)
  return andThen(early, (reply) => reply ?? operate())
}

// The request hooks in order; the first reply answers. A hook that waits makes the rest wait.
function runHooks(
  hooks: readonly RequestHook[],
  from: number,
  info: Parameters<RequestHook>[0],
  call: Call,
  state: RequestState,
): Maybe<Reply | undefined> {
  for (let i = from; i < hooks.length; i++) {
    const early = (hooks[i] as RequestHook)(info)
    if (isPending(early)) {
      return early.then((reply) =>
        reply ? hookedReply(reply, call, state) : runHooks(hooks, i + 1, info, call, state),
      )
    }
    if (early) return hookedReply(early, call, state)
  }
  return undefined
}

function hookedReply(reply: Reply, call: Call, state: RequestState): Maybe<Reply> {
  state.hooked = true
  return andThen(readSentBody(call, state), () => reply)
}

function mockOperation(
  operation: OperationInfo,
  rawParams: Record<string, string>,
  call: Call,
  url: URL,
  context: PetstoreContext,
  state: RequestState,
): Maybe<Reply> {
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
  let problems: ErrorDetail[] | undefined
  for (const param of validators.pathParams) {
    const parsed = parsePathId(rawParams[param.name] ?? '')
    if (!parsed.ok) {
      ;(problems ??= []).push({
        path: `path.${param.name}`,
        message: `${param.name} ${parsed.problem}`,
      })
    } else if (Number.isNaN(parsed.value)) {
      throw new ApiError('not_found', `No ${nounOf(param.name)} has id ${rawParams[param.name]}.`)
    } else params[param.name] = parsed.value
  }
  const query = parseQuery<Record<string, unknown>>(validators, url.searchParams)
  if (!query.ok) (problems ??= []).push(...query.problem)
  if (problems) throw validationError(problems)
  const resolve = (body: unknown): Maybe<Reply> => {
    const input = new ResolverInput(
      params,
      query.ok ? query.value : {},
      body,
      url,
      call,
    ) as unknown as RequestInput<OperationId>
    const resolver = resolvers[operation.operationId] as Resolver<OperationId>
    // The writes it makes name this request, whose journal seq the store's history shows.
    const run = () => context.db.attribute(state, () => resolver(input, context))
    if (!state.override) return run()
    return andThen(state.override.resolve(input), (replied) => {
      if (!replied) return run()
      state.hooked = true
      state.replied = true
      return replied
    })
  }
  const bodyValidator = validators.body
  if (!bodyValidator) return resolve(undefined)
  return readJsonBody(call.request).then((body) => {
    state.body = body
    const checked = check(bodyValidator, 'body', body)
    if (!checked.ok) throw validationError(checked.problem)
    return resolve(body)
  })
}

// The journal shows what was sent even when the request was answered before its body was read.
function readSentBody(call: Call, state: RequestState): Maybe<void> {
  if (!call.hasBody || call.request.bodyUsed || !call.request.body) return undefined
  return readJsonBody(call.request).then(
    (body) => {
      state.body = body
    },
    () => undefined,
  )
}

/** What the pipeline learns about a request on the way, for the journal. */
interface RequestState {
  body: unknown
  /** The journal's number for this request, once journalled (a write's history names it). */
  seq?: number
  hooked: boolean
  /** The test's reply for this request, if any, and whether it answered. */
  override: ReplyOverride | undefined
  replied: boolean
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
