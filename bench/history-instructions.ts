/**
 * What the store's history costs a write, counted in machine instructions rather than time, so
 * the machine's load does not move it: `npm run bench:history` (needs valgrind).
 * Each process warms a mock with 1,200 updatePets through `petstore.fetch` (past the history's
 * bound, as a long session is), then makes `extra` more; a write costs
 * (instructions with 2,400 extra − with 0 extra) / 2,400, history on (the default) and off.
 * Node runs with V8's `--predictable`: no background threads and no timers in the collector, so
 * a process counts the same to 0.01% run after run (without it, ±20%: threads and timing).
 * The window spans several collections, whose cost comes in steps (600 writes gave 1.05-1.11).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..')
const WARM = 1200
const EXTRA = 2400

// Plain JavaScript against the built package, so the counted process loads no TypeScript compiler.
const child = `
import { createPetstore } from ${JSON.stringify(resolve(root, 'dist/index.js'))}
const [mode, extra] = process.argv.slice(2)
const BASE = 'http://bench.local/api/v1'
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }
const petstore = createPetstore({ baseUrl: BASE, ...(mode === 'off' ? { historySize: 0 } : {}) })
await petstore.ready
for (let i = 0; i < ${WARM} + Number(extra); i++) {
  const body = JSON.stringify({ name: 'Renamed ' + (i % 50), categoryId: 1 + (i % 6), status: 'available' })
  const response = await petstore.fetch(new Request(BASE + '/pets/' + (1 + (i % 40)), { method: 'PUT', headers, body }))
  if (response?.status !== 200) throw new Error('updatePet answered ' + response?.status)
}
`

function instructions(script: string, mode: 'on' | 'off', extra: number): number {
  const node = resolve(root, 'node_modules/.bin/node')
  const run = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--cachegrind-out-file=/dev/null',
      node,
      '--predictable',
      script,
      mode,
      String(extra),
    ],
    { encoding: 'utf8' },
  )
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr)
  if (run.status !== 0 || !refs)
    throw new Error(`valgrind failed (${run.status}):\n${run.stderr.slice(-2000)}`)
  return Number(refs[1]!.replaceAll(',', ''))
}

/** Instructions per write with the history on and off, and their ratio. */
export function countHistoryCost(): { on: number; off: number; ratio: number } {
  if (!existsSync(resolve(root, 'dist/index.js'))) throw new Error('run `npm run build` first')
  const dir = mkdtempSync(join(tmpdir(), 'history-instructions-'))
  const script = join(dir, 'writes.mjs')
  writeFileSync(script, child)
  try {
    const perWrite = (mode: 'on' | 'off') =>
      (instructions(script, mode, EXTRA) - instructions(script, mode, 0)) / EXTRA
    const on = perWrite('on')
    const off = perWrite('off')
    return { on, off, ratio: on / off }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { on, off, ratio } = countHistoryCost()
  const k = (n: number) => `${(n / 1000).toFixed(0)}k`
  console.log(
    `updatePet through petstore.fetch, instructions per write: history on ${k(on)}, off ${k(off)}, ratio ${ratio.toFixed(3)} (target ≤ 1.10)`,
  )
}
