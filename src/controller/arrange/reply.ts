/**
 * Typed one-off handlers: `petstore.reply('listPets', { status: 503 })` is an msw handler for
 * `server.use()`, `worker.use()` or Storybook's `parameters.msw`. It matches the operation's
 * route under the mock's base and answers through the mock's own pipeline in the operation's
 * place: latency, faults, auth and the input checks still come first, and the answer is checked
 * against openapi.yaml, journalled and counted in coverage like any other.
 */
import { getOperation, type OperationId, type OperationInfo } from '../../contract/operations'
import { route } from '../../contract/router'
import type { WaysIn } from '../../handlers/request-entry'
import { toMswHandler, type HttpHandler } from '../../handlers/msw'
import type { PetstoreContext } from '../../runtime/context'
import type { Answer } from '../../runtime/answer'
import type { ReplyInput, ReplyOverride } from '../../runtime/in-flight-request'
import { isUnderBase } from '../../runtime/pipeline'
import {
  buildReply,
  planReply,
  replyFor,
  type AnyReply,
  type OneOffReply,
} from '../../runtime/one-off-reply'

/** Answers one request; `undefined` lets the operation answer as usual. */
export type ReplyResolver<Id extends OperationId> = (
  input: ReplyInput<Id>,
) => OneOffReply<Id> | undefined | Promise<OneOffReply<Id> | undefined>

/** A reply sent outside the contract on purpose (`{ unchecked: true }`): any status and body. */
export type UncheckedReply = AnyReply

/** A resolver whose answers are sent even when openapi.yaml does not document them. */
export type UncheckedResolver<Id extends OperationId> = (
  input: ReplyInput<Id>,
) => UncheckedReply | undefined | Promise<UncheckedReply | undefined>

/** Options of `reply()`. */
export interface ReplyOptions {
  /** Answer only the first matching request, then step aside (msw's `once`). Default false. */
  once?: boolean
  /**
   * Send an answer openapi.yaml does not document (status or body) instead of refusing it; the
   * journal entry lists its violations. Default false.
   */
  unchecked?: boolean
}

/**
 * The mock a reply answers through; resolved per request, so a handler can be made before the
 * mock exists (Storybook's `parameters`). Undefined: the handler matches nothing.
 */
export interface ReplyTarget {
  context: PetstoreContext
  waysIn: WaysIn
}

/** Any reply, with the per-operation typing erased, for the code below the public signatures. */
type AnyInit = AnyReply | ((input: ReplyInput<OperationId>) => unknown)

const optionNames = new Set(['once', 'unchecked'])

function checkOptions(options: unknown): ReplyOptions {
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(
      `reply: options must be an object such as { once: true }, not ${String(options)}`,
    )
  }
  for (const [name, value] of Object.entries(options)) {
    if (!optionNames.has(name)) {
      throw new TypeError(`reply: unknown option "${name}"; use once or unchecked`)
    }
    if (value !== undefined && typeof value !== 'boolean') {
      throw new TypeError(`reply: ${name} must be true or false, not ${JSON.stringify(value)}`)
    }
  }
  return options as ReplyOptions
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Whether a request goes to `operationId` under the mock's base: what a reply handler matches. */
export function replyRoutesTo(
  request: Request,
  context: PetstoreContext,
  operationId: OperationId,
): boolean {
  const url = new URL(request.url)
  if (!isUnderBase(url, context)) return false
  const matched = route(request.method, url.pathname.slice(context.basePath.length))
  return matched.kind === 'operation' && matched.operation.operationId === operationId
}

function checkFixed(op: OperationInfo, init: unknown, unchecked: boolean): Answer | undefined {
  if (typeof init !== 'object' || init === null || Array.isArray(init)) {
    throw new TypeError(
      `reply('${op.operationId}'): give a reply such as { status: ${op.statuses[0]} } or a function returning one, not ${JSON.stringify(init)}`,
    )
  }
  const planned = init as AnyReply
  if (planned.status === undefined) return undefined
  return unchecked
    ? buildReply(op, { ...planned, status: planned.status })
    : planReply(op, planned, 'reply')
}

/**
 * Makes the msw handler of one `reply()`. A fixed reply is checked against openapi.yaml here,
 * where the test writes it (a TypeError names what is wrong); a resolver's answers are checked
 * by the pipeline's response check when they are sent.
 */
export function createReplyHandler(
  target: () => ReplyTarget | undefined,
  operationId: OperationId,
  init: AnyInit,
  options?: ReplyOptions,
): HttpHandler {
  const { once = false, unchecked = false } = checkOptions(options)
  const op = getOperation(operationId)
  const fixed = typeof init === 'function' ? undefined : checkFixed(op, init, unchecked)
  const override: ReplyOverride = {
    unchecked,
    async resolve(input) {
      const planned = (typeof init === 'function' ? await init(input) : init) as
        AnyReply | undefined
      if (planned === undefined) return undefined
      if (planned.delay) await wait(planned.delay)
      if (planned.status === undefined) return undefined
      const reply = fixed ?? buildReply(op, { ...planned, status: planned.status })
      return replyFor(op, reply, input.url)
    },
  }
  return toMswHandler({
    matches(request) {
      const mock = target()
      return mock !== undefined && replyRoutesTo(request, mock.context, operationId)
    },
    answer(request) {
      const mock = target()
      return mock ? mock.waysIn.answer(request, override) : undefined
    },
    once,
  })
}
