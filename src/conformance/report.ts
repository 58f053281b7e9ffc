/**
 * Human-readable reports: counts, then the findings grouped by check and operation, one example
 * of each group with its curl; or, verbose, every failure with its broken checks, the response,
 * a curl reproducer and the seed and path that replay it.
 */
import { counted } from '../base/text'
import type { CoverageReport } from '../runtime/coverage'
import { groupFindings, problemGroups, type FindingGroup, type ProblemGroup } from './findings'
import type { ConformanceFailure } from './run-state'
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

/** How much a text report shows. */
export interface ReportOptions {
  /** Every finding in full after the summary, not one example per group. Default false. */
  verbose?: boolean
}

const SHOWN_PROBLEMS = 3

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}

const SHOWN_OPERATIONS = 6

function operations(groups: readonly FindingGroup[]): string {
  const shown = groups.slice(0, SHOWN_OPERATIONS).map((g) => `${g.operation} ${g.count}`)
  const more = groups.length - SHOWN_OPERATIONS
  return `${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}`
}

// A finding can break several checks and counts in the row of each: the headline says so when
// the rows add up to more than the findings.
function brokenChecks(groups: readonly FindingGroup[], findings: number): string {
  const total = groups.reduce((n, g) => n + g.count, 0)
  if (total === findings) return ''
  return `, ${counted(total, 'check failure', 'check failures')} (a finding that breaks several checks counts under each)`
}

// One line per check: how many findings, and on which operations.
function checkTable(groups: FindingGroup[]): string[] {
  const byCheck = new Map<string, FindingGroup[]>()
  for (const group of groups) byCheck.set(group.check, [...(byCheck.get(group.check) ?? []), group])
  const width = Math.max(5, ...groups.map((g) => g.check.length))
  return [
    `    ${'findings'.padStart(8)}  ${'check'.padEnd(width)}  operations (findings each)`,
    ...[...byCheck].map(([check, list]) => {
      const count = list.reduce((n, g) => n + g.count, 0)
      return `    ${String(count).padStart(8)}  ${check.padEnd(width)}  ${operations(list)}`
    }),
  ]
}

function example(group: ProblemGroup, failure: ConformanceFailure | undefined): string[] {
  const shown = group.problems
    .slice(0, SHOWN_PROBLEMS)
    .map((p) => (group.count > 1 ? `${p.message} (×${p.count})` : p.message))
  const more = group.problems.length - SHOWN_PROBLEMS
  const lines = [
    `✗ ${group.check}: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`,
    `    on ${operations(group.groups)}`,
  ]
  if (!failure) return lines
  const answered = failure.response
    ? ` → ${failure.response.status} ${oneLine(failure.response.body, 100)}`
    : ''
  lines.push(`    e.g. [${failure.phase}] ${oneLine(failure.title, 90)}${answered}`)
  if (failure.curl) lines.push(`    reproduce: ${failure.curl}`)
  return lines
}

/**
 * The whole report as text: counts first, then the findings grouped by check and operation
 * with counts, then one example of each group with its curl (`verbose`: every finding in full).
 *
 * @example
 * console.log(formatReport(await runConformance(options)))
 */
export function formatReport(
  report: ConformanceReport,
  replayHint?: ReplayHint,
  options: ReportOptions = {},
): string {
  const fuzzed = report.properties.reduce((n, p) => n + p.runs, 0)
  const hostile = report.hostile.reduce((n, g) => n + g.cases, 0)
  const lines = [
    `Contract check of ${report.baseUrl} against openapi.yaml (seed ${report.seed}, ${counted(report.numRuns, 'run', 'runs')} per property)`,
    `  ${counted(report.requests, 'request', 'requests')} in ${(report.durationMs / 1000).toFixed(1)} s: ${fuzzed} generated over ${counted(report.properties.length, 'property', 'properties')}, ${hostile} hostile in ${counted(report.hostile.length, 'group', 'groups')}`,
    coverageLine(report.coverage),
  ]
  if (report.stopped) {
    lines.push(`  STOPPED EARLY: ${report.stopped}; below is everything found until then`)
  }
  if (report.failures.length === 0) {
    if (!report.stopped) lines.push('  ✓ every response kept the contract')
    return lines.join('\n')
  }
  const groups = groupFindings(report.failures)
  const problems = problemGroups(groups)
  const findings = counted(report.failures.length, 'finding', 'findings')
  lines.push(
    `  ${findings}${brokenChecks(groups, report.failures.length)}, by check and operation:`,
    ...checkTable(groups),
    '',
    options.verbose
      ? 'Every finding:'
      : `${counted(problems.length, 'distinct problem', 'distinct problems')}, one example of each (--verbose or --json lists ${report.failures.length === 1 ? 'the finding' : `all ${findings}`} in full):`,
  )
  if (options.verbose) {
    for (const failure of report.failures) {
      lines.push('', formatFailure(failure, replayHint?.(failure, report)))
    }
    return lines.join('\n')
  }
  for (const group of problems) {
    const failure = report.failures[group.example]
    lines.push(...example(group, failure))
    const hint = failure && replayHint?.(failure, report)
    if (hint) lines.push(`    rerun: ${hint}`)
  }
  return lines.join('\n')
}
