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
} from '../controller/petstore'
export { scenarios, type Scenario, type ScenarioName } from '../factories/scenarios'
export { ContractViolationError } from '../contract/response-check'
export { defaultApiKeys, type ApiKeys, type Scope } from '../runtime/auth'
export {
  contractOperations,
  getOperation,
  type OperationId,
  type OperationInfo,
} from '../contract/operations'
export type { PetstoreDatabase } from '../db/database'
export type { Category, Pet, PetStatus, InventoryItem, Order } from '../db/schemas'
export type { ErrorBody, ErrorCode } from '../contract/errors'
export type { JournalEntry, RequestJournal } from '../runtime/journal'
export type { ChaosSettings, LatencySetting } from '../runtime/chaos/chaos'
export type { components, operations, paths } from '../contract/generated/openapi'
export type { QueryValue } from '../contract/query'
export type { ArrangeAssert } from '../controller/arrange-assert'
export type { Given, GivenCategory, GivenOrder, GivenPet } from '../controller/arrange/given'
export type { OneOffReply } from '../controller/arrange/next-response'
export type {
  ReplyInit,
  ReplyInput,
  ReplyOptions,
  ReplyResolver,
  UncheckedReply,
  UncheckedResolver,
} from '../controller/arrange/reply'
export type { RequestMatch } from '../controller/assert/match'
export type { MatcherOutcome } from '../controller/assert/matchers'
