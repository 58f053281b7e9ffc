import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createPetstore } from '../controller/petstore'
import { contractOperations, getOperation } from '../contract/operations'
import { useTestMock } from '../../test/support/mock'
import { apiSearch, controlsOf, parsePrefer, readControls } from './controls'
import { documentedResponse, successStatus } from './canned/responses'

const { petstore, api } = useTestMock({ validateResponses: true })

async function petCount(): Promise<string | null> {
  return (await api.get('/pets', { query: { limit: 1 } })).headers.get('x-total-count')
}

// A path every operation answers at: ids of the seeded store, which the controls never read.
function pathOf(template: string): string {
  return template.replace(/\{[^}]+\}/g, '1')
}

function bodyFor(operationId: string): unknown {
  return getOperation(operationId as never).writes ? {} : undefined
}

async function ask(operationId: string, headers: Record<string, string>, query = {}) {
  const op = getOperation(operationId as never)
  return api.call(op.method.toUpperCase(), pathOf(op.path), {
    headers,
    query,
    ...(op.method !== 'get' && op.method !== 'delete' && { body: bodyFor(operationId) }),
  })
}

describe('Prefer: example', () => {
  for (const op of contractOperations) {
    it(`answers ${op.operationId} with each of its named examples, every one conforming to openapi.yaml`, async () => {
      let answered = 0
      for (const status of op.statuses) {
        const documented = documentedResponse(op, status)
        for (const [name, value] of documented?.examples ?? []) {
          const res = await ask(op.operationId, { Prefer: `code=${status}, example=${name}` })
          expect(res.status).toBe(status)
          expect(res.body).toMatchObject(
            status >= 400 ? { ...(value as object), status } : (value as object),
          )
          answered++
        }
      }
      expect(answered).toBeGreaterThan(0)
    })
  }

  it('answers with the success example when no code is asked for', async () => {
    const res = await api.get('/pets/1', { headers: { Prefer: 'example=default' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id: 1, name: 'Rex', categoryId: 1, status: 'available' })
  })

  it('answers 400 naming the known examples when the name is unknown', async () => {
    const res = await api.get('/pets/1', { headers: { Prefer: 'example=nope' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      message: 'getPetById has no example "nope" for status 200; known: default.',
    })
  })

  it('answers 400 suggesting dynamic=true when the response has no examples at all', async () => {
    const res = await api.delete('/pets/1', { headers: { Prefer: 'example=default' } })
    expect(res.status).toBe(400)
    expect(String((res.body as { message: string }).message)).toContain('use dynamic=true')
  })

  it('leaves the store as it was', async () => {
    const before = await petCount()
    const res = await api.post('/pets', {}, { headers: { Prefer: 'example=default' } })
    expect(res.status).toBe(201)
    expect(res.headers.get('location')).toBe('/api/v1/pets/49')
    expect(await petCount()).toBe(before)
  })
})

describe('Prefer: dynamic', () => {
  for (const op of contractOperations) {
    it(`answers ${op.operationId} with a generated body that conforms to openapi.yaml`, async () => {
      for (const status of op.statuses) {
        const res = await ask(op.operationId, { Prefer: `dynamic=true, code=${status}` })
        expect(res.status).toBe(status)
        if (documentedResponse(op, status)?.schema === undefined) expect(res.body).toBeUndefined()
        else expect(res.body).toBeDefined()
      }
    })
  }

  it('answers the lowest documented 2xx when no code is asked for', async () => {
    const res = await api.get('/pets', { headers: { Prefer: 'dynamic=true' } })
    expect(res.status).toBe(successStatus(getOperation('listPets')))
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.headers.get('x-total-count')).toBe(String((res.body as unknown[]).length))
  })

  it('pages a list as the request asked, with a total and links that agree with the items', async () => {
    for (const query of [{}, { limit: '2' }, { limit: '3', offset: '40' }, { limit: 'x' }]) {
      for (const path of ['/pets', '/categories', '/store/inventory', '/store/orders']) {
        const res = await api.get<unknown[]>(path, {
          headers: { Prefer: 'dynamic=true' },
          query,
        })
        const items = res.body.length
        const limit = Number('limit' in query && query.limit !== 'x' ? query.limit : 20)
        const offset = Number('offset' in query ? query.offset : 0)
        expect(items).toBeLessThanOrEqual(limit)
        expect(res.headers.get('x-total-count')).toBe(String(offset + items))
        const link = res.headers.get('link') ?? ''
        expect(link).not.toContain('rel="next"')
        expect(link).toContain(`limit=${limit}&offset=0>; rel="first"`)
        if (offset > 0) expect(link).toContain('rel="prev"')
      }
    }
    const example = await api.get('/pets', { headers: { Prefer: 'example=default' } })
    expect(example.headers.get('link')).not.toContain('rel="next"')
  })

  it('gives the same bodies for the same seed and the same sequence of requests', async () => {
    const run = async (seed: number) => {
      const mock = createPetstore({ seed, baseUrl: 'http://dyn.test/api/v1', apiKeys: false })
      const bodies = []
      for (const path of ['/pets/1', '/categories', '/pets/1']) {
        const request = new Request(`http://dyn.test/api/v1${path}?__dynamic=true`)
        bodies.push(await (await getResponse(mock.handlers, request))?.json())
      }
      return bodies
    }
    const first = await run(3)
    expect(await run(3)).toEqual(first)
    expect(first[0]).not.toEqual(first[2])
    expect(await run(4)).not.toEqual(first)
  })

  it('never touches the store', async () => {
    const before = await petCount()
    const res = await api.post('/pets', {}, { headers: { Prefer: 'dynamic=true' } })
    expect(res.status).toBe(201)
    expect(await petCount()).toBe(before)
  })
})

describe('query forms of the controls', () => {
  it('answers __code, __example and __dynamic like their Prefer forms', async () => {
    expect((await api.get('/pets', { query: { __code: 503 } })).status).toBe(503)
    const example = await api.get('/pets/1', { query: { __example: 'default' } })
    expect(example.body).toMatchObject({ name: 'Rex' })
    const dynamic = await api.get('/store/inventory', { query: { __dynamic: 'true' } })
    expect(Array.isArray(dynamic.body)).toBe(true)
  })

  it('waits for __delay before answering', async () => {
    const started = performance.now()
    await api.get('/pets', { query: { __delay: 60, limit: 1 } })
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('lets the query form win over the header', async () => {
    const res = await api.get('/pets', { headers: { Prefer: 'code=503' }, query: { __code: 401 } })
    expect(res.status).toBe(401)
  })

  it('keeps controls out of the contract check, the resolver and the journal query', async () => {
    const res = await api.get('/pets', { query: { limit: 2, __delay: 0 } })
    expect(res.status).toBe(200)
    expect(res.headers.get('link')).not.toContain('__delay')
    const entry = petstore.requests.entries.at(-1)
    expect(entry?.query).toEqual({ limit: 2 })
    expect(entry?.controls).toEqual({ __delay: '0' })
  })

  it('answers 400 naming the known controls for an unknown __ parameter', async () => {
    const res = await api.get('/pets', { query: { __status: 404 } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      message:
        'query.__status is not a control; the known ones are __code, __example, __dynamic, __delay.',
    })
  })

  it('answers 400 for a control with a value it cannot use', async () => {
    const res = await api.get('/pets', { query: { __code: 'teapot' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ details: [{ path: 'query.__code' }] })
  })
})

describe('reading the controls', () => {
  it('reads quoted example names and dynamic flags from Prefer', () => {
    expect(parsePrefer('example="sold one", dynamic=true')).toEqual({
      example: 'sold one',
      dynamic: true,
    })
  })

  it('strips the controls from a query and reports them apart, leaving dunder names as data', () => {
    const search = new URLSearchParams('status=sold&__code=404&__proto__=x')
    expect(apiSearch(search).toString()).toBe('status=sold&__proto__=x')
    expect(controlsOf(search)).toEqual({ __code: '404' })
  })

  it('accepts a bare __dynamic as true', () => {
    expect(readControls(null, controlsOf(new URLSearchParams('__dynamic')))).toEqual({
      dynamic: true,
    })
  })
})
