/**
 * The test kit: one mock plus everything a test arranges and asserts with (given, one-off
 * replies, snapshots, scenarios, journal queries and the contract guard). Environment-neutral;
 * `petstore-mock/vitest` and `petstore-mock/playwright` attach it to MSW and to the runner.
 */
import type { Faker } from '@faker-js/faker'
import type { OperationId } from '../../contract/operations'
import { createFaker } from '../../factories/faker'
import type { Scenario, ScenarioName } from '../../factories/scenarios'
import {
  createPetstore,
  extendPetstore,
  type Petstore,
  type PetstoreOptions,
} from '../../controller/petstore'
import type { JournalEntry } from '../../runtime/journal'
import { createGiven, type Given } from './given'
import { ContractGuard, type RejectionKind } from './guard'
import { findRequests, type AnyRequestMatch, type RequestMatch } from './match'
import { createNextResponses, type OneOffReply } from './next-response'

/**
 * Options of a mock used in tests.
 *
 * @example
 * const options: PetstoreTestOptions = { scenario: 'empty', allow: ['unauthorized'] }
 */
export interface PetstoreTestOptions extends PetstoreOptions {
  /** Contract rejections the tests cause on purpose; they do not fail the test. Default none. */
  allow?: readonly RejectionKind[]
}

/**
 * A mock with the arrange / assert API of the test integrations. `snapshot()` and `restore()`
 * come from the core, so they share its lifecycle with `reset()` and the requests.
 *
 * @example
 * const pet = await petstore.given.pet()
 * petstore.received('createOrder', { body: { petId: pet.id } }) // journal entries
 */
export interface PetstoreTestKit extends Petstore {
  /** Builders that store consistent records through the API's state rules. */
  given: Given
  /**
   * Answers only the next request to `operationId` with this reply (or only delays it).
   * Returns a function that cancels the reply if it is still unused. Replies outside openapi.yaml
   * are refused here; send one on purpose with `server.use()` / `network.use()`.
   */
  nextResponse<Id extends OperationId>(operationId: Id, reply: OneOffReply<Id>): () => void
  /**
   * Replaces the store with a named (or your own) scenario for this test; await it before acting.
   * `reset()` still goes back to the mock's own scenario.
   */
  scenario(scenario: ScenarioName | Scenario): Promise<void>
  /** The journal entries that match, oldest first. */
  received<Id extends OperationId>(operationId: Id, match?: RequestMatch<Id>): JournalEntry[]
  /** The guard that fails a test on requests the contract rejects. */
  guard: ContractGuard
}

/**
 * Creates a mock for tests. A reset also forgets unused one-offs and reseeds `given`'s faker,
 * so every test starts from the same store and builds the same names.
 *
 * @example
 * const petstore = createTestKit({ scenario: 'empty' })
 * setupServer(...petstore.handlers).listen({ onUnhandledRequest: petstore.guard.onUnhandledRequest() })
 * const pet = await petstore.given.pet({ status: 'sold' })
 * petstore.nextResponse('createOrder', { status: 503 })
 */
export function createTestKit(options: PetstoreTestOptions = {}): PetstoreTestKit {
  const { allow, ...mockOptions } = options
  // The guard needs the mock's context, the mock's handler needs the guard: tied by a closure.
  const tie: { guard?: ContractGuard } = {}
  const petstore = createPetstore(mockOptions, {
    observe: (request, answer) => (tie.guard ? tie.guard.observe(request, answer) : answer()),
  })
  const seed = options.seed ?? 1
  // Built on first use and reseeded lazily: a new Faker costs ~0.3 ms, and most tests never call
  // `given`, so a reset only marks it stale (reseeding in place yields the same sequence).
  let faker: Faker | undefined
  let stale = false
  const currentFaker = (): Faker => {
    if (!faker) faker = createFaker(seed)
    else if (stale) faker.seed(seed)
    stale = false
    return faker
  }
  const oneOffs = createNextResponses(petstore.requests)
  petstore.addHook(oneOffs.hook)
  const guard = new ContractGuard(petstore, { allow, isInjected: oneOffs.answered })
  tie.guard = guard
  petstore.onStoreReplaced((reason) => {
    if (reason !== 'reset') return
    oneOffs.clear()
    stale = true
  })

  return extendPetstore(petstore, {
    guard,
    given: createGiven(petstore, currentFaker),
    nextResponse: <Id extends OperationId>(operationId: Id, reply: OneOffReply<Id>) =>
      oneOffs.add(operationId, reply),
    scenario: (scenario: ScenarioName | Scenario) =>
      petstore.restore(petstore.scenarioStore(scenario)),
    received: <Id extends OperationId>(operationId: Id, match?: RequestMatch<Id>) =>
      findRequests(petstore.requests.entries, operationId, match as AnyRequestMatch),
  })
}
