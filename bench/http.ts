/**
 * The HTTP benchmark: requests per second and latency for GET /pets/{petId} and POST
 * /store/orders with a fixed number of concurrent keep-alive connections, over loopback against
 * `petstore-mock serve` in its own process, beside the same load in-process (msw/node
 * intercepting fetch). The load generator is plain node:http; the rivals and the mock beside them
 * are loaded with autocannon in its own process (bench/autocannon.ts, installed on demand).
 *
 * Alone: `npm run bench:http [-- --connections 10 --duration 5 --quick --json --no-rivals]`;
 * it also loads Prism and json-server, each at today's version and the older pinned one
 * (bench/rivals.ts), with GET /pets/{id} and prints the ratios and every server's flags.
 * From bench/run.ts: `const { results, table } = await runHttpBenchmark()`.
 */
import { autocannon, type LoadResult } from './autocannon'
import { startCli } from './serve-process'
import { Agent } from 'node:http'
import { cpus } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { writeBenchFigures } from '../scripts/readme-bench'
import { benchInProcessLoad, type InProcessLoad } from './in-process-load'
import { recordLatest } from './latest'
import { arrange, httpSender, load, row, type HttpBenchmarkRow, type Target } from './load'
import {
  RIVAL_TARGETS,
  RIVALS,
  rivalFigures,
  rivalFlags,
  rivalTable,
  startRival,
  type RivalComparison,
} from './rivals'

/** How hard and how long to push. */
export interface HttpBenchmarkOptions {
  /** Concurrent connections (in-process: requests in flight). Default 10. */
  connections?: number
  /** Measured time per case, in ms. Default 5000. */
  durationMs?: number
  /** Unmeasured time per case first, in ms (JIT, keep-alive sockets). Default 1000. */
  warmupMs?: number
  /** Also load Prism and json-server with GET /pets/{id} (installed on demand). Default false. */
  rivals?: boolean
  /** The in-process rows, when the caller measured them already (bench/stacks.ts does). */
  inProcess?: InProcessLoad
}

/** What runHttpBenchmark returns: JSON-able rows plus a Markdown table of them. */
export interface HttpBenchmarkResult {
  node: string
  cpus: number
  connections: number
  durationMs: number
  results: HttpBenchmarkRow[]
  /** In process, mock ÷ bare msw handler per operation under the same concurrency. */
  inProcess: InProcessLoad
  rivals: RivalComparison[]
  table: string
}

/**
 * Runs both operations over loopback and in-process and returns the numbers.
 *
 * @example
 * const { results, table } = await runHttpBenchmark({ connections: 10, durationMs: 5000 })
 * console.log(table)
 */
export async function runHttpBenchmark(
  options: HttpBenchmarkOptions = {},
): Promise<HttpBenchmarkResult> {
  const connections = options.connections ?? 10
  const durationMs = options.durationMs ?? 5000
  const warmupMs = options.warmupMs ?? 1000
  const results: HttpBenchmarkRow[] = []

  // Over HTTP first: msw/node, used next, patches node:http while it listens.
  const served = await startCli()
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  let rivals: RivalComparison[] = []
  try {
    const send = httpSender(served.url, agent)
    const targets = await arrange(send)
    for (const target of targets) {
      const samples = await load(send, target, connections, warmupMs, durationMs)
      results.push(row(target, 'HTTP over loopback', samples, durationMs))
    }
    const get = targets.find((t) => t.method === 'GET') as Target
    const mockRate = async () =>
      (await loadWindow(served.url + get.path, connections, durationMs)).requestsPerSecond
    if (options.rivals) rivals = await loadRivals(mockRate, connections, durationMs)
  } finally {
    agent.destroy()
    await served.stop()
  }

  const inProcess =
    options.inProcess ??
    (await benchInProcessLoad({ connections, durationMs, warmupMs, rounds: IN_PROCESS_ROUNDS }))
  results.push(...inProcess.rows)
  // Rows side by side per operation: HTTP, then in-process, mock and bare.
  results.sort((a, b) => a.operation.localeCompare(b.operation))
  return {
    node: process.version,
    cpus: cpus().length,
    connections,
    durationMs,
    results,
    inProcess,
    rivals,
    table: [
      table(results, inProcess, connections),
      ...(rivals.length ? [rivalTable(rivals)] : []),
    ].join('\n\n'),
  }
}

const KEY = 'Bearer petstore-demo-key'

// The rival comparison loads each server with autocannon in a process of its own: this process's
// node:http client topped out near 4,000 requests a second on Node 24 (its CPU, not the server's,
// set the rate), which squeezed every ratio toward the client's ceiling.
function loadWindow(url: string, connections: number, durationMs: number): Promise<LoadResult> {
  const seconds = Math.max(1, Math.round(durationMs / 1000))
  return autocannon(url, { connections, seconds, headers: { Authorization: KEY } })
}

// The rival's window sits between two windows of the mock, both servers up, and the mock's rate
// is their mean: the load on a shared machine drifts, and measuring one after the other let that
// drift decide the ratio.
async function loadRivals(
  mockRate: () => Promise<number>,
  connections: number,
  durationMs: number,
): Promise<RivalComparison[]> {
  const openapi = fileURLToPath(new URL('../openapi.yaml', import.meta.url))
  const comparisons: RivalComparison[] = []
  for (const spec of RIVALS) {
    const rival = await startRival(spec, openapi)
    try {
      // Its warm-up (JIT, sockets); the mock's is the window before.
      await loadWindow(rival.url, connections, 1000)
      const before = await mockRate()
      const result = await loadWindow(rival.url, connections, durationMs)
      const mockRequestsPerSecond = Math.round((before + (await mockRate())) / 2)
      comparisons.push({
        rival: `${spec.name} ${spec.version}`,
        flags: rivalFlags(spec),
        rivalRequestsPerSecond: result.requestsPerSecond,
        mockRequestsPerSecond,
        ratio: mockRequestsPerSecond / Math.max(1, result.requestsPerSecond),
        target: RIVAL_TARGETS[spec.name],
        errors: result.errors,
      })
    } finally {
      await rival.stop()
    }
  }
  return comparisons
}

/** Alternating mock and bare windows per operation in process (bench/in-process-load.ts). */
const IN_PROCESS_ROUNDS = 5

function table(rows: HttpBenchmarkRow[], inProcess: InProcessLoad, connections: number): string {
  const ms = (n: number) => n.toFixed(2)
  const ratios = inProcess.ratios
    .map((r) => `${r.operation} ${r.ratio.toFixed(2)} (${r.cpuRatio.toFixed(2)})`)
    .join(', ')
  return [
    `| operation (${connections} connections) | transport | req/s | mean ms | p50 ms | p90 ms | p99 ms | max ms | errors |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.operation} | ${r.transport} | ${r.requestsPerSecond} | ${ms(r.meanMs)} | ${ms(r.p50Ms)} | ${ms(r.p90Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${r.errors} |`,
    ),
    '',
    `In process, the mock and a bare msw handler serving the mock's body take turns on one msw ` +
      `server, ${inProcess.rounds} windows each; mock ÷ bare per request, wall clock (process CPU ` +
      `time), median of the windows' ratios: ${ratios}.`,
  ].join('\n')
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      quick: { type: 'boolean' },
      json: { type: 'boolean' },
      'no-rivals': { type: 'boolean' },
    },
  })
  const quick = values.quick ?? false
  const result = await runHttpBenchmark({
    connections: Number(values.connections ?? 10),
    durationMs: values.duration ? Number(values.duration) * 1000 : quick ? 1500 : 5000,
    warmupMs: quick ? 500 : 1000,
    rivals: !values['no-rivals'],
  })
  if (values.json) {
    console.log(JSON.stringify(result, null, 2))
    return
  }
  console.log(
    `Node ${result.node}, ${result.cpus} CPUs, ${result.durationMs / 1000} s per case after warm-up.\n`,
  )
  console.log(result.table)
  // A full run with rivals is what the README quotes; a quick one is a try.
  if (!quick && result.rivals.length > 0) {
    recordLatest('http', rivalFigures(result.rivals))
    writeBenchFigures()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await cli()
