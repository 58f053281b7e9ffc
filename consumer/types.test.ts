// The package's types as TypeScript users resolve them, and the packaging linters.
import { fileURLToPath } from 'node:url'
import { describe, expect, inject, it } from 'vitest'
import { run } from './setup/run'

const app = inject('app')
const repo = fileURLToPath(new URL('../', import.meta.url))

describe('TypeScript consumers', () => {
  it('type-check under moduleResolution nodenext, as ESM and as CommonJS', async () => {
    await expect(run(app, 'npx', ['tsc', '-p', 'tsconfig.nodenext.json'])).resolves.toBeTruthy()
  })

  it('type-check under moduleResolution bundler', async () => {
    await expect(run(app, 'npx', ['tsc', '-p', 'tsconfig.bundler.json'])).resolves.toBeTruthy()
  })
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
