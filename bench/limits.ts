/**
 * The mock against the physical limits, in one run with interleaved rounds (the machine's load
 * drifts; a ratio of neighbours survives it, an absolute time does not):
 * - HTTP: `petstore-mock serve` against a bare node:http server writing the same pre-serialised
 *   bytes, GET /pets/7 and a 20-item list, autocannon with 10 connections, both logs off;
 * - start-up: spawn → first 200 of `serve` against the bare server's;
 * - import: `import('petstore-mock/node')` plus `ready`, against importing `msw/node` alone,
 *   each in a fresh node process.
 *
 * Alone: `npm run build && npx tsx bench/limits.ts [--quick]`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { writeBenchFigures } from '../scripts/readme-bench'
import { AUTOCANNON_VERSION, autocannon } from './autocannon'
import { recordLatest } from './latest'
import { median } from './stats'
import { freePort } from '../e2e/free-port'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const AUTH = { Authorization: 'Bearer petstore-demo-key' }
/** The paths both servers answer: one pet by id, and a page of 20 pets (the default store's). */
export const LIMIT_PATHS = { byId: '/api/v1/pets/7', list: '/api/v1/pets?limit=20' } as const

/** One comparison: the mock's figure, the bare one's, and mock ÷ bare (median over rounds). */
export interface LimitRow {
  measure: string
  unit: 'req/s' | 'ms' | 'µs CPU/request'
  mock: number
  bare: number
  /**
   * For req/s, mock ÷ bare per round; for CPU per request, bare ÷ mock per round (both: higher
   * is better); for ms, mock ÷ bare (lower is better).
   */
  ratio: number
  target: string
  ok: boolean
}

/** The three comparisons and how they were run. */
export interface LimitsResult {
  rounds: number
  seconds: number
  connections: number
  flags: string
  rows: LimitRow[]
}

/**
 * Runs every comparison against the built package (dist/).
 *
 * @example
 * const { rows } = await benchLimits({ rounds: 5, seconds: 3 })
 */
export async function benchLimits(options: {
  rounds: number
  seconds: number
}): Promise<LimitsResult> {
  const { rounds, seconds } = options
  const connections = 10
  const rows = [
    ...(await throughput(rounds, seconds, connections)),
    await startup(rounds),
    await importTime(rounds),
  ]
  return {
    rounds,
    seconds,
    connections,
    flags: `serve --quiet (request log off), default store; bare: node bench/bare-server.js; autocannon ${AUTOCANNON_VERSION} -c ${connections} -d ${seconds}`,
    rows,
  }
}

/**
 * What the README quotes of a run (bench/latest.ts's `limits` section).
 *
 * @example
 * recordLatest('limits', limitsFigures(result))
 */
export function limitsFigures(result: LimitsResult): {
  flags: string
  rows: Array<{ measure: string; unit: string; mock: number; bare: number; ratio: number }>
} {
  return {
    flags: result.flags,
    rows: result.rows.map(({ measure, unit, mock, bare, ratio }) => ({
      measure,
      unit,
      mock: unit === 'ms' ? Math.round(mock) : mock,
      bare: unit === 'ms' ? Math.round(bare) : bare,
      ratio,
    })),
  }
}

/**
 * The rows as a markdown table.
 *
 * @example
 * console.log(limitsTable(result))
 */
export function limitsTable(result: LimitsResult): string {
  const fmt = (row: LimitRow, n: number) => (row.unit === 'ms' ? n.toFixed(0) : String(n))
  return [
    `Median of ${result.rounds} interleaved rounds; ${result.flags}.`,
    '',
    '| measure | unit | petstore-mock | bare | ratio | target | met |',
    '| --- | --- | ---: | ---: | ---: | ---: | :---: |',
    ...result.rows.map(
      (r) =>
        `| ${r.measure} | ${r.unit} | ${fmt(r, r.mock)} | ${fmt(r, r.bare)} | ${r.ratio.toFixed(2)} | ${r.target} | ${r.ok ? 'yes' : '**no**'} |`,
    ),
  ].join('\n')
}

async function throughput(
  rounds: number,
  seconds: number,
  connections: number,
): Promise<LimitRow[]> {
  const mock = await startServer(process.execPath, [binPath(), 'serve', '--quiet'])
  const dir = mkdtempSync(join(tmpdir(), 'petstore-bench-'))
  let bare: Started | undefined
  try {
    const answers: Record<string, unknown> = {}
    for (const path of Object.values(LIMIT_PATHS)) answers[path] = await capture(mock.origin + path)
    const file = join(dir, 'answers.json')
    writeFileSync(file, JSON.stringify(answers))
    bare = await startServer(process.execPath, [barePath(), file])
    const rows: LimitRow[] = []
    for (const [name, path] of Object.entries(LIMIT_PATHS)) {
      const mockRates: number[] = []
      const bareRates: number[] = []
      const ratios: number[] = []
      const cpu = { mock: [] as number[], bare: [] as number[], ratios: [] as number[] }
      for (let round = 0; round < rounds; round++) {
        // The server's own CPU time per answer as well: on a loaded machine the rate says how
        // often the scheduler ran the server; its CPU time says what an answer costs.
        const load = async (server: Started) => {
          const before = cpuMs(server.pid)
          const result = await autocannon(server.origin + path, {
            connections,
            seconds,
            headers: AUTH,
          })
          const used = cpuMs(server.pid) - before
          return {
            ...result,
            cpuUs: (used * 1000) / Math.max(1, result.requestsPerSecond * seconds),
          }
        }
        // Alternating who goes first, so neither always runs on the warmer (or busier) machine.
        const order = round % 2 === 0 ? [mock, bare] : [bare, mock]
        const [first, second] = [await load(order[0]!), await load(order[1]!)]
        const [m, b] = order[0] === mock ? [first, second] : [second, first]
        if (m.errors > 0 || b.errors > 0)
          throw new Error(`${path}: ${m.errors} / ${b.errors} errors`)
        mockRates.push(m.requestsPerSecond)
        bareRates.push(b.requestsPerSecond)
        ratios.push(m.requestsPerSecond / b.requestsPerSecond)
        cpu.mock.push(m.cpuUs)
        cpu.bare.push(b.cpuUs)
        cpu.ratios.push(b.cpuUs / m.cpuUs)
      }
      const ratio = median(ratios)
      rows.push({
        measure: `GET ${path.replace('/api/v1', '')} (${name === 'byId' ? 'by id' : '20 pets'}), ${connections} connections`,
        unit: 'req/s',
        mock: median(mockRates),
        bare: median(bareRates),
        ratio,
        target: '≥ 0.5',
        ok: ratio >= 0.5,
      })
      if (Number.isFinite(median(cpu.ratios))) {
        rows.push({
          measure: `the same, server CPU per answer (bare ÷ mock)`,
          unit: 'µs CPU/request',
          mock: Math.round(median(cpu.mock)),
          bare: Math.round(median(cpu.bare)),
          ratio: median(cpu.ratios),
          target: '≥ 0.5',
          ok: median(cpu.ratios) >= 0.5,
        })
      }
    }
    return rows
  } finally {
    await mock.stop()
    await bare?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function startup(rounds: number): Promise<LimitRow> {
  const mockMs: number[] = []
  const bareMs: number[] = []
  const dir = mkdtempSync(join(tmpdir(), 'petstore-bench-'))
  try {
    const file = join(dir, 'answers.json')
    const body = '{"id":7}'
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length) }
    writeFileSync(file, JSON.stringify({ [LIMIT_PATHS.byId]: { status: 200, headers, body } }))
    for (let round = 0; round < rounds; round++) {
      bareMs.push(await firstAnswer(process.execPath, [barePath(), file]))
      mockMs.push(await firstAnswer(process.execPath, [binPath(), 'serve', '--quiet']))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const [mock, bare] = [median(mockMs), median(bareMs)]
  return {
    measure: 'spawn → first 200 of GET /pets/7 (serve vs bare node:http)',
    unit: 'ms',
    mock,
    bare,
    ratio: mock / bare,
    target: '≤ 2',
    ok: mock / bare <= 2,
  }
}

async function importTime(rounds: number): Promise<LimitRow> {
  const mockScript = `const t = performance.now(); const { createPetstoreServer } = await import('petstore-mock/node'); await createPetstoreServer().ready; process.stdout.write(String(performance.now() - t))`
  const mswScript = `const t = performance.now(); await import('msw/node'); process.stdout.write(String(performance.now() - t))`
  const mockMs: number[] = []
  const mswMs: number[] = []
  for (let round = 0; round < rounds; round++) {
    mswMs.push(await timedScript(mswScript))
    mockMs.push(await timedScript(mockScript))
  }
  const [mock, bare] = [median(mockMs), median(mswMs)]
  return {
    measure: "import('petstore-mock/node') + ready (vs import('msw/node') alone)",
    unit: 'ms',
    mock,
    bare,
    ratio: mock / bare,
    target: '≤ 1.3',
    ok: mock / bare <= 1.3,
  }
}

// The package imports itself by name from the repo root, as a user's project imports it.
async function timedScript(script: string): Promise<number> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`a timed import exited with ${code}`)
  return Number(out)
}

const binPath = () => join(ROOT, 'bin/petstore-mock.js')
const barePath = () => join(ROOT, 'bench/bare-server.js')

interface Started {
  origin: string
  pid: number | undefined
  stop(): Promise<void>
}

// User + system CPU time of a process in ms, from /proc (Linux); NaN elsewhere.
function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return Number.NaN
  }
}

// The mock's CLI takes `--port N`; the bare server takes the port as its last argument.
async function spawnOnPort(command: string, args: string[], port: number): Promise<ChildProcess> {
  const isMock = args.includes('serve')
  return spawn(command, isMock ? [...args, '--port', String(port)] : [...args, String(port)], {
    stdio: 'ignore',
  })
}

async function startServer(command: string, args: string[]): Promise<Started> {
  const port = await freePort()
  const child = await spawnOnPort(command, args, port)
  const origin = `http://127.0.0.1:${port}`
  await untilAnswered(origin + LIMIT_PATHS.byId, child)
  return { origin, pid: child.pid, stop: () => stopChild(child) }
}

async function firstAnswer(command: string, args: string[]): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = await spawnOnPort(command, args, port)
  try {
    await untilAnswered(`http://127.0.0.1:${port}${LIMIT_PATHS.byId}`, child)
    return performance.now() - started
  } finally {
    await stopChild(child)
  }
}

async function untilAnswered(url: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + 30_000
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    if ((await status(url)) === 200) return
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  throw new Error(`${url} did not answer 200 within 30 s`)
}

function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = get(url, { headers: AUTH, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', () => resolve(0))
  })
}

// The mock's answer as bytes: status, the headers it chose (node's own Date and Connection
// are left to the bare server's node), and the body.
function capture(
  url: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: AUTH }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const headers: Record<string, string> = {}
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] as string
          if (!/^(date|connection|keep-alive)$/i.test(name))
            headers[name] = res.rawHeaders[i + 1] as string
        }
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`))
        resolve({ status: 200, headers, body: Buffer.concat(chunks).toString('utf8') })
      })
    }).on('error', reject)
  })
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGINT')
  await exited
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick')
  const result = await benchLimits({ rounds: quick ? 3 : 5, seconds: quick ? 2 : 3 })
  console.log(limitsTable(result))
  // A full run is what the README quotes; a quick one is a try.
  if (!quick) {
    recordLatest('limits', limitsFigures(result))
    writeBenchFigures()
  }
}
