// The README's test set-ups in a user's project: the stack's Vitest (4 or 5), and Jest 30 in node
// and jsdom, set up for the stack's msw major (docs/guide/testing.md#jest). Each runner runs on
// both stacks side by side.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, inject, it } from 'vitest'
import { run } from './setup/run'
import { stackEnv } from './setup/stacks'

const stacks = inject('stacks')

describe('test runners in a fresh project', () => {
  it.concurrent.for(stacks)(
    'runs a Vitest suite with petstore-mock/vitest, and beforeEach(reset) on petstore-mock/node, on $title',
    async (stack, { expect }) => {
      const { stdout } = await run(stack.app, 'npx', ['vitest', 'run'], stackEnv(stack))
      expect(stdout).toMatch(/Tests\s+9 passed \(9\)/)
    },
  )
})

describe('Jest in a fresh project', () => {
  it.concurrent.for(stacks)(
    'runs a Jest 30 suite with petstore-mock/jest in node and in jsdom, with one coverage report for the run, on $title',
    async (stack, { expect }) => {
      const env = { ...stackEnv(stack), NODE_OPTIONS: stack.jestNodeOptions ?? '' }
      const { stdout, stderr } = await run(stack.app, 'npx', ['jest', '--ci'], env)
      expect(stderr).toMatch(/PASS\s+node\s/)
      expect(stderr).toMatch(/PASS\s+jsdom\s/)
      expect(stderr).toMatch(/Tests:\s+12 passed, 12 total/)
      // petstore-mock/jest-coverage's global teardown merged both projects' files into one report.
      expect(stdout).toMatch(/Petstore API coverage[\s\S]*createOrder/)
      const report = JSON.parse(
        readFileSync(join(stack.app, 'petstore-coverage.json'), 'utf8'),
      ) as {
        summary: { operationsSeen: number; operationsTotal: number }
      }
      // Every operation the installed openapi.yaml declares (HEAD's have no operationId).
      const contract = readFileSync(
        join(stack.app, 'node_modules/petstore-mock/openapi.yaml'),
        'utf8',
      )
      expect(report.summary.operationsTotal).toBe(contract.match(/^ {6}operationId: /gm)?.length)
      expect(report.summary.operationsSeen).toBeGreaterThanOrEqual(2)
    },
  )
})
