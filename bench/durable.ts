/**
 * What `serve --data` costs and keeps. Two parts:
 *
 * - **Creates over HTTP**: POST /pets from 10 keep-alive connections against `serve` without
 *   `--data`, with it (default `--fsync batch`), and with `--fsync always` and `off`, each its own
 *   process on an empty store; the windows interleave (round by round) so load drift on a shared
 *   machine hits every setting alike. The ratio is mean time per create with --data ÷ without.
 * - **kill -9 mid-burst**: 10 connections send POST /categories, the process is killed with
 *   SIGKILL once `killAfter` creates were answered (requests still in flight), then restarted on
 *   the same file; every answered id must be there. Three runs, killed after 500, 1,000 and 1,500
 *   answers (the figures).
 *
 * Alone: `npm run build && npx tsx bench/durable.ts [--quick]`; bench/run.ts includes it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  burstThenKill,
  categoryIds,
  spawnServe,
  type ServeChild,
} from '../test/support/serve-child'
import { httpSender } from './load'

/** One setting's creates over all rounds. */
export interface CreateRow {
  setting: string
  requests: number
  requestsPerSecond: number
  meanMs: number
  /** Median over the rounds of: mean time per create ÷ the same without --data in that round. */
  ratio: number
  /** Each round's ratio, lowest first. */
  ratios: number[]
  errors: number
}

/** One kill -9 run. */
export interface CrashRow {
  acknowledged: number
  survived: number
  unanswered: number
}

/** What the durable benchmark measured, with its Markdown. */
export interface DurableResult {
  creates: CreateRow[]
  crashes: CrashRow[]
  table: string
}

const SETTINGS: Array<{ setting: string; args: (file: string) => string[] }> = [
  { setting: 'no --data', args: () => [] },
  { setting: '--data (fsync batch, the default)', args: (f) => ['--data', f] },
  { setting: '--data --fsync always', args: (f) => ['--data', f, '--fsync', 'always'] },
  { setting: '--data --fsync off', args: (f) => ['--data', f, '--fsync', 'off'] },
]

/**
 * Runs both parts and returns the numbers.
 *
 * @example
 * const { table } = await runDurableBenchmark({ rounds: 7, windowMs: 1500, crashes: 3 })
 */
export async function runDurableBenchmark(options: {
  rounds?: number
  windowMs?: number
  crashes?: number
}): Promise<DurableResult> {
  const { rounds = 7, windowMs = 1500, crashes = 3 } = options
  const dir = mkdtempSync(join(tmpdir(), 'petstore-bench-durable-'))
  try {
    const creates = await benchCreates(dir, rounds, windowMs)
    const crashRows: CrashRow[] = []
    for (let run = 0; run < crashes; run++) {
      crashRows.push(await crashOnce(join(dir, `crash-${run}.json`), 500 * (run + 1)))
    }
    return { creates, crashes: crashRows, table: tableOf(creates, crashRows) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function benchCreates(dir: string, rounds: number, windowMs: number): Promise<CreateRow[]> {
  const servers: ServeChild[] = SETTINGS.map((s, i) =>
    spawnServe(['--scenario', 'empty', ...s.args(join(dir, `create-${i}.json`))], { build: true }),
  )
  const agents = servers.map(() => new Agent({ keepAlive: true, maxSockets: 10 }))
  const totals = SETTINGS.map(() => ({ latencies: 0, count: 0, errors: 0 }))
  // Per round and setting: mean ms, so each ratio compares windows minutes apart at most.
  const means: number[][] = []
  try {
    const bodies: string[] = []
    for (const [i, server] of servers.entries()) {
      const url = await server.url
      const category = await send(agents[i]!, url, '/categories', '{"name":"Bench"}')
      bodies.push(
        JSON.stringify({
          name: 'Rex',
          categoryId: (JSON.parse(category.text) as { id: number }).id,
        }),
      )
    }
    for (let round = 0; round < rounds; round++) {
      const roundMeans: number[] = []
      means.push(roundMeans)
      // The order turns each round, so no setting always follows another's fold.
      for (let k = 0; k < servers.length; k++) {
        const i = (k + round) % servers.length
        const url = await servers[i]!.url
        await load(agents[i]!, url, bodies[i]!, windowMs / 4, () => undefined)
        let sum = 0
        let count = 0
        await load(agents[i]!, url, bodies[i]!, windowMs, (ms, ok) => {
          sum += ms
          count++
          if (!ok) totals[i]!.errors++
        })
        totals[i]!.latencies += sum
        totals[i]!.count += count
        roundMeans[i] = sum / Math.max(1, count)
        // Lets this setting's background fold finish before the next one's window.
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
  } finally {
    for (const agent of agents) agent.destroy()
    await Promise.all(servers.map((s) => s.stop('SIGTERM')))
  }
  return SETTINGS.map(({ setting }, i) => {
    const { latencies, count, errors } = totals[i]!
    const meanMs = latencies / Math.max(1, count)
    const ratios = means.map((m) => m[i]! / m[0]!).sort((a, b) => a - b)
    return {
      setting,
      requests: count,
      requestsPerSecond: Math.round(count / ((rounds * windowMs) / 1000)),
      meanMs: Math.round(meanMs * 1000) / 1000,
      ratio: Math.round((ratios[Math.floor(ratios.length / 2)] ?? NaN) * 100) / 100,
      ratios: ratios.map((r) => Math.round(r * 100) / 100),
      errors,
    }
  })
}

async function load(
  agent: Agent,
  url: string,
  body: string,
  windowMs: number,
  record: (ms: number, ok: boolean) => void,
): Promise<void> {
  const end = performance.now() + windowMs
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now()
      const { status } = await send(agent, url, '/pets', body)
      record(performance.now() - sent, status === 201)
    }
  }
  await Promise.all(Array.from({ length: 10 }, loop))
}

// A POST over node:http through the bench's own sender (bench/load.ts).
function send(agent: Agent, base: string, path: string, body: string) {
  return httpSender(base, agent)('POST', path, body)
}

async function crashOnce(file: string, killAfter: number): Promise<CrashRow> {
  const burst = await burstThenKill(spawnServe(['--data', file], { build: true }), {
    connections: 10,
    killAfter,
  })
  const again = spawnServe(['--data', file], { build: true })
  try {
    const kept = await categoryIds(await again.url)
    return {
      acknowledged: burst.acknowledged.length,
      survived: burst.acknowledged.filter((id) => kept.has(id)).length,
      unanswered: burst.unanswered,
    }
  } finally {
    await again.stop('SIGTERM')
  }
}

function tableOf(creates: CreateRow[], crashes: CrashRow[]): string {
  return [
    '| POST /pets over HTTP (10 connections) | req/s | mean ms | ÷ no --data (median) | each round | errors |',
    '| --- | ---: | ---: | ---: | --- | ---: |',
    ...creates.map(
      (r) =>
        `| ${r.setting} | ${r.requestsPerSecond} | ${r.meanMs.toFixed(3)} | ${r.ratio.toFixed(2)} | ${r.ratios.join(' ')} | ${r.errors} |`,
    ),
    '',
    '| kill -9 mid-burst (10 connections, POST /categories) | answered 201 | present after restart | no answer |',
    '| --- | ---: | ---: | ---: |',
    ...crashes.map(
      (r, i) =>
        `| run ${i + 1} | ${r.acknowledged} | ${r.survived} (${((r.survived / Math.max(1, r.acknowledged)) * 100).toFixed(0)}%) | ${r.unanswered} |`,
    ),
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick')
  const result = await runDurableBenchmark(quick ? { rounds: 2, windowMs: 1000, crashes: 1 } : {})
  console.log(result.table)
}
