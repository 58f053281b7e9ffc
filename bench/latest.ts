/**
 * bench/results/latest.json: the figures the README's performance section is written from
 * (scripts/readme-bench.ts), one section per benchmark. Each benchmark replaces its own section
 * when it runs (`npm run bench` all of them, `bench:http`, `bench/limits.ts` and
 * `bench:first-row` theirs), stamped with when, on which Node and under what load it ran.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { CaseResult } from './node'
import type { ResetResult } from './reset'
import type { SeedResult } from './seed'
import type { StackFigures } from './stacks'
import type { SuiteResult } from './vitest-suite'

/** Where the latest figures live. */
export const LATEST_PATH = fileURLToPath(new URL('results/latest.json', import.meta.url))

/** When and where a section was measured. */
export interface Stamp {
  at: string
  node: string
  cpus: number
  /** The 1-minute load average when the section was written. */
  load: number
}

/** [lowest, highest] of a set of ratios. */
export type Range = [number, number]

/** The in-process figures at the largest store. */
export interface InProcessFigures {
  size: number
  byId: Range
  lists: Range
  creates: Range
  seedRatio: number
  heapMb: number
  resetDefaultMs: number
  resetLargeMs: number
  coverageSharePercent: number
  suiteRatio?: number
}

/** The demo's cold first pet row and the mock's JavaScript in it (bench/browser-first-row.ts). */
export interface FirstPaintFigures {
  /** Cold loads of the built demo, each in a fresh browser profile. */
  coldLoads: number
  firstRowMedianMs: number
  /** The target for the median on a quiet machine (issue 25; no worse than twice it loaded). */
  firstRowTargetMs: number
  firstRowP95Ms: number
  /** A reload in the same profile after each cold load: worker installed, scripts cached. */
  warmFirstRowMedianMs: number
  /** The mock's JavaScript the first screen waits for, kB (1000 B) gzip, and its target. */
  firstScreenGzipKb: number
  firstScreenTargetKb: number
  /** What the mock loads later, in all and at its heaviest moments (at most three). */
  lazyGzipKb: number
  lazy: Array<{ when: string; gzipKb: number }>
}

/** What the README quotes of each benchmark. */
export interface LatestResults {
  inProcess?: InProcessFigures & Stamp
  /** The in-process part on each stack, the bench's own first (bench/stacks.ts). */
  stacks?: { stacks: StackFigures[] } & Stamp
  /** The rivals over HTTP: `serve` ÷ each rival, by name and version, with their flags. */
  http?: {
    mockFlags: string
    rivals: Array<{ rival: string; flags: string; ratio: number }>
  } & Stamp
  /** `serve` against the physical limits (bench/limits.ts). */
  limits?: {
    flags: string
    rows: Array<{ measure: string; unit: string; mock: number; bare: number; ratio: number }>
  } & Stamp
  /** Through the service worker: highest mock ÷ bare, harness ÷ mock and demo ÷ mock. */
  browser?: { mockRatioMax: number; harnessRatioMax: number; demoRatioMax: number } & Stamp
  firstPaint?: FirstPaintFigures & Stamp
  /** The demo's cold first row ÷ the same page on a bare msw worker (bench/first-row-ratio.ts). */
  firstRowRatio?: {
    runs: number
    mockFirstRowMs: number
    bareFirstRowMs: number
    ratio: number
    target: number
  } & Stamp
}

/**
 * The latest figures, or none when no benchmark has written any.
 *
 * @example
 * readLatest().http?.rivals
 */
export function readLatest(path = LATEST_PATH): LatestResults {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LatestResults
  } catch {
    return {}
  }
}

/**
 * Replaces one section of latest.json with `figures`, stamped now.
 *
 * @example
 * recordLatest('browser', { mockRatioMax: 1.02, harnessRatioMax: 1.13, demoRatioMax: 1.14 })
 */
export function recordLatest<K extends keyof LatestResults>(
  section: K,
  figures: Omit<NonNullable<LatestResults[K]>, keyof Stamp>,
  path = LATEST_PATH,
): void {
  const latest = readLatest(path)
  const stamp: Stamp = {
    at: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    node: process.version,
    cpus: cpus().length,
    load: Math.round((loadavg()[0] ?? 0) * 10) / 10,
  }
  latest[section] = { ...figures, ...stamp } as LatestResults[K]
  writeFileSync(path, JSON.stringify(latest, null, 2) + '\n')
}

const BY_ID = /^(get|update|delete|cancel)\w+$/
const CREATES = new Set(['createPet', 'createOrder'])

/**
 * The in-process section from one run's results.
 *
 * @example
 * recordLatest('inProcess', inProcessFigures({ results, size, seeding, resets, coverageShare }))
 */
export function inProcessFigures(run: {
  results: CaseResult[]
  size: number
  seeding: SeedResult
  resets: ResetResult[]
  coverageShare: number
  suite?: SuiteResult
}): InProcessFigures {
  const at = run.results.filter((r) => r.size === run.size)
  const range = (rows: CaseResult[]): Range => {
    const ratios = rows.map((r) => r.ratio)
    return [Math.min(...ratios), Math.max(...ratios)]
  }
  const isList = (r: CaseResult) => /^list/.test(r.name)
  return {
    size: run.size,
    byId: range(at.filter((r) => BY_ID.test(r.name) && !isList(r))),
    lists: range(at.filter(isList)),
    creates: range(at.filter((r) => CREATES.has(r.name))),
    seedRatio: run.seeding.ratio,
    heapMb: run.seeding.heapMb,
    resetDefaultMs: run.resets[0]?.medianMs ?? NaN,
    resetLargeMs: run.resets[1]?.medianMs ?? NaN,
    coverageSharePercent: run.coverageShare * 100,
    ...(run.suite && { suiteRatio: run.suite.ratio }),
  }
}
