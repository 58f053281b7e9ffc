/**
 * Costs too small for wall clock on a shared machine, counted in machine instructions instead:
 * `npm run bench:instructions` (needs valgrind; about 15 minutes). Each case runs a process that
 * warms up, then makes `extra` more requests; a request costs (instructions with `extra` − with
 * 0) / `extra`, so start-up and seeding cancel out. Node runs with V8's `--predictable` (no
 * background threads, no timers in the collector): a process counts the same to 0.01% run after
 * run, where without it the count moved by ±20%.
 * - history: an updatePet through `petstore.fetch`, the store's history on (the default) ÷ off.
 * - by id: a getPetById through msw/node, the mock ÷ a bare msw handler answering the same body,
 *   as `npm run bench` times it, with 10,000 pets (a lookup by id does not grow with the store,
 *   and seeding 100,000 under valgrind would take minutes a run).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = JSON.stringify(resolve(root, 'dist/index.js'))

/** One comparison: a script run with side `a` and side `b`, and how many requests to add. */
interface CountCase {
  name: string
  script: string
  sides: [string, string]
  extra: number
  target: number
}

const PREAMBLE = `
import { createPetstore } from ${dist}
const [side, extra] = process.argv.slice(2)
const BASE = 'http://bench.local/api/v1'
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }
`

// Past the history's 1,000 writes first, so old writes fold as in a long session.
const history: CountCase = {
  name: 'updatePet, history on ÷ off',
  sides: ['on', 'off'],
  extra: 2400,
  target: 1.1,
  script: `${PREAMBLE}
const petstore = createPetstore({ baseUrl: BASE, ...(side === 'off' ? { historySize: 0 } : {}) })
await petstore.ready
for (let i = 0; i < 1200 + Number(extra); i++) {
  const body = JSON.stringify({ name: 'Renamed ' + (i % 50), categoryId: 1 + (i % 6), status: 'available' })
  const response = await petstore.fetch(new Request(BASE + '/pets/' + (1 + (i % 40)), { method: 'PUT', headers, body }))
  if (response?.status !== 200) throw new Error('updatePet answered ' + response?.status)
}
`,
}

// The bare handler answers the body the mock gave for the first pet it reads.
const byId: CountCase = {
  name: 'getPetById at 10,000 pets, mock ÷ bare msw',
  sides: ['mock', 'bare'],
  extra: 300,
  target: 1.1,
  script: `${PREAMBLE}
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
const SIZE = 10000
const petstore = createPetstore({ baseUrl: BASE, scenario: 'large', size: SIZE })
await petstore.ready
const server = setupServer(...petstore.handlers)
server.listen()
const sample = await (await fetch(BASE + '/pets/41', { headers })).json()
if (side === 'bare') server.resetHandlers(http.get(BASE + '/pets/:id', () => HttpResponse.json(sample)))
for (let i = 0; i < 200 + Number(extra); i++) {
  const response = await fetch(BASE + '/pets/' + (41 + ((i * 7919) % (SIZE - 41))), { headers })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error('getPetById answered ' + response.status)
}
server.close()
`,
}

function instructions(script: string, side: string, extra: number): number {
  const node = resolve(root, 'node_modules/.bin/node')
  const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null']
  const run = spawnSync('valgrind', [...args, node, '--predictable', script, side, `${extra}`], {
    encoding: 'utf8',
  })
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr)
  if (run.status !== 0 || !refs)
    throw new Error(`valgrind failed (${run.status}):\n${run.stderr.slice(-2000)}`)
  return Number(refs[1]!.replaceAll(',', ''))
}

/** Instructions per request on each side of a case, and their ratio. */
export interface Count {
  name: string
  a: number
  b: number
  ratio: number
  target: number
}

function count(c: CountCase, dir: string): Count {
  // Inside the repository, so the script's bare `msw` resolves to this checkout's.
  const script = join(dir, `${c.sides.join('-')}.mjs`)
  writeFileSync(script, c.script)
  const [a, b] = c.sides.map(
    (side) => (instructions(script, side, c.extra) - instructions(script, side, 0)) / c.extra,
  ) as [number, number]
  return { name: c.name, a, b, ratio: a / b, target: c.target }
}

/**
 * Counts each case (the built package: run `npm run build` first).
 *
 * @example
 * const [history, byId] = countCases()
 */
export function countCases(): Count[] {
  if (!existsSync(resolve(root, 'dist/index.js'))) throw new Error('run `npm run build` first')
  const cache = resolve(root, 'node_modules/.cache')
  if (!existsSync(cache)) throw new Error('run `npm ci` first')
  const dir = mkdtempSync(join(cache, 'instructions-'))
  try {
    return [history, byId].map((c) => count(c, dir))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const k = (n: number) => `${(n / 1000).toFixed(0)}k`
  for (const { name, a, b, ratio, target } of countCases()) {
    console.log(
      `${name}: ${k(a)} / ${k(b)} instructions a request, ratio ${ratio.toFixed(3)} (target ≤ ${target.toFixed(2)})`,
    )
  }
}
