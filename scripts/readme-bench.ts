/**
 * Writes the performance figures of the README and of the docs' performance guide from
 * bench/results/latest.json, between two markers, so no figure there is typed by hand; scripts/readme-bench.test.ts fails when they drift.
 * `npm run bench` (and `bench:http`, `bench/limits.ts`, `bench:first-row` alone) call it after each run;
 * `npx tsx scripts/readme-bench.ts` rewrites the block from the JSON as it stands.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { readLatest, type LatestResults, type Range } from '../bench/latest'
import type { StackFigures } from '../bench/stacks'

/** The pages that quote the figures, each between the markers. */
export const BENCH_PAGES = ['README.md', 'docs/guide/performance.md'].map((file) =>
  fileURLToPath(new URL(`../${file}`, import.meta.url)),
)
/** The markers around the written block. */
export const BENCH_START =
  '<!-- bench:start: written from bench/results/latest.json by scripts/readme-bench.ts; do not edit -->'
export const BENCH_END = '<!-- bench:end -->'

const x = (n: number) => `${n.toFixed(2)}×`
const range = ([low, high]: Range) =>
  low.toFixed(2) === high.toFixed(2) ? low.toFixed(2) : `${low.toFixed(2)}–${high.toFixed(2)}`
const kB = (n: number) => n.toFixed(1)
const pct = (ratio: number) => `${Math.max(0, Math.round((ratio - 1) * 100))}%`

/**
 * The block's text for these figures (markers excluded); a section with no figures is left out.
 *
 * @example
 * renderBenchFigures(readLatest()) // 'At 100,000 pets (2026-11-24 19:23 UTC, …): by-id …'
 */
export function renderBenchFigures(latest: LatestResults): string {
  const parts: string[] = []
  const p = latest.inProcess
  if (p) {
    parts.push(
      `At ${p.size.toLocaleString('en-US')} pets (run of ${p.at}, Node ${p.node.slice(1)}, ${p.cpus} CPUs, load ${p.load.toFixed(1)}): ` +
        `by-id operations cost ${range(p.byId)} times a bare handler, filtered, sorted and paged lists ` +
        `${range(p.lists)} times, creates ${range(p.creates)} times; seeding is ${p.seedRatio.toFixed(2)} times ` +
        `bulk-creating the same records in @msw/data; the heap for ${p.size.toLocaleString('en-US')} pets is ` +
        `${Math.round(p.heapMb)} MB; reset costs ${p.resetDefaultMs.toFixed(2)} ms for the default store and ` +
        `${p.resetLargeMs.toFixed(1)} ms for 10,000 pets; coverage bookkeeping is ` +
        `${p.coverageSharePercent.toFixed(2)}% of a by-id request.` +
        (p.suiteRatio === undefined
          ? ''
          : ` A 500-test Vitest file on \`usePetstore\` takes ${p.suiteRatio.toFixed(2)} times the same tests on a bare \`setupServer\`, start-up included.`),
    )
  }
  const s = latest.stacks
  if (s) parts.push(stacksSentence(s))
  const h = latest.http
  if (h) {
    parts.push(
      `Over HTTP (run of ${h.at}, load ${h.load.toFixed(1)}), \`serve\` answers GET /pets/{id} at ` +
        h.rivals.map((r) => `${x(r.ratio)} the rate of ${r.rival}`).join(', ') +
        `; every server ran with its request log off (${h.mockFlags}; ` +
        h.rivals.map((r) => `${r.rival}: ${r.flags}`).join('; ') +
        ').',
    )
  }
  const l = latest.limits
  if (l) {
    parts.push(
      `Against the physical limits (run of ${l.at}, load ${l.load.toFixed(1)}; ${l.flags}): ` +
        l.rows
          .map((r) => `${r.measure}: ${x(r.ratio)} (${r.mock} / ${r.bare} ${r.unit})`)
          .join('; ') +
        '.',
    )
  }
  const b = latest.browser
  if (b) {
    parts.push(
      `Through the service worker (run of ${b.at}) the mock costs at most ${x(b.mockRatioMax)} a bare ` +
        `worker handler; the harness panel and persistence add at most ${pct(b.harnessRatioMax)} to a ` +
        `request, and the demo's whole set-up at most ${pct(b.demoRatioMax)}.`,
    )
  }
  const f = latest.firstPaint
  if (f) {
    const later = f.lazy.map((use) => `${kB(use.gzipKb)} kB ${use.when}`).join('; ')
    parts.push(
      `The demo's cold first pet row (run of ${f.at}, load ${f.load.toFixed(1)}): median ` +
        `${f.firstRowMedianMs} ms (target ≤ ${f.firstRowTargetMs} on a quiet machine), p95 ${f.firstRowP95Ms} ms over ${f.coldLoads} cold loads of the ` +
        `built demo in headless Chromium, each in a fresh profile, and ${f.warmFirstRowMedianMs} ms ` +
        `on a reload; the mock's first-screen JavaScript is ${kB(f.firstScreenGzipKb)} kB gzip ` +
        `(target ≤ ${f.firstScreenTargetKb}), and ${kB(f.lazyGzipKb)} kB more loads only after the ` +
        `first screen, each part when it is needed (the largest: ${later}).`,
    )
  }
  const r = latest.firstRowRatio
  if (r) {
    parts.push(
      `Against the same page on a bare msw worker serving the same bytes (run of ${r.at}, load ` +
        `${r.load.toFixed(1)}, ${r.runs} interleaved cold loads each): the demo's first pet row is ` +
        `${x(r.ratio)} (${r.mockFirstRowMs} / ${r.bareFirstRowMs} ms; target ≤ ${r.target}).`,
    )
  }
  return parts.join('\n\n')
}

// Each stack's figures measured in its own process; the sentence compares ratios, never times.
function stacksSentence(s: NonNullable<LatestResults['stacks']>): string {
  const names = s.stacks.map((f) => `msw ${f.msw} on Node ${f.node.slice(1).split('.')[0]}`)
  const each = (pick: (f: StackFigures) => number, digits = 2) =>
    s.stacks.map((f) => pick(f).toFixed(digits)).join(' / ')
  const size = (s.stacks[0]?.geometricMean.at(-1)?.size ?? 0).toLocaleString('en-US')
  return (
    `On both supported stacks, ${names.join(' / ')} (run of ${s.at}, load ${s.load.toFixed(1)}, ` +
    `each in its own process): at ${size} pets the operations' ratios to a bare handler have a ` +
    `geometric mean of ${each((f) => f.geometricMean.at(-1)?.ratio ?? NaN)}; the heap for ${size} ` +
    `pets is ${each((f) => f.heapMb, 0)} MB; with ${s.stacks[0]?.inFlight.connections ?? 10} ` +
    `requests in flight in process, a by-id read takes ${each((f) => f.inFlight.cpuRatio)} times ` +
    `the CPU time of a bare handler under the same load.`
  )
}

/**
 * `readme` with its block replaced by the figures; throws when the markers are missing.
 *
 * @example
 * withBenchFigures(readFileSync('README.md', 'utf8'), readLatest())
 */
export function withBenchFigures(readme: string, latest: LatestResults): string {
  const start = readme.indexOf(BENCH_START)
  const end = readme.indexOf(BENCH_END)
  if (start === -1 || end < start) throw new Error('README.md has no bench:start / bench:end block')
  return `${readme.slice(0, start)}${BENCH_START}\n\n${renderBenchFigures(latest)}\n\n${readme.slice(end)}`
}

/** Rewrites each page's block from latest.json. */
export function writeBenchFigures(pages = BENCH_PAGES): void {
  for (const page of pages) {
    writeFileSync(page, withBenchFigures(readFileSync(page, 'utf8'), readLatest()))
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeBenchFigures()
}
