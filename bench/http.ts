/**
 * The HTTP benchmark: requests per second and latency for GET /pets/{petId} and POST
 * /store/orders with a fixed number of concurrent keep-alive connections, over loopback against
 * `petstore-mock serve` in its own process, beside the same load in-process (msw/node
 * intercepting fetch). The load generator is plain node:http; nothing to install.
 *
 * Alone: `npm run bench:http [-- --connections 10 --duration 5 --quick --json --no-rivals]`;
 * it also loads Prism and json-server, each at today's version and the older pinned one
 * (bench/rivals.ts), with GET /pets/{id} and prints the ratios and every server's flags.
 * From bench/run.ts: `const { results, table } = await runHttpBenchmark()`.
 */
import { startCli } from './serve-process'
import { Agent, request } from 'node:http'
import { cpus } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { writeBenchFigures } from '../scripts/readme-bench'
import { createPetstoreServer } from '../src/entries/node'
import { recordLatest } from './latest'
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
}

/** One operation over one transport. */
export interface HttpBenchmarkRow {
  operation: 'GET /pets/{petId}' | 'POST /store/orders'
  transport: 'HTTP over loopback' | 'in-process (msw/node)'
  requests: number
  requestsPerSecond: number
  meanMs: number
  p50Ms: number
  p90Ms: number
  p99Ms: number
  maxMs: number
  /** Answers other than the expected success status. */
  errors: number
}

/** What runHttpBenchmark returns: JSON-able rows plus a Markdown table of them. */
export interface HttpBenchmarkResult {
  node: string
  cpus: number
  connections: number
  durationMs: number
  results: HttpBenchmarkRow[]
  rivals: RivalComparison[]
  table: string
}

const KEY = 'Bearer petstore-demo-key'
const IN_PROCESS_BASE = 'http://bench.local/api/v1'
const STOCK = 1_000_000

/** One request to repeat: the same pet read, or one more unit of a well-stocked pet ordered. */
interface Target {
  operation: HttpBenchmarkRow['operation']
  method: 'GET' | 'POST'
  path: string
  body?: string
  status: number
}

/** Sends one request and resolves with its status and body text. */
type Send = (
  method: string,
  path: string,
  body?: string,
) => Promise<{ status: number; text: string }>

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
    // A fresh agent per window: the server closes sockets idle past its keep-alive timeout (5 s)
    // while a rival's window runs, and reusing one of those as it closes reset the whole run.
    const mockRate = async () => {
      const fresh = new Agent({ keepAlive: true, maxSockets: connections })
      try {
        const samples = await load(
          httpSender(served.url, fresh),
          get,
          connections,
          warmupMs,
          durationMs,
        )
        return rate(samples, durationMs)
      } finally {
        fresh.destroy()
      }
    }
    if (options.rivals) rivals = await loadRivals(mockRate, connections, warmupMs, durationMs)
  } finally {
    agent.destroy()
    await served.stop()
  }

  const petstore = createPetstoreServer({ baseUrl: IN_PROCESS_BASE, scenario: 'empty' })
  petstore.listen({ onUnhandledRequest: 'error' })
  try {
    const send = fetchSender(IN_PROCESS_BASE)
    for (const target of await arrange(send)) {
      const samples = await load(send, target, connections, warmupMs, durationMs)
      results.push(row(target, 'in-process (msw/node)', samples, durationMs))
    }
  } finally {
    petstore.close()
  }

  // Rows side by side per operation: HTTP, then in-process.
  results.sort((a, b) => a.operation.localeCompare(b.operation))
  return {
    node: process.version,
    cpus: cpus().length,
    connections,
    durationMs,
    results,
    rivals,
    table: [table(results, connections), ...(rivals.length ? [rivalTable(rivals)] : [])].join(
      '\n\n',
    ),
  }
}

const rate = (samples: Samples, durationMs: number) =>
  Math.round(samples.latencies.length / (durationMs / 1000))

// The rival's window sits between two windows of the mock, both servers up, and the mock's rate
// is their mean: the load on a shared machine drifts, and measuring one after the other let that
// drift decide the ratio.
async function loadRivals(
  mockRate: () => Promise<number>,
  connections: number,
  warmupMs: number,
  durationMs: number,
): Promise<RivalComparison[]> {
  const openapi = fileURLToPath(new URL('../openapi.yaml', import.meta.url))
  const comparisons: RivalComparison[] = []
  for (const spec of RIVALS) {
    const rival = await startRival(spec, openapi)
    const agent = new Agent({ keepAlive: true, maxSockets: connections })
    try {
      const before = await mockRate()
      const { origin, pathname } = new URL(rival.url)
      const target: Target = {
        operation: 'GET /pets/{petId}',
        method: 'GET',
        path: pathname,
        status: 200,
      }
      const samples = await load(
        httpSender(origin, agent),
        target,
        connections,
        warmupMs,
        durationMs,
      )
      const rivalRequestsPerSecond = rate(samples, durationMs)
      const mockRequestsPerSecond = Math.round((before + (await mockRate())) / 2)
      comparisons.push({
        rival: `${spec.name} ${spec.version}`,
        flags: rivalFlags(spec),
        rivalRequestsPerSecond,
        mockRequestsPerSecond,
        ratio: mockRequestsPerSecond / Math.max(1, rivalRequestsPerSecond),
        target: RIVAL_TARGETS[spec.name],
        errors: samples.errors,
      })
    } finally {
      agent.destroy()
      await rival.stop()
    }
  }
  return comparisons
}

/** A category, a pet with a large stock, and the two targets that use it. */
async function arrange(send: Send): Promise<Target[]> {
  const category = await sendJson(send, 'POST', '/categories', { name: 'Bench' })
  const pet = await sendJson(send, 'POST', '/pets', { name: 'Rex', categoryId: category.id })
  await sendJson(send, 'PUT', `/store/inventory/${pet.id}`, { quantity: STOCK })
  return [
    { operation: 'GET /pets/{petId}', method: 'GET', path: `/pets/${pet.id}`, status: 200 },
    {
      operation: 'POST /store/orders',
      method: 'POST',
      path: '/store/orders',
      body: JSON.stringify({ petId: pet.id, quantity: 1 }),
      status: 201,
    },
  ]
}

async function sendJson(
  send: Send,
  method: string,
  path: string,
  body: unknown,
): Promise<{ id: number }> {
  const { status, text } = await send(method, path, JSON.stringify(body))
  if (status >= 300) throw new Error(`arranging ${method} ${path} answered ${status}: ${text}`)
  return JSON.parse(text) as { id: number }
}

function httpSender(base: string, agent: Agent): Send {
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { Authorization: KEY }
      if (body !== undefined) {
        headers['Content-Type'] = 'application/json'
        headers['Content-Length'] = Buffer.byteLength(body)
      }
      const req = request(`${base}${path}`, { method, agent, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(body)
    })
}

function fetchSender(base: string): Send {
  return async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: KEY,
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      ...(body !== undefined && { body }),
    })
    return { status: res.status, text: await res.text() }
  }
}

interface Samples {
  latencies: number[]
  errors: number
}

/** `connections` loops sending back to back; only answers completed in the window count. */
async function load(
  send: Send,
  target: Target,
  connections: number,
  warmupMs: number,
  durationMs: number,
): Promise<Samples> {
  const samples: Samples = { latencies: [], errors: 0 }
  const start = performance.now()
  const windowStart = start + warmupMs
  const windowEnd = windowStart + durationMs
  const loop = async () => {
    while (performance.now() < windowEnd) {
      const sent = performance.now()
      const { status } = await send(target.method, target.path, target.body)
      const done = performance.now()
      if (done < windowStart || done > windowEnd) continue
      samples.latencies.push(done - sent)
      if (status !== target.status) samples.errors++
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  return samples
}

function row(
  target: Target,
  transport: HttpBenchmarkRow['transport'],
  samples: Samples,
  durationMs: number,
): HttpBenchmarkRow {
  const sorted = Float64Array.from(samples.latencies).sort()
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN
  const round = (n: number) => Math.round(n * 1000) / 1000
  const total = samples.latencies.reduce((sum, ms) => sum + ms, 0)
  return {
    operation: target.operation,
    transport,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / (durationMs / 1000)),
    meanMs: round(total / Math.max(1, sorted.length)),
    p50Ms: round(at(0.5)),
    p90Ms: round(at(0.9)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? NaN),
    errors: samples.errors,
  }
}

function table(rows: HttpBenchmarkRow[], connections: number): string {
  const ms = (n: number) => n.toFixed(2)
  return [
    `| operation (${connections} connections) | transport | req/s | mean ms | p50 ms | p90 ms | p99 ms | max ms | errors |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.operation} | ${r.transport} | ${r.requestsPerSecond} | ${ms(r.meanMs)} | ${ms(r.p50Ms)} | ${ms(r.p90Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${r.errors} |`,
    ),
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
