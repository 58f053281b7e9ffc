/**
 * What every request of one mock instance shares: the store, the clock, the keys and the journal.
 */
import type { ResponseControls } from './chaos/controls'
import type { PetstoreDatabase } from '../db/database'
import type { OperationInfo } from '../contract/operations'
import type { RequestGate } from './lifecycle'
import type { ApiKeys } from './auth'
import type { RequestJournal } from './journal'

/** What the pipeline reads of every request: a Fetch Request is one. */
export interface RequestHead {
  readonly method: string
  /** The absolute URL. */
  readonly url: string
  /** Read by name without case, or listed as `[name, value]` pairs (a Fetch Headers is both). */
  readonly headers: { get(name: string): string | null } & Iterable<readonly [string, string]>
}

/**
 * A request as a server hands it to `petstore.handle`: its head, whether it carries a body, and
 * how to build the WHATWG Request (once, and only if something needs it: a hook or resolver that
 * reads `request`, or the body).
 */
export interface IncomingCall extends RequestHead {
  /** `url` already parsed, when the server has it (saves parsing it again); never changed. */
  readonly parsedUrl?: URL
  /** True when a body is to be read; it is then read from `toRequest()`. */
  readonly hasBody: boolean
  toRequest(): Request
}

/** A reply before it becomes a Response. */
export interface Reply {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Set by the proxy: the real backend answered (or could not be reached). */
  proxied?: ProxiedReply
}

/** What the proxy hands the pipeline besides the reply. */
export interface ProxiedReply {
  /** The backend's answer, passed on as is; undefined when the proxy answers 502 / 504 itself. */
  response: Response | undefined
  /** How the backend's answer breaks openapi.yaml; empty when it conforms or was not checked. */
  violations: string[]
  /** The backend's body, parsed as JSON (undefined when empty or not JSON), for the journal. */
  body?: unknown
}

/**
 * Runs before an operation's checks; returning a reply answers the request with it.
 * The harness uses this for latency, injected faults and `Prefer` headers.
 */
export type RequestHook = (info: {
  operation: OperationInfo
  /** The WHATWG Request; `serve` builds it only when a hook reads this (destructuring reads it). */
  request: Request
  /** The request's URL without its `__` controls: what the contract and a backend see. */
  url: URL
  /** The response controls (`Prefer` and `__` parameters), read once by the pipeline. */
  controls: ResponseControls
  /** The request's method, URL and headers, read without building a Request. */
  head: RequestHead
  context: PetstoreContext
  /** A test's `reply()` handler sent this request: it answers in the operation's place. */
  replying?: boolean
}) => Promise<Reply | undefined> | Reply | undefined

/** The shared state of one mock instance. */
export interface PetstoreContext {
  db: PetstoreDatabase
  /** The mock's clock. */
  now: () => Date
  /** Accepted keys, or false when auth is off. */
  apiKeys: ApiKeys | false
  /** `true` throws on a response outside the contract, `'warn'` logs it, `false` skips the check. */
  validateResponses: boolean | 'warn'
  journal: RequestJournal
  /** The base path, e.g. `/api/v1` (no trailing slash). */
  basePath: string
  /** The origin when the base URL was absolute; undefined matches any origin. */
  origin: string | undefined
  /** The store's lifecycle gate: a request enters before it touches the store, leaves once answered. */
  gate: RequestGate
  hooks: RequestHook[]
  /**
   * The proxy branch, with the `proxy` option: after the hooks, it answers the operations sent to
   * a real backend in the mock's place (undefined for the others), before auth, validation and
   * the store.
   */
  forward?: RequestHook | undefined
  /**
   * Requests a test's own answer (`nextResponse`, `reply`) answered: the contract guard does not
   * hold the app responsible for them.
   */
  injected: WeakSet<Request>
}
