/**
 * The objects the pipeline hands hooks and resolvers, as classes: a `request` getter on an
 * object literal gives every request's object its own hidden class (slow to build, slow to
 * read), while a class shares one. Each builds the WHATWG Request only when `request` is read.
 */
import type { OperationId, OperationInfo } from '../contract/operations'
import type { BodyOf, ParamsOf, QueryOf } from '../contract/types'
import type { ResponseControls } from './chaos/controls'
import type { IncomingCall, PetstoreContext, Reply, RequestHead, RequestHook } from './context'

/**
 * A call whose Request is built at most once, however often it is asked for.
 *
 * @example
 * const call = new OnceCall(incoming)
 * call.request === call.toRequest() // true
 */
export class OnceCall implements IncomingCall {
  readonly method: string
  readonly url: string
  readonly parsedUrl: URL | undefined
  readonly headers: IncomingCall['headers']
  readonly hasBody: boolean
  readonly #call: IncomingCall
  #request: Request | undefined

  constructor(call: IncomingCall) {
    this.method = call.method
    this.url = call.url
    this.parsedUrl = call.parsedUrl
    this.headers = call.headers
    this.hasBody = call.hasBody
    this.#call = call
  }

  toRequest(): Request {
    return (this.#request ??= this.#call.toRequest())
  }

  get request(): Request {
    return this.toRequest()
  }
}

/**
 * What a request hook receives (`RequestHook`'s argument).
 *
 * @example
 * const early = hook(new HookInfo(operation, call, url, controls, context, false))
 */
export class HookInfo {
  constructor(
    readonly operation: OperationInfo,
    readonly head: RequestHead & { readonly request: Request },
    readonly url: URL,
    readonly controls: ResponseControls,
    readonly context: PetstoreContext,
    readonly replying: boolean,
  ) {}

  /** The WHATWG Request, built when first read. */
  get request(): Request {
    return this.head.request
  }
}

// The hook's argument type is declared in context.ts; HookInfo must stay assignable to it.
const fits: (info: HookInfo) => Parameters<RequestHook>[0] = (info) => info
void fits

/**
 * What a resolver receives (`RequestInput`), input already parsed and checked.
 *
 * @example
 * resolver(new ResolverInput(params, query, body, url, call), context)
 */
export class ResolverInput {
  constructor(
    readonly params: Record<string, number>,
    readonly query: Record<string, unknown>,
    readonly body: unknown,
    readonly url: URL,
    readonly call: { readonly request: Request; readonly headers: RequestHead['headers'] },
  ) {}

  /** The WHATWG Request (a server's is built when first read). */
  get request(): Request {
    return this.call.request
  }

  /** The request's `If-Match`, or undefined when it sent none. */
  get ifMatch(): string | undefined {
    return this.call.headers.get('if-match') ?? undefined
  }
}

/** What a resolver receives: input already parsed and checked against openapi.yaml. */
export interface RequestInput<Op extends OperationId> {
  params: ParamsOf<Op>
  query: QueryOf<Op>
  body: BodyOf<Op>
  url: URL
  /** The WHATWG Request (a server's is built when first read). */
  request: Request
  /** The request's `If-Match` (the version a write is for), or undefined when it sent none. */
  ifMatch: string | undefined
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
