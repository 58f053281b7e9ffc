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
 * - kit request: a getPetById through `createPetstoreServer`, on this msw ÷ on msw 2.15, both on
 *   this Node: the built package copied into the older stack's side copy (bench/node20-copy.ts),
 *   whose bare `msw` is 2.15. The default store: seeding `large` under valgrind takes 20 minutes.
 * - create: a POST /pets through `createPetstoreServer` ÷ a bare handler on the same server that
 *   reads the body, gives it an id and answers 201 with it (bench/creates.ts), default store; and
 *   the same through `usePetstore` (the test kit, its contract guard included).
 * - reset: one `petstore.reset()` of the default store after a write, ÷ the write alone: the
 *   reset's own count is a − b.
 * - start-up: a whole fresh process that imports `petstore-mock/node` (the built `dist/node.js`)
 *   and awaits `createPetstoreServer().ready`, ÷ one that imports `msw/node` alone (the issue's
 *   goal, ≤ 1.3); `npm run bench`'s start-up row times the same two as users feel them (wall
 *   median of fresh processes, bench/limits.ts).
 * - first request: what a test waits for after `ready`, `listen()` and its first getPetById
 *   through `createPetstoreServer` (modules loaded for it included), ÷ the same on msw's
 *   `setupServer` with a bare handler: (a process that does them − one that stops at `ready`).
 * `--only <words>` counts the cases whose name contains them.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { NODE20_COPY, prepareNode20Copy } from './node20-copy'

const root = fileURLToPath(new URL('..', import.meta.url))
// Written into each script as `DIST`, the built package where the script runs.
const dist = JSON.stringify(resolve(root, 'dist/index.js'))

/** One comparison: a script run with side `a` and side `b`, and how many requests to add. */
interface CountCase {
  name: string
  script: string
  sides: [string, string]
  extra: number
  target: number
  /** The side that runs in the older stack's side copy (msw 2.15), on this Node. */
  olderSide?: string
  /** Counts the whole process (start-up), not per request: `extra` is unused. */
  whole?: boolean
}

const PREAMBLE = `
import { createPetstore } from DIST
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

// The same request through the Node entry, on this stack's msw and on msw 2.15.
const kitRequest: CountCase = {
  name: 'getPetById through createPetstoreServer, this msw ÷ msw 2.15, same Node',
  sides: ['msw3', 'msw2'],
  olderSide: 'msw2',
  extra: 300,
  target: 1.2,
  script: `${PREAMBLE}
const { createPetstoreServer } = await import(DIST.replace(/index\\.js$/, 'node.js'))
const petstore = createPetstoreServer({ baseUrl: BASE })
await petstore.ready
petstore.listen()
for (let i = 0; i < 200 + Number(extra); i++) {
  const response = await fetch(BASE + '/pets/' + (1 + (i % 40)), { headers })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error('getPetById answered ' + response.status)
}
petstore.close()
`,
}

// bench/creates.ts's bare handler, written out: the script runs outside the sources.
const creates: CountCase = {
  name: 'createPet through createPetstoreServer, mock ÷ bare (reads the body)',
  sides: ['mock', 'bare'],
  extra: 300,
  target: 1.15,
  script: `${PREAMBLE}
import { http, HttpResponse } from 'msw'
const { createPetstoreServer } = await import(DIST.replace(/index\\.js$/, 'node.js'))
const petstore = createPetstoreServer({ baseUrl: BASE })
await petstore.ready
petstore.listen()
let id = 10000000
const bare = http.post(BASE + '/pets', async ({ request }) => {
  const body = await request.json()
  return HttpResponse.json({ ...body, id: id++, status: 'available' }, { status: 201 })
})
if (side === 'bare') petstore.server.resetHandlers(bare)
for (let i = 0; i < 200 + Number(extra); i++) {
  const body = JSON.stringify({ name: 'Newcomer ' + i, categoryId: 1 + (i % 6) })
  const response = await fetch(BASE + '/pets', { method: 'POST', headers, body })
  await response.arrayBuffer()
  if (response.status !== 201) throw new Error('createPet answered ' + response.status)
}
petstore.close()
`,
}

// The same through the test kit (`usePetstore`, the contract guard included), its runner hooks
// called here as bench/creates.ts calls them. The kit's runner code sits in a shared chunk of the
// build (the Vitest and Jest entries import their runners' globals), whose one export it is.
const kitCreates: CountCase = {
  name: 'createPet through usePetstore, mock ÷ bare (reads the body)',
  sides: ['mock', 'bare'],
  extra: 300,
  target: 1.15,
  script: `${PREAMBLE}
import { readdirSync } from 'node:fs'
import { http, HttpResponse } from 'msw'
const dir = DIST.replace(/index\\.js$/, '')
const chunk = readdirSync(dir).find((f) => /^runner-[\\w-]+\\.js$/.test(f))
const usePetstoreWith = Object.values(await import(dir + chunk)).find((v) => typeof v === 'function')
const hooks = { beforeAll: [], afterEach: [], afterAll: [] }
const runner = {
  beforeAll: (fn) => hooks.beforeAll.push(fn),
  afterEach: (fn) => hooks.afterEach.push(fn),
  afterAll: (fn) => hooks.afterAll.push(fn),
}
const kit = usePetstoreWith(runner, { baseUrl: BASE, onUnhandledRequest: 'error' })
for (const fn of hooks.beforeAll) await fn()
let id = 10000000
const bare = http.post(BASE + '/pets', async ({ request }) => {
  const body = await request.json()
  return HttpResponse.json({ ...body, id: id++, status: 'available' }, { status: 201 })
})
if (side === 'bare') kit.server.resetHandlers(bare)
for (let i = 0; i < 200 + Number(extra); i++) {
  const body = JSON.stringify({ name: 'Newcomer ' + i, categoryId: 1 + (i % 6) })
  const response = await fetch(BASE + '/pets', { method: 'POST', headers, body })
  await response.arrayBuffer()
  if (response.status !== 201) throw new Error('createPet answered ' + response.status)
}
for (const fn of hooks.afterAll) await fn()
`,
}

// A write, then a reset (side 'reset') or the write alone: a − b is what the reset costs.
const reset: CountCase = {
  name: 'reset of the default store (petstore.reset()) after a write ÷ the write alone',
  sides: ['reset', 'write'],
  extra: 600,
  target: Infinity,
  script: `${PREAMBLE}
const petstore = createPetstore({ baseUrl: BASE })
await petstore.ready
for (let i = 0; i < 200 + Number(extra); i++) {
  await petstore.db.createPet({ name: 'Between ' + (i % 50), categoryId: 1 })
  if (side === 'reset') await petstore.reset()
}
`,
}

// No preamble: the root entry would load before the entry under count.
const startup: CountCase = {
  name: 'start-up: import petstore-mock/node + ready ÷ import msw/node, whole process',
  sides: ['mock', 'msw'],
  extra: 0,
  whole: true,
  target: 1.3,
  script: `
const [side] = process.argv.slice(2)
if (side === 'msw') await import('msw/node')
else {
  const { createPetstoreServer } = await import(DIST.replace(/index\\.js$/, 'node.js'))
  await createPetstoreServer().ready
}
`,
}

// With extra 0 the process stops at ready; with 1 it listens and sends the first request.
const firstRequest: CountCase = {
  name: 'first request: listen + the first getPetById after ready, createPetstoreServer ÷ bare msw',
  sides: ['mock', 'bare'],
  extra: 1,
  target: 1.3,
  script: `
const [side, extra] = process.argv.slice(2)
const BASE = 'http://bench.local/api/v1'
const headers = { Authorization: 'Bearer petstore-demo-key' }
let server
if (side === 'mock') {
  const { createPetstoreServer } = await import(DIST.replace(/index\\.js$/, 'node.js'))
  server = createPetstoreServer({ baseUrl: BASE })
  await server.ready
} else {
  const { http, HttpResponse } = await import('msw')
  const { setupServer } = await import('msw/node')
  const pet = { id: 7, name: 'Rex', category: { id: 1, name: 'Dogs' }, status: 'available' }
  server = setupServer(http.get(BASE + '/pets/:id', () => HttpResponse.json(pet)))
}
if (Number(extra) > 0) {
  server.listen()
  const response = await fetch(BASE + '/pets/7', { headers })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error('getPetById answered ' + response.status)
  server.close()
}
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

function count(c: CountCase, dirs: { here: string; older?: string }): Count {
  const [a, b] = c.sides.map((side) => {
    // Inside a package's tree, so the script's bare `msw` resolves to that stack's.
    const older = side === c.olderSide
    const dir = older ? dirs.older : dirs.here
    if (!dir) throw new Error(`${c.name}: the side copy is not prepared`)
    const script = join(dir, `${c.sides.join('-')}-${side}.mjs`)
    const built = older ? JSON.stringify(join(NODE20_COPY, 'dist/index.js')) : dist
    writeFileSync(script, c.script.replaceAll('DIST', built))
    if (c.whole) return instructions(script, side, 0)
    return (instructions(script, side, c.extra) - instructions(script, side, 0)) / c.extra
  }) as [number, number]
  return { name: c.name, a, b, ratio: a / b, target: c.target }
}

/**
 * Counts each case (the built package: run `npm run build` first).
 *
 * @example
 * const [history, byId, kitRequest, creates, kitCreates, reset, startup, firstRequest] =
 *   await countCases()
 */
export async function countCases(only?: string): Promise<Count[]> {
  if (!existsSync(resolve(root, 'dist/index.js'))) throw new Error('run `npm run build` first')
  const cache = resolve(root, 'node_modules/.cache')
  if (!existsSync(cache)) throw new Error('run `npm ci` first')
  const cases = [
    history,
    byId,
    kitRequest,
    creates,
    kitCreates,
    reset,
    startup,
    firstRequest,
  ].filter((c) => only === undefined || c.name.includes(only))
  const here = mkdtempSync(join(cache, 'instructions-'))
  let older: string | undefined
  try {
    if (cases.some((c) => c.olderSide)) {
      // The built package inside the side copy, so its imports find msw 2.15 there.
      await prepareNode20Copy()
      rmSync(join(NODE20_COPY, 'dist'), { recursive: true, force: true })
      cpSync(resolve(root, 'dist'), join(NODE20_COPY, 'dist'), { recursive: true })
      older = mkdtempSync(join(NODE20_COPY, 'instructions-'))
    }
    return cases.map((c) => count(c, { here, older }))
  } finally {
    rmSync(here, { recursive: true, force: true })
    if (older) rmSync(older, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const k = (n: number) => `${(n / 1000).toFixed(0)}k`
  const M = (n: number) => `${(n / 1e6).toFixed(1)}M`
  const { values } = parseArgs({ options: { only: { type: 'string' } } })
  for (const { name, a, b, ratio, target } of await countCases(values.only)) {
    const per = name.startsWith('start-up')
      ? `${M(a)} / ${M(b)} instructions`
      : `${k(a)} / ${k(b)} instructions a request`
    console.log(
      target === Infinity
        ? `${name}: ${k(a)} / ${k(b)} instructions, so ${k(a - b)} a reset`
        : `${name}: ${per}, ratio ${ratio.toFixed(3)} (target ≤ ${target.toFixed(2)})`,
    )
  }
}
