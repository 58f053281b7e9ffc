/**
 * The Vitest entry: `usePetstore()` wires the mock into a test file (listen, verify and reset
 * after each test, close) and registers the `toHaveReceived` matchers. The logic is shared with
 * the Jest entry in test-kit/runner.ts; this file only hands it Vitest's hooks and `expect`.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import {
  petstoreMatchers,
  usePetstoreWith,
  type NodeTestPetstore,
  type PetstoreMatchers,
  type UsePetstoreOptions,
} from '../test-kit/runner'
import { startCoverageRun, type PetstoreCoverageOptions } from '../test-kit/coverage-run'

/**
 * The mock of a Vitest file: the test kit plus its MSW server.
 *
 * @example
 * petstore.server.use(http.get('http://shop.test/api/v1/pets', () => HttpResponse.json([])))
 */
export type VitestPetstore = NodeTestPetstore

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
  return usePetstoreWith({ beforeAll, beforeEach, afterEach, afterAll }, options)
}

/**
 * One API coverage report for the whole Vitest run: use it as a `globalSetup`. At the end it
 * merges every test file's coverage, writes `petstore-coverage.json`, prints a table and fails the
 * run below `minOperations` / `minResponses` (0 to 1), naming what was never exercised.
 *
 * @example
 * // petstore-coverage.setup.ts, listed in vitest.config's test.globalSetup
 * export default petstoreCoverage({ minOperations: 1, minResponses: 0.6 })
 */
export function petstoreCoverage(options: PetstoreCoverageOptions = {}): () => () => void {
  return () => {
    const teardown = startCoverageRun(options)
    return () => {
      try {
        teardown()
      } catch (error) {
        // A throw in a global teardown is only logged by Vitest; the exit code is what fails CI.
        console.error(error instanceof Error ? error.message : error)
        process.exitCode = 1
      }
    }
  }
}

expect.extend(petstoreMatchers)

declare module 'vitest' {
  // Matchers, not Assertion: augmenting Assertion does not reach users' projects (Vitest
  // re-exports it). Without type parameters: Vitest 4 declares Matchers<T = any>, Vitest 5
  // Matchers<R, T>, and TypeScript merges a declaration with none into either (TS2428 else).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation
  interface Matchers extends PetstoreMatchers<void> {}
}

export type { UsePetstoreOptions } from '../test-kit/runner'
export type { RequestMatch } from '../../controller/assert/match'
export type { Given } from '../../controller/arrange/given'
export type { OneOffReply } from '../../runtime/next-response'
export type { StoreSnapshot } from '../test-kit/snapshot'
export { RequestContractError, ContractRejectionError } from '../test-kit/guard'
