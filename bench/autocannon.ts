/**
 * Load from outside: autocannon (pinned, installed on demand by bench/tools.ts) in its own
 * process, so the load generator never shares an event loop with the server it measures.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureTool } from './tools'

/** The autocannon the benchmark runs. */
export const AUTOCANNON_VERSION = '8.0.0'

/** What one autocannon window measured. */
export interface LoadResult {
  /** Answers with a 2xx status per second over the window. */
  requestsPerSecond: number
  meanMs: number
  p99Ms: number
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number
}

/**
 * Loads `url` with `connections` keep-alive connections for `seconds` and returns the rate.
 *
 * @example
 * const { requestsPerSecond } = await autocannon('http://127.0.0.1:4010/api/v1/pets/7', {
 *   connections: 10,
 *   seconds: 3,
 *   headers: { Authorization: 'Bearer petstore-demo-key' },
 * })
 */
export async function autocannon(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const bin = join(ensureTool('autocannon', AUTOCANNON_VERSION), 'autocannon')
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`])
  const args = ['-c', String(options.connections), '-d', String(options.seconds), '-j']
  const child = spawn(bin, [...args, ...headerArgs, url], { stdio: ['ignore', 'pipe', 'ignore'] })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`autocannon exited with ${code} on ${url}`)
  const json = JSON.parse(out) as {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    latency: { average: number; p99: number }
  }
  return {
    requestsPerSecond: Math.round(json['2xx'] / json.duration),
    meanMs: json.latency.average,
    p99Ms: json.latency.p99,
    errors: json.errors + json.timeouts + json.non2xx,
  }
}
