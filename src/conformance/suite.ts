/**
 * Contract mode: the whole conformance suite against any base URL. Discovers ids, sends the
 * hostile groups (checking that they change nothing), fuzzes every operation with valid and
 * broken requests, then checks the state rules. Environment-neutral: give it any fetch.
 */
import type { CoverageReport } from '../runtime/coverage'
import { DEFAULT_RUNS, DEFAULT_SEED } from './defaults'
import { fuzzProperty, propertySeed, type FuzzKind, type PropertySummary } from './fuzz'
import { requestsFor } from './generators'
import { hostileGroups } from './hostile'
import type { Problem } from './checks'
import type { Exchange } from './remote'
import { readStore, stateRuleProblems } from './invariants'
import { discover, snapshot } from './lists'
import { TransportError } from './remote'
import { Runner, RunStopped, type ConformanceFailure } from './run-state'
import type { RequestPlan } from './plan'
import { operationSpecs, type OperationSpec } from './spec'

export { DEFAULT_SEED } from './defaults'

/** What to run, and where. */
export interface ConformanceOptions {
  /** Where the API lives, e.g. `http://localhost:3000/api/v1`. */
  baseUrl: string
  /** A key with read and write scopes. */
  key: string
  /** A read-only key; when given, reads sometimes use it and every write must refuse it (403). */
  readOnlyKey?: string
  /** The fetch to use; default globalThis.fetch, looked up per request. */
  fetch?: typeof fetch
  /** Default DEFAULT_SEED. */
  seed?: number
  /** Generated requests per operation and kind (valid, mutated). Default 100. */
  numRuns?: number
  /** Only these properties: `createPet` (both kinds) or `createPet:valid`. Skips the hostile groups. */
  only?: string[]
  /** fast-check replay path; needs `only` to name one property. */
  path?: string
  /** Send the hostile groups. Default true (false when `only` is set). */
  hostile?: boolean
  /** Check the state rules at the end. Default true. */
  invariants?: boolean
  /** Shrink failures to minimal requests. Default true. */
  shrink?: boolean
  /** Called with a line of progress after each phase step. */
  onProgress?: (line: string) => void
  /** How long one request may take, answer read. Default 30 s. */
  timeoutMs?: number
  /**
   * When the server stops answering: false (default) stops the run and reports what was found;
   * true waits for it to come back (up to 60 s) and goes on.
   */
  keepGoing?: boolean
}

/** A hostile group's outcome. */
export interface HostileSummary {
  name: string
  cases: number
  failed: number
}

/** Everything a run found. */
export interface ConformanceReport {
  ok: boolean
  baseUrl: string
  seed: number
  numRuns: number
  /** HTTP requests sent in all. */
  requests: number
  durationMs: number
  /** Why the run ended early (the server stopped answering); absent when it ran to the end. */
  stopped?: string
  properties: PropertySummary[]
  hostile: HostileSummary[]
  failures: ConformanceFailure[]
  /** Which documented responses the run reached. */
  coverage: CoverageReport
}

const methodOrder: Record<string, number> = { GET: 0, PUT: 1, POST: 2, PATCH: 3, DELETE: 4 }

/**
 * Operations in the order the fuzz phase visits them: reads, replacements, creates, partial
 * updates, deletes. Replacing first puts stock in place, so many orders get placed; some are
 * then completed and the rest are left for cancelling; deletes come last so the records every
 * other operation needs still exist when it runs.
 */
export function fuzzOrder(): OperationSpec[] {
  return [...operationSpecs].sort(
    (a, b) => (methodOrder[a.method] ?? 9) - (methodOrder[b.method] ?? 9),
  )
}

function selected(only: string[] | undefined, op: OperationSpec, kind: FuzzKind): boolean {
  if (!only) return true
  return only.some((entry) => {
    const [id, which] = entry.split(':')
    return id === op.operationId && (which === undefined || which === kind)
  })
}

// A server may answer 413 and close the connection while an oversized body is still being sent
// (RFC 9110 allows it); the client then sees the write fail, not the answer. That is a refusal.
// Any other lost connection is a finding of that case (recorded by `lost`), and the run goes on.
async function runHostileCase(
  runner: Runner,
  title: string,
  plan: RequestPlan,
): Promise<{ exchange?: Exchange; problems: Problem[]; recorded?: true }> {
  try {
    return await runner.run(plan)
  } catch (error) {
    if (!(error instanceof TransportError)) throw error
    const refusesBody = 'reject' in plan.expect && plan.expect.reject.status === 413
    if (refusesBody && !error.refused) return { problems: [] }
    await runner.lost('hostile', title, error, plan.operationId)
    return { problems: [], recorded: true }
  }
}

async function runHostile(
  runner: Runner,
  readOnlyKey: boolean,
  progress: (line: string) => void,
  summaries: HostileSummary[],
): Promise<void> {
  for (const group of hostileGroups({ readOnlyKey })) {
    const before = await snapshot(runner)
    let failed = 0
    for (const { name, plan } of group.cases) {
      const outcome = await runHostileCase(runner, `${group.name}: ${name}`, plan)
      if (outcome.recorded) failed++
      if (outcome.problems.length > 0) {
        failed++
        runner.fail('hostile', `${group.name}: ${name}`, outcome.problems, outcome.exchange)
      }
    }
    const after = await snapshot(runner)
    if (after !== before) {
      failed++
      runner.fail('hostile', `${group.name}: the data changed`, [
        { check: 'data_unchanged', message: firstDifference(before, after) },
      ])
    }
    summaries.push({ name: group.name, cases: group.cases.length, failed })
    progress(`hostile: ${group.name}: ${group.cases.length} cases, ${failed} failed`)
  }
}

function firstDifference(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown[]>
  const b = JSON.parse(after) as Record<string, unknown[]>
  for (const list of Object.keys(a)) {
    const x = a[list] ?? []
    const y = b[list] ?? []
    if (x.length !== y.length) return `${list} had ${x.length} items, now ${y.length}`
    for (let i = 0; i < x.length; i++) {
      if (JSON.stringify(x[i]) !== JSON.stringify(y[i])) {
        return `${list}[${i}] was ${JSON.stringify(x[i])}, now ${JSON.stringify(y[i])}`
      }
    }
  }
  return 'the lists differ'
}

/**
 * Runs the conformance suite against a server and reports every broken promise.
 *
 * @example
 * const report = await runConformance({
 *   baseUrl: 'http://localhost:3000/api/v1',
 *   key: 'petstore-demo-key',
 *   readOnlyKey: 'petstore-readonly-key',
 *   numRuns: 200,
 * })
 * if (!report.ok) console.error(formatReport(report))
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = Date.now()
  const seed = options.seed ?? DEFAULT_SEED
  const numRuns = options.numRuns ?? DEFAULT_RUNS
  const progress = options.onProgress ?? (() => undefined)
  const runner = new Runner({ ...options, onProgress: progress })
  const readOnlyKey = options.readOnlyKey !== undefined
  const properties: PropertySummary[] = []
  const hostile: HostileSummary[] = []
  try {
    await discover(runner)
    progress(`discovery: ${runner.requests} requests`)
    if (options.hostile ?? options.only === undefined) {
      await runHostile(runner, readOnlyKey, progress, hostile)
    }
    await runFuzz(runner, options, { seed, numRuns, readOnlyKey }, properties, progress)
    if (options.invariants !== false) {
      const view = await readStore(runner)
      const problems = view ? stateRuleProblems(view) : []
      if (problems.length > 0)
        runner.fail('invariants', 'the state rules of openapi.yaml', problems)
      progress(
        view
          ? `invariants: ${problems.length} problems`
          : 'invariants: the lists could not be read',
      )
    }
  } catch (error) {
    // The server went away: what was found until then is the report.
    if (!(error instanceof RunStopped)) throw error
  }

  return {
    ok: runner.failures.length === 0 && runner.stopped === undefined,
    baseUrl: runner.baseUrl,
    seed,
    numRuns,
    requests: runner.requests,
    durationMs: Date.now() - started,
    ...(runner.stopped !== undefined && { stopped: runner.stopped }),
    properties,
    hostile,
    failures: runner.failures,
    coverage: runner.coverage.report(),
  }
}

async function runFuzz(
  runner: Runner,
  options: ConformanceOptions,
  run: { seed: number; numRuns: number; readOnlyKey: boolean },
  properties: PropertySummary[],
  progress: (line: string) => void,
): Promise<void> {
  for (const op of fuzzOrder()) {
    const index = operationSpecs.indexOf(op)
    const arbitraries = requestsFor(op, { readOnlyKey: run.readOnlyKey })
    for (const kind of ['valid', 'mutated'] as const) {
      if (!selected(options.only, op, kind)) continue
      const summary = await fuzzProperty(runner, op, kind, arbitraries[kind], {
        seed: propertySeed(run.seed, index * 2 + (kind === 'mutated' ? 1 : 0)),
        numRuns: run.numRuns,
        ...(options.path !== undefined && { path: options.path }),
        ...(options.shrink !== undefined && { shrink: options.shrink }),
      })
      properties.push(summary)
      const statuses = Object.entries(summary.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')
      progress(
        `fuzz: ${op.operationId} ${kind}: ${summary.runs} runs, ${statuses}${summary.failed ? ' FAILED' : ''}`,
      )
      if (runner.stopped !== undefined) throw new RunStopped(runner.stopped)
    }
  }
}
