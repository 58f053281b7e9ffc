/**
 * petstore-mock: a stateful, contract-checked mock of the Petstore API for MSW.
 * This entry is environment-neutral; use `petstore-mock/node` or `petstore-mock/browser` to run
 * it. It exports what the README's "What each entry exports" documents, and nothing else: the
 * handlers, operation handlers and harness internals stay inside the package.
 */
export { createPetstore, type Petstore, type PetstoreOptions } from '../controller/petstore'
export { scenarios, type Scenario, type ScenarioName } from '../factories/scenarios'
export { fromHar } from '../factories/from-har'
export { fromSnapshot, type ReplayScenario } from '../factories/replay'
export type { Har } from '../runtime/har/types'
export { AnswerContractError, ContractViolationError } from '../contract/response-check'
export { defaultApiKeys } from '../runtime/auth'
export {
  contractOperations,
  getOperation,
  type OperationId,
  type OperationInfo,
} from '../contract/operations'
export type {
  Category,
  NewCategory,
  Pet,
  NewPet,
  Order,
  InventoryItem,
  InventoryUpdate,
  ErrorBody,
} from './api-types'
export type {
  Category as CategoryRecord,
  Pet as PetRecord,
  InventoryItem as InventoryItemRecord,
  Order as OrderRecord,
} from '../db/schemas'
export type { JournalEntry } from '../runtime/journal'
export type { StoreSnapshot } from '../db/snapshot'
export type { components, operations, paths } from '../contract/generated/openapi'
export type { Given } from '../controller/arrange/given'
export type { OneOffReply } from '../runtime/next-response'
export type { RequestMatch } from '../controller/assert/match'
