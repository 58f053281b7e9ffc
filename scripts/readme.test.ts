// What a new user follows verbatim in the README and the guides, checked against the
// repository: how to install a package that is not on the registry yet, which msw to name, what
// the Playwright fixture needs, the ports and files the commands really use.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8')
const pkg = JSON.parse(read('package.json')) as {
  name: string
  version: string
  engines: { node: string }
  peerDependencies: Record<string, string>
}

/** The text of one `## ` or `### ` section of a file, up to the next heading of any level. */
function section(heading: string, file = 'README.md'): string {
  const text = read(file)
  const start = text.indexOf(`${heading}\n`)
  if (start < 0) throw new Error(`${file} has no "${heading}"`)
  const rest = text.slice(start + heading.length + 1)
  return rest.slice(0, rest.search(/\n#{2,3} /) >>> 0)
}

/** Every command line of the sh blocks of these files. */
const shellLines = (...files: string[]) =>
  files.flatMap((file) =>
    [...read(file).matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
      (m[1] ?? '').split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()),
    ),
  )

describe('the README, as a new user follows it', () => {
  it('stays short, with its contents and the way to the guides near the top', () => {
    const readme = read('README.md')
    // The whole story lives in the guides (docs/); the README is where a newcomer starts.
    expect(readme.split('\n').length).toBeLessThanOrEqual(300)
    const top = readme.split('\n').slice(0, 40).join('\n')
    for (const link of ['## Contents', 'docs/guide/', 'ARCHITECTURE.md', 'CONTRIBUTING.md']) {
      expect(top).toContain(link)
    }
  })

  it('installs from a packed checkout while the package is not on the registry', () => {
    const install = section('## Install in your app')
    expect(install).toContain('not on the npm registry yet')
    const lines = shellLines('README.md', 'docs/guide/getting-started.md')
    expect(lines).toContain('cd path/to/petstore-mock && npm ci && npm pack')
    expect(lines).toContain(
      `npm i -D path/to/petstore-mock/${pkg.name}-${pkg.version}.tgz msw@^2.15.0`,
    )
    // The registry forms are kept for later, but no command block runs them today.
    expect(install).toContain('`npm i -D petstore-mock msw@^2.15.0`')
    for (const line of shellLines('README.md', ...guides())) {
      expect(line).not.toMatch(/npm i(nstall)? -D petstore-mock\b|petstore-mock@latest/)
    }
  })

  it('names the msw line and the Node the package needs, and never a bare msw install', () => {
    const install = section('## Install in your app')
    expect(pkg.peerDependencies.msw).toBe('^2.15.0 || ^3.0.0')
    expect(install).toContain('**msw 3** on Node 22.12 or newer')
    expect(install).toContain('**msw 2.15.x**')
    expect(install).toContain(`\`${pkg.peerDependencies.msw}\``)
    expect(install).toContain(`**Node ${pkg.engines.node.replace('>=', '')} or newer**`)
    // `npm i -D … msw` with no range installs msw 3 on Node 20 too, which msw 3 does not run on.
    for (const line of shellLines('README.md', ...guides())) {
      expect(line, line).not.toMatch(/npm i(nstall)? .*\bmsw(\s|$)/)
    }
  })

  it('says the Playwright fixture needs @playwright/test and msw, a baseURL and a webServer', () => {
    const playwright = section('## Playwright', 'docs/guide/testing.md')
    expect(shellLines('docs/guide/testing.md')).toContain('npm i -D @playwright/test msw@^3.0.0')
    expect(playwright).toMatch(/baseURL: 'http:\/\/localhost:(\d+)'/)
    expect(playwright).toMatch(/webServer: \{\s*command: [\s\S]*?url: 'http:\/\/localhost:\d+'/)
  })

  it('gives the ports `npm start` and `npm run preview` serve on, and what happens when taken', () => {
    const config = read('vite.config.ts')
    const port = /preview:\s*\{[^}]*port:\s*(\d+)/.exec(config)?.[1]
    const dev = /server:\s*\{[^}]*port:[^,}]*?(\d+),\s*strictPort: true/.exec(config)?.[1]
    expect(port).toBeTruthy()
    const demo = section('## Try the demo')
    expect(demo).toContain(`\`npm run preview\`
serves that copy at http://127.0.0.1:${port}/`)
    expect(dev).toBeTruthy()
    expect(demo).toContain(`http://127.0.0.1:${dev}/ (when ${dev} is taken it stops`)
    expect(demo).toContain('`DEMO_PORT=')
  })

  it('shows a Jest transform for TSX tests', () => {
    // The whole Jest section, its set-up per msw major and its example test included.
    const guide = read('docs/guide/testing.md')
    const jest = guide.slice(
      guide.indexOf('## Jest\n'),
      guide.indexOf('\n## ', guide.indexOf('## Jest\n')),
    )
    expect(jest).toContain("'\\\\.tsx?$': [")
    expect(jest).toContain("presets: ['@babel/preset-typescript', ['@babel/preset-react'")
    expect(jest).toMatch(/```tsx\n\/\/ pet-list\.test\.tsx\n[\s\S]*render\(<PetList/)
  })

  it('says mockServiceWorker.js lands in a production build, and how to leave it out', () => {
    const production = section('## Keep it out of production', 'docs/guide/browser.md')
    expect(production).toContain('`mockServiceWorker.js` does land in the build')
    expect(production).toContain("fs.rmSync('dist/mockServiceWorker.js', { force: true })")
  })
})

function guides(): string[] {
  return ['getting-started', 'browser', 'testing', 'storybook', 'http'].map(
    (page) => `docs/guide/${page}.md`,
  )
}
