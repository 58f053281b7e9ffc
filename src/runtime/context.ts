/**
 * What every request of one mock instance shares (the store, the clock, the keys, the journal,
 * the hooks), and the functions that run with it: request hooks and operation handlers.
 */
import type { PetstoreDatabase } from '../db/database'
import type { OperationId, OperationInfo } from '../contract/operations'
import type { Answer } from './answer'
import type { InFlight } from './in-flight-request'
import type { RequestGate } from './lifecycle'
import type { ApiKeys } from './auth'
import type { RequestJournal } from './journal'

/**
 * Runs before an operation's checks, with the request routed and its controls read; returning
 * an answer answers the request with it. The chaos controls, a test's one-off answers and the
 * proxy branch are hooks.
 */
export type RequestHook = (
  request: InFlight & { readonly operation: OperationInfo },
  context: PetstoreContext,
) => Promise<Answer | undefined> | Answer | undefined

/** Answers one operation from its checked input; throws ApiError for business errors. */
export type OperationHandler<Op extends OperationId> = (
  input: InFlight<Op>,
  context: PetstoreContext,
) => Promise<Answer> | Answer

/** One operation handler per operationId of the contract. */
export type OperationHandlers = { [Op in OperationId]: OperationHandler<Op> }

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
  /** The operation handlers, one per operationId (`src/handlers/`), which the pipeline runs. */
  operationHandlers: OperationHandlers
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
