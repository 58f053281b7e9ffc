/**
 * The contract conformance suite (src/conformance) run over real HTTP against the server on an
 * ephemeral loopback port, and in-process against the same seeded mock: discovery, the hostile
 * groups, valid and broken requests for every operation, then the state rules. Over the wire it
 * must find exactly what it finds in Node, request for request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inProcessFetch } from '../../conformance/in-process'
import { formatReport } from '../../conformance/report'
import { DEFAULT_SEED, runConformance, type ConformanceReport } from '../../conformance/suite'
import { createPetstore, type PetstoreOptions } from '../../controller/petstore'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

// Fewer runs than the in-process fuzz suite: here every request crosses a real socket.
const RUNS_PER_PROPERTY = 30
const IN_PROCESS_BASE = 'http://petstore.test/api/v1'
const KEYS = { key: 'petstore-demo-key', readOnlyKey: 'petstore-readonly-key' }
// As in the in-process suites: a fixed clock, and the mock's own response check off so the
// suite's independent checks have to catch everything.
const MOCK: PetstoreOptions = { now: '2026-11-01T00:00:00.000Z', validateResponses: false }

let mock: PetstoreHttpServer
let overHttp: ConformanceReport
let inProcess: ConformanceReport

beforeAll(async () => {
  mock = await createPetstoreHttpServer({ port: 0, ...MOCK })
  const local = createPetstore({ ...MOCK, baseUrl: '/api/v1' })
  const options = { ...KEYS, seed: DEFAULT_SEED, numRuns: RUNS_PER_PROPERTY }
  ;[overHttp, inProcess] = await Promise.all([
    runConformance({ ...options, baseUrl: mock.url }),
    runConformance({ ...options, baseUrl: IN_PROCESS_BASE, fetch: inProcessFetch(local.handlers) }),
  ])
}, 180_000)
afterAll(() => mock.close())

// Headers only a socket adds; everything else must match byte for byte.
const transportHeaders = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding'])

/** A report without what differs by transport alone: base URL, time taken, socket headers. */
function comparable(report: ConformanceReport): unknown {
  const { baseUrl } = report
  const rest = { ...report, baseUrl: '<base>', durationMs: 0 }
  return JSON.parse(JSON.stringify(rest).replaceAll(baseUrl, '<base>'), (key, value: unknown) =>
    key === 'headers' && typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).filter(([name]) => !transportHeaders.has(name)))
      : value,
  ) as unknown
}

describe('the conformance suite over real HTTP', () => {
  it('finds exactly what it finds in-process: the same statuses and the same failures', () => {
    expect(comparable(overHttp), formatReport(overHttp)).toEqual(comparable(inProcess))
  })

  it('sent discovery, every hostile group and both kinds of request for every operation', () => {
    expect(overHttp.hostile.length).toBeGreaterThan(0)
    expect(overHttp.properties.map((p) => p.kind)).toContain('mutated')
    expect(overHttp.requests).toBeGreaterThan(2000)
  })

  it('got a success from every operation over HTTP', () => {
    const without = overHttp.properties
      .filter((p) => p.kind === 'valid')
      .filter((p) => !Object.keys(p.statuses).some((status) => status.startsWith('2')))
      .map((p) => p.operationId)
    expect(without).toEqual([])
  })

  it('never got a 500 over HTTP', () => {
    const statuses = overHttp.properties.flatMap((p) => Object.keys(p.statuses))
    expect(statuses.filter((status) => status.startsWith('5'))).toEqual([])
  })
})
