/**
 * The whole-run report for real: `vitest run` on a fixture project with two test files, each with
 * its own mock, merged by the `petstoreCoverage()` global setup.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CoverageReport } from '../../runtime/coverage'

const root = join(import.meta.dirname, 'fixtures', 'coverage-run')

function vitestRun(env: Record<string, string>) {
  const outFile = join(mkdtempSync(join(tmpdir(), 'petstore-run-')), 'petstore-coverage.json')
  const result = spawnSync('npx', ['vitest', 'run', '--root', root], {
    env: { ...process.env, ...env, OUT_FILE: outFile, PETSTORE_COVERAGE_DIR: '' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { ...result, outFile }
}

describe('petstoreCoverage() over a whole Vitest run', () => {
  it('merges both test files into one JSON report and prints the table', () => {
    const run = vitestRun({})
    expect(run.status).toBe(0)
    const report = JSON.parse(readFileSync(run.outFile, 'utf8')) as CoverageReport
    const answered = report.operations.filter((op) => op.answered.length > 0)
    expect(answered.map((op) => [op.operationId, op.answered])).toEqual([
      ['listPets', [200]],
      ['listInventory', [200]],
    ])
    expect(report.summary).toMatchObject({ operationsSeen: 2, responsesSeen: 2 })
    expect(run.stdout).toMatch(/operations 2\/\d+/)
  }, 150_000)

  it('fails the run below minOperations, naming the operations never exercised', () => {
    const run = vitestRun({ MIN_OPERATIONS: '1' })
    expect(run.status).not.toBe(0)
    expect(run.stdout + run.stderr).toMatch(/below minOperations 100%; never exercised: createPet/)
  }, 150_000)
})
