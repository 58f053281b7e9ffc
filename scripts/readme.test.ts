// What a new user follows verbatim in the README, checked against the repository: how to
// install a package that is not on the registry yet, what the Playwright fixture needs, the
// ports and files the commands really use.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8')
const readme = read('README.md')
const pkg = JSON.parse(read('package.json')) as { name: string; version: string }

/** The text of one `## ` or `### ` section, up to the next heading of any level. */
function section(heading: string): string {
  const start = readme.indexOf(`${heading}\n`)
  if (start < 0) throw new Error(`README has no "${heading}"`)
  const rest = readme.slice(start + heading.length + 1)
  return rest.slice(0, rest.search(/\n#{2,3} /) >>> 0)
}

/** Every command line of the README's sh blocks. */
const shellLines = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
  (m[1] ?? '').split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()),
)

describe('the README, as a new user follows it', () => {
  it('installs from a packed checkout while the package is not on the registry', () => {
    const install = section('## Install in your app')
    expect(install).toContain('not on the npm registry yet')
    expect(shellLines).toContain('cd path/to/petstore-mock && npm ci && npm pack')
    expect(shellLines).toContain(
      `npm i -D path/to/petstore-mock/${pkg.name}-${pkg.version}.tgz msw`,
    )
    // The registry forms are kept for later, but no command block runs them today.
    expect(install).toContain('`npm i -D petstore-mock msw`')
    for (const line of shellLines) {
      expect(line).not.toMatch(/npm i(nstall)? -D petstore-mock\b|petstore-mock@latest/)
    }
  })

  it('says the Playwright fixture needs @msw/playwright, a baseURL and a webServer', () => {
    const playwright = section('### Playwright')
    expect(shellLines).toContain('npm i -D @playwright/test @msw/playwright msw')
    expect(playwright).toMatch(/baseURL: 'http:\/\/localhost:(\d+)'/)
    expect(playwright).toMatch(/webServer: \{\s*command: [\s\S]*?url: 'http:\/\/localhost:\d+'/)
  })

  it('gives the port `npm run preview` serves on', () => {
    const port = /preview:\s*\{[^}]*port:\s*(\d+)/.exec(read('vite.config.ts'))?.[1]
    expect(port).toBeTruthy()
    expect(section('## Try the demo')).toContain(`\`npm run preview\`
serves that copy at http://127.0.0.1:${port}/`)
  })

  it('shows a Jest transform for TSX tests', () => {
    const jest = section('### Jest')
    expect(jest).toContain("'\\\\.tsx?$': [")
    expect(jest).toContain("presets: ['@babel/preset-typescript', ['@babel/preset-react'")
    expect(jest).toMatch(/```tsx\n\/\/ pet-list\.test\.tsx\n[\s\S]*render\(<PetList/)
  })

  it('says mockServiceWorker.js lands in a production build, and how to leave it out', () => {
    const install = section('## Install in your app')
    expect(install).toContain('`mockServiceWorker.js` does land in the build')
    expect(install).toContain("fs.rmSync('dist/mockServiceWorker.js', { force: true })")
  })
})
