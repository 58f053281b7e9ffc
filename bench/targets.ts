/**
 * The performance targets, checked against one bench run and printed beside it. They live here,
 * never in a timed test: a loaded machine slows the mock and the bare handler alike, so only
 * ratios measured in the same run (and the absolute budgets below) mean anything.
 */
import type { CoverageCost } from './coverage'
import type { CreateResult } from './creates'
import type { CaseResult } from './node'
import type { ResetResult } from './reset'
import type { SeedResult } from './seed'
import type { SuiteResult } from './vitest-suite'

/** One target and how the run did against it. */
export interface TargetCheck {
  target: string
  measured: string
  limit: string
  ok: boolean
}

const byId = new Set([
  'getPetById',
  'updatePet',
  'deletePet',
  'getInventoryItem',
  'updateInventory',
  'getOrderById',
  'updateOrder',
  'cancelOrder',
])
const creates = new Set(['createPet', 'createOrder'])

// The ratio limit of an in-process operation: by-id ≤ 1.3, creates ≤ 1.5, lists ≤ 2.
function ratioLimit(name: string): number {
  if (byId.has(name)) return 1.3
  if (creates.has(name)) return 1.5
  return 2
}

/**
 * Every target, checked.
 *
 * @example
 * checkTargets({ results, size: 100_000, seeding, resets, suite }).filter((t) => !t.ok)
 */
export function checkTargets(run: {
  results: CaseResult[]
  size: number
  seeding: SeedResult
  resets: ResetResult[]
  suite?: SuiteResult
  coverage?: CoverageCost
  creates?: CreateResult[]
}): TargetCheck[] {
  const checks: TargetCheck[] = run.results
    .filter((r) => r.size === run.size)
    .map((r) => {
      const limit = ratioLimit(r.name)
      return {
        target: `${r.name} @${r.size}: ratio to bare MSW`,
        measured: r.ratio.toFixed(2),
        limit: `≤ ${limit}`,
        ok: r.ratio <= limit,
      }
    })
  checks.push(
    {
      target: `seeding ${run.seeding.size} pets: ratio to bare @msw/data creates`,
      measured: run.seeding.ratio.toFixed(2),
      limit: '≤ 2',
      ok: run.seeding.ratio <= 2,
    },
    {
      target: `heap for ${run.seeding.size} pets`,
      measured: `${run.seeding.heapMb.toFixed(1)} MB`,
      limit: '≤ 130 MB',
      ok: run.seeding.heapMb <= 130,
    },
  )
  const throughServer = run.creates?.find((c) => c.entry === 'createPetstoreServer')
  if (throughServer) {
    checks.push({
      target: `createPet @${throughServer.size} through createPetstoreServer: ratio to a bare handler reading the body`,
      measured: `${throughServer.ratio.toFixed(2)} (CPU ${throughServer.cpuRatio.toFixed(2)})`,
      limit: '≤ 1.15',
      ok: throughServer.ratio <= 1.15,
    })
  }
  const [small, large] = run.resets
  if (small) {
    checks.push({
      target: small.name,
      measured: `${small.medianMs.toFixed(3)} ms`,
      limit: '≤ 0.2 ms',
      ok: small.medianMs <= 0.2,
    })
  }
  if (large) {
    checks.push({
      target: large.name,
      measured: `${large.medianMs.toFixed(1)} ms`,
      limit: '≤ 30 ms',
      ok: large.medianMs <= 30,
    })
  }
  if (run.coverage) {
    checks.push({
      target: `coverage bookkeeping: share of a ${run.coverage.request} request`,
      measured: `${(run.coverage.share * 100).toFixed(3)} %`,
      limit: '≤ 5 %',
      ok: run.coverage.share <= 0.05,
    })
  }
  if (run.suite) {
    checks.push({
      target: `${run.suite.tests}-test Vitest file: usePetstore / bare setupServer`,
      measured: run.suite.ratio.toFixed(2),
      limit: '≤ 1.3',
      ok: run.suite.ratio <= 1.3,
    })
  }
  return checks
}

/**
 * The checks as a markdown table.
 *
 * @example
 * console.log(targetTable(checks))
 */
export function targetTable(checks: TargetCheck[]): string {
  return [
    '| target | measured | limit | met |',
    '| --- | ---: | ---: | :---: |',
    ...checks.map(
      (c) => `| ${c.target} | ${c.measured} | ${c.limit} | ${c.ok ? 'yes' : '**no**'} |`,
    ),
  ].join('\n')
}
