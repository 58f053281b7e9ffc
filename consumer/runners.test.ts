// The README's test set-ups in a user's project: Vitest 4, and Jest 30 in node and jsdom.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { run } from './setup/run'

const app = inject('app')

describe('test runners in a fresh project', () => {
  it('runs a Vitest 4 suite with petstore-mock/vitest, and beforeEach(reset) on petstore-mock/node', async () => {
    const { stdout } = await run(app, 'npx', ['vitest', 'run'])
    expect(stdout).toMatch(/Tests\s+8 passed \(8\)/)
  })

  it('runs a Jest 30 suite with petstore-mock/jest in node and in jsdom, with one coverage report for the run', async () => {
    const { stdout, stderr } = await run(app, 'npx', ['jest', '--ci'])
    expect(stderr).toMatch(/PASS\s+node\s/)
    expect(stderr).toMatch(/PASS\s+jsdom\s/)
    expect(stderr).toMatch(/Tests:\s+10 passed, 10 total/)
    // petstore-mock/jest-coverage's global teardown merged both projects' files into one report.
    expect(stdout).toMatch(/Petstore API coverage[\s\S]*createOrder/)
    const report = JSON.parse(readFileSync(join(app, 'petstore-coverage.json'), 'utf8')) as {
      summary: { operationsSeen: number; operationsTotal: number }
    }
    expect(report.summary.operationsTotal).toBe(18)
    expect(report.summary.operationsSeen).toBeGreaterThanOrEqual(2)
  })
})
