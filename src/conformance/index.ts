/**
 * petstore-mock/conformance: checks any running Petstore server against openapi.yaml with the
 * suite that guards the mock: hostile input, seeded generated requests (valid, and with exactly
 * one fault each) for every operation, and the state rules across resources. Environment-neutral:
 * it needs only a fetch.
 */
export { runConformance, type ConformanceOptions, type ConformanceReport } from './suite'
export { formatReport, formatFailure } from './report'
export type { ConformanceFailure } from './run-state'
