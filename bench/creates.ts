/**
 * Creates through the entries users call: sequential `POST /pets` on `createPetstoreServer` and on
 * `usePetstore` (the kit's runner code, its hooks called here in a runner's order), each against
 * a bare msw handler on the same server that reads the body as a real one would (parses it, gives
 * it an id, answers 201 with it), in interleaved rounds; and the root's handlers on a shared
 * `setupServer`, as bench/node.ts measures every operation, as a second row.
 * `npm run bench:instructions` counts the first two rows in instructions too.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { setupServer } from 'msw/node'
import { createPetstore } from '../src/controller/petstore'
import { createPetstoreServer } from '../src/entries/node'
import { usePetstoreWith } from '../src/entries/test-kit/runner'
import { listenWith } from '../src/handlers/msw'
import { mean, median } from './stats'

const BASE = 'http://bench.local/api/v1'
const HEADERS = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

/** One entry's creates against the bare handler. */
export interface CreateResult {
  entry: string
  size: number
  bareMeanMs: number
  mockMeanMs: number
  /** Median over rounds of mock mean ÷ bare mean, wall clock. */
  ratio: number
  /** The same in process CPU time per request. */
  cpuRatio: number
}

/** A mock behind an entry: how to put its handlers or the bare one on its server, and stop. */
interface Entry {
  name: string
  mock(): void
  bare(): void
  close(): void
}

// A hand-written create, as the mock's is compared against: it reads the body, gives it an id
// and answers 201 with it.
function bareCreate(base = BASE): HttpHandler {
  let id = 10_000_000
  return http.post(`${base}/pets`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>
    return HttpResponse.json({ ...body, id: id++, status: 'available' }, { status: 201 })
  })
}

async function viaServer(size: number): Promise<Entry> {
  const petstore = createPetstoreServer({ baseUrl: BASE, scenario: 'large', size })
  await petstore.ready
  petstore.listen({ onUnhandledRequest: 'error' })
  const bare = bareCreate()
  return {
    name: 'createPetstoreServer',
    mock: () => petstore.server.resetHandlers(...petstore.handlers),
    bare: () => petstore.server.resetHandlers(bare),
    close: () => petstore.close(),
  }
}

async function viaKit(size: number): Promise<Entry> {
  const hooks: Record<'beforeAll' | 'afterEach' | 'afterAll', Array<() => unknown>> = {
    beforeAll: [],
    afterEach: [],
    afterAll: [],
  }
  const kit = usePetstoreWith(
    {
      beforeAll: (fn) => hooks.beforeAll.push(fn),
      afterEach: (fn) => hooks.afterEach.push(fn),
      afterAll: (fn) => hooks.afterAll.push(fn),
    },
    { baseUrl: BASE, scenario: 'large', size, onUnhandledRequest: 'error' },
  )
  for (const fn of hooks.beforeAll) await fn()
  const bare = bareCreate()
  return {
    name: 'usePetstore',
    mock: () => kit.server.resetHandlers(...kit.handlers),
    bare: () => kit.server.resetHandlers(bare),
    close: () => hooks.afterAll.forEach((fn) => void fn()),
  }
}

async function viaSharedServer(size: number): Promise<Entry> {
  const petstore = createPetstore({ baseUrl: BASE, scenario: 'large', size })
  await petstore.ready
  const server = setupServer()
  listenWith(server, { onUnhandledRequest: 'error' })
  const bare = bareCreate()
  return {
    name: "the root's handlers on a shared setupServer",
    mock: () => server.resetHandlers(...petstore.handlers),
    bare: () => server.resetHandlers(bare),
    close: () => server.close(),
  }
}

async function create(i: number): Promise<void> {
  const body = JSON.stringify({ name: `Newcomer ${i}`, categoryId: 1 + (i % 8) })
  const response = await fetch(`${BASE}/pets`, { method: 'POST', headers: HEADERS, body })
  await response.arrayBuffer()
  if (response.status !== 201) throw new Error(`createPet answered ${response.status}`)
}

async function timeEntry(
  entry: Entry,
  options: { size: number; rounds: number; perRound: number },
): Promise<CreateResult> {
  let n = 0
  for (const side of ['bare', 'mock'] as const) {
    entry[side]()
    for (let i = 0; i < 30; i++) await create(n++)
  }
  const times = { mock: [] as number[], bare: [] as number[] }
  const ratios: number[] = []
  const cpuRatios: number[] = []
  for (let round = 0; round < options.rounds; round++) {
    const perRequest = { mock: 0, bare: 0 }
    const cpu = { mock: 0, bare: 0 }
    // Alternate which side goes first, so drift in the machine does not favour one.
    for (const side of round % 2 === 0
      ? (['bare', 'mock'] as const)
      : (['mock', 'bare'] as const)) {
      entry[side]()
      const before = process.cpuUsage()
      const started = performance.now()
      for (let i = 0; i < options.perRound; i++) await create(n++)
      const used = process.cpuUsage(before)
      perRequest[side] = (performance.now() - started) / options.perRound
      cpu[side] = (used.user + used.system) / options.perRound
      times[side].push(perRequest[side])
    }
    ratios.push(perRequest.mock / perRequest.bare)
    cpuRatios.push(cpu.mock / cpu.bare)
  }
  return {
    entry: entry.name,
    size: options.size,
    bareMeanMs: mean(times.bare),
    mockMeanMs: mean(times.mock),
    ratio: median(ratios),
    cpuRatio: median(cpuRatios),
  }
}

/**
 * Times creates through each entry at one store size.
 *
 * @example
 * const [server, kit, shared] = await benchCreates({ size: 100_000, rounds: 7, perRound: 120 })
 */
export async function benchCreates(options: {
  size: number
  rounds: number
  perRound: number
}): Promise<CreateResult[]> {
  const results: CreateResult[] = []
  for (const make of [viaServer, viaKit, viaSharedServer]) {
    const entry = await make(options.size)
    try {
      results.push(await timeEntry(entry, options))
    } finally {
      entry.close()
    }
  }
  return results
}

/**
 * The Markdown table of the creates.
 *
 * @example
 * console.log(createsTable(results))
 */
export function createsTable(results: CreateResult[]): string {
  return [
    '| POST /pets through | pets | bare ms | mock ms | ratio (wall) | ratio (CPU) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.entry} | ${r.size} | ${r.bareMeanMs.toFixed(3)} | ${r.mockMeanMs.toFixed(3)} | ${r.ratio.toFixed(2)} | ${r.cpuRatio.toFixed(2)} |`,
    ),
  ].join('\n')
}
