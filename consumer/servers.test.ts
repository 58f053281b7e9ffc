// A team's own msw server and petstore-mock's in one project (issue 51), on each stack: started
// in either order, both answer or petstore refuses in words naming the other server and `join`;
// and `join` puts petstore on the team's server, concurrent tests included.
import { describe, inject, it } from 'vitest'
import { run } from './setup/run'
import { stackEnv } from './setup/stacks'

const stacks = inject('stacks')
const servers = (file: string) => ['vitest', 'run', '--config', 'vitest.servers.config.mjs', file]
const refusal = /\[petstore-mock\] .*another msw server.*join: server/

describe("a team's msw server beside petstore-mock's", () => {
  it.concurrent.for(stacks)(
    'petstore started second either answers beside it or refuses naming it, and createPetstoreServer({ join }) works, on $title',
    async (stack, { expect }) => {
      const { stdout } = await run(stack.app, 'node', ['node/two-servers.mjs'], stackEnv(stack))
      const teamFirst = /^team first: (.*)$/m.exec(stdout)?.[1] ?? stdout
      if (teamFirst.startsWith('refused')) expect(teamFirst).toMatch(refusal)
      else expect(teamFirst).toBe('team answers, petstore answers')
      expect(stdout).toContain('joined: team answers, petstore answers')
      expect(stdout).toContain(
        "joined, after the team's resetHandlers() and listen(): team answers, petstore answers",
      )
      expect(stdout).toContain('joined, closed: team answers, petstore silent')
      expect(stdout).toContain('join misused: TypeError: createPetstoreServer: join must be')
    },
  )

  it.concurrent.for(stacks)(
    'petstore started first either answers beside it or fails the first test naming it, on $title',
    async (stack, { expect }) => {
      const ran = await run(
        stack.app,
        'npx',
        servers('vitest-servers/petstore-first.test.ts'),
        stackEnv(stack),
      ).then(
        ({ stdout }) => ({ passed: true, output: stdout }),
        (error: Error) => ({ passed: false, output: error.message }),
      )
      if (ran.passed) expect(ran.output).toMatch(/Tests\s+1 passed \(1\)/)
      else
        expect(ran.output).toMatch(
          /\[petstore-mock\] petstore's msw server no longer receives requests: another msw server .*join: server/,
        )
    },
  )

  it.concurrent.for(stacks)(
    "usePetstore({ join }) answers inside the team's server, 8 concurrent tests each on its own store, on $title",
    async (stack, { expect }) => {
      const { stdout } = await run(
        stack.app,
        'npx',
        servers('vitest-servers/join.test.ts'),
        stackEnv(stack),
      )
      expect(stdout).toMatch(/Tests\s+10 passed \(10\)/)
    },
  )
})
