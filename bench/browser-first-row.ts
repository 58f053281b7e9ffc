/**
 * How soon a person sees data: a cold load of the built demo (fresh profile, so no service
 * worker, cache or saved store) until the first pet row is on screen, in headless Chromium
 * (Playwright's own, else Debian's: see test/support/chromium); then a warm one (a reload in the same
 * profile: the worker installed, the scripts cached, the store saved). The target is 400 ms on
 * the reference machine; this script measures and reports, it never fails on time, because
 * timings belong in the benchmark, not in tests. With `--compare`, it builds nothing and loads
 * the given builds (directories `vite build` wrote) in turn, the order turning each round, so
 * an old and a new build are timed under the same load.
 *
 * The page tells the script its marks on the console: waiting with `page.waitForFunction`
 * would make Playwright evaluate its injected script (~20 ms of the page's main thread on a
 * loaded machine) in the middle of the cold start it measures.
 *
 * A full run (`npm run bench:first-row`, or a step of `npm run bench`) records its figures in
 * bench/results/latest.json (`firstPaint`) and rewrites the README's from them; `--quick` (3 runs)
 * and `--compare` record nothing.
 *
 *   npx tsx bench/browser-first-row.ts [--runs 7 | --quick] [--json]
 *   npx tsx bench/browser-first-row.ts --compare [--runs 9] old-dist new-dist
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { build, type Rollup } from 'vite'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import { freePort } from '../e2e/free-port'
import { serveStatic } from '../e2e/static-server'
import { writeBenchFigures } from '../scripts/readme-bench'
import { median, percentile } from './stats'
import {
  FIRST_SCREEN_TARGET_KB,
  formatDemoWeight,
  weighChunks,
  type DemoWeight,
} from './demo-weight'
import { recordLatest, type FirstPaintFigures } from './latest'

/** One cold load, in ms from navigation start. */
export interface FirstRowTiming {
  /** The mock answers (the demo marks `data-mock="ready"`). */
  mockReadyMs: number
  /** The first row of the pets table is in the page. */
  firstRowMs: number
  /** The same two on a reload right after (a repeat visit). */
  warmMockReadyMs: number
  warmFirstRowMs: number
}

interface Marks {
  mockReady?: number
  firstRow?: number
}

const MARKS = 'petstore-first-row '

// Runs in the page before any of its scripts (as text, since this file is typed for Node):
// notes when the mock is ready and the first row appears, on the page's own clock
// (0 = navigation start), and logs both once it has them.
const watchFirstRow = `
  const marks = {}
  const observer = new MutationObserver(() => {
    if (marks.mockReady === undefined && document.documentElement.dataset.mock === 'ready') {
      marks.mockReady = performance.now()
    }
    if (marks.firstRow === undefined && document.querySelector('main tbody tr')) {
      marks.firstRow = performance.now()
    }
    if (marks.mockReady !== undefined && marks.firstRow !== undefined) {
      observer.disconnect()
      console.debug(${JSON.stringify(MARKS)} + JSON.stringify(marks))
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
`

/** The marks the page logs during `load()` (a goto or a reload). */
async function marksOf(page: Page, load: () => Promise<unknown>): Promise<Marks> {
  const logged = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(MARKS),
    timeout: 30_000,
  })
  await load()
  return JSON.parse((await logged).text().slice(MARKS.length)) as Marks
}

/**
 * Builds the demo, weighs the mock's JavaScript in it (bench/demo-weight.ts), serves it
 * statically, and loads it cold `runs` times.
 *
 * @example
 * const { timings, weight } = await benchFirstRow({ runs: 7 })
 */
export async function benchFirstRow(options: {
  runs: number
}): Promise<{ timings: FirstRowTiming[]; weight: DemoWeight }> {
  const outDir = await mkdtemp(join(tmpdir(), 'petstore-demo-'))
  try {
    const output = await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[]
    const weight = weighChunks(outputs.flatMap((o) => o.output))
    const [timings] = await benchBuilds([outDir], options)
    return { timings: timings!, weight }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/**
 * Loads each built demo in `dirs` cold (then warm) `runs` times, one after the other in each
 * round, the order turning every round; one list of timings per directory.
 *
 * @example
 * const [before, after] = await benchBuilds(['/tmp/old', '/tmp/new'], { runs: 9 })
 */
export async function benchBuilds(
  dirs: string[],
  options: { runs: number },
): Promise<FirstRowTiming[][]> {
  const served = await Promise.all(
    dirs.map(async (dir) => {
      const port = await freePort()
      return { port, server: serveStatic(dir, port), timings: [] as FirstRowTiming[] }
    }),
  )
  const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()))
  try {
    for (let run = 0; run < options.runs; run++) {
      const turn = run % served.length
      for (const build of [...served.slice(turn), ...served.slice(0, turn)]) {
        build.timings.push(await loadColdThenWarm(browser, build.port))
      }
    }
  } finally {
    await browser.close()
    for (const build of served) build.server.close()
  }
  return served.map((build) => build.timings)
}

async function loadColdThenWarm(browser: Browser, port: number): Promise<FirstRowTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: watchFirstRow })
    const cold = await marksOf(page, () => page.goto(`http://127.0.0.1:${port}/#/pets`))
    // Let the store be saved before the reload, as a person's second visit would find it.
    await page.waitForTimeout(500)
    const warm = await marksOf(page, () => page.reload())
    return {
      mockReadyMs: cold.mockReady ?? NaN,
      firstRowMs: cold.firstRow ?? NaN,
      warmMockReadyMs: warm.mockReady ?? NaN,
      warmFirstRowMs: warm.firstRow ?? NaN,
    }
  } finally {
    await context.close()
  }
}

/** The first pet row's timings, in whole ms: medians of the runs, and p95 where it is quoted. */
export interface FirstRowSummary {
  runs: number
  firstRowMedianMs: number
  firstRowP95Ms: number
  mockReadyMedianMs: number
  mockReadyP95Ms: number
  warmFirstRowMedianMs: number
  warmFirstRowP95Ms: number
  warmMockReadyMedianMs: number
  warmMockReadyP95Ms: number
  targetMs: number
  mockFirstScreenGzipBytes: number
}

/**
 * The medians and p95s of a run's timings, beside the mock's first-screen weight.
 *
 * @example
 * summarizeFirstRow(timings, weight).firstRowMedianMs // 512
 */
export function summarizeFirstRow(timings: FirstRowTiming[], weight: DemoWeight): FirstRowSummary {
  const ms = (pick: (t: FirstRowTiming) => number, p: number) =>
    Math.round(percentile(timings.map(pick), p))
  return {
    runs: timings.length,
    firstRowMedianMs: ms((t) => t.firstRowMs, 50),
    firstRowP95Ms: ms((t) => t.firstRowMs, 95),
    mockReadyMedianMs: ms((t) => t.mockReadyMs, 50),
    mockReadyP95Ms: ms((t) => t.mockReadyMs, 95),
    warmFirstRowMedianMs: ms((t) => t.warmFirstRowMs, 50),
    warmFirstRowP95Ms: ms((t) => t.warmFirstRowMs, 95),
    warmMockReadyMedianMs: ms((t) => t.warmMockReadyMs, 50),
    warmMockReadyP95Ms: ms((t) => t.warmMockReadyMs, 95),
    targetMs: 400,
    mockFirstScreenGzipBytes: weight.firstScreenGzip,
  }
}

const kB = (bytes: number) => Math.round(bytes / 10) / 100

/**
 * What the README quotes of a run (latest.json's `firstPaint`): the cold and warm first row, the
 * mock's first-screen JavaScript and what it loads later, the three heaviest moments named.
 *
 * @example
 * recordLatest('firstPaint', firstPaintFigures(summary, weight))
 */
export function firstPaintFigures(summary: FirstRowSummary, weight: DemoWeight): FirstPaintFigures {
  return {
    coldLoads: summary.runs,
    firstRowMedianMs: summary.firstRowMedianMs,
    firstRowTargetMs: summary.targetMs,
    firstRowP95Ms: summary.firstRowP95Ms,
    warmFirstRowMedianMs: summary.warmFirstRowMedianMs,
    firstScreenGzipKb: kB(summary.mockFirstScreenGzipBytes),
    firstScreenTargetKb: FIRST_SCREEN_TARGET_KB,
    lazyGzipKb: kB(weight.lazyGzip),
    lazy: weight.lazyByUse.slice(0, 3).map((use) => ({ when: use.when, gzipKb: kB(use.gzip) })),
  }
}

/**
 * A run as Markdown: the timings' table, then the mock's weight on the first screen and later.
 *
 * @example
 * console.log(firstRowTable(summarizeFirstRow(timings, weight), weight))
 */
export function firstRowTable(summary: FirstRowSummary, weight: DemoWeight): string {
  return [
    `Cold and warm loads of the built demo to the first pet row, ${summary.runs} runs (Chromium):`,
    '',
    '| measure | median ms | p95 ms |',
    '| --- | ---: | ---: |',
    `| mock ready | ${summary.mockReadyMedianMs} | ${summary.mockReadyP95Ms} |`,
    `| first pet row | ${summary.firstRowMedianMs} | ${summary.firstRowP95Ms} |`,
    `| warm: mock ready | ${summary.warmMockReadyMedianMs} | ${summary.warmMockReadyP95Ms} |`,
    `| warm: first pet row | ${summary.warmFirstRowMedianMs} | ${summary.warmFirstRowP95Ms} |`,
    '',
    `target: first pet row ≤ ${summary.targetMs} ms`,
    '',
    formatDemoWeight(weight),
  ].join('\n')
}

if (process.argv[1]?.endsWith('browser-first-row.ts')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      compare: { type: 'boolean', default: false },
    },
  })
  const runs = Number(values.runs ?? (values.quick ? 3 : 7))
  if (!Number.isInteger(runs) || runs < 1) throw new TypeError('--runs must be a whole number ≥ 1')
  if (values.compare) {
    const all = await benchBuilds(positionals, { runs })
    console.log(`Cold and warm first pet row, ${runs} interleaved runs per build (Chromium):`)
    console.log(
      '| build | first row median ms | p95 | mock ready | warm first row | each cold run |',
    )
    console.log('| --- | ---: | ---: | ---: | ---: | --- |')
    all.forEach((timings, k) => {
      const first = timings.map((t) => t.firstRowMs)
      const cells = [
        Math.round(median(first)),
        Math.round(percentile(first, 95)),
        Math.round(median(timings.map((t) => t.mockReadyMs))),
        Math.round(median(timings.map((t) => t.warmFirstRowMs))),
        first.map(Math.round).join(' '),
      ]
      console.log(`| ${positionals[k]} | ${cells.join(' | ')} |`)
    })
    process.exit(0)
  }
  const { timings, weight } = await benchFirstRow({ runs })
  const summary = summarizeFirstRow(timings, weight)
  if (values.json) console.log(JSON.stringify({ summary, timings }, null, 2))
  else console.log(firstRowTable(summary, weight))
  // A full run is what the README quotes; a quick one is a try.
  if (!values.quick) {
    recordLatest('firstPaint', firstPaintFigures(summary, weight))
    writeBenchFigures()
  }
}
