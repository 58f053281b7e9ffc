/**
 * Conformance machinery: generate requests from openapi.yaml, check any server's answers against
 * it, and run the whole suite against a base URL. Environment-neutral (any fetch will do).
 */
export {
  runConformance,
  DEFAULT_SEED,
  type ConformanceOptions,
  type ConformanceReport,
} from './suite'
export { formatReport, formatFailure } from './report'
export { checkResponse, type CheckName, type CheckTarget, type Problem } from './checks'
export { requestsFor, validRequest } from './generators'
export { spec } from './spec'
export { mutatedRequest } from './mutations'
export { hostileGroups, type HostileGroup, type HostileCase } from './hostile'
export { Runner, type ConformanceFailure } from './runner'
export {
  materialize,
  send,
  toCurl,
  type Credentials,
  type Exchange,
  type SentRequest,
} from './http'
export { readStore, stateRuleProblems } from './invariants'
export type { RequestPlan, Expectation } from './plan'
