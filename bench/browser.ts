/**
 * The browser half of the benchmark: the mock in the service worker against a bare MSW worker
 * handler, in Debian's headless Chromium, at the default demo size.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { createServer } from 'vite'
import { CHROMIUM, chromiumArgs } from '../e2e/chromium'
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
  ratio: number
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
]

async function open(url: string): Promise<Page> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs })
  const page = await (await browser.newContext()).newPage()
  await page.goto(url)
  await page.waitForFunction(() => (globalThis as BenchGlobals).benchReady === true, undefined, {
    timeout: 30_000,
  })
  return page
}

/**
 * Runs every case `rounds` times on both pages, alternating which goes first.
 *
 * @example
 * const results = await benchBrowser({ rounds: 5, perRound: 100 })
 */
export async function benchBrowser(options: {
  rounds: number
  perRound: number
}): Promise<BrowserResult[]> {
  const server = await createServer({
    root: resolve(here, 'browser'),
    publicDir: resolve(here, '../demo/public'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  const address = server.httpServer?.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const pages = { mock: await open(`${origin}/mock.html`), bare: await open(`${origin}/bare.html`) }
  const run = (page: Page, c: BrowserCase, n: number) =>
    page.evaluate(([bc, times]) => (globalThis as BenchGlobals).benchRun!(bc, times), [
      c,
      n,
    ] as const)
  const results: BrowserResult[] = []
  try {
    for (const c of cases) {
      await run(pages.mock, c, 20)
      await run(pages.bare, c, 20)
      const bare: number[] = []
      const mock: number[] = []
      const ratios: number[] = []
      for (let round = 0; round < options.rounds; round++) {
        const order = round % 2 === 0 ? (['bare', 'mock'] as const) : (['mock', 'bare'] as const)
        const times: Record<string, number[]> = {}
        for (const side of order) times[side] = await run(pages[side], c, options.perRound)
        bare.push(...times.bare!)
        mock.push(...times.mock!)
        ratios.push(mean(times.mock!) / mean(times.bare!))
      }
      results.push({
        name: c.name,
        bareMeanMs: mean(bare),
        bareP95Ms: percentile(bare, 95),
        mockMeanMs: mean(mock),
        mockP95Ms: percentile(mock, 95),
        ratio: median(ratios),
      })
    }
  } finally {
    for (const page of Object.values(pages)) await page.context().browser()?.close()
    await server.close()
  }
  return results
}
