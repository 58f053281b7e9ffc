import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readLatest } from '../bench/latest'
import {
  BENCH_END,
  BENCH_PAGES,
  BENCH_START,
  renderBenchFigures,
  withBenchFigures,
} from './readme-bench'

describe("the README's performance figures", () => {
  it('are the ones in bench/results/latest.json (regenerate with npx tsx scripts/readme-bench.ts)', () => {
    for (const page of BENCH_PAGES) {
      const text = readFileSync(page, 'utf8')
      expect(text, page).toContain(BENCH_START)
      expect(text, page).toBe(withBenchFigures(text, readLatest()))
    }
  })

  it('name every rival by its version and the flags it ran with', () => {
    const latest = readLatest()
    const text = renderBenchFigures(latest)
    for (const rival of latest.http?.rivals ?? []) {
      expect(rival.rival).toMatch(/^(Prism|json-server) \d+\.\d+\.\d+/)
      expect(text).toContain(`${rival.rival}: ${rival.flags}`)
    }
  })

  it("quote the demo's cold first row and the mock's first-screen JavaScript from a first-row run", () => {
    const text = renderBenchFigures({
      firstPaint: {
        coldLoads: 7,
        firstRowMedianMs: 512,
        firstRowTargetMs: 400,
        firstRowP95Ms: 640,
        warmFirstRowMedianMs: 130,
        firstScreenGzipKb: 148.42,
        firstScreenTargetKb: 150,
        lazyGzipKb: 170.31,
        lazy: [
          { when: 'on a dynamic answer', gzipKb: 154.17 },
          { when: 'after the first screen, for the harness panel', gzipKb: 13.46 },
        ],
        at: '2026-11-26 01:00 UTC',
        node: 'v20.20.2',
        cpus: 2,
        load: 1.2,
      },
    })
    expect(text).toBe(
      "The demo's cold first pet row (run of 2026-11-26 01:00 UTC, load 1.2): median 512 ms " +
        '(target ≤ 400 on a quiet machine), p95 640 ms over 7 cold loads of the built demo in headless Chromium, each in a fresh ' +
        "profile, and 130 ms on a reload; the mock's first-screen JavaScript is 148.4 kB gzip " +
        '(target ≤ 150), and 170.3 kB more loads only after the first screen, each part when it ' +
        'is needed (the largest: 154.2 kB on a dynamic answer; 13.5 kB after the first screen, ' +
        'for the harness panel).',
    )
  })

  it('include the first screen, measured by a full npm run bench:first-row', () => {
    const first = readLatest().firstPaint
    expect(first).toBeDefined()
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    expect(readme).toContain(
      `median ${first?.firstRowMedianMs} ms (target ≤ ${first?.firstRowTargetMs}`,
    )
    expect(readme).toContain(`p95 ${first?.firstRowP95Ms} ms over`)
  })

  it('compare the two stacks by ratios each measured in its own process', () => {
    const stack = (
      msw: string,
      node: string,
      geometricMean: number,
      heapMb: number,
      cpuRatio: number,
    ) => ({
      msw,
      node,
      geometricMean: [
        { size: 1_000, ratio: 1.05 },
        { size: 100_000, ratio: geometricMean },
      ],
      ratioRange: [0.9, 1.4] as [number, number],
      heapMb,
      seedRatio: 1.6,
      resetDefaultMs: 0.03,
      resetLargeMs: 2.5,
      historyRatio: 1.05,
      inFlight: {
        connections: 10,
        mockRps: 900,
        bareRps: 1000,
        mockCpuUs: 1100,
        bareCpuUs: 1000,
        ratio: 1.1,
        cpuRatio,
      },
    })
    const text = renderBenchFigures({
      stacks: {
        stacks: [
          stack('3.0.5', 'v24.21.0', 1.13, 114.1, 1.04),
          stack('2.15.0', 'v20.20.2', 1.1, 113.6, 0.98),
        ],
        at: '2026-12-02 02:00 UTC',
        node: 'v24.21.0',
        cpus: 2,
        load: 1.5,
      },
    })
    expect(text).toBe(
      'On both supported stacks, msw 3.0.5 on Node 24 / msw 2.15.0 on Node 20 (run of 2026-12-02 ' +
        "02:00 UTC, load 1.5, each in its own process): at 100,000 pets the operations' ratios to a " +
        'bare handler have a geometric mean of 1.13 / 1.10; the heap for 100,000 pets is 114 / 114 ' +
        'MB; with 10 requests in flight in process, a by-id read takes 1.04 / 0.98 times the CPU ' +
        'time of a bare handler under the same load.',
    )
  })

  it('fail to write when the markers are gone', () => {
    expect(() => withBenchFigures('# no block here', {})).toThrow(/bench:start/)
    expect(withBenchFigures(`a\n${BENCH_START}\nold\n${BENCH_END}\nb`, {})).toBe(
      `a\n${BENCH_START}\n\n\n\n${BENCH_END}\nb`,
    )
  })
})
