/**
 * The state admin surface, as a test suite in another language would use it: plain JSON over
 * HTTP to reset, switch scenario, change the harness and read the journal. Off unless asked for.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../runtime/journal'
import { createApiClient } from '../../conformance/client'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

let mock: PetstoreHttpServer
let api: ReturnType<typeof createApiClient>

beforeAll(async () => {
  mock = await createPetstoreHttpServer({ port: 0, seed: 3, admin: true })
  api = createApiClient({ baseUrl: mock.url })
})
beforeEach(() => admin('POST', '/reset'))
afterAll(() => mock.close())

async function admin<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${mock.origin}/__admin${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as T, headers: res.headers }
}

async function petCount(): Promise<number> {
  return Number((await api.get('/pets')).headers.get('x-total-count'))
}

describe('the admin surface with --admin', () => {
  it('describes the store it controls', async () => {
    const res = await admin('GET', '')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      seed: 3,
      scenario: 'default',
      size: null,
      now: null,
      latency: 'none',
      faultRate: 0,
    })
    expect(Object.keys(res.body.endpoints as object)).toContain('POST /__admin/reset')
  })

  it('resets to the seeded store and empties the journal', async () => {
    const seeded = await petCount()
    const category = (await api.get<Array<{ id: number }>>('/categories')).body[0]
    await api.post('/pets', { name: 'Newcomer', categoryId: category?.id })
    expect(await petCount()).toBe(seeded + 1)
    const res = await admin('POST', '/reset')
    expect(res.status).toBe(200)
    expect(mock.petstore.requests.entries).toEqual([])
    expect(await petCount()).toBe(seeded)
  })

  it('switches to another scenario and back', async () => {
    expect((await admin('POST', '/scenario', { name: 'empty' })).body.scenario).toBe('empty')
    expect(await petCount()).toBe(0)
    await admin('POST', '/scenario', { name: 'large', size: 250 })
    expect(await petCount()).toBe(250)
    expect((await admin('GET', '')).body).toMatchObject({ scenario: 'large', size: 250 })
    await admin('POST', '/scenario', { name: 'default' })
    expect(await petCount()).toBe(48)
  })

  it('refuses an unknown scenario with a 400 Error object naming the field', async () => {
    const res = await admin('POST', '/scenario', { name: 'huge', size: 0 })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'validation_failed', status: 400 })
    expect((res.body.details as Array<{ path: string }>).map((d) => d.path)).toEqual([
      'body.name',
      'body.size',
    ])
  })

  it('reads its bodies with the API rules: JSON only, valid JSON', async () => {
    const wrongType = await admin('POST', '/scenario', 'name=empty', {
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    expect(wrongType.body).toMatchObject({ code: 'unsupported_media_type', status: 415 })
    const badJson = await admin('POST', '/scenario', '{"name":')
    expect(badJson.body).toMatchObject({ code: 'invalid_json', status: 400 })
  })

  it('returns the journal, and only newer entries with ?since', async () => {
    await api.get('/pets', { query: { limit: 2 } })
    await api.get('/categories')
    const all = await admin<JournalEntry[]>('GET', '/requests')
    expect(all.body.map((e) => e.operationId)).toEqual(['listPets', 'listCategories'])
    expect(all.body[0]).toMatchObject({ method: 'GET', status: 200, query: { limit: 2 } })
    const newer = await admin<JournalEntry[]>('GET', `/requests?since=${all.body[0]?.seq}`)
    expect(newer.body.map((e) => e.operationId)).toEqual(['listCategories'])
    expect((await admin('GET', '/requests?since=soon')).status).toBe(400)
  })

  it('changes latency, faults and the clock at run time', async () => {
    await admin('POST', '/settings', { latency: 120 })
    const started = performance.now()
    await api.get('/pets')
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
    await admin('POST', '/settings', { latency: 'none', faultRate: 1 })
    expect([500, 503]).toContain((await api.get('/pets')).status)
    await admin('POST', '/settings', { faultRate: 0, now: '2027-07-01T00:00:00Z' })
    expect((await api.get('/pets/1')).status).toBe(410)
    const state = await admin('POST', '/settings', { now: null })
    expect(state.body).toMatchObject({ latency: 'none', faultRate: 0, now: null })
    expect((await api.get('/pets/1')).status).toBe(200)
  })

  it('refuses settings it does not know or cannot apply', async () => {
    const res = await admin('POST', '/settings', { latency: -5, faultRate: 2, colour: 'red' })
    expect(res.status).toBe(400)
    expect((res.body.details as Array<{ path: string }>).map((d) => d.path)).toEqual([
      'body.latency',
      'body.faultRate',
      'body.colour',
    ])
  })

  it('answers a wrong method with 405 and Allow, and an unknown endpoint with 404', async () => {
    const wrong = await admin('GET', '/reset')
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('POST')
    expect((await admin('POST', '/nothing')).body).toMatchObject({ code: 'not_found' })
  })

  it('exports the store and imports it back, ids and id counters included', async () => {
    const exported = await admin<{ format: string; dump: { pets: unknown[] } }>('GET', '/store')
    expect(exported.body).toMatchObject({ format: 'petstore-mock/store', version: 1 })
    await api.delete('/pets/2')
    expect((await admin('PUT', '/store', exported.body)).status).toBe(200)
    expect((await api.get('/pets/2')).status).toBe(200)
    const after = await admin<{ dump: unknown }>('GET', '/store')
    expect(after.body.dump).toEqual(exported.body.dump)
  })

  it('refuses a store that breaks its own references, naming the field, and keeps the store', async () => {
    const exported = await admin<{ dump: { pets: Array<{ categoryId: number }> } }>('GET', '/store')
    const broken = structuredClone(exported.body)
    broken.dump.pets[0]!.categoryId = 999
    const res = await admin<{ code: string; message: string }>('PUT', '/store', broken)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('validation_failed')
    expect(res.body.message).toBe(
      'body.dump.pets[0].categoryId must name an existing category; 999 does not exist.',
    )
    expect((await admin('GET', '/store')).body).toEqual(exported.body)
  })

  it('stays out of the API journal', async () => {
    await admin('GET', '/requests')
    expect(mock.petstore.requests.entries).toEqual([])
  })
})

describe('the admin surface without --admin', () => {
  it('does not exist', async () => {
    const plain = await createPetstoreHttpServer({ port: 0, scenario: 'empty' })
    try {
      for (const path of ['/__admin', '/__admin/reset', '/__admin/requests']) {
        const res = await fetch(`${plain.origin}${path}`, { method: 'POST' })
        expect(res.status).toBe(404)
        expect(await res.json()).toMatchObject({ code: 'not_found', status: 404 })
      }
    } finally {
      await plain.close()
    }
  })
})

describe('GET /__admin/coverage', () => {
  it('reports the operations and statuses answered, and keeps them across a reset', async () => {
    await admin('DELETE', '/coverage')
    await api.get('/pets')
    // No api_key: the contract's 401 is a documented answer too.
    await fetch(`${mock.url}/pets/999999`)
    await admin('POST', '/reset')
    const res = await admin<{
      operations: Array<{ operationId: string; answered: number[] }>
      summary: { operationsSeen: number; responsesSeen: number; responsesTotal: number }
    }>('GET', '/coverage')
    expect(res.status).toBe(200)
    expect(res.body.summary.operationsSeen).toBe(2)
    expect(res.body.operations.find((op) => op.operationId === 'listPets')?.answered).toEqual([200])
    expect(res.body.operations.find((op) => op.operationId === 'getPetById')?.answered).toEqual([
      401,
    ])
  })

  it('starts over on DELETE', async () => {
    await api.get('/pets')
    const res = await admin<{ summary: { operationsSeen: number } }>('DELETE', '/coverage')
    expect(res.body.summary.operationsSeen).toBe(0)
  })
})
