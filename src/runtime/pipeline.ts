/**
 * The one pipeline every request goes through (after Prism): route, the request hooks, then
 * mock or forward: the proxy branch sends its operations to the real backend, every other
 * request is authorized, its input validated and its operation handler run. Errors are shaped, and
 * `finish.ts` validates the output and journals it. Operation handlers stay thin.
 */
import type { OperationInfo } from '../contract/operations'
import { parseQuery } from '../contract/query'
import { route } from '../contract/router'
import { check, summarizeProblems, validatorsFor } from '../contract/validation'
import { apiSearch, controlsOf, readControls } from './controls'
import { ApiError, type ErrorDetail } from '../contract/errors'
import { authorize } from './auth'
import { toResponse, type Answer, type PipelineAnswer } from './answer'
import { callOf, type Call } from './request-parts'
import { readJsonBody } from './body'
import type { OperationHandler, PetstoreContext, RequestHook } from './context'
import { finishForwarded, finishMocked } from './finish'
import { InFlight, type ReplyOverride } from './in-flight-request'
import { parsePathId } from './path-id'
import { isPastSunset } from './sunset'
import { devLog } from '../base/log'
import { andThen, isPending, type Maybe } from './maybe-async'

/** Whether a URL is under the mock's base (and origin, when the base is absolute). */
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
 * Answers a request under the base: the operation's answer, or a 404 / 405 Error. The request
 * passes the store's lifecycle gate, so it runs on one whole store, never during a replacement.
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
 * server writes it without a Fetch Request or Response in between (unless a hook, an operation
 * handler or the body needs the Request, which `call.toRequest()` then builds once).
 */
export function answerCall(
  call: Call,
  context: PetstoreContext,
  override?: ReplyOverride,
): Promise<PipelineAnswer> {
  const entering = context.gate.enter()
  const run = () => leaveAfter(context, () => answer(call, context, override))
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

function answer(
  call: Call,
  context: PetstoreContext,
  override: ReplyOverride | undefined,
): Maybe<PipelineAnswer> {
  const started = performance.now()
  // The server's parsed URL when it has one; a copy before the `__` controls are cut from it.
  let url = call.parsedUrl ?? new URL(call.url)
  // `__code`, `__example`… steer the harness: the contract, operation handlers and journal query
  // never see them.
  const controls = url.search.includes('__') ? controlsOf(url.searchParams) : undefined
  if (controls) {
    url = new URL(url)
    url.search = apiSearch(url.searchParams).toString()
  }
  const path = url.pathname.slice(context.basePath.length)
  const request = new InFlight(call, url, path, controls, override, started)
  let answered: Maybe<Answer>
  try {
    answered = routeAndRun(request, context)
  } catch (error) {
    answered = errorAnswer(error)
  }
  if (isPending(answered)) {
    return answered.then(undefined, errorAnswer).then((a) => finish(request, context, a))
  }
  return finish(request, context, answered)
}

// The proxy branch's answer goes back as the backend sent it; everything else is the mock's,
// and to HEAD without its body (its Content-Length still GET's) or a type for the body it lacks:
// tools that parse what a JSON type announces (Prism's proxy) would fail on the empty body.
function finish(request: InFlight, context: PetstoreContext, answer: Answer): PipelineAnswer {
  if (answer.proxied) return finishForwarded(request, context, answer, answer.proxied)
  const answered = finishMocked(request, context, answer)
  const { method } = request.call
  if (answered.response || (method !== 'HEAD' && method !== 'head')) return answered
  const headers = { ...answered.headers }
  for (const name in headers) if (name.toLowerCase() === 'content-type') delete headers[name]
  return { ...answered, headers, body: null }
}

function routeAndRun(request: InFlight, context: PetstoreContext): Maybe<Answer> {
  const { method } = request.call
  const { pathname } = request.url
  const matched = route(method, request.path)
  if (matched.kind === 'not_found') {
    throw new ApiError('not_found', `No operation at ${method} ${pathname}.`)
  }
  if (matched.kind === 'method_not_allowed') {
    throw new ApiError(
      'method_not_allowed',
      `${method} is not allowed on ${pathname}; use ${matched.allow.join(', ')}.`,
      { headers: { Allow: matched.allow.join(', ') } },
    )
  }
  request.operation = matched.operation
  request.controls = readControls(request.call.headers.get('prefer'), request.rawControls)
  const routed = request as InFlight & { readonly operation: OperationInfo }
  const operate = () => {
    // Mock or forward: the proxy branch answers its operations with the real backend's answer.
    const forwarded = context.forward?.(routed, context)
    const mock = (answer: Answer | undefined): Maybe<Answer> =>
      answer
        ? andThen(readSentBody(request), () => answer)
        : mockOperation(matched.operation, matched.params, request, context)
    return andThen(forwarded, mock)
  }
  const early = runHooks(context.hooks, 0, routed, context)
  return andThen(early, (answer) => answer ?? operate())
}

// The request hooks in order; the first answer answers. A hook that waits makes the rest wait.
function runHooks(
  hooks: readonly RequestHook[],
  from: number,
  request: Parameters<RequestHook>[0],
  context: PetstoreContext,
): Maybe<Answer | undefined> {
  for (let i = from; i < hooks.length; i++) {
    const early = (hooks[i] as RequestHook)(request, context)
    if (isPending(early)) {
      return early.then((answer) =>
        answer ? hookedAnswer(answer, request) : runHooks(hooks, i + 1, request, context),
      )
    }
    if (early) return hookedAnswer(early, request)
  }
  return undefined
}

function hookedAnswer(answer: Answer, request: InFlight): Maybe<Answer> {
  request.hooked = true
  return andThen(readSentBody(request), () => answer)
}

function mockOperation(
  operation: OperationInfo,
  rawParams: Record<string, string>,
  request: InFlight,
  context: PetstoreContext,
): Maybe<Answer> {
  if (isPastSunset(operation, context.now())) {
    throw new ApiError(
      'gone',
      `${operation.method.toUpperCase()} ${operation.path} was removed at its sunset; use GET /pets instead.`,
    )
  }
  if (context.apiKeys !== false) {
    authorize(
      request.call.headers.get('authorization'),
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
    } else params[param.name] = parsed.value
  }
  const query = parseQuery<Record<string, unknown>>(validators, request.url.searchParams)
  if (!query.ok) (problems ??= []).push(...query.problem)
  if (problems) throw validationError(problems)
  request.params = params as never
  request.query = (query.ok ? query.value : {}) as never
  const bodyValidator = validators.body
  if (!bodyValidator) return resolve(operation, request, context)
  return readJsonBody(request.request).then((body) => {
    request.body = body as never
    const checked = check(bodyValidator, 'body', body)
    if (!checked.ok) throw validationError(checked.problem)
    return resolve(operation, request, context)
  })
}

// The operation's handler, or in its place a test's reply (undefined falls through).
function resolve(
  operation: OperationInfo,
  request: InFlight,
  context: PetstoreContext,
): Maybe<Answer> {
  const handler = context.operationHandlers[operation.operationId] as OperationHandler<
    typeof operation.operationId
  >
  // The writes it makes name this request, whose journal seq the store's history shows.
  const run = () => context.db.attribute(request.cause, () => handler(request, context))
  const { override } = request
  if (!override) return run()
  return andThen(override.resolve(request), (replied) => {
    if (!replied) return run()
    request.hooked = true
    request.replied = true
    return replied
  })
}

// The journal shows what was sent even when the request was answered before its body was read.
function readSentBody(request: InFlight): Maybe<void> {
  if (!request.call.hasBody) return undefined
  const sent = request.request
  if (sent.bodyUsed || !sent.body) return undefined
  return readJsonBody(sent).then(
    (body) => {
      request.body = body as never
    },
    () => undefined,
  )
}

function validationError(details: ErrorDetail[]): ApiError {
  return new ApiError('validation_failed', summarizeProblems(details), { details })
}

function errorAnswer(error: unknown): Answer {
  if (error instanceof ApiError) {
    return { status: error.status, body: error.toBody(), headers: { ...error.headers } }
  }
  // A bug in the mock: log it for whoever runs it, but never hand a stack to the client.
  devLog.error('unexpected error while answering a request:', error)
  const fallback = new ApiError('internal_error')
  return { status: fallback.status, body: fallback.toBody() }
}
