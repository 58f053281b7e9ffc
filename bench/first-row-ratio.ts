/**
 * The first-row ratio: the built demo's cold first pet row against the same page on a bare msw
 * worker that answers with the same bytes, loaded interleaved in one run (bench/browser-first-row
 * `benchBuilds`). The bare page is the demo built again with its `./mock` module swapped for
 * bench/browser/bare-demo-mock.ts, which serves the answers the mock gave in a cold load of this run. The
 * absolute times move with the machine; the ratio is what to read (target ≤ 1.3).
 *
 *   npx tsx bench/first-row-ratio.ts [--runs 7]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { build, type Plugin } from 'vite'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import { freePort } from '../e2e/free-port'
import { serveStatic } from '../e2e/static-server'
import { benchBuilds } from './browser-first-row'
import { median } from './stats'

/** The target of the ratio (issue 47). */
export const FIRST_ROW_RATIO_TARGET = 1.3

/** What one run measured: medians of the cold first row, and their ratio. */
export interface FirstRowRatio {
  runs: number
  mockFirstRowMs: number
  bareFirstRowMs: number
  /** Median over rounds of mock ÷ bare, each round's two loads next to each other. */
  ratio: number
  /** The recorded answers the bare page serves (method and path). */
  answers: string[]
}

interface RecordedAnswer {
  method: string
  path: string
  status: number
  headers: Record<string, string>
  body: string
}

const here = fileURLToPath(new URL('.', import.meta.url))
const KEPT_HEADERS = ['content-type', 'x-total-count', 'link', 'etag', 'deprecation', 'sunset']

// A cold load of the built demo, keeping each API answer the page got before its first row.
async function recordFirstScreen(dir: string): Promise<RecordedAnswer[]> {
  const port = await freePort()
  const server = serveStatic(dir, port)
  const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()))
  try {
    const page = await browser.newPage()
    const pending: Array<Promise<RecordedAnswer | undefined>> = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (!url.pathname.includes('/api/v1/')) return
      pending.push(
        response.text().then(
          (body) => ({
            method: response.request().method(),
            path: `${url.pathname}${url.search}`,
            status: response.status(),
            headers: Object.fromEntries(
              Object.entries(response.headers()).filter(([name]) => KEPT_HEADERS.includes(name)),
            ),
            body,
          }),
          () => undefined,
        ),
      )
    })
    await page.goto(`http://127.0.0.1:${port}/#/pets`)
    await page.locator('main tbody tr').first().waitFor({ timeout: 30_000 })
    await page.waitForFunction("document.documentElement.dataset.mock === 'ready'")
    const answers = (await Promise.all(pending)).filter((a) => a !== undefined)
    if (!answers.some((a) => a.path.includes('/pets'))) throw new Error('no GET /pets recorded')
    return answers
  } finally {
    await browser.close()
    server.close()
  }
}

// The demo's main.ts imports './mock' (the mock's parts); the bare build gets ours instead.
function bareMock(): Plugin {
  const bare = resolve(here, 'browser/bare-demo-mock.ts')
  return {
    name: 'petstore-bench-bare-mock',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './mock' && importer?.replace(/\\/g, '/').endsWith('demo/src/main.ts')) {
        return bare
      }
      return undefined
    },
  }
}

/**
 * Builds the demo and its bare twin, records the mock's first-screen answers for the twin, and
 * loads both cold `runs` times, interleaved.
 *
 * @example
 * const { ratio } = await benchFirstRowRatio({ runs: 7 })
 */
export async function benchFirstRowRatio(options: { runs: number }): Promise<FirstRowRatio> {
  const mockDir = await mkdtemp(join(tmpdir(), 'petstore-demo-'))
  const bareDir = await mkdtemp(join(tmpdir(), 'petstore-bare-demo-'))
  try {
    await build({ logLevel: 'warn', build: { outDir: mockDir, emptyOutDir: true } })
    const answers = await recordFirstScreen(mockDir)
    await build({
      logLevel: 'warn',
      plugins: [bareMock()],
      define: { __BARE_ANSWERS__: JSON.stringify(answers) },
      build: { outDir: bareDir, emptyOutDir: true },
    })
    const [mock = [], bare = []] = await benchBuilds([mockDir, bareDir], options)
    const ratios = mock.map((m, i) => m.firstRowMs / (bare[i]?.firstRowMs ?? NaN))
    return {
      runs: options.runs,
      mockFirstRowMs: Math.round(median(mock.map((t) => t.firstRowMs))),
      bareFirstRowMs: Math.round(median(bare.map((t) => t.firstRowMs))),
      ratio: median(ratios),
      answers: answers.map((a) => `${a.method} ${a.path}`),
    }
  } finally {
    await rm(mockDir, { recursive: true, force: true })
    await rm(bareDir, { recursive: true, force: true })
  }
}

/**
 * The ratio as Markdown.
 *
 * @example
 * console.log(firstRowRatioTable(await benchFirstRowRatio({ runs: 7 })))
 */
export function firstRowRatioTable(result: FirstRowRatio): string {
  return [
    `Cold loads to the first pet row, ${result.runs} interleaved runs each (Chromium): the demo,`,
    'and the same page on a bare msw worker answering with the bytes the mock sent',
    `(${result.answers.join(', ')}).`,
    '',
    '| page | first pet row, median ms |',
    '| --- | ---: |',
    `| demo (petstore-mock) | ${result.mockFirstRowMs} |`,
    `| bare msw worker, same bytes | ${result.bareFirstRowMs} |`,
    `| ratio (median of the runs' ratios) | ${result.ratio.toFixed(2)} (target ≤ ${FIRST_ROW_RATIO_TARGET}) |`,
  ].join('\n')
}

if (process.argv[1]?.endsWith('first-row-ratio.ts')) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new TypeError('--runs must be a whole number ≥ 1')
  console.log(firstRowRatioTable(await benchFirstRowRatio({ runs })))
}
