/**
 * The Jest entry: the same `usePetstore()` as `petstore-mock/vitest` (listen, verify and reset
 * after each test, close) and the same `toHaveReceived` matchers, on Jest's hooks and `expect`.
 * Works in Jest's node environment and in jsdom through `jest-fixed-jsdom`. The logic is shared
 * with the Vitest entry in test-kit/runner.ts.
 */
// Jest's runtime answers this import itself (node_modules or not), so the entry works with
// `injectGlobals: false` too.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import {
  petstoreMatchers,
  usePetstoreWith,
  type NodeTestPetstore,
  type PetstoreMatchers,
  type UsePetstoreOptions,
} from '../test-kit/runner'

/**
 * The mock of a Jest file: the test kit plus its MSW server.
 *
 * @example
 * petstore.server.use(http.get('http://shop.test/api/v1/pets', () => HttpResponse.json([])))
 */
export type JestPetstore = NodeTestPetstore

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
export function usePetstore(options: UsePetstoreOptions = {}): JestPetstore {
  return usePetstoreWith(
    { beforeAll, beforeEach, afterEach, afterAll },
    options,
    'petstore-mock/jest',
  )
}

expect.extend(petstoreMatchers)

// `expect` from '@jest/globals' is typed by the `expect` package…
declare module 'expect' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type -- must repeat expect's own declaration
  interface Matchers<R extends void | Promise<void>, T = unknown> extends PetstoreMatchers<R> {}
}

// …and the global `expect` by @types/jest.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- @types/jest's own shape
  namespace jest {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type -- must repeat @types/jest's declaration
    interface Matchers<R, T = {}> extends PetstoreMatchers<R> {}
  }
}

export type { UsePetstoreOptions } from '../test-kit/runner'
export type { RequestMatch } from '../../controller/assert/match'
export type { Given } from '../../controller/arrange/given'
export type { OneOffReply } from '../../runtime/next-response'
export type { StoreSnapshot } from '../test-kit/snapshot'
export { RequestContractError, ContractRejectionError } from '../test-kit/guard'
