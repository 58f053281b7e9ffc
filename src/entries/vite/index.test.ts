import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../conformance/client'
import { devPetstore, petstoreMock } from '.'
import { TWO_STORES, warnOfDevServerMock } from '../browser/dev-server-mock'

const root = mkdtempSync(join(tmpdir(), 'petstore-mock-vite-'))
const servers: ViteDevServer[] = []

async function devServer(plugin = petstoreMock({ seed: 7 })): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    server: { host: '127.0.0.1', port: 0, ws: false },
  })
  servers.push(await server.listen())
  return server.resolvedUrls!.local[0]!.replace(/\/$/, '')
}

// Every answer is checked against openapi.yaml by the client.
const api = (origin: string) => createApiClient({ baseUrl: `${origin}/api/v1` })

async function names(origin: string): Promise<string[]> {
  const pets = await api(origin).ok('listPets', { query: { sort: '-id', limit: 3 } })
  return pets.map((pet) => pet.name)
}

async function addPet(origin: string, name: string): Promise<number> {
  return (await api(origin).op('createPet', { body: { name, categoryId: 1 } })).status
}

function statusWithHost(url: string, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const headers = { Host: host, Authorization: 'Bearer petstore-demo-key' }
    get(url, { headers }, (res) => {
      res.resume()
      resolve(res.statusCode)
    }).on('error', reject)
  })
}

beforeAll(async () => {
  await devPetstore()?.reset()
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('petstoreMock', () => {
  it('answers the API on the dev server from one store that a second dev server in the process shares', async () => {
    const first = await devServer()
    expect(await addPet(first, 'Biscuit')).toBe(201)
    // A config edit makes Vite evaluate the config (and the plugin) again, in the same process.
    const again = petstoreMock({ seed: 7 })
    const second = await devServer(again)
    expect((await names(second))[0]).toBe('Biscuit')
    expect(again.api.petstore).toBe(devPetstore())
    expect(again.api.petstore.hasReceived('createPet').pass).toBe(true)
    await devPetstore()?.reset()
  })

  it('keeps the store through a restart of the dev server', async () => {
    const origin = await devServer()
    await addPet(origin, 'Pepper')
    await servers[0]!.restart()
    expect((await names(servers[0]!.resolvedUrls!.local[0]!.replace(/\/$/, '')))[0]).toBe('Pepper')
    await devPetstore()?.reset()
  })

  it("serves msw's own worker script, so the page needs no npx msw init", async () => {
    const origin = await devServer()
    const response = await fetch(`${origin}/mockServiceWorker.js`)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')
    expect(await response.text()).toBe(readFileSync(file, 'utf8'))
  })

  it('marks its answers, so a page that starts the worker too warns that the store is split in two', async () => {
    const origin = await devServer()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(await warnOfDevServerMock(`${origin}/mockServiceWorker.js`)).toBe(true)
      expect(warn).toHaveBeenCalledWith(`[petstore-mock] ${TWO_STORES}`)
      // Without the plugin (any other server), nothing is said.
      const plain = async () => new Response('', { status: 200 })
      expect(await warnOfDevServerMock('/mockServiceWorker.js', plain)).toBe(false)
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      warn.mockRestore()
    }
  })

  it('answers with the handlers added by use() first, and without them once they are reset', async () => {
    const plugin = petstoreMock({ seed: 7 })
    const origin = await devServer(plugin)
    plugin.api.use(
      plugin.api.petstore.reply('listPets', {
        status: 503,
        body: { code: 'service_unavailable', message: 'Down for a test.', status: 503 },
      }),
    )
    expect((await api(origin).op('listPets')).status).toBe(503)
    plugin.api.resetHandlers()
    expect((await api(origin).op('listPets')).status).toBe(200)
  })

  it('holds requests answered by use() overrides to the same Host and CORS checks as the rest', async () => {
    const plugin = petstoreMock({ seed: 7 })
    const origin = await devServer(plugin)
    plugin.api.use(plugin.api.petstore.reply('listPets', { status: 200, body: [] }))
    // Vite answers preflights itself; the answer to the request is the mock's.
    const page = await fetch(`${origin}/api/v1/pets`, {
      headers: { Origin: 'http://localhost:9999', Authorization: 'Bearer petstore-demo-key' },
    })
    expect(page.status).toBe(200)
    expect(await page.json()).toEqual([])
    expect(page.headers.get('access-control-allow-origin')).toBe('http://localhost:9999')
    expect(page.headers.get('access-control-expose-headers')).toContain('X-Total-Count')
    const foreign = await fetch(`${origin}/api/v1/pets`, {
      headers: { Origin: 'https://evil.example', Authorization: 'Bearer petstore-demo-key' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    // DNS rebinding: a name the dev server was not told to answer (fetch cannot set Host).
    expect(await statusWithHost(`${origin}/api/v1/pets`, 'evil.example')).not.toBe(200)
    plugin.api.resetHandlers()
  })

  it('leaves every other path to the dev server', async () => {
    const origin = await devServer()
    // Vite's own 404, not the mock's JSON 401 for a request without a key.
    const response = await fetch(`${origin}/api/v10/pets`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type') ?? '').not.toMatch(/json/)
  })

  it("explains a relative API URL fetched in the dev server's process, and puts fetch back when it closes", async () => {
    const before = globalThis.fetch
    await devServer()
    expect(globalThis.fetch).not.toBe(before)
    await Promise.all(servers.splice(0).map((server) => server.close()))
    expect(globalThis.fetch).toBe(before)
  })

  it('runs only under the dev server, so a build holds no mock', () => {
    expect(petstoreMock().apply).toBe('serve')
  })

  it('refuses a full URL as baseUrl, and a serviceWorkerUrl that is not a path, naming the option', () => {
    expect(() => petstoreMock({ baseUrl: 'https://api.test/v1' })).toThrow(
      /petstoreMock: baseUrl must be a path/,
    )
    expect(() => petstoreMock({ serviceWorkerUrl: 'worker.js' })).toThrow(
      /petstoreMock: serviceWorkerUrl must be a path/,
    )
  })
})
