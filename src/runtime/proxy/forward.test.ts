/**
 * The proxy in Node: a second petstore-mock served over loopback stands in for the real backend,
 * and tiny node:http servers play a backend that breaks the contract, is down, or is slow.
 */
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bypass } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setupServer } from 'msw/node'
import { createPetstoreServer, type PetstoreServer } from '../../entries/node'
import { ContractGuard, RequestContractError } from '../../entries/test-kit/guard'
import { createPetstore } from '../../controller/petstore'
import { listenWith } from '../../handlers/msw'
import { createPetstoreCore } from '../../controller/core'
import {
  createPetstoreHttpServer,
  type PetstoreHttpServer,
} from '../../entries/http/petstore-http-server'
import { createApiClient } from '../../conformance/client'
import { contractOperations } from '../../contract/operations'
import type { PetstoreOptions } from '../../controller/petstore'
import { backendViolationsOf } from './forward'

const BASE = 'http://petstore.test/api/v1'
const auth = { Authorization: 'Bearer petstore-demo-key' }
const api = createApiClient({ baseUrl: BASE })

let backend: PetstoreHttpServer
let mock: PetstoreServer | undefined
const servers: Server[] = []

beforeAll(async () => {
  backend = await createPetstoreHttpServer({ port: 0, seed: 3 })
})
afterEach(() => {
  mock?.close()
  mock = undefined
})
afterAll(async () => {
  await backend.close()
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
})

async function startMock(proxy: PetstoreOptions['proxy'], options: PetstoreOptions = {}) {
  mock = createPetstoreServer({ baseUrl: BASE, scenario: 'empty', proxy, ...options })
  mock.listen({ onUnhandledRequest: 'error' })
  await mock.ready
  return mock
}

async function tinyBackend(listener: RequestListener): Promise<string> {
  const server = createServer(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
}

describe('proxying every operation', () => {
  it('answers with the real backend, whose store the mock never touches', async () => {
    const petstore = await startMock({ target: backend.url })
    const listed = await api.get('/pets', { query: { limit: 2 } })
    // Past the mock, as the app would not: msw's bypass() lets this request reach the network.
    const backendApi = createApiClient({
      baseUrl: backend.url,
      fetch: (input, init) => fetch(bypass(input instanceof URL ? input.href : input, init)),
    })
    const direct = await backendApi.get('/pets', { query: { limit: 2 } })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual(direct.body)
    expect(listed.headers.get('x-total-count')).toBe(direct.headers.get('x-total-count'))
    expect(petstore.db.pets.size).toBe(0)
  })

  it('forwards the method, path, query, headers and body, and journals the answer as proxied', async () => {
    const petstore = await startMock({ target: backend.url })
    const category = await api.post('/categories', { name: 'Proxied birds' })
    expect(category.status).toBe(201)
    const names = [...backend.petstore.db.categories.values()].map((c) => c.name)
    expect(names).toContain('Proxied birds')
    const entry = petstore.requests.at(-1)
    expect(entry).toMatchObject({
      operationId: 'createCategory',
      status: 201,
      proxied: true,
      violations: [],
      body: { name: 'Proxied birds' },
    })
  })

  it('sends every operation of openapi.yaml to the backend by default', async () => {
    const petstore = await startMock({ target: backend.url })
    for (const op of contractOperations) {
      const path = op.path.replace(/\{[^}]+\}/g, '1')
      const method = op.method.toUpperCase()
      const body = op.writes && method !== 'DELETE' ? '{}' : undefined
      const headers = { ...auth, ...(body && { 'Content-Type': 'application/json' }) }
      await fetch(`${BASE}${path}`, { method, headers, body })
      expect(petstore.requests.at(-1), op.operationId).toMatchObject({
        operationId: op.operationId,
        proxied: true,
        violations: [],
      })
    }
    expect(backend.petstore.requests.length).toBeGreaterThanOrEqual(contractOperations.length)
  })

  it('lets the real backend answer auth and validation errors as it does', async () => {
    await startMock({ target: backend.url })
    const unauthorized = await api.get('/pets', { key: null })
    expect(unauthorized.status).toBe(401)
    const invalid = await api.get('/pets', { query: { limit: 0 } })
    expect(invalid.status).toBe(400)
  })

  it('counts proxied answers in the coverage', async () => {
    const petstore = await startMock({ target: backend.url })
    await api.get('/pets')
    const listPets = petstore.coverage().operations.find((op) => op.operationId === 'listPets')
    expect(listPets?.answered).toEqual([200])
  })
})

describe('proxying some operations', () => {
  it('sends the chosen ones to the backend and mocks the rest, statefully', async () => {
    const petstore = await startMock({ target: backend.url, operations: ['listCategories'] })
    const made = await api.post('/categories', { name: 'Mocked only' })
    expect(made.status).toBe(201)
    expect(petstore.requests.at(-1)?.proxied).toBeUndefined()
    const again = await api.post('/categories', { name: 'Mocked only' })
    expect(again.status).toBe(409)
    const listed = await api.get('/categories')
    expect((listed.body as Array<{ name: string }>).map((c) => c.name)).not.toContain('Mocked only')
    expect(petstore.requests.at(-1)?.proxied).toBe(true)
  })
})

describe('credentials in proxied exchanges', () => {
  it('journals the client key, its cookie and the backend Set-Cookie by name only', async () => {
    let keySeen: string | undefined
    const target = await tinyBackend((req, res) => {
      keySeen = req.headers.authorization
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'X-Total-Count': '0',
        'Set-Cookie': ['session=backend-s3cret; HttpOnly', 'theme=dark'],
      })
      res.end('[]')
    })
    const petstore = await startMock({ target })
    const res = await fetch(`${BASE}/pets`, { headers: { ...auth, Cookie: 'sid=client-s3cret' } })
    expect(res.status).toBe(200)
    // The backend gets the key and the app gets its cookie: only the record hides them.
    expect(keySeen).toBe(auth.Authorization)
    expect(res.headers.getSetCookie()).toHaveLength(2)
    const entry = petstore.requests.at(-1)
    expect(entry?.proxied).toBe(true)
    expect(entry?.requestHeaders).toMatchObject({
      authorization: '[redacted]',
      cookie: '[redacted]',
    })
    expect(entry?.responseHeaders).toMatchObject({ 'set-cookie': '[redacted]' })
    expect(JSON.stringify(entry)).not.toMatch(/s3cret|petstore-demo-key/)
  })
})

describe('a backend that breaks the contract', () => {
  it('passes the answer on unchanged and journals every violation', async () => {
    const target = await tinyBackend((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'X-Total-Count': 'many',
        'Access-Control-Allow-Origin': '*',
      })
      res.end('[{"id":"seven"}]')
    })
    const petstore = await startMock({ target })
    const res = await fetch(`${BASE}/pets`, { headers: auth })
    expect(res.status).toBe(200)
    expect(await res.clone().json()).toEqual([{ id: 'seven' }])
    expect(res.headers.get('x-total-count')).toBe('many')
    // The client talks to the mock: its CORS applies, not the backend's.
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    const entry = petstore.requests.at(-1)
    expect(entry?.proxied).toBe(true)
    expect(entry?.violations).toEqual(
      expect.arrayContaining([expect.stringMatching(/X-Total-Count must be an integer/i)]),
    )
    expect(backendViolationsOf(res)).toBeUndefined() // the client's copy; the mock marks its own
  })

  it('does not check the answer when validateResponses is false', async () => {
    const target = await tinyBackend((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      res.end('hello')
    })
    const petstore = await startMock({ target }, { validateResponses: false })
    const res = await fetch(`${BASE}/pets`, { headers: auth })
    expect(await res.text()).toBe('hello')
    expect(petstore.requests.at(-1)?.violations).toEqual([])
  })
})

describe('a backend that is down or slow', () => {
  it('answers 502 bad_gateway naming the target when nothing listens there', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    const petstore = await startMock({ target: `http://127.0.0.1:${port}/api/v1` })
    const res = await fetch(`${BASE}/pets`, { headers: auth })
    const body = (await res.json()) as { code: string; message: string; status: number }
    expect(res.status).toBe(502)
    expect(body).toMatchObject({ code: 'bad_gateway', status: 502 })
    expect(body.message).toContain(`http://127.0.0.1:${port}/api/v1`)
    expect(body.message).toContain('ECONNREFUSED')
    expect(petstore.requests.at(-1)).toMatchObject({
      proxied: true,
      code: 'bad_gateway',
      violations: [],
    })
  })

  it('answers 504 gateway_timeout once the timeout passes, instead of hanging', async () => {
    const target = await tinyBackend(() => undefined) // never answers
    await startMock({ target, timeout: 100 })
    const res = await fetch(`${BASE}/pets`, { headers: auth })
    const body = (await res.json()) as { code: string; message: string }
    expect(res.status).toBe(504)
    expect(body.code).toBe('gateway_timeout')
    expect(body.message).toBe(`The real backend at ${target} did not answer within 100 ms.`)
  })
})

describe('without msw in the process (serve)', () => {
  it('forwards a plain request: the backend gets the headers the client sent, nothing of msw', async () => {
    const seen: Array<string | undefined> = []
    const target = await tinyBackend((req, res) => {
      seen.push(req.headers.accept)
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('[]')
    })
    const petstore = createPetstoreCore({ proxy: { target } })
    await petstore.ready
    const res = await petstore.fetch(
      new Request('http://localhost/api/v1/pets', {
        headers: { ...auth, Accept: 'application/json' },
      }),
    )
    expect(res?.status).toBe(200)
    expect(await res?.json()).toEqual([])
    expect(seen).toEqual(['application/json'])
    expect(petstore.requests.at(-1)).toMatchObject({ proxied: true, status: 200 })
  })
})

describe('the sending, loaded on the first forward', () => {
  it('forwards the first request of a fresh module graph and journals it as proxied', async () => {
    const target = await tinyBackend((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ id: 1, name: 'Dogs', method: req.method }))
    })
    // A fresh copy of every module: nothing has loaded send.ts yet.
    vi.resetModules()
    const { createPetstoreCore: freshCore } = await import('../../controller/core')
    const petstore = freshCore({ proxy: { target, operations: ['getCategoryById'] } })
    await petstore.ready
    const [proxied, mocked] = await Promise.all([
      petstore.fetch(new Request('http://localhost/api/v1/categories/1', { headers: auth })),
      petstore.fetch(new Request('http://localhost/api/v1/pets/1', { headers: auth })),
    ])
    expect(proxied?.status).toBe(200)
    expect(await proxied?.json()).toEqual({ id: 1, name: 'Dogs', method: 'GET' })
    expect(mocked?.status).toBe(200)
    const journalled = petstore.requests.entries.map((entry) => [
      entry.operationId,
      entry.proxied === true,
    ])
    expect(journalled).toHaveLength(2)
    expect(journalled).toEqual(
      expect.arrayContaining([
        ['getPetById', false],
        ['getCategoryById', true],
      ]),
    )
  })
})

describe('in the test kits', () => {
  it('fails the test through the contract guard when the backend breaks the contract', async () => {
    const target = await tinyBackend((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{"id":1}')
    })
    const petstore = createPetstore(
      { baseUrl: BASE, proxy: { target } },
      {
        observe: (request, answer) => guard.observe(request, answer),
      },
    )
    const guard = new ContractGuard(petstore, { isInjected: () => false })
    const server = setupServer(...petstore.handlers)
    listenWith(server, { onUnhandledRequest: 'error' })
    try {
      await petstore.ready
      const res = await fetch(`${BASE}/categories/1`, { headers: auth })
      expect(res.status).toBe(200)
      const error = await guard.check().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RequestContractError)
      expect((error as RequestContractError).rejections).toEqual([
        expect.objectContaining({ kind: 'backend_violation', status: 200 }),
      ])
      expect((error as Error).message).toContain('body.name is required')
    } finally {
      server.close()
    }
  })
})
