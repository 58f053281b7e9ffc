/**
 * Human-readable reports: a summary line per phase and, per failure, the broken checks, the
 * response, a curl reproducer and the seed and path that replay it.
 */
import type { CoverageReport } from '../../runtime/coverage'
import type { ConformanceFailure } from './runner'
import type { ConformanceReport } from './suite'

/** How to replay a failure with the tool that found it. */
export type ReplayHint = (
  failure: ConformanceFailure,
  report: ConformanceReport,
) => string | undefined

/**
 * One failure as text.
 *
 * @example
 * console.error(formatFailure(report.failures[0]))
 */
export function formatFailure(failure: ConformanceFailure, replayHint?: string): string {
  const lines = [`✗ [${failure.phase}] ${failure.title}`]
  for (const problem of failure.problems) lines.push(`    ${problem.check}: ${problem.message}`)
  if (failure.response) {
    lines.push(`    answered ${failure.response.status}: ${failure.response.body.slice(0, 600)}`)
  }
  if (failure.curl) lines.push(`    reproduce: ${failure.curl}`)
  if (failure.replay) {
    lines.push(
      `    replay: seed ${failure.replay.seed}, path "${failure.replay.path}" (${failure.replay.only})`,
    )
  }
  if (replayHint) lines.push(`    rerun: ${replayHint}`)
  return lines.join('\n')
}

const SHOWN_GAPS = 6

function coverageLine(coverage: CoverageReport): string {
  const { operationsSeen, operationsTotal, responsesSeen, responsesTotal } = coverage.summary
  // Rate limits and server faults are rarely reachable on purpose; other gaps are named first.
  const rank = (status: number) => (status === 429 || status >= 500 ? 1 : 0)
  const gaps = coverage.operations
    .flatMap((op) =>
      op.documented
        .filter((status) => !op.answered.includes(status))
        .map((status) => ({ status, text: `${op.operationId} ${status}` })),
    )
    .sort((a, b) => rank(a.status) - rank(b.status))
    .map((gap) => gap.text)
  const shown = gaps.slice(0, SHOWN_GAPS).join(', ')
  const more = gaps.length > SHOWN_GAPS ? ` and ${gaps.length - SHOWN_GAPS} more` : ''
  return (
    `  coverage: ${operationsSeen}/${operationsTotal} operations, ${responsesSeen}/${responsesTotal} documented responses` +
    (gaps.length > 0 ? ` (never answered: ${shown}${more})` : '')
  )
}

/**
 * The whole report as text: counts first, then every failure.
 *
 * @example
 * console.log(formatReport(await runConformance(options)))
 */
export function formatReport(report: ConformanceReport, replayHint?: ReplayHint): string {
  const fuzzed = report.properties.reduce((n, p) => n + p.runs, 0)
  const hostile = report.hostile.reduce((n, g) => n + g.cases, 0)
  const lines = [
    `Contract check of ${report.baseUrl} against openapi.yaml (seed ${report.seed}, ${report.numRuns} runs per property)`,
    `  ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s: ${fuzzed} generated over ${report.properties.length} properties, ${hostile} hostile in ${report.hostile.length} groups`,
    coverageLine(report.coverage),
    report.ok ? '  ✓ every response kept the contract' : `  ${report.failures.length} failure(s):`,
  ]
  for (const failure of report.failures) {
    lines.push('', formatFailure(failure, replayHint?.(failure, report)))
  }
  return lines.join('\n')
}
