import { describe, expect, it } from 'vitest'
import { createPetstore, type Petstore } from '../controller/petstore'
import type { Har, HarEntry } from '../runtime/har/types'
import { fromHar } from './from-har'
import { ReplayError } from './replay'

const BASE = 'http://shop.test/api/v1'
const AUTH = { Authorization: 'Bearer petstore-demo-key' }

async function call(petstore: Petstore, method: string, path: string, body?: unknown) {
  const response = await petstore.fetch(
    new Request(`${BASE}${path}`, {
      method,
      headers: { ...AUTH, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  )
  if (!response) throw new Error(`${path} is outside the mock`)
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
}

async function started(options: Parameters<typeof createPetstore>[0] = {}) {
  const petstore = createPetstore({ baseUrl: '/api/v1', ...options })
  await petstore.ready
  return petstore
}

/** A session on a seeded mock, exported from its journal. */
async function recordedSession() {
  const backend = await started({ seed: 5 })
  await call(backend, 'GET', '/categories?limit=100')
  await call(backend, 'GET', '/pets?limit=100')
  await call(backend, 'GET', '/store/inventory?limit=100')
  await call(backend, 'GET', '/store/orders?limit=100')
  const rex = (await call(backend, 'POST', '/pets', { name: 'Rex', categoryId: 1 })).body as {
    id: number
  }
  await call(backend, 'PUT', `/pets/${rex.id}`, { name: 'Rex II', categoryId: 2 })
  await call(backend, 'DELETE', '/pets/2').catch(() => undefined)
  return { backend, har: backend.requests.toHAR(), rexId: rex.id }
}

function entry(url: string, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body)
  return {
    startedDateTime: '2026-11-25T10:00:00.000Z',
    time: 1,
    request: { method: 'GET', url, httpVersion: 'HTTP/1.1', headers: [], queryString: [] },
    response: {
      status,
      statusText: '',
      headers: Object.entries({ 'content-type': 'application/json', ...headers }).map(
        ([name, value]) => ({ name, value }),
      ),
      content: { size: text.length, mimeType: 'application/json', text },
    },
  } as unknown as HarEntry
}

// getPetById is deprecated: its answers carry Deprecation and Sunset, as the contract says.
const sunset = {
  deprecation: '@1790812800',
  sunset: 'Wed, 30 Jun 2027 23:59:59 GMT',
  link: '</openapi.yaml>; rel="sunset"; type="application/yaml"',
}

const harOf = (entries: HarEntry[]) => ({ log: { version: '1.2', entries } }) as unknown as Har

describe('the journal as HAR', () => {
  it('is a HAR 1.2 log with creator, times, requests, responses, cache and timings', async () => {
    const { har } = await recordedSession()
    expect(har.log.version).toBe('1.2')
    expect(har.log.creator.name).toBe('petstore-mock')
    const created = har.log.entries.find((e) => e.request.method === 'POST')!
    expect(created).toMatchObject({
      request: { url: `${BASE}/pets`, postData: { mimeType: 'application/json' } },
      response: { status: 201, content: { mimeType: 'application/json' } },
      cache: {},
    })
    expect(Date.parse(created.startedDateTime)).not.toBeNaN()
    expect(created.timings.wait).toBe(created.time)
    expect(JSON.parse(created.response.content.text!)).toMatchObject({ name: 'Rex' })
  })

  it('never carries the API key: Authorization reads [redacted]', async () => {
    const { har } = await recordedSession()
    const text = JSON.stringify(har)
    expect(text).not.toContain('petstore-demo-key')
    expect(har.log.entries[0]!.request.headers).toContainEqual({
      name: 'authorization',
      value: '[redacted]',
    })
  })
})

describe('fromHar: a recording replayed as state', () => {
  it('loads a journal export back: the records it showed, with the latest version of each', async () => {
    const { backend, har, rexId } = await recordedSession()
    const replay = fromHar(har)
    expect(replay.summary.skipped).toEqual([])
    const mock = await started({ scenario: replay, seed: 99 })
    for (const path of ['/categories?limit=100', '/store/orders?limit=100', `/pets/${rexId}`]) {
      expect((await call(mock, 'GET', path)).body).toEqual((await call(backend, 'GET', path)).body)
    }
    expect((await call(mock, 'GET', `/pets/${rexId}`)).body).toMatchObject({ name: 'Rex II' })
    expect((await call(mock, 'GET', '/pets/2')).status).toBe(404)
  })

  it('runs statefully on what it loaded: a POST shows in the next GET, and reset goes back', async () => {
    const { har } = await recordedSession()
    const mock = await started({ scenario: fromHar(har) })
    const before = (await call(mock, 'GET', '/pets?limit=100')).body as unknown[]
    const bo = (await call(mock, 'POST', '/pets', { name: 'Bo', categoryId: 1 })).body as {
      id: number
    }
    expect((await call(mock, 'GET', `/pets/${bo.id}`)).body).toMatchObject({ name: 'Bo' })
    expect((await call(mock, 'GET', '/pets?limit=100')).body).toHaveLength(before.length + 1)
    await mock.reset()
    expect((await call(mock, 'GET', '/pets?limit=100')).body).toHaveLength(before.length)
  })

  it('reports other hosts, undocumented paths, errors and responses outside the contract, and uses none of them', () => {
    const replay = fromHar(
      harOf([
        entry(`${BASE}/categories/1`, 200, { id: 1, name: 'Dogs' }),
        entry('https://fonts.example.com/api/v1/categories/2', 200, { id: 2, name: 'Cats' }),
        entry(`${BASE}/unicorns`, 200, []),
        entry(`${BASE}/categories/3`, 404, { code: 'not_found', message: 'No', status: 404 }),
        entry(`${BASE}/categories/4`, 200, { id: 4, name: '' }),
      ]),
    )
    expect(replay.store.categories).toEqual([{ id: 1, name: 'Dogs' }])
    expect(replay.summary.skipped.map((s) => [s.entry, s.reason])).toEqual([
      [2, "calls another host (fonts.example.com) than the API's (shop.test)"],
      [3, 'is not an operation of openapi.yaml (GET /api/v1/unicorns)'],
      [4, 'answered 404: an error changes no record'],
      [5, expect.stringMatching(/^breaks openapi.yaml: body.name/)],
    ])
  })

  it('leaves out records the store refuses, naming why, and fills in stock it never saw', () => {
    const replay = fromHar(
      harOf([
        entry(
          `${BASE}/pets/7`,
          200,
          { id: 7, name: 'Rex', categoryId: 3, status: 'available' },
          sunset,
        ),
        entry(`${BASE}/pets/8`, 200, { id: 8, name: 'Tom', categoryId: 1, status: 'sold' }, sunset),
        entry(`${BASE}/categories/1`, 200, { id: 1, name: 'Dogs' }),
      ]),
    )
    expect(replay.summary.dropped).toEqual([
      { record: 'pet 7', reason: 'categoryId must name an existing category; 3 does not exist' },
    ])
    expect(replay.store.inventory).toEqual([{ petId: 8, quantity: 0, status: 'sold' }])
    expect(replay.summary.derived).toEqual([
      'stock of pet 8: 0, as for a new sold pet (no inventory response showed it)',
    ])
  })

  it('refuses a value that is not a HAR file, and a HAR of another API, saying which', () => {
    expect(() => fromHar({ entries: [] })).toThrow(ReplayError)
    expect(() => fromHar({ entries: [] })).toThrow(/is not a HAR file: it has no log.entries/)
    expect(() =>
      fromHar(harOf([entry('https://api.github.com/repos/x/y', 200, { id: 1 })])),
    ).toThrow(
      /holds no exchange with the Petstore API: its one entry is not .* \(it calls api.github.com\)\. Record the app while it talks to the API, or pass baseUrl if the API lives elsewhere$/,
    )
  })
})
