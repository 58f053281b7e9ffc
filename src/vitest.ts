/**
 * The Vitest entry: `usePetstore()` wires the mock into a test file (listen, verify and reset
 * after each test, close) and registers the `toHaveReceived` matchers.
 */
import { setupServer, type SetupServer } from 'msw/node'
import type { UnhandledRequestStrategy } from 'msw'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { OperationId } from './contract/operations'
import { createTestKit, type PetstoreTestKit, type PetstoreTestOptions } from './testing/kit'
import type { RequestMatch } from './testing/match'
import {
  receivedOutcome,
  receivedTimesOutcome,
  type ReceivedArgs,
  type ReceivedTimesArgs,
} from './testing/matchers'

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
 * The mock of a Vitest file: the test kit plus its MSW server.
 *
 * @example
 * petstore.server.use(http.get('http://shop.test/api/v1/pets', () => HttpResponse.json([])))
 */
export interface VitestPetstore extends PetstoreTestKit {
  /** The msw server, for `server.use()` overrides (removed after each test). */
  server: SetupServer
}

/**
 * Starts the mock for the current file (or `describe` block): it listens before the first test;
 * after each test it fails the test if a request broke the contract, then resets the store,
 * the journal and any `server.use()` overrides; it closes after the last test.
 *
 * @example
 * const petstore = usePetstore({ baseUrl: 'http://shop.test/api/v1', scenario: 'empty' })
 *
 * test('orders the pet', async () => {
 *   const pet = await petstore.given.pet()
 *   await placeOrder(pet.id)
 *   expect(petstore).toHaveReceived('createOrder', { body: { petId: pet.id } })
 * })
 */
export function usePetstore(options: UsePetstoreOptions = {}): VitestPetstore {
  const { onUnhandledRequest = 'warn', ...kitOptions } = options
  const petstore = createTestKit(kitOptions)
  const server = setupServer(...petstore.handlers)
  beforeAll(() => {
    server.listen({ onUnhandledRequest: petstore.guard.onUnhandledRequest(onUnhandledRequest) })
  })
  // Throwing in afterEach fails the test that just ran, which is the one that sent the request.
  afterEach(async () => {
    try {
      await petstore.guard.check()
    } finally {
      server.resetHandlers()
      await petstore.reset()
    }
  })
  afterAll(() => server.close())
  return Object.assign(petstore, { server })
}

expect.extend({
  toHaveReceived(received: unknown, ...args: ReceivedArgs) {
    return receivedOutcome(received, ...args)
  },
  toHaveReceivedTimes(received: unknown, ...args: ReceivedTimesArgs) {
    return receivedTimesOutcome(received, ...args)
  },
})

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- must repeat vitest's own declaration
  interface Assertion<T = any> {
    /**
     * Passes when the mock received a request to `operationId` matching `match`; otherwise
     * lists the closest requests and how each differed.
     *
     * @example
     * expect(petstore).toHaveReceived('createOrder', { body: { petId: 3 } })
     */
    toHaveReceived<Id extends OperationId>(operationId: Id, match?: RequestMatch<Id>): T
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
    ): T
  }
}

export { createTestKit, type PetstoreTestKit, type PetstoreTestOptions } from './testing/kit'
export type { RequestMatch } from './testing/match'
export type { Given, GivenCategory, GivenOrder, GivenPet } from './testing/given'
export type { OneOffReply } from './testing/next-response'
export type { StoreSnapshot } from './testing/snapshot'
export { ContractRejectionError, type Rejection, type RejectionKind } from './testing/guard'
