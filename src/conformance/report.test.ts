import { describe, expect, it } from 'vitest'
import { Coverage } from '../runtime/coverage'
import { formatReport } from './report'
import type { ConformanceFailure } from './run-state'
import type { ConformanceReport } from './suite'

function reportOf(failures: ConformanceFailure[]): ConformanceReport {
  return {
    ok: failures.length === 0,
    baseUrl: 'http://localhost/api/v1',
    seed: 1,
    numRuns: 1,
    requests: 3,
    durationMs: 5,
    properties: [],
    hostile: [],
    failures,
    coverage: new Coverage().report(),
  }
}

const brokeTwice = {
  phase: 'fuzz',
  title: 'GET /pets',
  operationId: 'listPets',
  problems: [
    { check: 'status_documented', message: 'status 418 is not documented for listPets' },
    { check: 'response_schema', message: 'body must be array' },
  ],
} as ConformanceFailure

describe('the text report', () => {
  it('counts in words that agree with its table: one finding breaking two checks', () => {
    const lines = formatReport(reportOf([brokeTwice])).split('\n')
    expect(lines).toContain(
      '  1 finding, 2 check failures (a finding that breaks several checks counts under each), by check and operation:',
    )
    const rows = lines.filter((line) => /^\s+1 {2}\S/.test(line))
    expect(rows).toHaveLength(2)
    expect(lines).toContain(
      '2 distinct problems, one example of each (--verbose or --json lists the finding in full):',
    )
    expect(lines.join('\n')).not.toContain('(s)')
    expect(lines[0]).toContain('(seed 1, 1 run per property)')
  })

  it('says nothing of check failures when each finding broke one check', () => {
    const one = { ...brokeTwice, problems: brokeTwice.problems.slice(0, 1) }
    const orders = {
      ...one,
      operationId: 'listOrders',
      problems: [{ ...one.problems[0]!, message: 'status 418 is not documented for listOrders' }],
    }
    const text = formatReport(reportOf([one, orders]))
    expect(text).toContain('  2 findings, by check and operation:')
    expect(text).toContain(
      '1 distinct problem, one example of each (--verbose or --json lists all 2 findings in full):',
    )
  })
})
