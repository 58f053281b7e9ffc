/**
 * `npm run bench`: the mock against a bare MSW handler, in one process and one run, then over
 * HTTP, in the service worker and in the built demo's first paint.
 * Prints the tables and writes bench/results/node.json and bench/results/README.md.
 * The in-process part runs on both stacks (bench/stacks.ts): here, and on msw 2.15 and Node 20.
 * `--quick` runs each part short and records nothing; `--no-node20`, `--no-suite`, `--no-rivals`,
 * `--no-limits`, `--no-browser` and `--no-first-row` leave a part out.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchBrowser, browserTable, type BrowserResult } from './browser'
import {
  benchFirstRow,
  firstPaintFigures,
  firstRowTable,
  summarizeFirstRow,
  type FirstRowSummary,
} from './browser-first-row'
import { benchCoverage } from './coverage'
import { createsTable } from './creates'
import {
  benchFirstRowRatio,
  FIRST_ROW_RATIO_TARGET,
  firstRowRatioTable,
  type FirstRowRatio,
} from './first-row-ratio'
import type { DemoWeight } from './demo-weight'
import { runDurableBenchmark } from './durable'
import { writeBenchFigures } from '../scripts/readme-bench'
import { runHttpBenchmark, type HttpBenchmarkResult } from './http'
import { inProcessFigures, recordLatest } from './latest'
import { benchLimits, limitsFigures, limitsTable, type LimitsResult } from './limits'
import type { CaseResult } from './node'
import { rivalFigures } from './rivals'
import { benchStartup } from './seed'
import { benchStackPart, stackPartSettings, type StackPart } from './stack-part'
import { benchOlderStack, stackFigures, stacksTable } from './stacks'
import { checkTargets, targetTable } from './targets'
import { benchVitestSuite, type SuiteResult } from './vitest-suite'

const here = dirname(fileURLToPath(import.meta.url))
// Other work on the machine slows mock and bare alike but widens the noise: printed with the run.
const loadStart = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')
const quick = process.argv.includes('--quick')
const leftOut = process.argv.filter((arg) => arg.startsWith('--no-')).map((arg) => `\`${arg}\``)
const { sizes, rounds, perRound } = stackPartSettings(quick)

const fmt = (n: number, digits = 3) => n.toFixed(digits)

function table(results: CaseResult[]): string {
  const names = [...new Set(results.map((r) => r.name))]
  const header = `| operation | ${sizes.map((s) => `bare ms @${s}`).join(' | ')} | ${sizes
    .map((s) => `mock ms (p95) @${s}`)
    .join(
      ' | ',
    )} | ${sizes.map((s) => `ratio @${s}`).join(' | ')} | growth 1k→${sizes.at(-1)}: mock ms / ratio |`
  const lines = [header, `|${' --- |'.repeat(sizes.length * 3 + 2)}`]
  for (const name of names) {
    const row = sizes.map((s) => results.find((r) => r.name === name && r.size === s)!)
    // The ratio's growth is the fair one: the bare handler costs the same at every size, so
    // machine drift between the sizes' runs cancels out of it.
    const growth = row.at(-1)!.mockMeanMs / row[0]!.mockMeanMs - 1
    const ratioGrowth = row.at(-1)!.ratio / row[0]!.ratio - 1
    lines.push(
      `| ${name} | ${row.map((r) => fmt(r.bareMeanMs)).join(' | ')} | ${row
        .map((r) => `${fmt(r.mockMeanMs)} (${fmt(r.mockP95Ms)})`)
        .join(
          ' | ',
        )} | ${row.map((r) => fmt(r.ratio, 2)).join(' | ')} | ${(growth * 100).toFixed(0)}% / ${(ratioGrowth * 100).toFixed(0)}% |`,
    )
  }
  return lines.join('\n')
}

// The part both stacks run: here on this process's msw and Node, then on msw 2.15 and Node 20.
const ours = await benchStackPart(stackPartSettings(quick))
const { results, creates, seeding, resets, history } = ours
const biggest = sizes.at(-1) as number
const startup = await benchStartup()
console.log(
  `a write with history on / off: ${fmt(history.onMs, 4)} / ${fmt(history.offMs, 4)} ms, ratio ${fmt(history.ratio)} (target ≤ 1.10)`,
)
let older: StackPart | undefined
if (!process.argv.includes('--no-node20')) {
  console.log('the same part on msw 2.15 and Node 20, in a side copy…')
  older = await benchOlderStack({ quick }).catch((error: unknown) => {
    console.error('the Node 20 stack failed:', error)
    return undefined
  })
}
let suite: SuiteResult | undefined
if (!process.argv.includes('--no-suite')) {
  console.log('timing a 500-test Vitest file, mock and bare…')
  suite = await benchVitestSuite({ tests: 500, rounds: quick ? 1 : 3 })
}
const byIdRequest = results.find((r) => r.name === 'getPetById' && r.size === biggest)!
const coverage = benchCoverage({
  request: `getPetById @${biggest}`,
  requestMs: byIdRequest.mockMeanMs,
})
const targets = checkTargets({ results, size: biggest, seeding, resets, suite, coverage, creates })
console.log(`\n${targetTable(targets)}\n`)
console.log('timing HTTP over loopback…')
// A loopback failure (e.g. a reset socket on a loaded machine) must not throw away the
// in-process results measured so far; it is reported in their place.
const httpBench: HttpBenchmarkResult | { table: string } = await runHttpBenchmark({
  connections: 10,
  durationMs: quick ? 2000 : 5000,
  rivals: !process.argv.includes('--no-rivals'),
  inProcess: ours.load,
}).catch((error: unknown) => ({
  table: `HTTP benchmark failed: ${error instanceof Error ? error.message : String(error)}`,
}))
console.log('timing serve --data and killing it mid-burst…')
const durable = await runDurableBenchmark(
  quick ? { rounds: 2, windowMs: 1000, crashes: 1 } : {},
).catch((error: unknown) => ({
  table: `serve --data benchmark failed: ${error instanceof Error ? error.message : String(error)}`,
}))
let limits: LimitsResult | undefined
if (!process.argv.includes('--no-limits')) {
  console.log('timing serve against a bare node:http server, start-up and import…')
  limits = await benchLimits({ rounds: quick ? 3 : 5, seconds: quick ? 2 : 3 }).catch(
    (error: unknown) => {
      console.error('limits benchmark failed:', error)
      return undefined
    },
  )
}
let browser: BrowserResult[] = []
if (!process.argv.includes('--no-browser')) {
  console.log('timing the service worker in Chromium…')
  browser = await benchBrowser({ rounds, perRound: quick ? 40 : 100 })
}
let firstRow: { summary: FirstRowSummary; weight: DemoWeight } | undefined
if (!process.argv.includes('--no-first-row')) {
  console.log('building the demo and timing its cold first pet row in Chromium…')
  firstRow = await benchFirstRow({ runs: quick ? 3 : 7 })
    .then(({ timings, weight }) => ({ summary: summarizeFirstRow(timings, weight), weight }))
    .catch((error: unknown) => {
      console.error('first-row benchmark failed:', error)
      return undefined
    })
}
let firstRowRatio: FirstRowRatio | undefined
if (!process.argv.includes('--no-first-row')) {
  console.log("timing the demo's first row against the same page on a bare msw worker…")
  firstRowRatio = await benchFirstRowRatio({ runs: quick ? 3 : 7 }).catch((error: unknown) => {
    console.error('first-row ratio benchmark failed:', error)
    return undefined
  })
}

const markdown = [
  '# Benchmark results',
  '',
  // This file is written by the run; what the numbers mean, and their history, is in NOTES.md.
  'Written by `npm run bench`; what the figures mean, what moves them and their history: [NOTES.md](NOTES.md).',
  '',
  `Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} CPUs, load average ${loadStart} at the start and ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end (1 / 5 / 15 min).`,
  ...(leftOut.length > 0 ? [`Parts left out of this run: ${leftOut.join(', ')}.`] : []),
  'Mean per request in ms (p95 in brackets);',
  'ratio = mock / bare MSW handler answering the same URL with a constant body, median of',
  `${rounds} rounds of ${perRound} requests each, measured in the same run. Regenerate with \`npm run bench\`.`,
  '',
  '## In-process (msw/node)',
  '',
  table(results),
  '',
  ...(older
    ? [
        '## Both stacks (bench/stacks.ts)',
        '',
        'The in-process part again on the oldest stack the package supports, in a side copy of these',
        'sources (node_modules/.cache/petstore-bench-node20), right after the part above; each ratio',
        'is measured within its own process and run.',
        '',
        stacksTable([ours, older]),
        '',
      ]
    : []),
  '## Creates through the entries users call (bench/creates.ts)',
  '',
  'POST /pets in interleaved rounds against a bare msw handler on the same server that reads the',
  'body, gives it an id and answers 201 with it; ratio = median over rounds of mock ÷ bare.',
  '',
  createsTable(creates),
  '',
  '## Seeding, memory, start-up',
  '',
  '| measure | value |',
  '| --- | --- |',
  `| seed ${biggest} pets (mock, with categories and inventory) | ${fmt(seeding.mockSeedMs, 0)} ms |`,
  `| create the same plain records in @msw/data | ${fmt(seeding.bareSeedMs, 0)} ms |`,
  `| ratio | ${fmt(seeding.ratio, 2)} |`,
  `| heap for ${biggest} pets | ${fmt(seeding.heapMb, 1)} MB |`,
  `| createPetstoreServer() returns | ${fmt(startup.createMs, 2)} ms |`,
  `| default store seeded and ready | ${fmt(startup.readyMs, 1)} ms |`,
  '',
  '## Coverage bookkeeping',
  '',
  'No switch turns coverage off, so this times `Coverage.record` alone (the one call the journal',
  'makes per answer; 200,000 calls cycling through every documented operation and status, slowest',
  'of 7 rounds) against the mean of a by-id request measured above.',
  '',
  '| measure | value |',
  '| --- | --- |',
  `| Coverage.record per request | ${fmt(coverage.recordUs, 3)} µs |`,
  `| ${coverage.request}, mock mean | ${fmt(coverage.requestMs)} ms |`,
  `| share of the request | ${fmt(coverage.share * 100, 3)} % |`,
  '',
  '## Reset by copy',
  '',
  '| store | pets | median ms | p95 ms |',
  '| --- | ---: | ---: | ---: |',
  ...resets.map((r) => `| ${r.name} | ${r.pets} | ${fmt(r.medianMs)} | ${fmt(r.p95Ms)} |`),
  '',
  ...(suite
    ? [
        '## A 500-test Vitest file',
        '',
        `The mock's file imports \`${suite.entry}\`.`,
        '',
        '| file | wall ms (median) |',
        '| --- | ---: |',
        `| usePetstore | ${fmt(suite.mockMs, 0)} |`,
        `| bare setupServer, static handlers | ${fmt(suite.bareMs, 0)} |`,
        `| ratio | ${fmt(suite.ratio, 2)} |`,
        `| the same files with 1 test (start-up): usePetstore / bare | ${fmt(suite.mockStartMs, 0)} / ${fmt(suite.bareStartMs, 0)} |`,
        `| ratio of the cost of the other ${suite.tests - 1} tests | ${fmt(suite.perTestRatio, 2)} |`,
        '',
      ]
    : []),
  '## Targets',
  '',
  targetTable(targets),
  '',
  '## Over HTTP (loopback, 10 connections) beside in-process',
  '',
  httpBench.table,
  '',
  '## serve --data: what a create costs, and what kill -9 keeps',
  '',
  durable.table,
  '',
  ...(limits
    ? ['## Against the physical limits (bench/limits.ts)', '', limitsTable(limits), '']
    : []),
  ...(browser.length === 0
    ? []
    : [
        '## Through the service worker (headless Chromium, default demo store)',
        '',
        browserTable(browser),
        '',
      ]),
  ...(firstRow
    ? [
        "## The demo's first pet row (bench/browser-first-row.ts)",
        '',
        firstRowTable(firstRow.summary, firstRow.weight),
        '',
      ]
    : []),
  ...(firstRowRatio
    ? [
        '## The first row against a bare msw worker (bench/first-row-ratio.ts)',
        '',
        firstRowRatioTable(firstRowRatio),
        '',
      ]
    : []),
].join('\n')

console.log(`\n${markdown}`)
const out = resolve(here, 'results')
await mkdir(out, { recursive: true })
await writeFile(
  resolve(out, quick ? 'node.quick.json' : 'node.json'),
  JSON.stringify(
    {
      node: process.version,
      sizes,
      rounds,
      perRound,
      results,
      creates,
      seeding,
      startup,
      resets,
      history,
      inFlight: ours.load,
      suite,
      coverage,
      targets,
      ...(older && { node20: older }),
    },
    null,
    2,
  ) + '\n',
)
if (!quick) await writeFile(resolve(out, 'README.md'), markdown)
if (!quick) {
  // What the README quotes: scripts/readme-bench.ts writes its block from these.
  recordLatest(
    'inProcess',
    inProcessFigures({
      results,
      size: biggest,
      seeding,
      resets,
      coverageShare: coverage.share,
      suite,
    }),
  )
  if ('rivals' in httpBench && httpBench.rivals.length > 0) {
    recordLatest('http', rivalFigures(httpBench.rivals))
  }
  if (older) recordLatest('stacks', { stacks: [stackFigures(ours), stackFigures(older)] })
  if (limits) recordLatest('limits', limitsFigures(limits))
  if (browser.length > 0) {
    const max = (pick: (r: BrowserResult) => number) => Math.max(...browser.map(pick))
    recordLatest('browser', {
      mockRatioMax: max((r) => r.ratio),
      harnessRatioMax: max((r) => r.harnessRatio),
      demoRatioMax: max((r) => r.demoRatio),
    })
  }
  if (firstRow) recordLatest('firstPaint', firstPaintFigures(firstRow.summary, firstRow.weight))
  if (firstRowRatio) {
    const { runs, mockFirstRowMs, bareFirstRowMs, ratio } = firstRowRatio
    recordLatest('firstRowRatio', {
      runs,
      mockFirstRowMs,
      bareFirstRowMs,
      ratio,
      target: FIRST_ROW_RATIO_TARGET,
    })
  }
  writeBenchFigures()
}
