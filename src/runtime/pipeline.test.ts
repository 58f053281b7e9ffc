import { describe, expect, it } from 'vitest'
import { createApiClient } from '../conformance/client'
import { TEST_BASE, useTestMock } from '../../test/support/mock'
import { createPetstoreCore } from '../controller/core'
import { document } from '../contract/generated/openapi-document'

const { petstore, api } = useTestMock()

describe('authentication', () => {
  it('answers 401 with a Bearer challenge when no key is sent', async () => {
    const res = await api.get('/pets', { key: null })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ code: 'unauthorized', status: 401 })
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="petstore"')
  })

  it('answers 401 for another scheme, an empty header and an unknown key', async () => {
    for (const Authorization of [
      'Basic dXNlcjpwYXNz',
      '',
      'Bearer',
      'Bearer nope',
      'Bearer petstore-demo-key-x',
    ]) {
      const res = await api.get('/pets', { headers: { Authorization } })
      expect(res.status, Authorization).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="petstore"')
    }
  })

  it('lets a read-only key read but answers 403 on every write', async () => {
    const readonly = { key: 'petstore-readonly-key' }
    expect((await api.get('/pets', readonly)).status).toBe(200)
    const write = await api.post('/categories', { name: 'Ferrets' }, readonly)
    expect(write.status).toBe(403)
    expect(write.body).toMatchObject({
      code: 'forbidden',
      message: expect.stringContaining('read-only'),
    })
    expect((await api.delete('/store/orders/1', readonly)).status).toBe(403)
  })
})

describe('requests outside the contract', () => {
  it('answers 404 not_found for an unknown path under the base', async () => {
    const res = await api.get('/unicorns')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 'not_found', status: 404 })
  })

  it('answers 405 with Allow for a method the path does not have', async () => {
    const res = await api.call('PATCH', '/pets')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(res.body).toMatchObject({ code: 'method_not_allowed' })
  })
})

describe('request bodies', () => {
  it('answers 415 when the body is not JSON', async () => {
    const res = await api.call('POST', '/categories', {
      rawBody: 'name=Ferrets',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(415)
    expect(res.body).toMatchObject({ code: 'unsupported_media_type' })
  })

  it('takes exactly the media types openapi.yaml declares for a body, refusing +json types with 415', async () => {
    const declared = new Set(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item ?? {}).flatMap((op) => {
          const body = (op as { requestBody?: { content?: object } }).requestBody
          return body?.content ? Object.keys(body.content) : []
        }),
      ),
    )
    expect([...declared]).toEqual(['application/json'])
    for (const type of ['application/merge-patch+json', 'application/vnd.api+json', 'text/json']) {
      const res = await api.call('PUT', '/categories/1', {
        rawBody: '{"name":"Hounds"}',
        headers: { 'Content-Type': type },
      })
      expect(res.status, type).toBe(415)
      expect(res.body).toMatchObject({ code: 'unsupported_media_type', status: 415 })
    }
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await api.call('PUT', '/categories/1', {
        rawBody: '{"name":"Hounds"}',
        headers: { 'Content-Type': type },
      })
      expect(res.status, type).toBe(200)
    }
  })

  it('answers 400 invalid_json for broken JSON and for an empty body', async () => {
    for (const rawBody of ['{"name": ', '']) {
      const res = await api.call('POST', '/categories', {
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'invalid_json' })
    }
  })

  it('answers 413 for a body over 64 KiB and stores nothing', async () => {
    const before = (await api.get('/categories', { query: { limit: 100 } })).body
    const res = await api.post('/categories', { name: 'Big', description: 'x'.repeat(70_000) })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ code: 'payload_too_large' })
    expect((await api.get('/categories', { query: { limit: 100 } })).body).toEqual(before)
  })

  it('answers 400 validation_failed with a detail per problem', async () => {
    const res = await api.post('/pets', { name: '', categoryId: 'one', colour: 'red' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'validation_failed' })
    const paths = (res.body as { details: Array<{ path: string }> }).details.map((d) => d.path)
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.categoryId', 'body.colour']))
  })
})

describe('query strings', () => {
  it('rejects a single-valued parameter given twice', async () => {
    const res = await api.get('/pets', { query: { limit: [1, 2] } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ details: [{ path: 'query.limit' }] })
  })

  it('rejects values outside the documented bounds', async () => {
    const bad: Array<Record<string, string | number>> = [
      { limit: 0 },
      { limit: 101 },
      { offset: -1 },
      { limit: 'ten' },
      { sort: 'age' },
    ]
    for (const query of bad) {
      expect((await api.get('/pets', { query })).status, JSON.stringify(query)).toBe(400)
    }
  })
})

describe('GET /pets/{petId} deprecation and sunset', () => {
  it('carries Deprecation, Sunset and a sunset Link on success and on errors', async () => {
    for (const path of ['/pets/1', '/pets/999999']) {
      const res = await api.get(path)
      expect(res.headers.get('deprecation')).toBe('@1790812800')
      expect(res.headers.get('sunset')).toBe('Wed, 30 Jun 2027 23:59:59 GMT')
      expect(res.headers.get('link')).toMatch(/rel="sunset"/)
    }
  })

  it('still answers at the last second of the sunset day and 410 gone after it', async () => {
    petstore.setNow('2027-06-30T23:59:59Z')
    expect((await api.get('/pets/1')).status).toBe(200)
    petstore.setNow('2027-07-01T00:00:00Z')
    const res = await api.get('/pets/1')
    expect(res.status).toBe(410)
    expect(res.body).toMatchObject({ code: 'gone', status: 410 })
    expect(res.headers.get('sunset')).toBe('Wed, 30 Jun 2027 23:59:59 GMT')
    expect((await api.get('/pets')).status).toBe(200)
    petstore.setNow(() => new Date())
  })
})

describe('the request journal', () => {
  it('records method, url, operationId and status of every request', async () => {
    await api.get('/pets', { query: { limit: 2 } })
    await api.get('/pets/424242')
    const entries = petstore.requests.entries.slice(-2)
    expect(entries.map((e) => [e.method, e.operationId, e.status])).toEqual([
      ['GET', 'listPets', 200],
      ['GET', 'getPetById', 404],
    ])
    expect(entries[0]?.url).toBe(`${TEST_BASE}/pets?limit=2`)
    expect(entries[0]?.query).toEqual({ limit: 2 })
  })

  it('types query values as openapi.yaml does, and keeps what it does not know as sent', async () => {
    await api.get('/pets?status=sold&limit=5&offset=x&extra=1&extra=2')
    expect(petstore.requests.at(-1)?.query).toEqual({
      status: ['sold'],
      limit: 5,
      offset: 'x',
      extra: ['1', '2'],
    })
  })
})

describe('errors the mock itself causes', () => {
  it('answers 500 internal_error without a stack when a resolver fails unexpectedly', async () => {
    const remove = petstore.addHook(() => {
      throw new Error('boom at /secret/path.ts:12')
    })
    const res = await api.get('/pets')
    remove()
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ code: 'internal_error', message: expect.any(String), status: 500 })
    expect(JSON.stringify(res.body)).not.toContain('secret')
  })

  it('refuses to send a response that breaks the contract, naming what broke', async () => {
    const remove = petstore.addHook(({ operation }) =>
      operation.operationId === 'getPetById' ? { status: 200, body: { id: 'one' } } : undefined,
    )
    const raw = createApiClient({ baseUrl: TEST_BASE, checkContract: false })
    const res = await raw.get('/pets/1')
    remove()
    expect(res.status).toBe(500)
    expect(JSON.stringify(res.body)).toContain('getPetById answered 200 outside openapi.yaml')
    const entry = petstore.requests.entries.at(-1)
    expect(entry?.violations).toEqual(expect.arrayContaining(['body.name is required']))
  })
})

describe('the answer itself', () => {
  it('is JSON with a Content-Length that counts UTF-8 bytes, accents and emoji included', async () => {
    const name = 'Zoë the 🐕 from Málaga'
    const res = await api.post('/pets', { name, categoryId: 1 })
    expect(res.status).toBe(201)
    expect(res.headers.get('content-type')).toBe('application/json')
    const text = JSON.stringify(res.body)
    expect(Number(res.headers.get('content-length'))).toBe(new TextEncoder().encode(text).length)
    expect(res.body).toMatchObject({ name })
  })

  it('has no body and no Content-Type on a 204', async () => {
    const created = await api.post('/pets', { name: 'Brief', categoryId: 1 })
    const res = await api.delete(`/pets/${(created.body as { id: number }).id}`)
    expect(res.status).toBe(204)
    expect(res.headers.get('content-type')).toBeNull()
  })
})

describe('the store gate', () => {
  it('holds a request while a store replacement is queued, then answers it on the new store', async () => {
    const petstore = createPetstoreCore({ scenario: 'empty' })
    await petstore.ready
    const api = createApiClient({ baseUrl: 'http://localhost/api/v1', fetch: gatedFetch(petstore) })
    let release!: (snapshot: unknown) => void
    const replaced = petstore.restore(new Promise((resolve) => (release = resolve)))
    let answered = false
    const reading = api.get('/pets/1').finally(() => (answered = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toBe(false)
    release(await petstore.scenarioStore('default'))
    await replaced
    const { status, body } = await reading
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 1 })
  })
})

// The core's own fetch, as a client's fetch (every answer checked against openapi.yaml).
function gatedFetch(petstore: ReturnType<typeof createPetstoreCore>): typeof fetch {
  return async (input, init) => {
    const response = await petstore.fetch(new Request(input, init))
    return response ?? new Response(null, { status: 404 })
  }
}
