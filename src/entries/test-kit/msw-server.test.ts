// The Node kits' msw server on the installed msw: `fetch` alone by default, msw's whole
// interception with `intercept: 'all'`, and msw's own behaviour for what a test sees either way.
import nodeHttp, { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bypass, http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { listenWith, stopOnce } from '../../handlers/msw'
import { createPetstoreServer } from '../node/index'
import { checkIntercept, createMswServer } from './msw-server'

let backend: Server
let origin: string
const seen: Array<string | undefined> = []

beforeAll(async () => {
  backend = createServer((request, response) => {
    seen.push(request.headers.accept)
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('from the network')
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())))
afterEach(() => vi.restoreAllMocks())

const answered = http.get('http://kit.test/pets/:id', ({ params }) =>
  HttpResponse.json({ id: Number(params.id) }),
)

function started(...handlers: Parameters<typeof createMswServer>[0]) {
  const server = createMswServer(handlers)
  listenWith(server, { onUnhandledRequest: 'bypass' })
  return server
}

// node:http's request, read whole: what axios and other http.request clients do underneath. Read
// off the module at call time, as msw patches it there, on a fresh socket: a kept-alive one from
// before listen() would never be intercepted.
function viaHttpRequest(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    nodeHttp
      .request(url, { agent: false }, (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve(text))
      })
      .on('error', reject)
      .end()
  })
}

describe("the Node kits' msw server", () => {
  it("answers fetch from the handlers, with the fetched url on the app's own Response", async () => {
    const server = started(answered)
    try {
      const response = await fetch('http://kit.test/pets/7')
      expect(response.url).toBe('http://kit.test/pets/7')
      expect(await response.json()).toEqual({ id: 7 })
    } finally {
      stopOnce(() => server.close(), server)
    }
  })

  it("leaves http.request to the network by default, and intercepts it with intercept: 'all'", async () => {
    const handler = http.get(`${origin}/pets/1`, () => HttpResponse.text('from the handler'))
    const fetchOnly = createPetstoreServer({ baseUrl: 'http://kit.test/api/v1' })
    fetchOnly.server.use(handler)
    fetchOnly.listen()
    try {
      expect(await viaHttpRequest(`${origin}/pets/1`)).toBe('from the network')
      expect(await (await fetch(`${origin}/pets/1`)).text()).toBe('from the handler')
    } finally {
      fetchOnly.close()
    }
    const all = createPetstoreServer({ baseUrl: 'http://kit.test/api/v1', intercept: 'all' })
    all.server.use(handler)
    all.listen()
    try {
      expect(await viaHttpRequest(`${origin}/pets/1`)).toBe('from the handler')
    } finally {
      all.close()
    }
  })

  it("sends msw's bypass() request to the network without msw's marker", async () => {
    const server = started(http.get(`${origin}/bypassed`, () => HttpResponse.text('mocked')))
    try {
      const response = await fetch(bypass(`${origin}/bypassed`, { headers: { Accept: 'text/*' } }))
      expect(await response.text()).toBe('from the network')
      expect(seen.at(-1)).toBe('text/*')
    } finally {
      stopOnce(() => server.close(), server)
    }
  })

  it("fails the request with the 'error' strategy, and answers 500 for a handler that throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const server = createMswServer([
      http.get('http://kit.test/throws', () => {
        throw new Error('the handler broke')
      }),
    ])
    listenWith(server, { onUnhandledRequest: 'error' })
    try {
      await expect(fetch(`${origin}/unhandled`)).rejects.toThrow(TypeError)
      const response = await fetch('http://kit.test/throws')
      expect(response.status).toBe(500)
      expect(await response.json()).toMatchObject({ message: 'the handler broke' })
    } finally {
      stopOnce(() => server.close(), server)
    }
  })

  it('rejects with the abort reason when the app aborts while a handler waits', async () => {
    const server = started(
      http.get('http://kit.test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5_000))
        return HttpResponse.text('late')
      }),
    )
    try {
      const controller = new AbortController()
      const pending = fetch('http://kit.test/slow', { signal: controller.signal })
      controller.abort()
      await expect(pending).rejects.toThrow(/abort/i)
    } finally {
      stopOnce(() => server.close(), server)
    }
  })

  it('gives fetch back as it was after close()', async () => {
    const before = globalThis.fetch
    const server = started(answered)
    stopOnce(() => server.close(), server)
    expect(globalThis.fetch).toBe(before)
  })

  it('refuses an intercept that is neither fetch nor all, naming the option', () => {
    expect(() => checkIntercept('usePetstore', 'socket')).toThrow(TypeError)
    expect(() => createPetstoreServer({ intercept: 'http' as 'all' })).toThrow(
      /createPetstoreServer: intercept must be 'fetch'.*'all'.*not "http"/,
    )
  })
})
