import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPetstoreServer, startPetstoreServer, type PetstoreServer } from 'petstore-mock/node'

const BASE = 'https://one.test/v1'
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }
const started: PetstoreServer[] = []
const keep = (petstore: PetstoreServer) => (started.push(petstore), petstore)

afterEach(() => {
  for (const petstore of started.splice(0)) petstore.close()
  vi.restoreAllMocks()
})

async function addPet(name: string): Promise<number> {
  const response = await fetch(`${BASE}/pets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, categoryId: 1 }),
  })
  return response.status
}

describe('one mock in a process', () => {
  it('refuses a second mock listening for the same API, naming the way out', () => {
    keep(createPetstoreServer({ baseUrl: BASE })).listen()
    const second = keep(createPetstoreServer({ baseUrl: BASE }))
    expect(() => second.listen()).toThrow(
      /another mock already answers https:\/\/one\.test\/v1 in this process.*petstore\.close\(\).*startPetstoreServer\(\)/,
    )
  })

  it('lets a second mock listen once the first is closed', async () => {
    const first = createPetstoreServer({ baseUrl: BASE })
    first.listen()
    first.close()
    keep(createPetstoreServer({ baseUrl: BASE })).listen()
    expect(await addPet('Rex')).toBe(201)
  })

  it('refuses a mock of another API too, since msw would send the first one to the network', () => {
    keep(createPetstoreServer({ baseUrl: '/v1' })).listen()
    expect(() => keep(createPetstoreServer({ baseUrl: BASE })).listen()).toThrow(
      'another mock already answers /v1',
    )
  })

  it('gives a file evaluated again the running mock, with the pets it stored', async () => {
    const first = keep(startPetstoreServer({ baseUrl: BASE, seed: 3 }))
    expect(await addPet('Biscuit')).toBe(201)
    // A dev server evaluates the server entry again after an edit: a fresh module, same process.
    vi.resetModules()
    const again = await import('petstore-mock/node')
    const second = again.startPetstoreServer({ baseUrl: BASE, seed: 3 })
    expect(second).toBe(first)
    const newest = await (await fetch(`${BASE}/pets?sort=-id&limit=1`, { headers })).json()
    expect(newest).toMatchObject([{ name: 'Biscuit' }])
  })

  it('says so when the file evaluated again brings other options, and keeps the running store', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = keep(startPetstoreServer({ baseUrl: BASE, seed: 3 }))
    expect(startPetstoreServer({ baseUrl: BASE, seed: 4 })).toBe(first)
    expect(warn).toHaveBeenCalledWith(
      '[petstore-mock] the mock for https://one.test/v1 is already running, started with other options: it keeps its store and its options (restart the process to apply the new ones).',
    )
  })
})
