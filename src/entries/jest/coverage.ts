/**
 * One API coverage report for a whole Jest run, as the Vitest entry's `petstoreCoverage` gives
 * Vitest. Jest runs `globalSetup` and `globalTeardown` as two modules in its parent process, so
 * the setup leaves the run's teardown on `globalThis` for the teardown module to find. This file
 * must not import `@jest/globals` (that module throws outside a test file, and global set-ups are
 * not test files), which is why it is its own module beside `index.ts`.
 */
import { startCoverageRun, type PetstoreCoverageOptions } from '../test-kit/coverage-run'

// A registry symbol: the same key whichever copy of this module (ESM or CommonJS) Jest loads.
const RUN = Symbol.for('petstore-mock.jest-coverage-run')

type Holder = { [RUN]?: () => unknown }

/**
 * The `globalSetup` of a Jest run: starts collecting every test file's coverage (each
 * `usePetstore()` file writes its own when it ends). Pair it with `petstoreCoverageTeardown`.
 *
 * @example
 * // petstore-coverage.setup.cjs, listed as globalSetup in jest.config
 * module.exports = petstoreCoverageSetup({ minOperations: 1, minResponses: 0.6 })
 */
export function petstoreCoverageSetup(options: PetstoreCoverageOptions = {}): () => Promise<void> {
  return async () => {
    ;(globalThis as Holder)[RUN] = startCoverageRun(options)
  }
}

/**
 * The `globalTeardown` of a Jest run: merges every file's coverage, writes
 * `petstore-coverage.json`, prints the table and fails the run below the thresholds.
 *
 * @example
 * // petstore-coverage.teardown.cjs, listed as globalTeardown in jest.config
 * module.exports = petstoreCoverageTeardown
 */
export async function petstoreCoverageTeardown(): Promise<void> {
  const holder = globalThis as Holder
  const teardown = holder[RUN]
  if (!teardown) {
    throw new Error(
      'petstore-mock: petstoreCoverageTeardown ran without petstoreCoverageSetup; list both in jest.config (globalSetup and globalTeardown).',
    )
  }
  delete holder[RUN]
  // Jest fails the run when a global teardown throws, so a threshold failure is simply thrown.
  teardown()
}
