import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createPetstoreServer } from '../entries/node'
import { createPetstore } from './petstore'

const AUTH = { Authorization: 'Bearer petstore-demo-key' }
const petRequest = (base = 'http://fetch.test/api/v1') =>
  new Request(`${base}/pets/1`, { headers: AUTH })

async function plain(response: Response | undefined) {
  if (!response) return undefined
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: (await response.json()) as unknown,
  }
}

describe('petstore.fetch', () => {
  it('answers a request exactly as the MSW handler does', async () => {
    const petstore = createPetstore({ seed: 3 })
    await petstore.ready
    const direct = await plain(await petstore.fetch(petRequest()))
    const throughMsw = await plain(await getResponse(petstore.handlers, petRequest()))
    expect(direct).toMatchObject({ status: 200, body: { id: 1 } })
    expect(direct).toEqual(throughMsw)
    const missing = await plain(
      await petstore.fetch(new Request('http://fetch.test/api/v1/pets/99999', { headers: AUTH })),
    )
    expect(missing).toMatchObject({ status: 404, body: { code: 'not_found' } })
  })

  it('returns undefined for a URL outside the base, and for another origin with an absolute base', async () => {
    const petstore = createPetstore()
    await petstore.ready
    expect(await petstore.fetch(new Request('http://fetch.test/openapi.yaml'))).toBeUndefined()
    expect(await petstore.fetch(new Request('http://fetch.test/api/v10/pets'))).toBeUndefined()
    const pinned = createPetstore({ baseUrl: 'http://one.test/api/v1' })
    await pinned.ready
    expect(await pinned.fetch(petRequest('http://two.test/api/v1'))).toBeUndefined()
    expect((await pinned.fetch(petRequest('http://one.test/api/v1')))?.status).toBe(200)
    expect(petstore.requests.length + pinned.requests.length).toBe(1)
  })

  it('records each answer in the journal, as a request through MSW is', async () => {
    const petstore = createPetstore()
    await petstore.ready
    await petstore.fetch(petRequest())
    await petstore.fetch(new Request('http://fetch.test/api/v1/pets/1'))
    expect(
      petstore.requests.map(({ operationId, path, status }) => [operationId, path, status]),
    ).toEqual([
      ['getPetById', '/pets/1', 200],
      ['getPetById', '/pets/1', 401],
    ])
  })

  it("runs the entry's transformRequest and observe around the pipeline, as the handler does", async () => {
    const seen: string[] = []
    const petstore = createPetstore(
      {},
      {
        transformRequest: (request) => new Request(request, { headers: AUTH }),
        observe: async (request, answer) => {
          const response = await answer()
          seen.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`)
          return response
        },
      },
    )
    await petstore.ready
    const bare = () => new Request('http://fetch.test/api/v1/pets/1')
    expect((await petstore.fetch(bare()))?.status).toBe(200)
    expect((await getResponse(petstore.handlers, bare()))?.status).toBe(200)
    expect(await petstore.fetch(new Request('http://fetch.test/elsewhere'))).toBeUndefined()
    expect(seen).toEqual(['GET /api/v1/pets/1 200', 'GET /api/v1/pets/1 200'])
  })

  it("lets the entry's route answer a request elsewhere, before this mock sees it", async () => {
    const elsewhere = Response.json({ from: 'the tab holding the store' })
    const petstore = createPetstore(
      {},
      {
        // As a follower tab does: writes go elsewhere, reads are served here.
        route: async (request) => (request.method === 'POST' ? elsewhere.clone() : undefined),
      },
    )
    await petstore.ready
    const create = new Request('http://fetch.test/api/v1/pets', { method: 'POST', body: '{}' })
    expect(await (await petstore.fetch(create))?.json()).toEqual({
      from: 'the tab holding the store',
    })
    const read = await getResponse(
      petstore.handlers,
      new Request('http://fetch.test/api/v1/pets/1', { headers: AUTH }),
    )
    expect(read?.status).toBe(200)
    // Only what this mock answered is in its journal.
    expect(petstore.requests.map(({ method, status }) => `${method} ${status}`)).toEqual([
      'GET 200',
    ])
  })

  it('is there on the objects the entries build on the core', async () => {
    const server = createPetstoreServer({ baseUrl: 'http://fetch.test/api/v1' })
    await server.ready
    expect((await server.fetch(petRequest()))?.status).toBe(200)
    expect(server.requests.length).toBe(1)
  })
})
