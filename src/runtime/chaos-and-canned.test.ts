import { describe, expect, it, vi } from 'vitest'
import { useTestMock } from '../../test/support/mock'
import { latencyRange, parsePrefer } from './chaos-and-canned'
import { seededRandom } from './random'

const { petstore, api } = useTestMock()

describe('Prefer: code', () => {
  it('answers with the documented error status asked for, as an Error object', async () => {
    const res = await api.get('/pets', { headers: { Prefer: 'code=503' } })
    expect(res.status).toBe(503)
    expect(res.body).toMatchObject({ code: 'service_unavailable', status: 503 })
  })

  it('uses the code the operation really answers with when several share a status', async () => {
    const res = await api.post(
      '/store/orders',
      { petId: 1, quantity: 1 },
      { headers: { Prefer: 'code=409' } },
    )
    expect(res.body).toMatchObject({ code: 'insufficient_stock', status: 409 })
    expect(
      (await api.delete('/categories/1', { headers: { Prefer: 'code=409' } })).body,
    ).toMatchObject({
      code: 'category_in_use',
    })
  })

  it('sends Retry-After with an asked-for 429', async () => {
    const res = await api.get('/store/inventory', { headers: { Prefer: 'code=429' } })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('1')
  })

  it('answers 400 naming the documented statuses when the code is not documented', async () => {
    const res = await api.get('/pets', { headers: { Prefer: 'code=418' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ details: [{ path: 'header.Prefer' }] })
  })

  it('changes nothing when the asked-for status is the success one', async () => {
    const res = await api.get('/pets', { headers: { Prefer: 'code=200' }, query: { limit: 1 } })
    expect(res.status).toBe(200)
  })
})

describe('latency and faults', () => {
  it('waits for Prefer: delay before answering', async () => {
    const started = performance.now()
    await api.get('/pets', { headers: { Prefer: 'delay=60' } })
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('answers every request with an injected 500 or 503 at fault rate 1, and none after it is 0', async () => {
    petstore.configure({ faultRate: 1 })
    const statuses = new Set<number>()
    for (let i = 0; i < 20; i++) statuses.add((await api.get('/pets')).status)
    petstore.configure({ faultRate: 0 })
    expect([...statuses].sort()).toEqual([500, 503])
    expect((await api.get('/pets')).status).toBe(200)
  })

  it('rejects a fault rate outside 0 to 1 with a TypeError naming the option', () => {
    expect(() => petstore.configure({ faultRate: 2 })).toThrow(
      new TypeError('faultRate must be a number from 0 to 1, got 2'),
    )
    expect(petstore.settings.faultRate).toBeGreaterThanOrEqual(0)
  })

  it('reports the current settings', () => {
    petstore.configure({ latency: 'none', faultRate: 0 })
    expect(petstore.settings).toEqual({ latency: 'none', faultRate: 0 })
  })
})

describe('switching scenario at run time', () => {
  it('reseeds the store with the new scenario', async () => {
    await petstore.setScenario('empty')
    expect((await api.get('/pets')).body).toEqual([])
    await petstore.setScenario('default')
    expect((await api.get('/pets')).headers.get('x-total-count')).toBe('48')
  })
})

describe('helpers', () => {
  it('parses Prefer preferences and caps the delay', () => {
    expect(parsePrefer('code=404, delay=100')).toEqual({ code: 404, delay: 100 })
    expect(parsePrefer('delay=999999')).toEqual({ delay: 30_000 })
    expect(parsePrefer('respond-async, wait=5')).toEqual({})
    expect(parsePrefer(null)).toEqual({})
  })

  it('maps latency profiles to ranges', () => {
    expect(latencyRange('none')).toEqual([0, 0])
    expect(latencyRange('realistic')).toEqual([40, 250])
    expect(latencyRange(15)).toEqual([15, 15])
  })

  it('gives the same random sequence for the same seed', () => {
    const a = seededRandom(9)
    const b = seededRandom(9)
    expect([a(), a(), a()]).toEqual([b(), b(), b()])
  })
})

describe('canned answers, loaded with the first request that asks for one', () => {
  it('answers the first __example and the first __dynamic request of a fresh module graph', async () => {
    // A fresh copy of every module: nothing has loaded canned.ts or faker yet.
    vi.resetModules()
    const { createPetstoreCore } = await import('../controller/core')
    const fresh = createPetstoreCore({})
    await fresh.ready
    const auth = { Authorization: 'Bearer petstore-demo-key' }
    const [example, dynamic] = await Promise.all([
      fresh.fetch(
        new Request('http://localhost/api/v1/pets/1?__example=default', { headers: auth }),
      ),
      fresh.fetch(new Request('http://localhost/api/v1/pets/1?__dynamic', { headers: auth })),
    ])
    expect(example?.status).toBe(200)
    expect(await example?.json()).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
    })
    expect(dynamic?.status).toBe(200)
    expect(await dynamic?.json()).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
    })
    expect(fresh.requests.entries.map((entry) => entry.status)).toEqual([200, 200])
  })
})
