import { afterEach, describe, expect, it, vi } from 'vitest'
import { freePort } from '../../../e2e/free-port'
import type { PetstoreServer } from '../node'
import { registerPetstore } from '.'

const BASE = 'https://api.test/v1'
const KEY = { Authorization: 'Bearer petstore-demo-key' }
let running: PetstoreServer | undefined

afterEach(() => {
  running?.close()
  running = undefined
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

async function startDev(): Promise<{ petstore: PetstoreServer; bridge: string }> {
  vi.stubEnv('NODE_ENV', 'development')
  const port = await freePort()
  const petstore = await registerPetstore({ baseUrl: BASE, port, seed: 7 })
  if (!petstore) throw new Error('registerPetstore did not start under NODE_ENV=development')
  running = petstore
  return { petstore, bridge: `http://127.0.0.1:${port}` }
}

describe('registerPetstore under next dev', () => {
  it('starts one mock per process: a second call, as after a hot reload, gets the same store', async () => {
    const { petstore } = await startDev()
    expect(await registerPetstore({ baseUrl: BASE })).toBe(petstore)
  })

  it('keeps server fetch mocked after the fetch seen at start-up is put back', async () => {
    const { petstore } = await startDev()
    const atStartUp = globalThis.fetch
    globalThis.fetch = atStartUp
    const response = await fetch(`${BASE}/pets?limit=2`, { headers: KEY })
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveLength(2)
    expect(petstore.hasReceived('listPets', { query: { limit: 2 } }).pass).toBe(true)
  })

  it('shares its store, journal and overrides with the browser through the loopback bridge', async () => {
    const { petstore, bridge } = await startDev()
    const created = await fetch(`${bridge}/v1/pets`, {
      method: 'POST',
      headers: { ...KEY, Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Biscuit', categoryId: 1 }),
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    const pets = (await (
      await fetch(`${BASE}/pets?sort=-id&limit=1`, { headers: KEY })
    ).json()) as {
      name: string
    }[]
    expect(pets.map((pet) => pet.name)).toEqual(['Biscuit'])
    expect(
      petstore.hasReceived('createPet', { body: { name: 'Biscuit', categoryId: 1 } }).pass,
    ).toBe(true)
    petstore.server.use(petstore.reply('listPets', { status: 503 }))
    expect((await fetch(`${bridge}/v1/pets`, { headers: KEY })).status).toBe(503)
  })

  it('answers a preflight from the dev server page and refuses pages on other origins', async () => {
    const { bridge } = await startDev()
    const preflight = await fetch(`${bridge}/v1/pets`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type',
    )
    const stranger = await fetch(`${bridge}/v1/pets`, {
      headers: { ...KEY, Origin: 'https://evil.example' },
    })
    expect(stranger.status).toBe(403)
    expect(await stranger.json()).toMatchObject({ code: 'forbidden', status: 403 })
  })

  it('answers a path outside the API with the 404 Error object', async () => {
    const { bridge } = await startDev()
    const response = await fetch(`${bridge}/elsewhere`, { headers: KEY })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'not_found', status: 404 })
  })

  it('names the variable and the option when the port is taken', async () => {
    const { bridge } = await startDev()
    running?.close()
    running = undefined
    const port = Number(new URL(bridge).port)
    const { createServer } = await import('node:net')
    const holder = createServer().listen(port, '127.0.0.1')
    await new Promise((resolve) => holder.once('listening', resolve))
    try {
      await expect(registerPetstore({ baseUrl: BASE, port })).rejects.toThrow(
        `port ${port} is taken (another next dev, or petstore-mock serve?): set NEXT_PUBLIC_PETSTORE_MOCK_PORT`,
      )
    } finally {
      holder.close()
    }
  })
})

describe('registerPetstore under next start', () => {
  it('starts nothing and says so once, naming the opt-in', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const before = globalThis.fetch
    expect(await registerPetstore({ baseUrl: BASE })).toBeUndefined()
    expect(await registerPetstore({ baseUrl: BASE })).toBeUndefined()
    expect(globalThis.fetch).toBe(before)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalledWith(
      '[petstore-mock] off: next build and next start run without the mock (set PETSTORE_MOCK=on to keep it).',
    )
  })
})
