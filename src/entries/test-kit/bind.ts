/**
 * What the Vitest (Node and browser mode) and Jest entries share: the test kit bound to a
 * runner's hooks and to an interceptor (msw's server or worker), and the matchers in the shape
 * every runner's `expect.extend` accepts. Environment-neutral: each entry passes in its runner's
 * `beforeAll` / `afterEach` / `afterAll` and its interceptor, so none imports another's.
 */
import type { UnhandledRequestStrategy } from '../../handlers/msw'
import type { PetstoreTestKit, PetstoreTestOptions } from './kit'
import type { JoinedServer } from './join'
import type { OperationId } from '../../contract/operations'
import type { RequestMatch } from '../../controller/assert/match'
import {
  receivedOutcome,
  receivedTimesOutcome,
  type MatcherOutcome,
  type ReceivedArgs,
  type ReceivedTimesArgs,
} from '../../controller/assert/matchers'

/**
 * Options of `usePetstore`.
 *
 * @example
 * usePetstore({ baseUrl: 'http://localhost:5173/api/v1', onUnhandledRequest: 'error' })
 */
export interface UsePetstoreOptions extends PetstoreTestOptions {
  /**
   * What to do with requests outside the API that no handler served (MSW's strategies).
   * Unserved requests to the API's own origin always fail the test. Default `'warn'`.
   */
  onUnhandledRequest?: UnhandledRequestStrategy
  /**
   * The msw server your tests already run (`setupServer()`, msw 2.15 or 3): the mock adds its
   * handlers to it instead of starting a server of its own, and never starts or stops it.
   */
  join?: JoinedServer
}

/** The lifecycle hooks of a test runner, as Vitest and Jest both name them. */
export interface RunnerHooks {
  beforeAll(fn: () => void | Promise<void>): void
  /** Where given, the interceptor's `prepare` runs before each test. */
  beforeEach?(fn: () => void | Promise<void>): void
  afterEach(fn: () => void | Promise<void>): void
  afterAll(fn: () => void | Promise<void>): void
}

/**
 * What intercepts the app's requests for a test file: msw's server in Node, its worker in the
 * browser.
 */
export interface Interceptor {
  start(onUnhandledRequest: ReturnType<PetstoreTestKit['guard']['onUnhandledRequest']>): unknown
  resetHandlers(): void
  stop(): void
  /**
   * Before each test: a joined server's handlers put back after the team's own reset, or a
   * check that the kit's own server still intercepts.
   */
  prepare?(): unknown
}

/**
 * Binds a test kit to a runner: the interceptor starts before the first test; after each test
 * the guard fails the test if a request broke the contract, then the store, the journal and any
 * `use()` overrides are reset; after the last test the interceptor stops and `onEnd` runs.
 */
export function bindToRunner(
  runner: RunnerHooks,
  kit: PetstoreTestKit,
  interceptor: Interceptor,
  options: { strategy: UnhandledRequestStrategy; onEnd?: () => void },
): void {
  runner.beforeAll(async () => {
    await interceptor.start(kit.guard.onUnhandledRequest(options.strategy))
    await kit.ready
  })
  runner.beforeEach?.(async () => {
    await interceptor.prepare?.()
  })
  // Throwing in afterEach fails the test that just ran, which is the one that sent the request.
  runner.afterEach(async () => {
    try {
      await kit.guard.check()
    } finally {
      interceptor.resetHandlers()
      await kit.reset()
    }
  })
  runner.afterAll(() => {
    interceptor.stop()
    options.onEnd?.()
  })
}

/** `toHaveReceived` and `toHaveReceivedTimes` for `expect.extend` of Vitest or Jest. */
export const petstoreMatchers = {
  // Loose parameters: each runner types the call site from its own matcher declarations.
  toHaveReceived(
    received: unknown,
    operationId: OperationId,
    match?: RequestMatch<OperationId>,
  ): MatcherOutcome {
    return receivedOutcome(received, ...([operationId, match] as ReceivedArgs))
  },
  toHaveReceivedTimes(
    received: unknown,
    operationId: OperationId,
    times: number,
    match?: RequestMatch<OperationId>,
  ): MatcherOutcome {
    return receivedTimesOutcome(received, ...([operationId, times, match] as ReceivedTimesArgs))
  },
}

/** The matchers the Vitest and Jest entries add to `expect`, typed once for both runners. */
export interface PetstoreMatchers<R> {
  /**
   * Passes when the mock received a request to `operationId` matching `match`; otherwise
   * lists the closest requests and how each differed.
   */
  toHaveReceived<Id extends OperationId>(operationId: Id, match?: RequestMatch<Id>): R
  /** Passes when the mock received exactly `times` requests to `operationId` matching `match`. */
  toHaveReceivedTimes<Id extends OperationId>(
    operationId: Id,
    times: number,
    match?: RequestMatch<Id>,
  ): R
}
