/**
 * A request in flight: the one object the pipeline builds per request and hands its hooks, the
 * proxy branch, the resolver (or a test's reply) and its last steps. A class, so every request's
 * object shares one hidden class; the WHATWG Request is built only when `request` is read.
 */
import { NO_PRECONDITIONS, type Preconditions } from '../contract/etag'
import type { OperationId, OperationInfo } from '../contract/operations'
import type { BodyOf, ParamsOf, QueryOf } from '../contract/types'
import type { Answer } from './answer'
import type { Call } from './request-parts'
import type { ResponseControls } from './controls'

/**
 * What a resolver, or a test's reply resolver, reads: the request's input, parsed and checked
 * against openapi.yaml (ids and integers are numbers), and the request itself.
 */
export interface ReplyInput<Op extends OperationId = OperationId> {
  params: ParamsOf<Op>
  query: QueryOf<Op>
  body: BodyOf<Op>
  url: URL
  request: Request
}

/**
 * A test's own answer to one request (`petstore.reply`), given in the resolver's place: after
 * routing, the request hooks, auth and the input checks, before the response check and journal.
 */
export interface ReplyOverride {
  /** The answer, or undefined to let the operation handler answer. */
  resolve(input: ReplyInput): Promise<Answer | undefined> | Answer | undefined
  /** An answer outside openapi.yaml is sent (its violations journalled) instead of refused. */
  unchecked?: boolean
}

/**
 * One request on its way through the pipeline. `params`, `query` and `body` are set once checked
 * against openapi.yaml, before the operation handler runs; hooks run before and see them unset.
 */
export class InFlight<Op extends OperationId = OperationId> implements ReplyInput<Op> {
  /** The operation routed to; undefined for a 404 / 405. */
  operation: OperationInfo | undefined = undefined
  /** The response controls (`Prefer` and `__` parameters), read once after routing. */
  controls = undefined as unknown as ResponseControls
  params = undefined as unknown as ParamsOf<Op>
  query = undefined as unknown as QueryOf<Op>
  /** The body as sent (for the journal, even when the request was answered before its check). */
  body = undefined as unknown as BodyOf<Op>
  /** A hook or a test's reply answered instead of the operation. */
  hooked = false
  /** A test's reply() answered. */
  replied = false
  #seq: number | undefined = undefined
  #cause: { seq: number | undefined } | undefined = undefined
  #request: Request | undefined = undefined

  constructor(
    /** The request as the server or msw handed it in. */
    readonly call: Call,
    /** The URL without its `__` controls: what the contract, operation handlers and a backend see. */
    readonly url: URL,
    /** The path under the base. */
    readonly path: string,
    /** The `__` controls as sent, for the journal; undefined without any. */
    readonly rawControls: Readonly<Record<string, string>> | undefined,
    /** A test's reply() for this request, if any. */
    readonly override: ReplyOverride | undefined,
    /** When the pipeline took it in (`performance.now()`). */
    readonly started: number,
  ) {}

  /** The journal entry's number, once journalled. */
  get seq(): number | undefined {
    return this.#seq
  }

  set seq(seq: number | undefined) {
    this.#seq = seq
    if (this.#cause) this.#cause.seq = seq
  }

  /**
   * What the store's history keeps of the writes this request made: its seq, filled in once it is
   * journalled. Not the request itself: a history of 1,000 writes kept 1,000 requests alive (their
   * Request, URLs and body), 5 MB more heap than with the history off (bench/results/NOTES.md).
   */
  get cause(): { readonly seq: number | undefined } {
    return (this.#cause ??= { seq: this.#seq })
  }

  /** The WHATWG Request, built when first read. */
  get request(): Request {
    return (this.#request ??= this.call.toRequest())
  }

  /** A test's `reply()` handler sent this request: it answers in the operation's place. */
  get replying(): boolean {
    return this.override !== undefined
  }

  /** The request's `If-Match` and `If-None-Match` (RFC 9110's preconditions), as sent. */
  get conditions(): Preconditions {
    const { headers } = this.call
    const ifMatch = headers.get('if-match') ?? undefined
    const ifNoneMatch = headers.get('if-none-match') ?? undefined
    return ifMatch === undefined && ifNoneMatch === undefined
      ? NO_PRECONDITIONS
      : { ifMatch, ifNoneMatch }
  }
}
