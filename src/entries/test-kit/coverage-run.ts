/**
 * Coverage across a whole test run: each test file's mock writes its report into a run directory
 * when the file ends (workers are separate processes, so files are the meeting point), and the
 * global setup's teardown merges them, writes `petstore-coverage.json`, prints the table and
 * fails the run below the thresholds.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CoverageReport } from '../../runtime/coverage'
import {
  checkCoverage,
  formatCoverage,
  mergeCoverage,
  type CoverageThresholds,
} from './coverage-report'

/** The variable that carries the run directory from the global setup to the workers. */
const RUN_DIR = 'PETSTORE_COVERAGE_DIR'

/** Options of `petstoreCoverage()`. */
export interface PetstoreCoverageOptions extends CoverageThresholds {
  /** Where the merged JSON goes. Default `petstore-coverage.json` in the working directory. */
  outFile?: string
  /** Prints the table at the end. Default true. */
  print?: boolean
}

let written = 0

/** Writes one test file's coverage for the run; does nothing outside a `petstoreCoverage()` run. */
export function writeFileCoverage(report: CoverageReport): void {
  const dir = process.env[RUN_DIR]
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${process.pid}-${++written}-${Date.now()}.json`), JSON.stringify(report))
}

/**
 * Starts a run: makes the run directory, tells the workers where it is, and returns the teardown
 * that merges, writes, prints and checks. A run below a threshold throws, which fails it.
 */
export function startCoverageRun(options: PetstoreCoverageOptions = {}): () => CoverageReport {
  // Checked now, so a misused option fails before any test runs.
  checkCoverage(mergeCoverage([]), options)
  const dir = mkdtempSync(join(tmpdir(), 'petstore-coverage-'))
  process.env[RUN_DIR] = dir
  return () => {
    try {
      const reports = readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CoverageReport)
      const run = mergeCoverage(reports)
      writeFileSync(
        options.outFile ?? 'petstore-coverage.json',
        JSON.stringify(run, null, 2) + '\n',
      )
      if (options.print !== false)
        process.stdout.write(`\nPetstore API coverage\n${formatCoverage(run)}\n\n`)
      const failure = checkCoverage(run, options)
      if (failure) throw new Error(failure)
      return run
    } finally {
      rmSync(dir, { recursive: true, force: true })
      delete process.env[RUN_DIR]
    }
  }
}
