/**
 * The one pipeline every request goes through (after Prism): route, the request hooks, then
 * mock or forward: the proxy branch sends its operations to the real backend, every other
 * request is authorized, its input validated and its resolver run. Errors are shaped, and
 * `finish.ts` validates the output and journals it. Resolvers stay thin.
 */
import type { OperationId, OperationInfo } from '../contract/operations'
import type { BodyOf, ParamsOf, QueryOf } from '../contract/types'
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
  const sent: Sent = { call, context, operation, path, url, controls, started, state }
  // The proxy branch's answer goes back as the backend sent it; everything else is the mock's.
  return reply.proxied ? finishForwarded(sent, reply, reply.proxied) : finishMocked(sent, reply)
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
  const info: Parameters<RequestHook>[0] = {
    operation,
    head: call,
    get request() {
      return call.request
    },
    url,
    controls: readControls(call.headers.get('prefer'), rawControls),
    context,
    replying: state.override !== undefined,
  }
  for (const hook of context.hooks) {
    const early = await hook(info)
    if (early) {
      state.hooked = true
      await readSentBody(call, state)
      return early
    }
  }
  // Mock or forward: the proxy branch answers its operations with the real backend's answer.
  const forwarded = context.forward && (await context.forward(info))
  if (forwarded) {
    await readSentBody(call, state)
    return forwarded
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

// The journal shows what was sent even when the request was answered before its body was read.
async function readSentBody(call: Call, state: RequestState): Promise<void> {
  if (call.hasBody && !call.request.bodyUsed && call.request.body)
    state.body = await readJsonBody(call.request).catch(() => undefined)
}

/** What the pipeline learns about a request on the way, for the journal. */
interface RequestState {
  body: unknown
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
