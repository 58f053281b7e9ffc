/**
 * Where a cold first pet row's time goes: loads built demos (each a directory `vite build`
 * wrote) cold in headless Chromium, interleaved, and prints the median time of every
 * `performance.mark` named `fr:*` the build left, the scripts' fetches, and the first row.
 *
 *   npx tsx bench/first-row-trace.ts [--runs 7] [--trace out.json] dir...
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import { freePort } from '../e2e/free-port'
import { serveStatic } from '../e2e/static-server'
import { median } from './stats'

const READY = 'petstore-first-row-ready'

// In the page before its scripts: marks the first row, and says on the console when the demo is
// ready (waiting with page.waitForFunction would evaluate Playwright's injected script on the
// page's main thread in the middle of the start it measures).
const watch = `
  const observer = new MutationObserver(() => {
    if (!performance.getEntriesByName('fr:first-row').length && document.querySelector('main tbody tr')) {
      performance.mark('fr:first-row')
    }
    if (document.documentElement.dataset.mock === 'ready') {
      observer.disconnect()
      console.debug('${READY}')
    }
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
`

// Read once the start is over: the first time of every fr:* mark, the navigation and each
// fetched file (its hash left out of its name).
const collect = `(() => {
  const out = {}
  for (const m of performance.getEntriesByType('mark')) {
    if (m.name.startsWith('fr:') && !(m.name in out)) out[m.name] = m.startTime
  }
  const nav = performance.getEntriesByType('navigation')[0]
  out['nav:responseEnd'] = nav.responseEnd
  out['nav:domInteractive'] = nav.domInteractive
  for (const r of performance.getEntriesByType('resource')) {
    const name = r.name.split('/').pop().replace(/-[\\w-]{8}\\./, '.')
    out['res:' + name + ':start'] = r.startTime
    out['res:' + name + ':end'] = r.responseEnd
  }
  return out
})()`

async function sample(page: Page, url: string): Promise<Record<string, number>> {
  const ready = page.waitForEvent('console', {
    predicate: (message) => message.text() === READY,
    timeout: 30_000,
  })
  await page.goto(url)
  await ready
  await page.waitForTimeout(100)
  return (await page.evaluate(collect)) as Record<string, number>
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '7' }, trace: { type: 'string' } },
})
const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()))
const servers = await Promise.all(
  positionals.map(async (dir) => {
    const port = await freePort()
    return { dir, port, server: serveStatic(dir, port), samples: [] as Record<string, number>[] }
  }),
)
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const order = run % 2 === 0 ? servers : [...servers].reverse()
    for (const s of order) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.addInitScript({ content: watch })
      const tracing = values.trace && run === 0
      if (tracing) {
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink.user_timing',
            'loading',
            'ServiceWorker',
            'disabled-by-default-v8.compile',
            'toplevel',
          ],
        })
      }
      s.samples.push(await sample(page, `http://127.0.0.1:${s.port}/#/pets`))
      if (tracing) {
        const file = `${values.trace}.${servers.indexOf(s)}.json`
        await writeFile(file, await browser.stopTracing())
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  for (const s of servers) s.server.close()
}
const names = [...new Set(servers.flatMap((s) => s.samples.flatMap((x) => Object.keys(x))))]
const rows = names
  .map((name) => ({
    name,
    medians: servers.map((s) => {
      const xs = s.samples.map((x) => x[name]).filter((x): x is number => x !== undefined)
      return xs.length ? Math.round(median(xs)) : NaN
    }),
  }))
  .sort((a, b) => (a.medians.find((x) => !isNaN(x)) ?? 0) - (b.medians.find((x) => !isNaN(x)) ?? 0))
console.log(`| mark | ${servers.map((s) => s.dir).join(' | ')} |`)
for (const row of rows) console.log(`| ${row.name} | ${row.medians.join(' | ')} |`)
