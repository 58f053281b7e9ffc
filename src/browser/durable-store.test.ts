import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeEnvelope } from '../core/db/dump'
import { createPetstore, type Petstore } from '../core/petstore'
import { createApiClient } from '../testing/client'
import { attachDurableStore, type DurableStore } from './durable-store'
import { openSavedStore } from './saved-store'

class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  clear() {
    this.#items.clear()
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.#items.delete(key)
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value)
  }
}

const BASE = 'http://shop.test/api/v1'
const started: DurableStore[] = []
afterEach(() => {
  for (const durable of started.splice(0)) durable.detach()
})

function start(options: { storage?: Storage; channel?: string }) {
  const petstore = createPetstore({ baseUrl: BASE })
  const replaced = vi.fn()
  petstore.onStoreReplaced(replaced)
  const durable = attachDurableStore(petstore, {
    debounceMs: 5,
    ...(options.storage && { saved: openSavedStore('store', options.storage) }),
    ...(options.channel && { channel: options.channel }),
  })
  started.push(durable)
  return { durable, petstore, replaced, api: apiOf(petstore) }
}

// Requests go through the mock's own handler, as the worker would send them.
function apiOf(petstore: Petstore) {
  return createApiClient({
    baseUrl: BASE,
    fetch: async (input, init) => {
      const { getResponse } = await import('msw')
      const response = await getResponse(petstore.handlers, new Request(input, init))
      if (!response) throw new Error('the mock did not answer')
      return response
    },
  })
}

const petNames = async (petstore: Petstore) => (await petstore.snapshot()).pets.map((p) => p.name)

describe('the durable store', () => {
  it('saves after a write and restores that store, ids included, instead of the seed', async () => {
    const storage = new MemoryStorage()
    const first = start({ storage })
    expect((await first.api.post('/pets', { name: 'Biscuit', categoryId: 1 })).status).toBe(201)
    await vi.waitFor(() => expect(storage.getItem('store')).toContain('Biscuit'))
    expect(JSON.parse(storage.getItem('store') ?? '{}')).toMatchObject({
      format: 'petstore-mock/store',
      version: 1,
    })

    const second = start({ storage })
    await second.petstore.ready
    expect(await second.petstore.snapshot()).toEqual(await first.petstore.snapshot())
    expect(second.replaced).toHaveBeenLastCalledWith('restore')
    const next = await second.api.post<{ id: number }>('/pets', { name: 'Next', categoryId: 1 })
    expect(next.body.id).toBe(50)
  })

  it('does not save after a refused write', async () => {
    const storage = new MemoryStorage()
    const { petstore, api } = start({ storage })
    await petstore.ready
    expect((await api.post('/pets', { name: 'Nameless' })).status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(storage.getItem('store')).toBeNull()
  })

  it('saves writes made straight on the database too', async () => {
    const storage = new MemoryStorage()
    const { petstore } = start({ storage })
    await petstore.ready
    await petstore.db.createCategory({ name: 'Scripted' })
    await vi.waitFor(() => expect(storage.getItem('store')).toContain('Scripted'))
  })

  it('saves the seeded store after a reset', async () => {
    const storage = new MemoryStorage()
    const { petstore, api } = start({ storage })
    await api.post('/pets', { name: 'Gone soon', categoryId: 1 })
    await petstore.reset()
    await vi.waitFor(() => expect(storage.getItem('store')).not.toBeNull())
    expect(storage.getItem('store')).not.toContain('Gone soon')
  })

  it('refuses a damaged saved store with a warning naming the problem, and keeps the seed', async () => {
    const storage = new MemoryStorage()
    const seeded = await createPetstore().snapshot()
    const broken = structuredClone(seeded) as { orders: Array<{ petId: number }> }
    const open = seeded.orders.findIndex((order) => !order.complete)
    broken.orders[open]!.petId = 4242
    storage.setItem('store', JSON.stringify(storeEnvelope(broken as never)))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { petstore } = start({ storage })
    await petstore.ready
    expect(await petstore.snapshot()).toEqual(seeded)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not load the saved store'),
      expect.objectContaining({
        message: expect.stringContaining(`dump.orders[${open}].petId an open order must name`),
      }),
    )
    warn.mockRestore()
  })

  it('shares writes with the other tabs on its channel', async () => {
    const channel = `petstore-test-${Math.random()}`
    const tab1 = start({ channel })
    const tab2 = start({ channel })
    await Promise.all([tab1.petstore.ready, tab2.petstore.ready])
    await tab1.api.post('/pets', { name: 'Echo', categoryId: 1 })
    await vi.waitFor(async () => expect(await petNames(tab2.petstore)).toContain('Echo'))
    expect(tab2.replaced).toHaveBeenCalledWith('sync')
    // The tab that wrote is not told its own change came back.
    expect(tab1.replaced).not.toHaveBeenCalledWith('sync')
    expect(await tab2.petstore.snapshot()).toEqual(await tab1.petstore.snapshot())
  })

  it('ignores a message from another tab that is not a store', async () => {
    const channel = `petstore-test-${Math.random()}`
    const tab = start({ channel })
    await tab.petstore.ready
    const before = await tab.petstore.snapshot()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const other = new BroadcastChannel(channel)
    other.postMessage({ type: 'petstore-mock/store', from: 'x', store: { format: 'nope' } })
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    other.close()
    warn.mockRestore()
    expect(await tab.petstore.snapshot()).toEqual(before)
  })
})
