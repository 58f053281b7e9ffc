/**
 * What the Vitest and Jest entries share: `usePetstore` wired to a runner's hooks, and the
 * matchers in the shape both runners' `expect.extend` accept. Each entry passes in its own
 * runner's `beforeAll` / `afterEach` / `afterAll` / `expect`, so neither imports the other.
 */
import type { UnhandledRequestStrategy } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'
import { createTestKit, type PetstoreTestKit, type PetstoreTestOptions } from './kit'
import {
  receivedOutcome,
  receivedTimesOutcome,
  type MatcherOutcome,
  type ReceivedArgs,
  type ReceivedTimesArgs,
} from './matchers'

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

const strategies = ['bypass', 'warn', 'error']

function checkOptions(options: unknown): asserts options is UsePetstoreOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(
      `usePetstore(options): options must be an object such as { scenario: 'empty' }, not ${JSON.stringify(options)}`,
    )
  const { onUnhandledRequest } = options as UsePetstoreOptions
  if (
    onUnhandledRequest !== undefined &&
    typeof onUnhandledRequest !== 'function' &&
    !strategies.includes(onUnhandledRequest)
  )
    throw new TypeError(
      `usePetstore: onUnhandledRequest must be 'bypass', 'warn', 'error' or a function, not ${JSON.stringify(onUnhandledRequest)}`,
    )
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
  checkOptions(options)
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
  runner.afterAll(() => server.close())
  return Object.assign(petstore, { server })
}

/**
 * `toHaveReceived` and `toHaveReceivedTimes` for `expect.extend` of Vitest or Jest.
 *
 * @example
 * expect.extend(petstoreMatchers)
 * expect(petstore).toHaveReceived('createOrder', { body: { petId: 3 } })
 */
export const petstoreMatchers = {
  toHaveReceived(received: unknown, ...args: ReceivedArgs): MatcherOutcome {
    return receivedOutcome(received, ...args)
  },
  toHaveReceivedTimes(received: unknown, ...args: ReceivedTimesArgs): MatcherOutcome {
    return receivedTimesOutcome(received, ...args)
  },
}
