/**
 * What `serve --record` costs as its HAR file grows: 10,000 exchanges proxied through the mock
 * (in this process, over HTTP, to a second mock as the backend) and recorded to one file, each
 * answered only once its exchange is in the file, as `serve` does. The rate of each thousand
 * exchanges is printed; the first and the last thousand must be within 20% of each other (a
 * flat cost per exchange). Before the in-place append, each batch rewrote the whole file, so the
 * rate fell as the file grew (21 → 10 exchanges a second at 3.4 MB, issue 47).
 *
 * Alone: `npm run bench:record [-- --quick]` (2,000 exchanges with --quick).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createPetstoreHttpServer } from '../src/entries/http/petstore-http-server'

/** The rates of one recording run. */
export interface RecordResult {
  exchanges: number
  /** Exchanges a second in each thousand, in order. */
  perThousand: number[]
  /** Last thousand's rate ÷ first thousand's. */
  lastOverFirst: number
  /**
   * The process's CPU time (user + system, the file writes included) per exchange in each
   * thousand, in µs: on a loaded machine the wall-clock rates swing with the other work, while a
   * cost that grew with the file would show here as well.
   */
  cpuUsPerExchange: number[]
  /** Last thousand's CPU per exchange ÷ first thousand's. */
  cpuLastOverFirst: number
  fileBytes: number
}

const CONNECTIONS = 4

/**
 * Records `total` exchanges and measures the rate of each thousand, after a warm-up run of its
 * own (to another file), so the first thousand is not the one that pays for the JIT.
 */
export async function runRecordBenchmark(total = 10_000): Promise<RecordResult> {
  await recordRun(1_000)
  return recordRun(total)
}

async function recordRun(total: number): Promise<RecordResult> {
  const dir = mkdtempSync(join(tmpdir(), 'petstore-bench-record-'))
  const file = join(dir, 'session.har')
  const backend = await createPetstoreHttpServer({ port: 0, seed: 1 })
  const mock = await createPetstoreHttpServer({
    port: 0,
    proxy: { target: backend.url, record: true },
    recordFile: file,
  })
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const url = new URL(`${mock.url}/pets?limit=5`)
  const doneAt: number[] = []
  const cpuAt: number[] = []
  const cpu = () => {
    const { user, system } = process.cpuUsage()
    return user + system
  }
  try {
    let sent = 0
    const client = async () => {
      while (sent < total) {
        sent++
        await get(url, agent)
        doneAt.push(performance.now())
        if (doneAt.length % 1000 === 0) cpuAt.push(cpu())
      }
    }
    const start = performance.now()
    const cpuStart = cpu()
    await Promise.all(Array.from({ length: CONNECTIONS }, client))
    const perThousand: number[] = []
    for (let at = 0; at + 1000 <= doneAt.length; at += 1000) {
      const from = at === 0 ? start : doneAt[at - 1]!
      perThousand.push(1000 / ((doneAt[at + 999]! - from) / 1000))
    }
    const cpuUsPerExchange = cpuAt.map(
      (at, k) => (at - (k === 0 ? cpuStart : cpuAt[k - 1]!)) / 1000,
    )
    await mock.close()
    return {
      exchanges: doneAt.length,
      perThousand,
      lastOverFirst: perThousand.at(-1)! / perThousand[0]!,
      cpuUsPerExchange,
      cpuLastOverFirst: cpuUsPerExchange.at(-1)! / cpuUsPerExchange[0]!,
      fileBytes: statSync(file).size,
    }
  } finally {
    agent.destroy()
    if (mock.server.listening) await mock.close()
    await backend.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

function get(url: URL, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { Authorization: 'Bearer petstore-demo-key' } })
    req.on('response', (res) => {
      res.resume()
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode}`)),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** The result as the lines `npm run bench:record` prints. */
export function recordLines(result: RecordResult): string[] {
  const ratio = result.lastOverFirst
  return [
    `serve --record: ${result.exchanges} exchanges, ${(result.fileBytes / 1e6).toFixed(1)} MB of HAR`,
    `exchanges a second per thousand: ${result.perThousand.map((r) => r.toFixed(0)).join(', ')}`,
    `last thousand ÷ first thousand: ${ratio.toFixed(2)} (${Math.abs(ratio - 1) <= 0.2 ? 'within' : 'OUTSIDE'} 20%)`,
    `CPU µs per exchange per thousand (user + system): ${result.cpuUsPerExchange.map((us) => us.toFixed(0)).join(', ')}`,
    `the same, last ÷ first: ${result.cpuLastOverFirst.toFixed(2)}`,
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runRecordBenchmark(process.argv.includes('--quick') ? 2_000 : 10_000)
  for (const line of recordLines(result)) console.log(line)
}
