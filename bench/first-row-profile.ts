/**
 * Where the page's main thread spends a cold first pet row: loads a demo built with
 * `--sourcemap` once per run with the V8 sampling profiler on (a Chrome trace), maps every sample
 * to its source file through the build's source maps, and prints the self time per file (or
 * package) in each window between the build's `fr:*` marks, summed over the runs.
 *
 *   npx tsx bench/first-row-profile.ts [--runs 3] dir
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import { freePort } from '../e2e/free-port'
import { serveStatic } from '../e2e/static-server'
import { FIRST_ROW_READY, sourcePart, watchFirstRow, type TraceEvent } from './first-row-page'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    windows: {
      type: 'string',
      default:
        'fr:main-start,fr:mock-chunk-loaded,fr:app-fetch-sent,fr:app-fetch-answered,fr:first-row',
    },
  },
})
const dir = positionals[0]!
const windows = values.windows.split(',')
const maps = new Map<string, TraceMap | null>()
async function mapOf(url: string): Promise<TraceMap | null> {
  if (!maps.has(url)) {
    const file = url.split('/').pop()!
    try {
      maps.set(url, new TraceMap(await readFile(join(dir, 'assets', `${file}.map`), 'utf8')))
    } catch {
      maps.set(url, null)
    }
  }
  return maps.get(url)!
}
const port = await freePort()
const server = serveStatic(dir, port)
const browser = await chromium.launch(chromiumLaunchOptions(ensureChromium()))
// window → bucket → µs
const totals = new Map<string, Map<string, number>>()
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.addInitScript({ content: watchFirstRow })
    await browser.startTracing(page, {
      categories: ['disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'devtools.timeline'],
    })
    const ready = page.waitForEvent('console', {
      predicate: (message) => message.text() === FIRST_ROW_READY,
      timeout: 30_000,
    })
    await page.goto(`http://127.0.0.1:${port}/#/pets`)
    await ready
    await page.waitForTimeout(100)
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[]
    }
    await context.close()
    const events = trace.traceEvents
    const marks = new Map<string, { ts: number; pid: number }>()
    for (const e of events) {
      if (e.name.startsWith('fr:') && !marks.has(e.name))
        marks.set(e.name, { ts: e.ts, pid: e.pid })
    }
    // fr:first-row is marked in every build (watchFirstRow); the other fr:* marks only in one
    // that adds them, so the page's process is found by it.
    const pid = marks.get('fr:first-row')?.pid
    const threads = new Map<number, string>()
    for (const e of events) {
      if (e.ph === 'M' && e.name === 'thread_name' && e.pid === pid)
        threads.set(e.tid, e.args?.name ?? '?')
    }
    const edges = windows.map((w) => marks.get(w)?.ts ?? NaN)
    // Each long module evaluation is a window of its own too (they overlap the marks' windows).
    const evaluations = events
      .filter(
        (e) =>
          e.pid === pid && e.name === 'v8.evaluateModule' && (e as { dur?: number }).dur! > 10_000,
      )
      .map((e) => [e.ts, e.ts + (e as { dur?: number }).dur!] as const)
    // Profiles by id: start time, nodes, samples, deltas.
    const profiles = new Map<
      string,
      {
        pid: number
        tid: number
        start: number
        nodes: Map<number, string>
        samples: number[]
        deltas: number[]
      }
    >()
    for (const e of events) {
      if (e.pid !== pid) continue
      if (e.name === 'Profile' && e.id) {
        profiles.set(e.id, {
          pid: e.pid,
          tid: e.tid,
          start: e.args?.data?.startTime ?? e.ts,
          nodes: new Map(),
          samples: [],
          deltas: [],
        })
      }
      if (e.name === 'ProfileChunk' && e.id) {
        const p = profiles.get(e.id)
        if (!p) continue
        const cpu = e.args?.data?.cpuProfile
        for (const n of cpu?.nodes ?? []) {
          const { url, functionName, lineNumber, columnNumber } = n.callFrame
          let label = functionName || '(anonymous)'
          if (url && url.includes('/assets/')) {
            const map = await mapOf(url)
            const pos = map
              ? originalPositionFor(map, {
                  line: lineNumber + 1,
                  column: Math.max(columnNumber, 0),
                })
              : undefined
            label = sourcePart(pos?.source, url.split('/').pop()!)
          } else if (url) label = url.startsWith('http') ? url.split('/').pop()! : '(other script)'
          else label = `(${functionName || 'native'})`
          p.nodes.set(n.id, label)
        }
        p.samples.push(...(cpu?.samples ?? []))
        p.deltas.push(...(e.args?.data?.timeDeltas ?? []))
      }
    }
    for (const p of profiles.values()) {
      let t = p.start
      for (let i = 0; i < p.samples.length; i++) {
        t += p.deltas[i] ?? 0
        const dt = p.deltas[i + 1] ?? 0
        const k = evaluations.findIndex(([from, to]) => t >= from && t < to)
        if (k >= 0) {
          const name = `evaluateModule ${k} (${threads.get(p.tid) ?? p.tid})`
          const bucket = p.nodes.get(p.samples[i]!) ?? '?'
          const inner = totals.get(name) ?? new Map<string, number>()
          inner.set(bucket, (inner.get(bucket) ?? 0) + dt)
          totals.set(name, inner)
        }
        const w = edges.findIndex(
          (edge, k) => k + 1 < edges.length && t >= edge && t < edges[k + 1]!,
        )
        if (w < 0) continue
        const name = `${w} ${windows[w]} → ${windows[w + 1]} (${threads.get(p.tid) ?? p.tid})`
        const bucket = p.nodes.get(p.samples[i]!) ?? '?'
        const inner = totals.get(name) ?? new Map<string, number>()
        inner.set(bucket, (inner.get(bucket) ?? 0) + dt)
        totals.set(name, inner)
      }
    }
    console.log(
      `run ${run}:`,
      windows.map((w, k) => `${w}=${((edges[k]! - edges[0]!) / 1000).toFixed(0)}`).join(' '),
    )
  }
} finally {
  await browser.close()
  server.close()
}
const runs = Number(values.runs)
for (const [name, inner] of [...totals].sort()) {
  const sum = [...inner.values()].reduce((a, b) => a + b, 0)
  console.log(`\n## ${name}: ${(sum / 1000 / runs).toFixed(1)} ms sampled per run`)
  for (const [bucket, us] of [...inner].sort((a, b) => b[1] - a[1]).slice(0, 18)) {
    console.log(`  ${(us / 1000 / runs).toFixed(1).padStart(7)} ms  ${bucket}`)
  }
}
