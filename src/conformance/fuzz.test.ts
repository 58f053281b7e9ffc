import { beforeAll, describe, expect, it } from 'vitest'
import { createPetstoreServer } from '../entries/node'
import { inProcessFetch } from './in-process'
import { formatReport } from './report'
import { operationSpecs } from './spec'
import { runConformance, type ConformanceReport } from './suite'
import {
  CONFORMANCE_BASE,
  CONFORMANCE_NOW,
  KEYS,
  fuzzSeed,
  rerun,
} from '../../test/support/conformance'

// 18 operations × 2 kinds × 280 runs, plus follow-ups and the state check: over 10,000 requests.
const RUNS_PER_PROPERTY = 280
const seed = fuzzSeed()
const file = 'src/conformance/fuzz.test.ts'

let report: ConformanceReport

beforeAll(async () => {
  // The mock's own response check is off: the suite's independent checks must catch everything.
  const petstore = createPetstoreServer({
    baseUrl: CONFORMANCE_BASE,
    now: CONFORMANCE_NOW,
    validateResponses: false,
  })
  await petstore.ready
  report = await runConformance({
    baseUrl: CONFORMANCE_BASE,
    ...KEYS,
    fetch: inProcessFetch(petstore.handlers),
    seed,
    numRuns: RUNS_PER_PROPERTY,
    // The hostile groups have their own named tests (hostile.test.ts).
    hostile: false,
  })
}, 180_000)

describe(`fuzzing every operation of openapi.yaml (seed ${seed}; set FUZZ_SEED to change)`, () => {
  it('answers every generated request, valid or broken, within the contract', async ({
    annotate,
  }) => {
    await annotate(
      `${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s, seed ${seed}`,
    )
    expect(
      report.failures,
      formatReport(report, (failure) =>
        failure.replay
          ? `${rerun(file, seed)}  (property ${failure.replay.only})`
          : rerun(file, seed),
      ),
    ).toEqual([])
  })

  it('sends at least 10,000 requests per run', () => {
    expect(report.requests).toBeGreaterThanOrEqual(10_000)
  })

  it('runs a valid and a mutated property for every operation', () => {
    const ran = report.properties.map((p) => `${p.operationId}:${p.kind}`).sort()
    const expected = operationSpecs
      .flatMap((op) => [`${op.operationId}:mutated`, `${op.operationId}:valid`])
      .sort()
    expect(ran).toEqual(expected)
  })

  it('gets a 2xx from every operation, so valid requests reach the resolvers', () => {
    const without = report.properties
      .filter((p) => p.kind === 'valid')
      .filter((p) => !Object.keys(p.statuses).some((status) => status.startsWith('2')))
      .map((p) => p.operationId)
    expect(without).toEqual([])
  })

  it('gets only 4xx answers to mutated requests, with every kind of fault among them', () => {
    const statuses = new Set(
      report.properties.filter((p) => p.kind === 'mutated').flatMap((p) => Object.keys(p.statuses)),
    )
    expect([...statuses].every((status) => status.startsWith('4'))).toBe(true)
    expect([...statuses].sort()).toEqual(['400', '401', '403', '404', '405', '415'])
  })
})
