/**
 * The build bundles a few dependencies (tsdown.config.ts, `deps.alwaysBundle`); their licenses
 * must ship with it, at the versions actually installed.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const root = new URL('../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')

// The package names the build's `alwaysBundle` patterns stand for.
const bundled = ['@msw/data', 'es-toolkit']

describe('third-party licenses', () => {
  test('the build config bundles exactly the packages whose licenses ship', () => {
    const config = read('tsdown.config.ts')
    const patterns = /alwaysBundle: \[([^\]]*)\]/.exec(config)?.[1] ?? ''
    // Each pattern reads `/^name(\/|$)/`, with the slash of a scope escaped.
    const named = [...patterns.matchAll(/\/\^(.+?)\(/g)].map((m) => m[1]!.replaceAll('\\/', '/'))
    expect(named).toEqual(bundled)
  })

  test.each(bundled)('THIRD_PARTY_LICENSES.md carries %s at its installed version', (name) => {
    const { version } = JSON.parse(read(`node_modules/${name}/package.json`)) as { version: string }
    const notices = read('THIRD_PARTY_LICENSES.md')
    expect(notices).toContain(`## ${name} ${version}`)
    expect(notices).toMatch(new RegExp(`## ${name} ${version}\\n\\n\`\`\`\\nMIT License`))
  })

  test('the package ships the notices', () => {
    const manifest = JSON.parse(read('package.json')) as { files: string[] }
    expect(manifest.files).toContain('THIRD_PARTY_LICENSES.md')
  })
})
