// The installed package in plain Node, as ESM and as CommonJS, and its bin over real HTTP, on
// each stack's Node (setup/stacks.ts). Each step runs on both stacks side by side.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { SIZE_BUDGET_KB } from './setup/install'
import { run, userEnv } from './setup/run'
import { stackEnv } from './setup/stacks'
import { stretched } from './setup/slowdown'

const stacks = inject('stacks')
const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

describe('the installed package in Node', () => {
  it.concurrent.for(stacks)(
    'serves the API to a plain ESM script on $title',
    async (stack, { expect }) => {
      const { stdout } = await run(stack.app, 'node', ['node/esm.mjs'], stackEnv(stack))
      expect(stdout).toMatch(/^esm ok: \d+ available pets, total \d+$/m)
      expect(stdout).toContain(`on Node ${stack.nodeVersion}`)
    },
  )

  it.concurrent.for(stacks)(
    'loads every Node entry with require() on $title',
    async (stack, { expect }) => {
      const { stdout } = await run(stack.app, 'node', ['node/cjs.cjs'], stackEnv(stack))
      expect(stdout.trim()).toBe('cjs ok')
    },
  )
})

describe('the packed tarball', () => {
  it(`unpacks to at most ${SIZE_BUDGET_KB} KB`, () => {
    const { unpackedSize } = inject('packed')
    expect(unpackedSize / 1024).toBeLessThanOrEqual(SIZE_BUDGET_KB)
  })

  it('weighs what the README says it weighs, within a tenth', () => {
    // As one line: a figure reads the same however the paragraph wraps.
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(
      /\s+/g,
      ' ',
    )
    const stated = /about ([\d,]+) KB packed and ([\d,]+) KB unpacked/.exec(readme)
    expect(stated, 'README: "about N KB packed and M KB unpacked"').not.toBeNull()
    const [packedKb, unpackedKb] = [stated?.[1], stated?.[2]].map((n) =>
      Number(n?.replace(/,/g, '')),
    )
    const { size, unpackedSize } = inject('packed')
    const actual = `${Math.round(size / 1024)} KB packed, ${Math.round(unpackedSize / 1024)} KB unpacked`
    expect(Math.abs(size / 1024 / packedKb! - 1), `the tarball is ${actual}`).toBeLessThan(0.1)
    expect(
      Math.abs(unpackedSize / 1024 / unpackedKb! - 1),
      `the tarball is ${actual}`,
    ).toBeLessThan(0.1)
  })

  it('ships no TypeScript sources and no test files', () => {
    const listing = JSON.stringify(inject('packed'))
    expect(listing).not.toMatch(/\.test\.|src\/|e2e\/|bench\//)
  })
})

describe('the installed bin', () => {
  it.concurrent.for(stacks)('prints its version with npx on $title', async (stack, { expect }) => {
    const { stdout } = await run(stack.app, 'npx', ['petstore-mock', '--version'], stackEnv(stack))
    expect(stdout.trim()).toBe(version)
  })

  it.concurrent.for(stacks)(
    'serves the API to a real HTTP client until stopped on $title',
    async (stack, { expect }) => {
      const app = stack.app
      // The file npx runs, started directly on the stack's Node so the test can stop it by its pid.
      const child = spawn(
        stack.node,
        [
          join(app, 'node_modules/.bin/petstore-mock'),
          'serve',
          '--port',
          '0',
          '--scenario',
          'empty',
        ],
        { cwd: app, env: { ...userEnv(), FORCE_COLOR: '0' } },
      )
      let out = ''
      child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text))
      try {
        await expect
          .poll(() => /API {8}(http:\S+)/.exec(out)?.[1], { timeout: stretched(30_000) })
          .toBeTruthy()
        const url = /API {8}(http:\S+)/.exec(out)?.[1] as string
        const res = await fetch(`${url}/categories`, {
          method: 'POST',
          headers: {
            Authorization: 'Bearer petstore-demo-key',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ name: 'Dogs' }),
        })
        expect(res.status).toBe(201)
        const list = await fetch(`${url}/categories`, {
          headers: { Authorization: 'Bearer petstore-demo-key' },
        })
        expect(await list.json()).toEqual([{ id: 1, name: 'Dogs' }])
        // The contract comes from the installed package's openapi.yaml, read from disk.
        const contract = await fetch(new URL('/openapi.yaml', url))
        expect(contract.headers.get('content-type')).toBe('application/yaml; charset=utf-8')
        expect(await contract.text()).toBe(
          readFileSync(join(app, 'node_modules/petstore-mock/openapi.yaml'), 'utf8'),
        )
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
        process.kill(child.pid as number, 'SIGINT')
        expect(await exited).toBe(0)
        expect(out.trim().split('\n').at(-1)).toBe('Stopped.')
      } finally {
        if (child.exitCode === null) process.kill(child.pid as number, 'SIGKILL')
      }
    },
  )
})
