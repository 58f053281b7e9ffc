/**
 * The mock over real HTTP on an ephemeral loopback port: every operation of openapi.yaml
 * answered through node:http, each response checked against the contract by createApiClient,
 * plus what only the HTTP server adds (openapi.yaml, 404s outside the API, the request log).
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contractOperations } from '../../contract/operations'
import { createPetstore } from '../../controller/petstore'
import { createApiClient, type ApiResponse } from '../../conformance/client'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'
import { rawRequest } from '../../../test/support/raw-http'
import type {
  Pet,
  Category,
  Order,
  InventoryItem,
  ErrorBody,
} from '../../../test/support/responses'

const NOW = '2026-11-22T12:00:00.000Z'
const logLines: string[] = []
let mock: PetstoreHttpServer
let api: ReturnType<typeof createApiClient>
const answered = new Set<string>()

beforeAll(async () => {
  mock = await createPetstoreHttpServer({
    port: 0,
    scenario: 'empty',
    now: NOW,
    log: (line) => logLines.push(line),
  })
  const client = createApiClient({ baseUrl: mock.url })
  // Every successful answer is noted, so the last test can tell that no operation was skipped.
  const noting =
    <A extends unknown[]>(call: (...args: A) => Promise<ApiResponse<never>>) =>
    async (...args: A) => {
      const res = await call(...args)
      if (res.status < 300 && res.operationId) answered.add(res.operationId)
      return res
    }
  api = {
    ...client,
    get: noting(client.get),
    post: noting(client.post),
    put: noting(client.put),
    patch: noting(client.patch),
    delete: noting(client.delete),
  } as typeof client
})
beforeEach(() => mock.petstore.reset())
afterAll(() => mock.close())

async function addCategory(name = 'Dogs'): Promise<Category> {
  return mock.petstore.db.createCategory({ name })
}

async function addPet(name = 'Rex', stock?: number): Promise<Pet> {
  const category = await addCategory(`Category for ${name}`)
  const pet = await mock.petstore.db.createPet({ name, categoryId: category.id })
  if (stock !== undefined) await mock.petstore.db.setStock(pet.id, stock)
  return pet
}

describe('every operation of openapi.yaml over HTTP', () => {
  it('lists pets with paging headers that point back at this server', async () => {
    await addPet('Rex')
    await addPet('Bella')
    const res = await api.get<Pet[]>('/pets', { query: { limit: 1 } })
    expect(res.status).toBe(200)
    expect(res.body.map((p) => p.name)).toEqual(['Rex'])
    expect(res.headers.get('x-total-count')).toBe('2')
    expect(res.headers.get('link')).toContain(`<${mock.url}/pets?limit=1&offset=1>; rel="next"`)
  })

  it('creates a pet that the next GET returns', async () => {
    const category = await addCategory()
    const created = await api.post<Pet>('/pets', { name: 'Rex', categoryId: category.id })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(`/api/v1/pets/${created.body.id}`)
    const read = await api.get<Pet>(`/pets/${created.body.id}`)
    expect(read.body).toEqual(created.body)
    expect(read.headers.get('deprecation')).toBeTruthy()
  })

  it('updates and deletes a pet', async () => {
    const pet = await addPet('Rex')
    const updated = await api.put<Pet>(`/pets/${pet.id}`, {
      name: 'Max',
      categoryId: pet.categoryId,
    })
    expect(updated.body.name).toBe('Max')
    expect((await api.delete(`/pets/${pet.id}`)).status).toBe(204)
    expect((await api.get(`/pets/${pet.id}`)).status).toBe(404)
  })

  it('lists, creates, reads, updates and deletes categories', async () => {
    await addCategory('Cats')
    expect((await api.get<Category[]>('/categories')).body.map((c) => c.name)).toEqual(['Cats'])
    const created = await api.post<Category>('/categories', { name: 'Dogs' })
    expect(created.status).toBe(201)
    expect((await api.get<Category>(`/categories/${created.body.id}`)).body.name).toBe('Dogs')
    const renamed = await api.put<Category>(`/categories/${created.body.id}`, { name: 'Hounds' })
    expect(renamed.body.name).toBe('Hounds')
    expect((await api.delete(`/categories/${created.body.id}`)).status).toBe(204)
  })

  it('reads and sets stock in the inventory', async () => {
    const pet = await addPet('Rex', 2)
    const list = await api.get<InventoryItem[]>('/store/inventory')
    expect(list.body).toEqual([{ petId: pet.id, quantity: 2, status: 'available' }])
    expect((await api.get<InventoryItem>(`/store/inventory/${pet.id}`)).body.quantity).toBe(2)
    const set = await api.put<InventoryItem>(`/store/inventory/${pet.id}`, { quantity: 0 })
    expect(set.body).toEqual({ petId: pet.id, quantity: 0, status: 'sold' })
  })

  it('places, reads, lists, completes and cancels orders with the state rules kept', async () => {
    const pet = await addPet('Rex', 2)
    const first = await api.post<Order>('/store/orders', { petId: pet.id, quantity: 1 })
    expect(first.status).toBe(201)
    expect((await api.get<Order>(`/store/orders/${first.body.id}`)).body).toEqual(first.body)
    const second = await api.post<Order>('/store/orders', { petId: pet.id, quantity: 1 })
    expect((await api.get<Pet>(`/pets/${pet.id}`)).body.status).toBe('pending')
    expect(
      (await api.get<Order[]>('/store/orders', { query: { petId: pet.id } })).body,
    ).toHaveLength(2)
    const done = await api.patch<Order>(`/store/orders/${first.body.id}`, { complete: true })
    expect(done.body.complete).toBe(true)
    expect((await api.delete(`/store/orders/${second.body.id}`)).status).toBe(204)
    expect((await api.get<Pet>(`/pets/${pet.id}`)).body.status).toBe('available')
  })

  it('answered every operation of openapi.yaml with a success', () => {
    const all = contractOperations.map((op) => op.operationId).sort()
    expect([...answered].sort()).toEqual(all)
  })
})

describe('the same rules and errors as in-process', () => {
  it('refuses a missing key with 401 and WWW-Authenticate', async () => {
    const res = await api.get<ErrorBody>('/pets', { key: null })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('unauthorized')
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="petstore"')
  })

  it('refuses a write with the read-only key', async () => {
    const res = await api.post<ErrorBody>(
      '/categories',
      { name: 'Dogs' },
      { key: 'petstore-readonly-key' },
    )
    expect(res.body).toMatchObject({ code: 'forbidden', status: 403 })
  })

  it('answers a wrong method under the API with 405 and Allow', async () => {
    const res = await api.call('PATCH', '/pets')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST')
  })

  it('answers Prefer: code=503 with the documented Error object', async () => {
    const res = await api.get<ErrorBody>('/pets', { headers: { Prefer: 'code=503' } })
    expect(res.body).toMatchObject({ code: 'service_unavailable', status: 503 })
  })

  it('keeps what one client wrote for the next client', async () => {
    const category = await addCategory()
    await api.post('/pets', { name: 'Rex', categoryId: category.id })
    const other = createApiClient({ baseUrl: mock.url, key: 'petstore-readonly-key' })
    expect((await other.get<Pet[]>('/pets')).body.map((p) => p.name)).toEqual(['Rex'])
  })

  it('records HTTP requests in the same journal as in-process ones', async () => {
    await api.get('/pets', { query: { limit: 5 } })
    const entry = mock.petstore.requests.entries.at(-1)
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/pets',
      operationId: 'listPets',
      status: 200,
      query: { limit: 5 },
    })
  })
})

describe('what the HTTP server adds', () => {
  it('serves openapi.yaml as YAML', async () => {
    const res = await fetch(`${mock.origin}/openapi.yaml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/yaml; charset=utf-8')
    expect(await res.text()).toBe(
      readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'),
    )
  })

  it('answers HEAD on openapi.yaml without a body and other methods with 405', async () => {
    const head = await fetch(`${mock.origin}/openapi.yaml`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const post = await fetch(`${mock.origin}/openapi.yaml`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it.each(['/', '/api', '/api/v2/pets', '/api/v1pets', '/__admin/reset', '/favicon.ico'])(
    'answers %s outside the API with a 404 Error object',
    async (path) => {
      const res = await fetch(`${mock.origin}${path}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toMatchObject({ code: 'not_found', status: 404 })
    },
  )

  it('answers an unknown path under the API as the pipeline does', async () => {
    const res = await api.get<ErrorBody>('/nothing/here')
    expect(res.body).toMatchObject({ code: 'not_found', status: 404 })
  })

  it('builds paging links from the Host the client used', async () => {
    await addPet('Rex')
    // fetch sets Host itself, so node:http sends this one.
    const res = await rawRequest(`${mock.url}/pets?limit=1`, {
      method: 'GET',
      headers: { Authorization: 'Bearer petstore-demo-key', Host: `localhost:${mock.port}` },
    })
    expect(res.headers.link).toContain(`<http://localhost:${mock.port}/api/v1/pets?`)
  })

  it('logs one line per request: method, path, status and milliseconds', async () => {
    logLines.length = 0
    await api.get('/pets', { query: { limit: 2 } })
    await fetch(`${mock.origin}/nowhere`)
    await expect.poll(() => logLines.length).toBe(2)
    expect(logLines[0]).toMatch(/^GET \/api\/v1\/pets\?limit=2 200 \d+(\.\d)?ms$/)
    expect(logLines[1]).toMatch(/^GET \/nowhere 404 \d+(\.\d)?ms$/)
  })
})

describe('conditional requests over HTTP (RFC 9110)', () => {
  it('answers 304 with the ETag and no body bytes to a GET naming the current version', async () => {
    const pet = await addPet('Rex')
    const tag = (await api.get(`/pets/${pet.id}`)).headers.get('etag') ?? ''
    const res = await rawRequest(`${mock.url}/pets/${pet.id}`, {
      method: 'GET',
      headers: { 'If-None-Match': `W/${tag}`, Authorization: 'Bearer petstore-demo-key' },
    })
    expect(res.status).toBe(304)
    expect(res.headers.etag).toBe(tag)
    expect(res.text).toBe('')
  })

  it('refuses PUT with If-None-Match: * on an existing pet, and POST with an If-Match tag', async () => {
    const pet = await addPet('Rex')
    const put = await api.put(
      `/pets/${pet.id}`,
      { name: 'Max', categoryId: pet.categoryId },
      { headers: { 'If-None-Match': '*' } },
    )
    expect(put.status).toBe(412)
    expect(put.headers.get('etag')).toMatch(/^"[!#-~]+"$/)
    const post = await api.post(
      '/pets',
      { name: 'Bella', categoryId: pet.categoryId },
      { headers: { 'If-Match': '"x"' } },
    )
    expect(post.body).toMatchObject({ code: 'precondition_failed', status: 412 })
    expect((await api.get<Pet[]>('/pets')).body.map((p) => p.name)).toEqual(['Rex'])
  })
})

describe('createPetstoreHttpServer', () => {
  it('serves a mock created elsewhere, sharing its state with in-process code', async () => {
    const petstore = createPetstore({ scenario: 'empty' })
    const served = await createPetstoreHttpServer({ port: 0, petstore })
    try {
      await petstore.db.createCategory({ name: 'Birds' })
      const res = await createApiClient({ baseUrl: served.url }).get<Category[]>('/categories')
      expect(res.body.map((c) => c.name)).toEqual(['Birds'])
      expect(served.petstore).toBe(petstore)
    } finally {
      await served.close()
    }
  })

  it('refuses a mock whose baseUrl is a full URL', async () => {
    const petstore = createPetstore({ baseUrl: 'http://example.test/api/v1' })
    await expect(createPetstoreHttpServer({ port: 0, petstore })).rejects.toThrow(/baseUrl/)
  })

  it('binds to loopback by default and reports the URL it listens on', async () => {
    const served = await createPetstoreHttpServer({ port: 0, scenario: 'empty' })
    try {
      expect(served.url).toBe(`http://127.0.0.1:${served.port}/api/v1`)
      expect(served.origin).toBe(`http://127.0.0.1:${served.port}`)
      expect(served.server.address()).toMatchObject({ address: '127.0.0.1' })
    } finally {
      await served.close()
    }
  })

  it('rejects with EADDRINUSE when the port is taken', async () => {
    await expect(createPetstoreHttpServer({ port: mock.port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    })
  })

  it('closes promptly with a keep-alive connection still open', async () => {
    const served = await createPetstoreHttpServer({ port: 0, scenario: 'empty' })
    await createApiClient({ baseUrl: served.url }).get('/pets')
    const started = performance.now()
    await served.close()
    expect(performance.now() - started).toBeLessThan(1500)
    await expect(fetch(`${served.url}/pets`)).rejects.toThrow()
  })
})
