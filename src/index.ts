/**
 * petstore-mock: a stateful, contract-checked mock of the Petstore API for MSW.
 * This entry is environment-neutral; use `petstore-mock/node` or `petstore-mock/browser` to run
 * it. It exports what the README's "What each entry exports" documents, and nothing else: the
 * handlers, resolvers and harness internals stay inside the package.
 */
export {
  createPetstore,
  type Petstore,
  type PetstoreOptions,
  type ClockSetting,
} from './core/petstore'
export { scenarios, type Scenario, type ScenarioName } from './core/factories/scenarios'
export { ContractViolationError } from './core/contract/conformance'
export { defaultApiKeys, type ApiKeys, type Scope } from './core/runtime/auth'
export {
  contractOperations,
  getOperation,
  type OperationId,
  type OperationInfo,
} from './core/contract/operations'
export type { PetstoreDatabase } from './core/db/database'
export type { Category, Pet, PetStatus, InventoryItem, Order } from './core/db/schemas'
export type { ErrorBody, ErrorCode } from './core/errors'
export type { JournalEntry, RequestJournal } from './core/runtime/journal'
export type { ChaosSettings, LatencySetting } from './core/harness/chaos'
export type { components, operations, paths } from './core/generated/openapi'
