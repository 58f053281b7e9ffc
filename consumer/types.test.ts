// The package's types as TypeScript users resolve them, against each stack's msw, Vitest and Jest
// declarations (both stacks side by side), and the packaging linters.
import { fileURLToPath } from 'node:url'
import { describe, expect, inject, it } from 'vitest'
import { run } from './setup/run'
import { stackEnv } from './setup/stacks'

const stacks = inject('stacks')
const repo = fileURLToPath(new URL('../', import.meta.url))

describe('TypeScript consumers under moduleResolution nodenext', () => {
  it.concurrent.for(stacks)(
    'type-check as ESM and as CommonJS on $title',
    async (stack, { expect }) => {
      const tsc = run(stack.app, 'npx', ['tsc', '-p', 'tsconfig.nodenext.json'], stackEnv(stack))
      await expect(tsc).resolves.toBeTruthy()
    },
  )
})

describe('TypeScript consumers under moduleResolution bundler, with skipLibCheck off', () => {
  it.concurrent.for(stacks)(
    "type-check the browser entry and the Vitest and Jest matchers against the stack's own declarations, on $title",
    async (stack, { expect }) => {
      const tsc = run(stack.app, 'npx', ['tsc', '-p', 'tsconfig.bundler.json'], stackEnv(stack))
      await expect(tsc).resolves.toBeTruthy()
    },
  )
})

describe('packaging linters', () => {
  it('publint finds nothing to report', async () => {
    const { stdout } = await run(repo, 'npx', ['publint', '--strict', inject('tarball')])
    expect(stdout).not.toMatch(/Errors|Warnings|Suggestions/)
  })

  it('are the types wrong finds no problem for Node 16+ and bundlers', async () => {
    // node16 leaves out node10, which predates `exports` and cannot reach any subpath; the YAML
    // contract and package.json are files, not modules with types.
    // attw exits 1 on any problem that the profile does not ignore.
    const attw = run(repo, 'npx', [
      'attw',
      '--profile',
      'node16',
      '--exclude-entrypoints',
      './openapi.yaml',
      './package.json',
      '--',
      inject('tarball'),
    ])
    await expect(attw).resolves.toBeTruthy()
  })
})
