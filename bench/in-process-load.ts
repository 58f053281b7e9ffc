/**
 * The in-process load: `connections` requests in flight through msw/node (the global fetch
 * intercepted in the process) on the mock, and on a bare msw handler answering the same URL with
 * the mock's body, in alternating windows of one run on one msw server, so the machine's drift
 * and msw's own cost under concurrency fall on both sides alike.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw'
import { createPetstoreServer } from '../src/entries/node'
import {
  arrange,
  fetchSender,
  load,
  row,
  type HttpBenchmarkRow,
  type Samples,
  type Send,
  type Target,
} from './load'
import { median } from './stats'

const BASE = 'http://bench.local/api/v1'

/** What the in-process load measured: a mock row and a bare row per operation, and their ratio. */
export interface InProcessLoad {
  connections: number
  rounds: number
  rows: HttpBenchmarkRow[]
  /**
   * Per operation, medians over the rounds: mock ÷ bare wall time per request (bare req/s ÷ mock
   * req/s), and mock ÷ bare process CPU time per answer.
   */
  ratios: Array<{ operation: HttpBenchmarkRow['operation']; ratio: number; cpuRatio: number }>
}

/** How hard, how long, and in how many alternating windows. */
export interface InProcessLoadOptions {
  connections: number
  /** Measured time per side and operation, split into `rounds` windows. */
  durationMs: number
  /** Unmeasured time per side and operation first (JIT). */
  warmupMs: number
  rounds: number
}

function bareHandler(target: Target, body: JsonBodyType): HttpHandler {
  const path = BASE + target.path.replace(/\/\d+$/, '/:id')
  const answer = () => HttpResponse.json(body, { status: target.status })
  return target.method === 'GET' ? http.get(path, answer) : http.post(path, answer)
}

/**
 * Loads GET /pets/{petId} and POST /store/orders in process, mock and bare alternating.
 *
 * @example
 * const { rows, ratios } = await benchInProcessLoad({ connections: 10, durationMs: 5000, warmupMs: 1000, rounds: 5 })
 */
export async function benchInProcessLoad(options: InProcessLoadOptions): Promise<InProcessLoad> {
  const petstore = createPetstoreServer({ baseUrl: BASE, scenario: 'empty' })
  petstore.listen({ onUnhandledRequest: 'error' })
  const rows: HttpBenchmarkRow[] = []
  const ratios: InProcessLoad['ratios'] = []
  try {
    const send = fetchSender(BASE)
    for (const target of await arrange(send)) {
      const answer = await send(target.method, target.path, target.body)
      const handler = bareHandler(target, JSON.parse(answer.text) as JsonBodyType)
      // One msw server throughout: the bare side swaps the mock's handlers out and back (named:
      // resetHandlers with handlers makes them the ones a later bare resetHandlers() restores).
      const sides = {
        mock: () => petstore.server.resetHandlers(...petstore.handlers),
        bare: () => petstore.server.resetHandlers(handler),
      }
      const measured = await alternate(send, target, sides, options)
      const { mock, bare } = measured.samples
      rows.push(
        {
          ...row(target, 'in-process (msw/node)', mock, options.durationMs),
          cpuUs: measured.cpuUs.mock,
        },
        {
          ...row(target, 'in-process, bare msw handler', bare, options.durationMs),
          cpuUs: measured.cpuUs.bare,
        },
      )
      ratios.push({
        operation: target.operation,
        ratio: median(measured.ratios),
        cpuRatio: median(measured.cpuRatios),
      })
    }
  } finally {
    petstore.close()
  }
  return { connections: options.connections, rounds: options.rounds, rows, ratios }
}

type Side = 'mock' | 'bare'

interface Alternated {
  samples: Record<Side, Samples>
  /** Process CPU time per answer, µs, over all windows. */
  cpuUs: Record<Side, number>
  /** Per round: bare answers ÷ mock answers (wall clock), mock CPU ÷ bare CPU per answer. */
  ratios: number[]
  cpuRatios: number[]
}

// CPU time per answer is the steadier measure on a shared machine: other processes take wall
// time from both sides but no CPU time from this one.
async function alternate(
  send: Send,
  target: Target,
  sides: Record<Side, () => void>,
  options: InProcessLoadOptions,
): Promise<Alternated> {
  const { connections, rounds } = options
  const windowMs = options.durationMs / rounds
  for (const side of ['bare', 'mock'] as const) {
    sides[side]()
    await load(send, target, connections, options.warmupMs, 0)
  }
  const samples: Record<Side, Samples> = {
    mock: { latencies: [], errors: 0 },
    bare: { latencies: [], errors: 0 },
  }
  const cpu = { mock: 0, bare: 0 }
  const ratios: number[] = []
  const cpuRatios: number[] = []
  for (let round = 0; round < rounds; round++) {
    const counts = { mock: 0, bare: 0 }
    const perAnswer = { mock: 0, bare: 0 }
    for (const side of round % 2 === 0
      ? (['bare', 'mock'] as const)
      : (['mock', 'bare'] as const)) {
      sides[side]()
      const before = process.cpuUsage()
      const window = await load(send, target, connections, 0, windowMs)
      const used = process.cpuUsage(before)
      samples[side].latencies.push(...window.latencies)
      samples[side].errors += window.errors
      counts[side] = window.latencies.length
      cpu[side] += used.user + used.system
      perAnswer[side] = (used.user + used.system) / Math.max(1, counts[side])
    }
    ratios.push(counts.bare / Math.max(1, counts.mock))
    cpuRatios.push(perAnswer.mock / Math.max(1, perAnswer.bare))
  }
  sides.mock()
  const per = (side: Side) => cpu[side] / Math.max(1, samples[side].latencies.length)
  return { samples, cpuUs: { mock: per('mock'), bare: per('bare') }, ratios, cpuRatios }
}
