/**
 * One fast-check property per operation and kind (valid or mutated): send each generated
 * request, check the answer, follow up on creates and deletes, and on failure keep the shrunk
 * request with the seed and path that replay it.
 */
import fc from 'fast-check'
import type { Problem } from './checks'
import type { Exchange } from './remote'
import { followUp } from './links'
import type { RequestPlan } from './plan'
import { TransportError } from './remote'
import { RunStopped, type Runner } from './run-state'
import type { OperationSpec } from './spec'

/** Valid requests must be accepted; mutated ones must be refused with the right 4xx. */
export type FuzzKind = 'valid' | 'mutated'

/** What one property did. */
export interface PropertySummary {
  operationId: string
  kind: FuzzKind
  seed: number
  /** Generated requests (shrinking runs included). */
  runs: number
  /** HTTP requests sent, follow-ups included. */
  requests: number
  /** How often each status came back for the generated requests. */
  statuses: Record<string, number>
  failed: boolean
}

/** How a property runs. */
export interface PropertyOptions {
  seed: number
  numRuns: number
  /** fast-check replay path of an earlier failure. */
  path?: string
  /** Shrink a failure to a minimal request (more requests, clearer report). Default true. */
  shrink?: boolean
}

/**
 * A fast-check seed for one property, derived from the run's seed so each property replays alone.
 */
export function propertySeed(seed: number, index: number): number {
  let x = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0
  return (x ^ (x >>> 16)) & 0x7fffffff
}

interface Failure {
  title: string
  exchange: Exchange | undefined
  problems: Problem[]
  followUp: boolean
}

/** Runs one property against the runner's server and records a failure in the runner. */
export async function fuzzProperty(
  runner: Runner,
  op: OperationSpec,
  kind: FuzzKind,
  requests: fc.Arbitrary<RequestPlan>,
  options: PropertyOptions,
): Promise<PropertySummary> {
  const statuses: Record<string, number> = {}
  const before = runner.requests
  let runs = 0
  let last: Failure | undefined
  const property = fc.asyncProperty(requests, async (plan) => {
    // A run that stopped (the server went away) sends nothing more; each case passes at once.
    if (runner.stopped !== undefined) return
    runs++
    const title = `${op.operationId} (${kind}): ${plan.kind}`
    let failure: Failure | undefined
    try {
      const outcome = await runner.run(plan)
      const status = String(outcome.exchange.response.status)
      statuses[status] = (statuses[status] ?? 0) + 1
      if (outcome.problems.length > 0) {
        failure = { title, exchange: outcome.exchange, problems: outcome.problems, followUp: false }
      } else {
        const next = await followUp(runner, outcome.exchange)
        if (next) {
          const sent = `${next.exchange.plan.kind} (${next.exchange.request.method} ${next.exchange.request.url})`
          failure = {
            title: `${title}, then ${sent}`,
            exchange: next.exchange,
            problems: next.problems,
            followUp: true,
          }
        }
      }
    } catch (error) {
      if (error instanceof RunStopped) return
      if (!(error instanceof TransportError)) throw error
      // A lost connection says nothing about the input, so it is recorded as is, not shrunk.
      await runner.lost('fuzz', title, error, op.operationId).catch((stop: unknown) => {
        if (!(stop instanceof RunStopped)) throw stop
      })
      return
    }
    if (failure) {
      last = failure
      throw new Error(failure.problems.map((p) => `${p.check}: ${p.message}`).join('; '))
    }
  })
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.numRuns,
    endOnFailure: options.shrink === false,
    ...(options.path !== undefined && { path: options.path }),
  })
  if (details.failed) {
    const replay = {
      seed: details.seed,
      path: details.counterexamplePath ?? '',
      only: `${op.operationId}:${kind}`,
    }
    const problems = last?.problems ?? [
      { check: 'transport' as const, message: String(details.errorInstance) },
    ]
    runner.fail(
      last?.followUp ? 'follow-up' : 'fuzz',
      last?.title ?? `${op.operationId} (${kind})`,
      problems,
      last?.exchange,
      replay,
    )
  }
  return {
    operationId: op.operationId,
    kind,
    seed: options.seed,
    runs,
    requests: runner.requests - before,
    statuses,
    failed: details.failed,
  }
}
