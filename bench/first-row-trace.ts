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
import { FIRST_ROW_READY, watchFirstRow, type TraceEvent } from './first-row-page'
import { median } from './stats'

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
    predicate: (message) => message.text() === FIRST_ROW_READY,
    timeout: 30_000,
  })
  await page.goto(url)
  await ready
  await page.waitForTimeout(100)
  return (await page.evaluate(collect)) as Record<string, number>
}

// The page's main thread and its service worker's thread: ms spent in tasks from the first
// task of the page's process until the first row.
function busyUntilFirstRow(trace: Buffer): Record<string, number> {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const mark = events.find((e) => e.name === 'fr:first-row')
  if (!mark) return {}
  const threads = new Map<string, string>()
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name')
      threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '')
  }
  const busy: Record<string, number> = {}
  for (const e of events) {
    if (
      e.pid !== mark.pid ||
      e.ph !== 'X' ||
      e.name !== 'ThreadControllerImpl::RunTask' ||
      e.ts > mark.ts
    )
      continue
    const thread = threads.get(`${e.pid}:${e.tid}`)
    const key =
      thread === 'CrRendererMain'
        ? 'cpu:main-thread-busy'
        : thread === 'ServiceWorker thread'
          ? 'cpu:worker-thread-busy'
          : undefined
    if (key) busy[key] = (busy[key] ?? 0) + Math.min(e.dur ?? 0, mark.ts - e.ts) / 1000
  }
  return busy
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
      await page.addInitScript({ content: watchFirstRow })
      // Every run is traced (the light categories unless a trace is being kept), for the
      // main thread's busy time until the first row: CPU work, which the machine's load moves
      // less than it moves waiting.
      const keep = values.trace && run === 0
      await browser.startTracing(page, {
        categories: keep
          ? [
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'v8.execute',
              'blink.user_timing',
              'loading',
              'ServiceWorker',
              'disabled-by-default-v8.compile',
              'toplevel',
            ]
          : ['toplevel', 'blink.user_timing'],
      })
      const marks = await sample(page, `http://127.0.0.1:${s.port}/#/pets`)
      const trace = await browser.stopTracing()
      if (keep) await writeFile(`${values.trace}.${servers.indexOf(s)}.json`, trace)
      Object.assign(marks, busyUntilFirstRow(trace))
      s.samples.push(marks)
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
