/**
 * Recording through the proxy and the journal's HAR export, end to end over HTTP: a second
 * `serve` is the real backend; the mock in front of it records a session to a HAR file; the
 * backend stops; the session replays in Node as a store.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Har } from '../../runtime/har/types'
import { createPetstoreServer, fromFile, fromHar } from '../node'
import { createApiClient } from '../../conformance/client'
import { createPetstoreHttpServer } from './petstore-http-server'

const stops: Array<() => unknown> = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

async function serve(options: Parameters<typeof createPetstoreHttpServer>[0]) {
  const server = await createPetstoreHttpServer({ port: 0, ...options })
  stops.push(() => server.close())
  return server
}

/** A short session an app might have: browse, add a pet, rename it, order it. */
async function session(baseUrl: string) {
  const api = createApiClient({ baseUrl })
  const headers = { Cookie: 'sid=s3cret-cookie', 'X-Trace': 's3cret-trace' }
  await api.get('/categories?limit=100', { headers })
  await api.get('/pets?limit=100', { headers })
  const bo = await api.post<{ id: number }>('/pets', { name: 'Bo', categoryId: 2 }, { headers })
  await api.put(`/pets/${bo.body.id}`, { name: 'Bo the Brave', categoryId: 2 }, { headers })
  await api.put(`/store/inventory/${bo.body.id}`, { quantity: 3 }, { headers })
  const order = await api.post<{ id: number }>(
    '/store/orders',
    { petId: bo.body.id, quantity: 1 },
    { headers },
  )
  return { petId: bo.body.id, orderId: order.body.id }
}

describe('serve --proxy <url> --record <file.har>', () => {
  it('records each exchange with the backend as HAR 1.2, with the key, cookies and named headers redacted', async () => {
    const backend = await serve({ seed: 21 })
    const file = join(mkdtempSync(join(tmpdir(), 'petstore-record-')), 'staging.har')
    const mock = await serve({
      proxy: { target: backend.url, record: { redactHeaders: ['X-Trace'] } },
      recordFile: file,
    })
    await session(mock.url)
    await mock.close()
    const text = readFileSync(file, 'utf8')
    expect(text).not.toMatch(/petstore-demo-key|s3cret/)
    const har = JSON.parse(text) as Har
    expect(har.log).toMatchObject({ version: '1.2', creator: { name: 'petstore-mock' } })
    expect(har.log.entries.map((e) => `${e.request.method} ${e.response.status}`)).toEqual([
      'GET 200',
      'GET 200',
      'POST 201',
      'PUT 200',
      'PUT 200',
      'POST 201',
    ])
    const post = har.log.entries[2]!
    expect(post.request.url).toBe(`${backend.url}/pets`)
    expect(post.request.headers).toEqual(
      expect.arrayContaining([
        { name: 'authorization', value: '[redacted]' },
        { name: 'cookie', value: '[redacted]' },
        { name: 'x-trace', value: '[redacted]' },
      ]),
    )
    expect(post).toMatchObject({ cache: {}, timings: { send: 0, receive: 0 } })
    expect(JSON.parse(post.request.postData!.text)).toEqual({ name: 'Bo', categoryId: 2 })
  })

  it('replays the recorded session in Node with the backend stopped: its records, at their latest, as a stateful store', async () => {
    const backend = await serve({ seed: 21 })
    const file = join(mkdtempSync(join(tmpdir(), 'petstore-record-')), 'staging.har')
    const mock = await serve({ proxy: { target: backend.url, record: true }, recordFile: file })
    const { petId, orderId } = await session(mock.url)
    const backendApi = createApiClient({ baseUrl: backend.url })
    const expected = {
      pet: (await backendApi.get(`/pets?limit=100`)).body,
      order: (await backendApi.get(`/store/orders/${orderId}`)).body,
      categories: (await backendApi.get('/categories?limit=100')).body,
    }
    await mock.close()
    await backend.close()

    const replay = fromFile(file)
    expect(replay.summary).toMatchObject({ entries: 6, used: 6, skipped: [], dropped: [] })
    const petstore = createPetstoreServer({
      baseUrl: 'http://replay.test/api/v1',
      scenario: replay,
    })
    petstore.listen({ onUnhandledRequest: 'error' })
    stops.push(() => petstore.close())
    const api = createApiClient({ baseUrl: 'http://replay.test/api/v1' })
    expect((await api.get('/categories?limit=100')).body).toEqual(expected.categories)
    expect((await api.get(`/store/orders/${orderId}`)).body).toEqual(expected.order)
    // The recorded list showed the pets before Bo; the later answers added and renamed him.
    const pets = (await api.get<Array<{ id: number; name: string }>>('/pets?limit=100')).body
    expect(pets.find((p) => p.id === petId)).toMatchObject({ name: 'Bo the Brave' })
    expect(pets.map((p) => p.id)).toEqual((expected.pet as Array<{ id: number }>).map((p) => p.id))
    // The last answer that showed Bo's stock said 3; the order's effect on it was never shown,
    // so the replay keeps what was answered (no response is invented).
    expect((await api.get(`/store/inventory/${petId}`)).body).toMatchObject({ quantity: 3 })
    const second = await api.post('/store/orders', { petId, quantity: 3 })
    expect(second.status).toBe(201)
    expect((await api.get(`/store/inventory/${petId}`)).body).toMatchObject({
      quantity: 0,
      status: 'pending',
    })
  })
})

describe('GET /__admin/requests.har', () => {
  it('exports the journal as a HAR file that loads back into a store', async () => {
    const mock = await serve({ admin: true, seed: 4 })
    const { petId } = await session(mock.url)
    const res = await fetch(`${mock.origin}/__admin/requests.har`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="petstore-requests.har"',
    )
    const har = (await res.json()) as Har
    expect(har.log.entries).toHaveLength(6)
    expect(JSON.stringify(har)).not.toMatch(/petstore-demo-key|s3cret-cookie/)
    const replay = fromHar(har)
    expect(replay.summary.skipped).toEqual([])
    expect(replay.store.pets.find((p) => p.id === petId)).toMatchObject({ name: 'Bo the Brave' })
  })
})
