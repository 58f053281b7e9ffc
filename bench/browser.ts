/**
 * The browser half of the benchmark: the mock in the service worker against a bare MSW worker
 * handler; the mock with the harness panel mounted and open and the store persisted in IndexedDB
 * (what issue 15's target is set on); and the mock as the demo runs it, which also shares the
 * store between tabs. In headless Chromium (Playwright's own, else Debian's: see test/support/chromium),
 * at the default demo size. `bench/browser-split.ts` times each part of the harness page alone.
 *
 *   nice -n 10 npx tsx bench/browser.ts [--quick]   (this part alone)
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { createServer } from 'vite'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import type { BenchGlobals, BrowserCase } from './browser/page'
import { mean, median, percentile } from './stats'

const here = fileURLToPath(new URL('.', import.meta.url))

/** Timings of one request kind through the worker. */
export interface BrowserResult {
  name: string
  bareMeanMs: number
  bareP95Ms: number
  mockMeanMs: number
  mockP95Ms: number
  /** The mock with the harness panel and persistence. */
  harnessMeanMs: number
  harnessP95Ms: number
  /** The mock as the demo runs it: the panel, persistence and tab sync. */
  demoMeanMs: number
  demoP95Ms: number
  /** mock / bare, median over rounds. */
  ratio: number
  /** harness / mock, median over rounds: what the panel and persistence add. */
  harnessRatio: number
  /** demo / mock, median over rounds: what the panel, persistence and tab sync add. */
  demoRatio: number
}

const cases: Array<{ name: string } & BrowserCase> = [
  { name: 'getPetById', method: 'GET', path: '/api/v1/pets/1' },
  { name: 'listPets', method: 'GET', path: '/api/v1/pets?limit=20' },
  { name: 'getInventoryItem', method: 'GET', path: '/api/v1/store/inventory/2' },
  {
    name: 'updateInventory',
    method: 'PUT',
    path: '/api/v1/store/inventory/3',
    body: '{"quantity":4}',
  },
  { name: 'listOrders', method: 'GET', path: '/api/v1/store/orders?complete=false' },
  {
    name: 'createPet',
    method: 'POST',
    path: '/api/v1/pets',
    body: '{"name":"Bench","categoryId":1}',
  },
]

const sides = ['bare', 'mock', 'harness', 'demo'] as const
type Side = (typeof sides)[number]

/**
 * Opens one benchmark page in a browser of its own (its own IndexedDB, locks and worker), once
 * its mock is ready.
 *
 * @example
 * const page = await openBenchPage(`${origin}/mock.html`)
 */
export async function openBenchPage(url: string): Promise<Page> {
  const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()))
  const page = await (await browser.newContext()).newPage()
  await page.goto(url)
  await page.waitForFunction(() => (globalThis as BenchGlobals).benchReady === true, undefined, {
    timeout: 30_000,
  })
  return page
}

/**
 * Serves the benchmark pages (bench/browser, with the demo's worker script) on loopback.
 *
 * @example
 * const { origin, close } = await serveBenchPages()
 */
export async function serveBenchPages(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = await createServer({
    root: resolve(here, 'browser'),
    publicDir: resolve(here, '../demo/public'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  const address = server.httpServer?.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return { origin, close: () => server.close() }
}

/**
 * Sends `times` requests of one kind in the page, one after another; each one's milliseconds.
 *
 * @example
 * const ms = await timeInPage(page, { method: 'GET', path: '/api/v1/pets/1' }, 100)
 */
export function timeInPage(page: Page, c: BrowserCase, times: number): Promise<number[]> {
  return page.evaluate(([bc, n]) => (globalThis as BenchGlobals).benchRun!(bc, n), [
    c,
    times,
  ] as const)
}

/**
 * Runs every case `rounds` times on every page, rotating which goes first.
 *
 * @example
 * const results = await benchBrowser({ rounds: 5, perRound: 100 })
 */
export async function benchBrowser(options: {
  rounds: number
  perRound: number
}): Promise<BrowserResult[]> {
  const server = await serveBenchPages()
  const { origin } = server
  const pages = {
    mock: await openBenchPage(`${origin}/mock.html`),
    bare: await openBenchPage(`${origin}/bare.html`),
    harness: await openBenchPage(`${origin}/harness.html?sync=0`),
    demo: await openBenchPage(`${origin}/harness.html`),
  }
  const results: BrowserResult[] = []
  try {
    for (const c of cases) {
      for (const side of sides) await timeInPage(pages[side], c, 20)
      const all: Record<Side, number[]> = { bare: [], mock: [], harness: [], demo: [] }
      const ratios: number[] = []
      const harnessRatios: number[] = []
      const demoRatios: number[] = []
      for (let round = 0; round < options.rounds; round++) {
        // Each round starts from another page, so drift in the machine's load spreads evenly.
        const order = sides.map((_, i) => sides[(i + round) % sides.length]!)
        const times = {} as Record<Side, number[]>
        for (const side of order) times[side] = await timeInPage(pages[side], c, options.perRound)
        for (const side of sides) all[side].push(...times[side])
        ratios.push(mean(times.mock) / mean(times.bare))
        harnessRatios.push(mean(times.harness) / mean(times.mock))
        demoRatios.push(mean(times.demo) / mean(times.mock))
      }
      results.push({
        name: c.name,
        bareMeanMs: mean(all.bare),
        bareP95Ms: percentile(all.bare, 95),
        mockMeanMs: mean(all.mock),
        mockP95Ms: percentile(all.mock, 95),
        harnessMeanMs: mean(all.harness),
        harnessP95Ms: percentile(all.harness, 95),
        demoMeanMs: mean(all.demo),
        demoP95Ms: percentile(all.demo, 95),
        ratio: median(ratios),
        harnessRatio: median(harnessRatios),
        demoRatio: median(demoRatios),
      })
    }
  } finally {
    for (const page of Object.values(pages)) await page.context().browser()?.close()
    await server.close()
  }
  return results
}

const fmt = (n: number) => n.toFixed(2)

/**
 * The browser results as a Markdown table: the four pages side by side.
 *
 * @example
 * console.log(browserTable(await benchBrowser({ rounds: 3, perRound: 40 })))
 */
export function browserTable(results: BrowserResult[]): string {
  return [
    '| operation | bare ms (p95) | mock ms (p95) | mock + harness panel + persistence ms (p95) | the same + tab sync, as the demo runs ms (p95) | mock / bare | harness / mock (target ≤ 1.15) | demo / mock |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${fmt(r.bareMeanMs)} (${fmt(r.bareP95Ms)}) | ${fmt(r.mockMeanMs)} (${fmt(r.mockP95Ms)}) | ${fmt(r.harnessMeanMs)} (${fmt(r.harnessP95Ms)}) | ${fmt(r.demoMeanMs)} (${fmt(r.demoP95Ms)}) | ${fmt(r.ratio)} | ${fmt(r.harnessRatio)} | ${fmt(r.demoRatio)} |`,
    ),
  ].join('\n')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const quick = process.argv.includes('--quick')
  const results = await benchBrowser({ rounds: quick ? 3 : 7, perRound: quick ? 40 : 100 })
  console.log(browserTable(results))
}
