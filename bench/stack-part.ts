/**
 * The part of `npm run bench` that runs on both stacks: every operation against a bare MSW
 * handler at each store size, creates through the entries users call (bench/creates.ts), seeding and the heap, resets, a write with the history on and
 * off, and 10 requests in flight in process beside a bare handler under the same load. bench/run.ts
 * runs it in its own process (msw 3 on Node 24); bench/stacks.ts runs this file in the side copy
 * under Node 20 with msw 2.15: `node --expose-gc --import tsx bench/stack-part.ts --out f.json
 * [--quick]` writes the same figures as JSON.
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { benchCreates, type CreateResult } from './creates'
import { benchHistory, type HistoryCost } from './history'
import { benchInProcessLoad, type InProcessLoad } from './in-process-load'
import { benchNode, type CaseResult } from './node'
import { benchReset, type ResetResult } from './reset'
import { benchSeeding, type SeedResult } from './seed'

/** How long each piece runs: `quick` for a try, the full run for figures. */
export interface StackPartSettings {
  quick: boolean
  sizes: number[]
  rounds: number
  perRound: number
}

/** What one stack measured. */
export interface StackPart {
  /** e.g. 'v24.21.0'. */
  node: string
  /** The msw version the sources ran on. */
  msw: string
  settings: StackPartSettings
  results: CaseResult[]
  /** POST /pets through createPetstoreServer, usePetstore and a shared setupServer, ÷ bare. */
  creates: CreateResult[]
  seeding: SeedResult
  resets: ResetResult[]
  history: HistoryCost
  load: InProcessLoad
}

/**
 * The settings of a full or a quick run.
 *
 * @example
 * stackPartSettings(true).sizes // [1000, 10000]
 */
export function stackPartSettings(quick: boolean): StackPartSettings {
  return {
    quick,
    sizes: quick ? [1_000, 10_000] : [1_000, 10_000, 100_000],
    rounds: quick ? 3 : 7,
    perRound: quick ? 60 : 120,
  }
}

/**
 * Runs the part on the msw and Node this process has.
 *
 * @example
 * const part = await benchStackPart(stackPartSettings(false))
 */
export async function benchStackPart(
  settings: StackPartSettings,
  log: (line: string) => void = console.log,
): Promise<StackPart> {
  const { quick, sizes, rounds, perRound } = settings
  const stack = `msw ${mswVersion()} on Node ${process.versions.node}`
  const results: CaseResult[] = []
  for (const size of sizes) {
    log(`timing ${size} pets (${stack})…`)
    results.push(...(await benchNode({ size, rounds, perRound })))
  }
  const biggest = sizes.at(-1) as number
  log(`timing creates through the entries users call, ${biggest} pets (${stack})…`)
  const creates = await benchCreates({ size: biggest, rounds, perRound })
  log(`seeding ${biggest} pets (${stack})…`)
  const seeding = await benchSeeding(biggest, quick ? 1 : 3)
  log(`timing resets by copy (${stack})…`)
  const resets = await benchReset(quick ? 20 : 100)
  log(`timing a write with the store history on and off (${stack})…`)
  const history = await benchHistory(quick ? 5 : 21, quick ? 200 : 300)
  log(`timing 10 requests in flight in process, mock and bare (${stack})…`)
  const load = await benchInProcessLoad({
    connections: 10,
    durationMs: quick ? 2000 : 5000,
    warmupMs: quick ? 500 : 1000,
    rounds: quick ? 2 : 5,
  })
  return {
    node: process.version,
    msw: mswVersion(),
    settings,
    results,
    creates,
    seeding,
    resets,
    history,
    load,
  }
}

function mswVersion(): string {
  return (createRequire(import.meta.url)('msw/package.json') as { version: string }).version
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, quick: { type: 'boolean' } },
  })
  if (!values.out) throw new TypeError('bench/stack-part.ts: --out <file.json> is required')
  const part = await benchStackPart(stackPartSettings(values.quick ?? false))
  writeFileSync(values.out, JSON.stringify(part, null, 2) + '\n')
}
