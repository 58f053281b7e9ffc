/**
 * The load of bench/http.ts and bench/in-process-load.ts: a target to repeat, senders over
 * node:http and through fetch, `connections` loops sending back to back, and a row of figures
 * from what they measured.
 */
import { request, type Agent } from 'node:http'

/** One row: one operation over one transport. */
export interface HttpBenchmarkRow {
  operation: 'GET /pets/{petId}' | 'POST /store/orders'
  transport: 'HTTP over loopback' | 'in-process (msw/node)' | 'in-process, bare msw handler'
  requests: number
  requestsPerSecond: number
  meanMs: number
  p50Ms: number
  p90Ms: number
  p99Ms: number
  maxMs: number
  /** Answers other than the expected success status. */
  errors: number
  /** In process only: the process's CPU time per answer, µs (bench/in-process-load.ts). */
  cpuUs?: number
}

const KEY = 'Bearer petstore-demo-key'
const STOCK = 1_000_000

/** One request to repeat: the same pet read, or one more unit of a well-stocked pet ordered. */
export interface Target {
  operation: HttpBenchmarkRow['operation']
  method: 'GET' | 'POST'
  path: string
  body?: string
  status: number
}

/** Sends one request and resolves with its status and body text. */
export type Send = (
  method: string,
  path: string,
  body?: string,
) => Promise<{ status: number; text: string }>

/** A category, a pet with a large stock, and the two targets that use it. */
export async function arrange(send: Send): Promise<Target[]> {
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

/** Sends over node:http through `agent` (keep-alive sockets). */
export function httpSender(base: string, agent: Agent): Send {
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

/** Sends with the global fetch, which msw/node intercepts in process. */
export function fetchSender(base: string): Send {
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

/** What one load window measured. */
export interface Samples {
  latencies: number[]
  errors: number
}

/** `connections` loops sending back to back; only answers completed in the window count. */
export async function load(
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

/** One table row from a window's samples. */
export function row(
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
