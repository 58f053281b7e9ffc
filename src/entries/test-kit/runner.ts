/**
 * What the Vitest and Jest entries share: `usePetstore` wired to a runner's hooks, and the
 * matchers in the shape both runners' `expect.extend` accept. Each entry passes in its own
 * runner's `beforeAll` / `afterEach` / `afterAll` / `expect`, so neither imports the other.
 */
import type { UnhandledRequestStrategy } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { extendPetstore } from '../../controller/petstore'
import { createTestKit, type PetstoreTestKit, type PetstoreTestOptions } from './kit'
import { checkTestOptions } from './test-options'
import type { OperationId } from '../../contract/operations'
import type { RequestMatch } from '../../controller/assert/match'
import {
  receivedOutcome,
  receivedTimesOutcome,
  type MatcherOutcome,
  type ReceivedArgs,
  type ReceivedTimesArgs,
} from '../../controller/assert/matchers'
import { writeFileCoverage } from './coverage-run'

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
}

/**
 * The mock of a test file: the test kit plus its MSW server.
 *
 * @example
 * petstore.server.use(http.get('http://shop.test/api/v1/pets', () => HttpResponse.json([])))
 */
export interface NodeTestPetstore extends PetstoreTestKit {
  /** The msw server, for `server.use()` overrides (removed after each test). */
  server: SetupServer
}

/**
 * The lifecycle hooks of a test runner, as Vitest and Jest both name them.
 *
 * @example
 * import { afterAll, afterEach, beforeAll } from 'vitest'
 * const runner: RunnerHooks = { beforeAll, afterEach, afterAll }
 */
export interface RunnerHooks {
  beforeAll(fn: () => void | Promise<void>): void
  afterEach(fn: () => void | Promise<void>): void
  afterAll(fn: () => void | Promise<void>): void
}

/**
 * Starts the mock for the current file (or `describe` block) with the given runner's hooks: it
 * listens before the first test; after each test it fails the test if a request broke the
 * contract, then resets the store, the journal and any `server.use()` overrides; it closes
 * after the last test.
 *
 * @example
 * import { afterAll, afterEach, beforeAll } from '@jest/globals'
 * const petstore = usePetstoreWith({ beforeAll, afterEach, afterAll }, { scenario: 'empty' })
 */
export function usePetstoreWith(
  runner: RunnerHooks,
  options: UsePetstoreOptions = {},
): NodeTestPetstore {
  checkTestOptions('usePetstore', options)
  const { onUnhandledRequest = 'warn', ...kitOptions } = options
  const petstore = createTestKit(kitOptions)
  const server = setupServer(...petstore.handlers)
  runner.beforeAll(() => {
    server.listen({ onUnhandledRequest: petstore.guard.onUnhandledRequest(onUnhandledRequest) })
  })
  // Throwing in afterEach fails the test that just ran, which is the one that sent the request.
  runner.afterEach(async () => {
    try {
      await petstore.guard.check()
    } finally {
      server.resetHandlers()
      await petstore.reset()
    }
  })
  runner.afterAll(() => {
    server.close()
    writeFileCoverage(petstore.coverage())
  })
  return extendPetstore(petstore, { server })
}

/**
 * `toHaveReceived` and `toHaveReceivedTimes` for `expect.extend` of Vitest or Jest.
 *
 * @example
 * expect.extend(petstoreMatchers)
 * expect(petstore).toHaveReceived('createOrder', { body: { petId: 3 } })
 */
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

/**
 * The matchers the Vitest and Jest entries add to `expect`, typed once for both runners.
 *
 * @example
 * expect(petstore).toHaveReceived('createOrder', { body: { petId: 3 } })
 */
export interface PetstoreMatchers<R> {
  /**
   * Passes when the mock received a request to `operationId` matching `match`; otherwise
   * lists the closest requests and how each differed.
   *
   * @example
   * expect(petstore).toHaveReceived('createOrder', { body: { petId: 3 } })
   */
  toHaveReceived<Id extends OperationId>(operationId: Id, match?: RequestMatch<Id>): R
  /**
   * Passes when the mock received exactly `times` requests to `operationId` matching `match`.
   *
   * @example
   * expect(petstore).toHaveReceivedTimes('listPets', 1, { query: { status: ['available'] } })
   */
  toHaveReceivedTimes<Id extends OperationId>(
    operationId: Id,
    times: number,
    match?: RequestMatch<Id>,
  ): R
}
