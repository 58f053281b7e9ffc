import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readLatest } from '../bench/latest'
import { BENCH_END, BENCH_START, renderBenchFigures, withBenchFigures } from './readme-bench'

describe("the README's performance figures", () => {
  it('are the ones in bench/results/latest.json (regenerate with npx tsx scripts/readme-bench.ts)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    expect(readme).toContain(BENCH_START)
    expect(readme).toBe(withBenchFigures(readme, readLatest()))
  })

  it('name every rival by its version and the flags it ran with', () => {
    const latest = readLatest()
    const text = renderBenchFigures(latest)
    for (const rival of latest.http?.rivals ?? []) {
      expect(rival.rival).toMatch(/^(Prism|json-server) \d+\.\d+\.\d+/)
      expect(text).toContain(`${rival.rival}: ${rival.flags}`)
    }
  })

  it('fail to write when the markers are gone', () => {
    expect(() => withBenchFigures('# no block here', {})).toThrow(/bench:start/)
    expect(withBenchFigures(`a\n${BENCH_START}\nold\n${BENCH_END}\nb`, {})).toBe(
      `a\n${BENCH_START}\n\n\n\n${BENCH_END}\nb`,
    )
  })
})
