/**
 * What API coverage bookkeeping costs a request (issue 13). There is no switch to turn coverage
 * off (every journal counts), so the mock cannot be timed with and without it. Instead the
 * bookkeeping itself, `Coverage.record` (the one call the journal makes per answer), is timed
 * alone and set against the mean of a by-id request measured in the same run. Timed alone it
 * runs hot in cache, so each round cycles through every documented (operation, status) pair and
 * the slowest round counts, not the fastest.
 */
import { Coverage } from '../src/runtime/coverage'
import { contractOperations } from '../src/contract/operations'

/** The cost of one coverage record against one request. */
export interface CoverageCost {
  /** Microseconds per `Coverage.record` call: the slowest of the rounds. */
  recordUs: number
  /** The by-id request it is set against, and its mean in ms in the same run. */
  request: string
  requestMs: number
  /** recordUs as a share of the request. */
  share: number
}

/**
 * Times `Coverage.record` and sets it against a request's mean.
 *
 * @example
 * benchCoverage({ request: 'getPetById @100000', requestMs: 0.8 }).share // e.g. 0.0002
 */
export function benchCoverage(against: { request: string; requestMs: number }): CoverageCost {
  const pairs = contractOperations.flatMap((op) =>
    op.statuses.map((status) => [op.operationId, status] as const),
  )
  const calls = 200_000
  const perRound: number[] = []
  for (let round = 0; round < 7; round++) {
    const coverage = new Coverage()
    const started = performance.now()
    for (let i = 0; i < calls; i++) {
      const [operationId, status] = pairs[i % pairs.length] as (typeof pairs)[number]
      coverage.record(operationId, status, i % 16 === 0)
    }
    perRound.push(((performance.now() - started) * 1000) / calls)
    // The report is what a run reads at the end; built here so nothing is optimised away.
    if (coverage.report().summary.operationsSeen === 0) throw new Error('coverage counted nothing')
  }
  const recordUs = Math.max(...perRound.slice(1))
  return { recordUs, ...against, share: recordUs / (against.requestMs * 1000) }
}
