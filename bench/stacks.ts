/**
 * Both stacks side by side in `npm run bench`: bench/stack-part.ts runs in the bench's own
 * process (msw 3 on Node 24) and, through bench/node20-copy.ts, in a child on Node 20 with
 * msw 2.15, which hands its figures back as JSON. `--no-node20` leaves the child out.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Range } from './latest'
import { prepareNode20Copy } from './node20-copy'
import type { StackPart } from './stack-part'

/**
 * Runs bench/stack-part.ts on msw 2.15 and Node 20 and returns what it measured.
 *
 * @example
 * const older = await benchOlderStack({ quick: true })
 */
export async function benchOlderStack(options: { quick: boolean }): Promise<StackPart> {
  const copy = await prepareNode20Copy()
  const out = await mkdtemp(join(tmpdir(), 'petstore-bench-node20-'))
  const file = join(out, 'stack-part.json')
  try {
    const args = ['--expose-gc', '--import', 'tsx', 'bench/stack-part.ts', '--out', file]
    if (options.quick) args.push('--quick')
    await new Promise<void>((resolve, reject) => {
      const child = spawn(copy.node, args, { cwd: copy.dir, env: copy.env, stdio: 'inherit' })
      child.on('error', reject)
      child.on('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`bench/stack-part.ts on Node 20 exited (${code ?? signal})`)),
      )
    })
    return JSON.parse(await readFile(file, 'utf8')) as StackPart
  } finally {
    await rm(out, { recursive: true, force: true })
  }
}

/** What latest.json keeps of one stack, for the README's sentence on both. */
export interface StackFigures {
  msw: string
  node: string
  /** Geometric mean of the operations' ratios to bare MSW, per store size. */
  geometricMean: Array<{ size: number; ratio: number }>
  /** The lowest and highest operation ratio at the largest size. */
  ratioRange: Range
  heapMb: number
  seedRatio: number
  resetDefaultMs: number
  resetLargeMs: number
  historyRatio: number
  /**
   * GET /pets/{id} in flight in process: req/s and CPU µs per answer of the mock and of a bare
   * handler, and mock ÷ bare per request in wall clock and in CPU time.
   */
  inFlight: {
    connections: number
    mockRps: number
    bareRps: number
    mockCpuUs: number
    bareCpuUs: number
    ratio: number
    cpuRatio: number
  }
}

const geometricMean = (values: number[]) =>
  Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / Math.max(1, values.length))

/**
 * The figures of one stack's part.
 *
 * @example
 * stackFigures(part).geometricMean.at(-1)?.ratio // 1.12
 */
export function stackFigures(part: StackPart): StackFigures {
  const { sizes } = part.settings
  const at = (size: number) => part.results.filter((r) => r.size === size).map((r) => r.ratio)
  const biggest = at(sizes.at(-1) as number)
  const get = (transport: string) =>
    part.load.rows.find((r) => r.operation === 'GET /pets/{petId}' && r.transport === transport)
  const mock = get('in-process (msw/node)')
  const bare = get('in-process, bare msw handler')
  const ratios = part.load.ratios.find((r) => r.operation === 'GET /pets/{petId}')
  return {
    msw: part.msw,
    node: part.node,
    geometricMean: sizes.map((size) => ({ size, ratio: geometricMean(at(size)) })),
    ratioRange: [Math.min(...biggest), Math.max(...biggest)],
    heapMb: part.seeding.heapMb,
    seedRatio: part.seeding.ratio,
    resetDefaultMs: part.resets[0]?.medianMs ?? NaN,
    resetLargeMs: part.resets[1]?.medianMs ?? NaN,
    historyRatio: part.history.ratio,
    inFlight: {
      connections: part.load.connections,
      mockRps: mock?.requestsPerSecond ?? NaN,
      bareRps: bare?.requestsPerSecond ?? NaN,
      mockCpuUs: mock?.cpuUs ?? NaN,
      bareCpuUs: bare?.cpuUs ?? NaN,
      ratio: ratios?.ratio ?? NaN,
      cpuRatio: ratios?.cpuRatio ?? NaN,
    },
  }
}

/**
 * The Markdown section: one column per stack, the first the bench's own.
 *
 * @example
 * stacksTable([ours, older])
 */
export function stacksTable(parts: StackPart[]): string {
  const columns = parts.map(stackFigures)
  const cells = (cell: (f: StackFigures, part: StackPart) => string) =>
    `| ${columns.map((f, i) => cell(f, parts[i] as StackPart)).join(' | ')} |`
  const n = (x: number, digits = 2) => x.toFixed(digits)
  const size = (s: number) => s.toLocaleString('en-US')
  const biggest = parts[0]?.settings.sizes.at(-1) ?? 0
  const operations = new Set(parts[0]?.results.map((r) => r.name)).size
  const load = (operation: string, transport: string) => (_: StackFigures, part: StackPart) => {
    const row = part.load.rows.find((r) => r.operation === operation && r.transport === transport)
    return row
      ? `${row.requestsPerSecond} (p99 ${n(row.p99Ms, 0)} ms, CPU ${n(row.cpuUs ?? NaN, 0)} µs)`
      : '–'
  }
  const ratio = (operation: string) => (_: StackFigures, part: StackPart) => {
    const found = part.load.ratios.find((r) => r.operation === operation)
    return found ? `${n(found.ratio)} (${n(found.cpuRatio)})` : '–'
  }
  const rows: Array<[string, (f: StackFigures, part: StackPart) => string]> = [
    ...(parts[0]?.settings.sizes ?? []).map((s, i): [string, (f: StackFigures) => string] => [
      `geometric mean of the ${operations} operations' ratios to bare MSW, ${size(s)} pets`,
      (f) => n(f.geometricMean[i]?.ratio ?? NaN),
    ]),
    [
      `lowest – highest operation ratio, ${size(biggest)} pets`,
      (f) => f.ratioRange.map((r) => n(r)).join(' – '),
    ],
    [`heap for ${size(biggest)} pets`, (f) => `${n(f.heapMb, 1)} MB`],
    [`seeding ${size(biggest)} pets ÷ bare @msw/data creates`, (f) => n(f.seedRatio)],
    [
      'reset of the default store / of `large` (10,000 pets), median',
      (f) => `${n(f.resetDefaultMs, 3)} / ${n(f.resetLargeMs, 1)} ms`,
    ],
    ['a write, history on ÷ off', (f) => n(f.historyRatio)],
    ...['createPetstoreServer', 'usePetstore', "the root's handlers on a shared setupServer"].map(
      (entry): [string, (f: StackFigures, part: StackPart) => string] => [
        `POST /pets through ${entry} ÷ a bare handler reading the body, wall (CPU)`,
        (_, part) => {
          const found = part.creates?.find((c) => c.entry === entry)
          return found ? `${n(found.ratio)} (${n(found.cpuRatio)})` : '–'
        },
      ],
    ),
    ...(['GET /pets/{petId}', 'POST /store/orders'] as const).flatMap(
      (operation): Array<[string, (f: StackFigures, part: StackPart) => string]> => [
        [
          `${operation}, 10 in flight in process: mock, req/s`,
          load(operation, 'in-process (msw/node)'),
        ],
        [`the same, bare msw handler, req/s`, load(operation, 'in-process, bare msw handler')],
        [
          'mock ÷ bare per request, wall clock (CPU time), median of the alternating windows',
          ratio(operation),
        ],
      ],
    ),
  ]
  const [ours, older] = columns
  return [
    `| measure | ${columns.map((f) => `msw ${f.msw}, Node ${f.node.slice(1)}`).join(' | ')} |`,
    `| --- |${' ---: |'.repeat(columns.length)}`,
    ...rows.map(([measure, cell]) => `| ${measure} ${cells(cell)}`),
    ...(ours && older
      ? [
          '',
          // Across processes, so only as good as the load was steady; the ratios above are not.
          `A bare msw handler with ${ours.inFlight.connections} GET /pets/{petId} in flight: ` +
            `${ours.inFlight.bareRps} req/s and ${n(ours.inFlight.bareCpuUs, 0)} µs of CPU per ` +
            `answer on msw ${ours.msw} / Node ${ours.node.slice(1)}, ${older.inFlight.bareRps} ` +
            `req/s and ${n(older.inFlight.bareCpuUs, 0)} µs on msw ${older.msw} / Node ` +
            `${older.node.slice(1)}: ${n(ours.inFlight.bareCpuUs / older.inFlight.bareCpuUs)} times ` +
            `the CPU per answer (two processes one after the other, so less sure than the ratios ` +
            `measured within one).`,
        ]
      : []),
  ].join('\n')
}
