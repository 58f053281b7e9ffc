/**
 * A 500-test Vitest file on `usePetstore` against the same 500 tests on a bare `setupServer`
 * with static handlers: what the mock costs a real suite, start-up and per-test reset included.
 * The mock's file imports `petstore-mock/vitest` from a copy of the built package in the scratch
 * folder's node_modules, as a user's project has it installed.
 * Both files are generated into a scratch folder under node_modules/.cache (so `vitest` and
 * `msw` resolve from the project, and git never sees them) and run alternately.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { median } from './stats'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const BASE = 'http://shop.test/api/v1'

/** Wall time of each file, and their ratio. */
export interface SuiteResult {
  /** What the mock's file imported: the installed package (built) or src/entries/vitest/index.ts. */
  entry: string
  tests: number
  mockMs: number
  bareMs: number
  ratio: number
  /** The same files with one test: what importing and starting each costs. */
  mockStartMs: number
  bareStartMs: number
  /** (mockMs − mockStartMs) ÷ (bareMs − bareStartMs): what each further test costs. */
  perTestRatio: number
}

// The same tests for both files: half list pets, half create one, each checks what it got.
function tests(count: number): string {
  return `
const KEY = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }
for (let i = 0; i < ${count}; i++) {
  if (i % 2 === 0) {
    test(\`lists five pets (\${i})\`, async () => {
      const res = await fetch('${BASE}/pets?limit=5', { headers: KEY })
      expect(res.status).toBe(200)
      expect(await res.json()).toHaveLength(5)
    })
  } else {
    test(\`creates a pet (\${i})\`, async () => {
      const res = await fetch('${BASE}/pets', {
        method: 'POST',
        headers: KEY,
        body: JSON.stringify({ name: \`Pet \${i}\`, categoryId: 1 }),
      })
      expect(res.status).toBe(201)
      expect(await res.json()).toMatchObject({ name: \`Pet \${i}\`, categoryId: 1 })
    })
  }
}
`
}

// The built package when there is one, installed as users have it: a copy of what it ships in
// the scratch folder's own node_modules, imported as `petstore-mock/vitest`. Vitest then loads it
// natively, as it loads every installed dependency. Imported from the repository's dist/ instead,
// Vite would transform all of it first (a file outside node_modules is the app's own code), a
// cost no user pays. Without a build, the sources, transformed.
const builtEntry = join(root, 'dist/vitest.js')
const installed = () => existsSync(builtEntry)
const entry = () =>
  installed() ? 'petstore-mock/vitest' : join(root, 'src/entries/vitest/index.ts')

// What the importing needs of the package: its manifest (exports), dist/ and openapi.yaml.
function installPackage(dir: string): void {
  // A manifest of its own stops Node resolving `petstore-mock` to this repository by name.
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'petstore-bench-scratch', private: true, type: 'module' }),
  )
  const target = join(dir, 'node_modules/petstore-mock')
  mkdirSync(target, { recursive: true })
  for (const item of ['package.json', 'openapi.yaml', 'dist']) {
    cpSync(join(root, item), join(target, item), { recursive: true })
  }
}

const mockFile = (count: number) => `import { expect, test } from 'vitest'
import { usePetstore } from '${entry()}'

usePetstore({ baseUrl: '${BASE}' })
${tests(count)}`

const bareFile = (count: number) => `import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'

const pets = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: 'Rex', categoryId: 1, status: 'available' }))
const server = setupServer(
  http.get('${BASE}/pets', () => HttpResponse.json(pets)),
  http.post('${BASE}/pets', async ({ request }) => {
    const body = (await request.json()) as { name: string; categoryId: number }
    return HttpResponse.json({ id: 49, status: 'available', ...body }, { status: 201 })
  }),
)
beforeAll(() => server.listen())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
${tests(count)}`

function run(dir: string, file: string): number {
  const config = join(dir, `${file}.config.mjs`)
  writeFileSync(
    config,
    `export default { test: { root: ${JSON.stringify(dir)}, include: [${JSON.stringify(`${file}.test.ts`)}], exclude: [] } }\n`,
  )
  const started = performance.now()
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', config, '--reporter=dot'],
    { cwd: root, encoding: 'utf8' },
  )
  const elapsed = performance.now() - started
  if (result.status !== 0) {
    throw new Error(`vitest ${file} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return elapsed
}

/**
 * Runs both files `rounds` times, alternating which goes first.
 *
 * @example
 * await benchVitestSuite({ tests: 500, rounds: 3 }) // { mockMs, bareMs, ratio }
 */
export async function benchVitestSuite(options: {
  tests: number
  rounds: number
}): Promise<SuiteResult> {
  const cache = join(root, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, 'petstore-bench-vitest-'))
  try {
    if (installed()) installPackage(dir)
    writeFileSync(join(dir, 'mock.test.ts'), mockFile(options.tests))
    writeFileSync(join(dir, 'bare.test.ts'), bareFile(options.tests))
    // One-test files split the ratio into start-up (imports, seeding) and the cost per test.
    writeFileSync(join(dir, 'mock1.test.ts'), mockFile(1))
    writeFileSync(join(dir, 'bare1.test.ts'), bareFile(1))
    const times: Record<string, number[]> = { mock: [], bare: [], mock1: [], bare1: [] }
    for (let round = 0; round < options.rounds; round++) {
      const order = ['bare', 'mock', 'bare1', 'mock1']
      for (const side of round % 2 === 0 ? order : order.reverse()) {
        times[side]!.push(run(dir, side))
      }
    }
    const [mockMs, bareMs, mockStartMs, bareStartMs] = ['mock', 'bare', 'mock1', 'bare1'].map(
      (side) => median(times[side]!),
    ) as [number, number, number, number]
    return {
      entry: installed() ? 'petstore-mock/vitest, installed from dist/' : relative(root, entry()),
      tests: options.tests,
      mockMs,
      bareMs,
      ratio: mockMs / bareMs,
      mockStartMs,
      bareStartMs,
      perTestRatio: (mockMs - mockStartMs) / Math.max(1, bareMs - bareStartMs),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
