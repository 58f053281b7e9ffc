/**
 * The test kit: one mock plus the contract guard that fails a test on requests the contract
 * rejects. Everything a test arranges and asserts with (given, one-off replies, `reply`,
 * snapshots, scenarios, journal queries) is the controller's own; `petstore-mock/vitest`,
 * `petstore-mock/jest` and `petstore-mock/playwright` attach the kit to MSW and to the runner.
 */
import {
  createPetstore,
  extendPetstore,
  type Petstore,
  type PetstoreOptions,
} from '../../controller/petstore'
import { ContractGuard, type RejectionKind } from './guard'

/** Options of a mock used in tests. */
export interface PetstoreTestOptions extends PetstoreOptions {
  /** Contract rejections the tests cause on purpose; they do not fail the test. Default none. */
  allow?: readonly RejectionKind[]
}

/** A mock with the contract guard of the test integrations. */
export interface PetstoreTestKit extends Petstore {
  /** The guard that fails a test on requests the contract rejects. */
  guard: ContractGuard
}

/** Creates a mock for tests, watched by the contract guard. */
export function createTestKit(options: PetstoreTestOptions = {}): PetstoreTestKit {
  const { allow, ...mockOptions } = options
  // The guard needs the mock's context, the mock's handler needs the guard: tied by a closure.
  const tie: { guard?: ContractGuard } = {}
  const petstore = createPetstore(mockOptions, {
    observe: (request, answer) => (tie.guard ? tie.guard.observe(request, answer) : answer()),
  })
  // A one-off or `reply()` answer is the test's own doing, never the app's.
  const guard = new ContractGuard(petstore, {
    allow,
    isInjected: (request) => petstore.context.injected.has(request),
  })
  tie.guard = guard
  return extendPetstore(petstore, { guard })
}
