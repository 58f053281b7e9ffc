// The guides' TypeScript snippets run, not only type-check (scripts/docs.test.ts does that): each
// one written out as a file and run against the built package (`npm run build` first), as a
// reader who pastes it would. Node snippets run with Node, one after another in the order the
// guides give them (the record snippet writes the HAR the replay snippet reads); Vitest ones run
// in one `vitest run`. Those that need a browser or the reader's own app cannot run here; each is
// named below with the reason.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPetstoreServer } from '../src/entries/node'
import { createPetstoreHttpServer } from '../src/entries/http/petstore-http-server'
import { SNIPPET_FILES, snippets, type Snippet } from './docs-markdown'

const root = fileURLToPath(new URL('../', import.meta.url))
const run = promisify(execFile)
// Inside the repository (git-ignored), so `petstore-mock/...` resolves to this package's build
// by its own name, as in an app that installed it.
const dir = join(root, 'test-results/docs-snippets')

/** Why a snippet cannot run as a file here, by what it needs; the first that matches says. */
const CANNOT_RUN: ReadonlyArray<[RegExp, string]> = [
  [
    /'petstore-mock\/(browser|vitest-browser|storybook)'/,
    'it starts a service worker in a browser page',
  ],
  [/import\.meta\.env/, 'it reads Vite’s import.meta.env, which only the app’s Vite build has'],
  [/\blocation\./, 'it reads the page’s location: a browser’s or jsdom’s'],
  [/\/\/ … render /, 'its test leaves out the app it renders, so its assertion has no request'],
]

// The backend a snippet points at (a staging server, a real API) is a mock over HTTP here.
const BACKENDS = [
  'http://127.0.0.1:8080/api/v1',
  'http://localhost:8080/api/v1',
  'https://staging.example.com/api/v1',
]
// The conformance snippet runs one property run per check, not its 50 (a minute here): the
// suite runs in full in src/conformance's own tests; this checks the snippet's wiring.
const RUNS = /numRuns: \d+/g

const all = SNIPPET_FILES.flatMap(snippets).filter((s) => !s.marker)
const reasonFor = (s: Snippet) => CANNOT_RUN.find(([pattern]) => pattern.test(s.code))?.[1]
const runnable = all.filter((s) => !reasonFor(s))
const inVitest = (s: Snippet) => /from 'vitest'|from 'petstore-mock\/vitest'/.test(s.code)
const where = (s: Snippet) => `${s.file}:${s.line}`

let backend: Awaited<ReturnType<typeof createPetstoreHttpServer>>

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/node.js'))) throw new Error('dist/ is missing: npm run build')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  backend = await createPetstoreHttpServer({ port: 0 })
  // What the bug-report snippets open: a report as the harness saves it.
  const reporter = createPetstoreServer()
  writeFileSync(
    join(dir, 'petstore-bug-report.json'),
    JSON.stringify({
      format: 'petstore-mock/bug-report',
      version: 1,
      createdAt: new Date().toISOString(),
      versions: { package: '0.0.0', browser: 'Node' },
      page: 'http://localhost:5173/',
      state: await reporter.share(),
      requests: [],
      har: { log: { version: '1.2', creator: { name: 'docs', version: '1' }, entries: [] } },
    }),
  )
})

afterAll(async () => {
  await backend?.close()
})

function write(s: Snippet, name: string, extra = ''): string {
  let code = s.code
  for (const address of BACKENDS) code = code.replaceAll(address, backend.url)
  code = code.replace(RUNS, 'numRuns: 1')
  writeFileSync(join(dir, name), `${code}${extra}`)
  return name
}

describe('the TypeScript snippets of the README and the guides, run as files', () => {
  it('say why, where one cannot run', () => {
    const reasons = all.flatMap((s) => (reasonFor(s) ? [`${where(s)}: ${reasonFor(s)}`] : []))
    // A handful need a browser; the rest must run, or this list grows unnoticed.
    expect(reasons.length, reasons.join('\n')).toBeLessThanOrEqual(12)
    expect(runnable.length).toBeGreaterThanOrEqual(20)
  })

  it('run in Node, each as a file, one after another', async () => {
    const failed: string[] = []
    for (const [i, s] of runnable.filter((s) => !inVitest(s)).entries()) {
      const file = write(s, `snippet-${i}.${s.lang}`)
      await run(process.execPath, [file], {
        cwd: dir,
        timeout: 60_000,
        env: { ...process.env, PETSTORE_KEY: 'petstore-demo-key' },
      }).catch((error: { stderr?: string; message: string }) =>
        failed.push(`${where(s)}: ${(error.stderr || error.message).trim().split('\n').at(-1)}`),
      )
    }
    expect(failed).toEqual([])
  }, 300_000)

  it('run in Vitest, each as a test file', async () => {
    const files = runnable.filter(inVitest).map((s, i) =>
      write(
        s,
        `snippet-${i}.test.${s.lang}`,
        // A file of hooks alone is no test file to Vitest: one empty test lets it run.
        /\b(test|it)\(/.test(s.code)
          ? ''
          : "\nimport { test as ranAsAFile } from 'vitest'\nranAsAFile('runs', () => {})\n",
      ),
    )
    expect(files.length).toBeGreaterThan(0)
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      "export default { test: { include: ['*.test.ts', '*.test.tsx'], environment: 'node' } }\n",
    )
    const vitest = join(root, 'node_modules/vitest/vitest.mjs')
    const result = await run(process.execPath, [vitest, 'run', '--root', dir], {
      cwd: dir,
      timeout: 120_000,
    }).catch((error: { stdout?: string; stderr?: string }) => error)
    expect('code' in result ? `${result.stdout}\n${result.stderr}` : '').toBe('')
  }, 180_000)
})
