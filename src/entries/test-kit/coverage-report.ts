/**
 * One coverage report for a whole test run: the reports each test file wrote are merged, shown as
 * a compact table, and checked against `minOperations` / `minResponses`. The per-mock counting
 * lives in `conformance/coverage.ts`; this file only combines and judges.
 */
import { summarize, type CoverageReport, type OperationCoverage } from '../../runtime/coverage'

/** Thresholds a run must reach, each a fraction from 0 to 1. */
export interface CoverageThresholds {
  minOperations?: number
  minResponses?: number
}

const union = (a: number[], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y)

/** Merges the reports of several mocks (test files, workers) into one. */
export function mergeCoverage(reports: CoverageReport[]): CoverageReport {
  const operations = new Map<string, OperationCoverage>()
  const undocumented = new Map<string, CoverageReport['undocumented'][number]>()
  for (const report of reports) {
    for (const op of report.operations) {
      const known = operations.get(op.operationId)
      operations.set(
        op.operationId,
        known
          ? {
              ...known,
              answered: union(known.answered, op.answered),
              hooked: union(known.hooked, op.hooked),
            }
          : { ...op },
      )
    }
    for (const entry of report.undocumented) {
      const key = `${entry.operationId} ${entry.status}`
      const known = undocumented.get(key)
      undocumented.set(key, known ? { ...known, count: known.count + entry.count } : { ...entry })
    }
  }
  return summarize([...operations.values()], [...undocumented.values()])
}

const percent = (seen: number, total: number) =>
  total === 0 ? '100%' : `${Math.floor((seen / total) * 1000) / 10}%`

/** A compact table: one line per operation with the statuses answered and the ones never seen. */
export function formatCoverage(report: CoverageReport): string {
  const width = Math.max(...report.operations.map((op) => op.operationId.length), 9)
  const lines = [`${'operation'.padEnd(width)}  answered          never answered`]
  for (const op of report.operations) {
    const missing = op.documented.filter((status) => !op.answered.includes(status))
    const answered = op.answered
      .map((status) => (op.hooked.includes(status) ? `${status}*` : String(status)))
      .join(' ')
    lines.push(
      `${op.operationId.padEnd(width)}  ${(answered || '-').padEnd(16)}  ${missing.join(' ')}`,
    )
  }
  const { operationsSeen, operationsTotal, responsesSeen, responsesTotal } = report.summary
  lines.push(
    `operations ${operationsSeen}/${operationsTotal} (${percent(operationsSeen, operationsTotal)}), ` +
      `responses ${responsesSeen}/${responsesTotal} (${percent(responsesSeen, responsesTotal)}); * = forced by Prefer or nextResponse`,
  )
  for (const { operationId, status, count } of report.undocumented)
    lines.push(`undocumented: ${operationId} answered ${status} (${count}x)`)
  return lines.join('\n')
}

function fraction(name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !(value >= 0 && value <= 1))
    throw new TypeError(`${name} must be a number from 0 to 1; got ${JSON.stringify(value)}.`)
  return value
}

/**
 * Checks a run against its thresholds: undefined when it reaches them, otherwise a message that
 * names what was never exercised. A misused option is a TypeError naming it.
 */
export function checkCoverage(
  report: CoverageReport,
  thresholds: CoverageThresholds,
): string | undefined {
  const minOperations = fraction('minOperations', thresholds.minOperations)
  const minResponses = fraction('minResponses', thresholds.minResponses)
  const { operationsSeen, operationsTotal, responsesSeen, responsesTotal } = report.summary
  const problems: string[] = []
  if (minOperations !== undefined && operationsSeen < minOperations * operationsTotal) {
    const never = report.operations.filter((op) => op.answered.length === 0)
    problems.push(
      `operations ${percent(operationsSeen, operationsTotal)} is below minOperations ` +
        `${percent(minOperations, 1)}; never exercised: ${never.map((op) => op.operationId).join(', ')}`,
    )
  }
  if (minResponses !== undefined && responsesSeen < minResponses * responsesTotal) {
    const never = report.operations.flatMap((op) =>
      op.documented
        .filter((status) => !op.answered.includes(status))
        .map((status) => `${op.operationId} ${status}`),
    )
    problems.push(
      `responses ${percent(responsesSeen, responsesTotal)} is below minResponses ` +
        `${percent(minResponses, 1)}; never answered: ${never.join(', ')}`,
    )
  }
  return problems.length > 0 ? `API coverage too low: ${problems.join('. ')}.` : undefined
}
