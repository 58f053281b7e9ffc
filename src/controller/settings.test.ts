import { describe, expect, it } from 'vitest'
import { scenarios } from '../factories/scenarios'
import {
  checkChaos,
  checkLatency,
  parseFaultRate,
  parseLatency,
  resolveScenario,
  resolveSettings,
  splitBaseUrl,
  toClock,
} from './settings'

describe('the settings', () => {
  it('fill in the defaults', () => {
    const settings = resolveSettings({})
    expect(settings).toMatchObject({
      origin: undefined,
      basePath: '/api/v1',
      seed: 1,
      size: undefined,
      validateResponses: true,
      journalSize: 1000,
      chaos: { latency: 'none', faultRate: 0 },
    })
    expect(settings.scenario).toBe(scenarios.default)
  })

  it('turn each misused option into a TypeError naming it and what it got', () => {
    const cases: Array<[Parameters<typeof resolveSettings>[0], string]> = [
      [{ faultRate: 2 }, 'faultRate must be a number from 0 to 1, got 2'],
      [{ faultRate: '10%' as never }, 'faultRate must be a number from 0 to 1, got "10%"'],
      [{ latency: -5 }, 'latency must be none, realistic, slow, a delay in ms (0-60000)'],
      [{ scenario: 'huge' as never }, 'scenario must be one of default, empty, large, got "huge"'],
      [{ size: 0 }, 'size must be a whole number from 1 to 1000000, got 0'],
      [{ seed: 1.5 }, 'seed must be a whole number, got 1.5'],
      [{ now: 'someday' }, 'now must be an ISO 8601 date'],
      [{ journalSize: 2.5 }, 'journalSize must be a whole number from 0 to 1000000, got 2.5'],
      [{ baseUrl: 'api/v1' }, 'baseUrl must be an http(s) URL or a path starting with "/"'],
      [{ baseUrl: 'ftp://x/api' }, 'baseUrl must be an http(s) URL'],
      [{ validateResponses: 'yes' as never }, "validateResponses must be true, false or 'warn'"],
      [{ apiKeys: { k: ['admin'] } as never }, 'apiKeys["k"] must be a list of scopes'],
      [{ apiKeys: 'k' as never }, 'apiKeys must be false or an object'],
    ]
    for (const [options, message] of cases) {
      expect(() => resolveSettings(options)).toThrow(TypeError)
      expect(() => resolveSettings(options)).toThrow(message)
    }
  })

  it('split a base URL into origin and path', () => {
    expect(splitBaseUrl('http://api.test/api/v1/')).toEqual({
      origin: 'http://api.test',
      basePath: '/api/v1',
    })
    expect(splitBaseUrl('/')).toEqual({ origin: undefined, basePath: '' })
  })

  it('read latency and fault rates from flags and JSON alike', () => {
    expect(parseLatency('50-300')).toEqual({ ok: true, value: [50, 300] })
    expect(parseLatency('200')).toEqual({ ok: true, value: 200 })
    expect(checkLatency([300, 50]).ok).toBe(false)
    expect(parseFaultRate('10%')).toEqual({ ok: true, value: 0.1 })
    expect(parseFaultRate(' ')).toMatchObject({ ok: false })
    expect(parseFaultRate('2')).toEqual({
      ok: false,
      problem: 'must be a share from 0 to 1 (e.g. 0.1) or a percentage (e.g. 10%)',
    })
  })

  it('resolve scenarios, clocks and run-time changes', () => {
    const own = async () => undefined
    expect(resolveScenario(own)).toBe(own)
    expect(resolveScenario('empty')).toBe(scenarios.empty)
    expect(toClock('2027-07-01T00:00:00Z')().toISOString()).toBe('2027-07-01T00:00:00.000Z')
    expect(checkChaos({ faultRate: 0.5 })).toEqual({ faultRate: 0.5 })
    expect(() => checkChaos({ latency: 'fast' as never })).toThrow(/^latency must be/)
  })
})

describe('the proxy option', () => {
  const target = 'http://127.0.0.1:8080/api/v1'

  it('splits the target and fills in every operation and a 10 s timeout', () => {
    const proxy = resolveSettings({ proxy: { target: `${target}/` } }).proxy
    expect(proxy).toMatchObject({ origin: 'http://127.0.0.1:8080', basePath: '/api/v1' })
    expect(proxy?.timeout).toBe(10_000)
    expect(proxy?.operations.has('listPets')).toBe(true)
    expect(proxy?.operations.has('cancelOrder')).toBe(true)
    expect(resolveSettings({}).proxy).toBeUndefined()
  })

  it('names proxy.target when it is not an absolute http(s) URL', () => {
    for (const bad of ['/api/v1', 'ftp://host/api', 'http://host/api?x=1', 42]) {
      expect(() => resolveSettings({ proxy: { target: bad as string } })).toThrow(
        /^proxy\.target must be an absolute http\(s\) URL/,
      )
    }
  })

  it('names the unknown operations and lists the valid ones', () => {
    expect(() =>
      resolveSettings({ proxy: { target, operations: ['listPets', 'listPet', 'deleteAll'] } }),
    ).toThrow(
      /^proxy\.operations has unknown operations "listPet", "deleteAll"; use the operationIds of openapi\.yaml: listPets, createPet/,
    )
    expect(() => resolveSettings({ proxy: { target, operations: [] } })).toThrow(
      /^proxy\.operations must be a non-empty list/,
    )
  })

  it('names proxy.timeout unless it is a positive number of milliseconds', () => {
    for (const bad of [0, -5, '100', Infinity]) {
      expect(() => resolveSettings({ proxy: { target, timeout: bad as number } })).toThrow(
        /^proxy\.timeout must be a positive number of milliseconds/,
      )
    }
    expect(resolveSettings({ proxy: { target, timeout: 250 } }).proxy?.timeout).toBe(250)
  })

  it('reads proxy.record as true or the headers to redact, and names it when misused', () => {
    expect(resolveSettings({ proxy: { target } }).proxy?.record).toBeUndefined()
    expect(resolveSettings({ proxy: { target, record: true } }).proxy?.record).toEqual({
      redactHeaders: new Set(),
    })
    const named = resolveSettings({ proxy: { target, record: { redactHeaders: ['X-Api-Key'] } } })
    expect(named.proxy?.record).toEqual({ redactHeaders: new Set(['x-api-key']) })
    for (const bad of ['yes', { redactHeaders: 'X-Api-Key' }, { redact: [] }]) {
      expect(() => resolveSettings({ proxy: { target, record: bad as never } })).toThrow(
        /^proxy\.record must be true, false or \{ redactHeaders/,
      )
    }
  })

  it('refuses a proxy that is not an object', () => {
    expect(() => resolveSettings({ proxy: 'http://x' as never })).toThrow(
      /^proxy must be an object/,
    )
  })
})
