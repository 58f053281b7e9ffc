/**
 * How soon a person sees data: a cold load of the built demo (fresh profile, so no service
 * worker, cache or saved store) until the first pet row is on screen, in headless Chromium
 * (Playwright's own, else Debian's: see test/support/chromium); then a warm one (a reload in the same
 * profile: the worker installed, the scripts cached, the store saved). The target is 800 ms on
 * the reference machine; this script measures and reports, it never fails on time, because
 * timings belong in the benchmark, not in tests.
 *
 *   npx tsx bench/browser-first-row.ts [--runs 7] [--json]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { build } from 'vite'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import { freePort } from '../e2e/free-port'
import { serveStatic } from '../e2e/static-server'
import { median, percentile } from './stats'

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

// Runs in the page before any of its scripts (as text, since this file is typed for Node):
// notes when the mock is ready and the first row appears, on the page's own clock
// (0 = navigation start).
const watchFirstRow = `
  const marks = {}
  window.__firstRowMarks = marks
  new MutationObserver(() => {
    if (marks.mockReady === undefined && document.documentElement.dataset.mock === 'ready') {
      marks.mockReady = performance.now()
    }
    if (marks.firstRow === undefined && document.querySelector('main tbody tr')) {
      marks.firstRow = performance.now()
    }
  }).observe(document, { subtree: true, childList: true, attributes: true })
`

async function marksOf(page: Page): Promise<Marks> {
  const marks = await page.waitForFunction(
    () => {
      const m = (globalThis as { __firstRowMarks?: Marks }).__firstRowMarks
      return m?.firstRow !== undefined && m.mockReady !== undefined ? m : undefined
    },
    undefined,
    { timeout: 30_000 },
  )
  return (await marks.jsonValue()) as Marks
}

/**
 * Builds the demo, serves it statically, and loads it cold `runs` times.
 *
 * @example
 * const timings = await benchFirstRow({ runs: 7 })
 */
export async function benchFirstRow(options: { runs: number }): Promise<FirstRowTiming[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'petstore-demo-'))
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const port = await freePort()
  const server = serveStatic(outDir, port)
  const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()))
  const timings: FirstRowTiming[] = []
  try {
    for (let run = 0; run < options.runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.addInitScript({ content: watchFirstRow })
      await page.goto(`http://127.0.0.1:${port}/#/pets`)
      const cold = await marksOf(page)
      // Let the store be saved before the reload, as a person's second visit would find it.
      await page.waitForTimeout(500)
      await page.reload()
      const warm = await marksOf(page)
      timings.push({
        mockReadyMs: cold.mockReady ?? NaN,
        firstRowMs: cold.firstRow ?? NaN,
        warmMockReadyMs: warm.mockReady ?? NaN,
        warmFirstRowMs: warm.firstRow ?? NaN,
      })
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
    await rm(outDir, { recursive: true, force: true })
  }
  return timings
}

if (process.argv[1]?.endsWith('browser-first-row.ts')) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '7' }, json: { type: 'boolean', default: false } },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new TypeError('--runs must be a whole number ≥ 1')
  const timings = await benchFirstRow({ runs })
  const first = timings.map((t) => t.firstRowMs)
  const ready = timings.map((t) => t.mockReadyMs)
  const warmFirst = timings.map((t) => t.warmFirstRowMs)
  const warmReady = timings.map((t) => t.warmMockReadyMs)
  const summary = {
    runs,
    firstRowMedianMs: Math.round(median(first)),
    firstRowP95Ms: Math.round(percentile(first, 95)),
    mockReadyMedianMs: Math.round(median(ready)),
    warmFirstRowMedianMs: Math.round(median(warmFirst)),
    warmMockReadyMedianMs: Math.round(median(warmReady)),
    targetMs: 800,
  }
  if (values.json) console.log(JSON.stringify({ summary, timings }, null, 2))
  else {
    console.log(
      `Cold and warm loads of the built demo to the first pet row, ${runs} runs (Chromium):`,
    )
    console.log(`| measure | median ms | p95 ms |`)
    console.log(`| --- | --- | --- |`)
    console.log(
      `| mock ready | ${summary.mockReadyMedianMs} | ${Math.round(percentile(ready, 95))} |`,
    )
    console.log(`| first pet row | ${summary.firstRowMedianMs} | ${summary.firstRowP95Ms} |`)
    console.log(
      `| warm: mock ready | ${summary.warmMockReadyMedianMs} | ${Math.round(percentile(warmReady, 95))} |`,
    )
    console.log(
      `| warm: first pet row | ${summary.warmFirstRowMedianMs} | ${Math.round(percentile(warmFirst, 95))} |`,
    )
    console.log(`target: first pet row ≤ ${summary.targetMs} ms`)
  }
}
