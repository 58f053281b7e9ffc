/**
 * petstore-mock: a stateful, contract-checked mock of the Petstore API for MSW.
 * This entry is environment-neutral; use `petstore-mock/node` or `petstore-mock/browser` to run it.
 */
export { createPetstore, type Petstore, type PetstoreOptions, type ClockSetting } from './petstore'
export { PetstoreDatabase } from './db/database'
export type { Category, Pet, PetStatus, InventoryItem, Order } from './db/schemas'
export { buildCategory, buildOrder, buildPet } from './factories/builders'
export { createFaker } from './factories/faker'
export { scenarios, type Scenario, type ScenarioName } from './factories/scenarios'
export { resolvers, createHandlers } from './handlers'
export { ApiError, errorCodes, type ErrorBody, type ErrorCode } from './errors'
export { defaultApiKeys, type ApiKeys, type Scope } from './runtime/auth'
export { RequestJournal, type JournalEntry } from './runtime/journal'
export { contractOperations, getOperation, type OperationId } from './contract/operations'
export { contractViolations, ContractViolationError } from './contract/conformance'
export type { components, operations, paths } from './generated/openapi'
export {
  createChaosHook,
  parsePrefer,
  latencyRange,
  type ChaosSettings,
  type LatencySetting,
} from './harness/chaos'
