import { afterEach, describe, expect, it, vi } from 'vitest'
import { scenarios } from '../factories/scenarios'
import { resolvers } from '../handlers'
import { createPetstore, type Petstore } from '../petstore'
import { handlePetstoreRequest } from '../runtime/pipeline'
import { createDurableStore, type DurableStore } from './durable-store'
import { openSavedStore } from './saved-store'
import { readSnapshot } from './snapshot'

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

const started: DurableStore[] = []
afterEach(() => {
  for (const durable of started.splice(0)) durable.detach()
})

function start(options: { storage?: Storage; channel?: string }) {
  const durable = createDurableStore({
    seed: scenarios.default,
    debounceMs: 5,
    ...(options.storage && { saved: openSavedStore('store', options.storage) }),
    ...(options.channel && { channel: options.channel }),
  })
  const petstore = createPetstore({
    baseUrl: 'http://shop.test/api/v1',
    scenario: durable.scenario,
  })
  const replaced = vi.fn()
  durable.attach(petstore, replaced)
  started.push(durable)
  return { durable, petstore, replaced }
}

function createPet(petstore: Petstore, name: string) {
  return handlePetstoreRequest(
    new Request('http://shop.test/api/v1/pets', {
      method: 'POST',
      headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, categoryId: 1 }),
    }),
    petstore.context,
    resolvers,
  )
}

const petNames = (petstore: Petstore) => [...petstore.db.pets.values()].map((p) => p.name)

describe('the durable store', () => {
  it('saves after a write and restores that store, ids included, instead of seeding', async () => {
    const storage = new MemoryStorage()
    const first = start({ storage })
    await first.petstore.ready
    expect((await createPet(first.petstore, 'Biscuit')).status).toBe(201)
    await vi.waitFor(() => expect(storage.getItem('store')).toContain('Biscuit'))

    const second = start({ storage })
    await second.petstore.ready
    expect(readSnapshot(second.petstore.db)).toEqual(readSnapshot(first.petstore.db))
    const next = await second.petstore.db.createPet({ name: 'Next', categoryId: 1 })
    expect(next.id).toBe(50)
  })

  it('does not save after a refused write', async () => {
    const storage = new MemoryStorage()
    const { petstore } = start({ storage })
    await petstore.ready
    const refused = await handlePetstoreRequest(
      new Request('http://shop.test/api/v1/pets', {
        method: 'POST',
        headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: '' }),
      }),
      petstore.context,
      resolvers,
    )
    expect(refused.status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(storage.getItem('store')).toBeNull()
  })

  it('seeds anew when the saved store cannot be restored', async () => {
    const storage = new MemoryStorage()
    const broken = readSnapshot(createPetstore({ scenario: 'empty' }).db)
    broken.orders.push({
      id: 1,
      petId: 7,
      quantity: 1,
      shipDate: '2026-01-01T00:00:00Z',
      complete: false,
    })
    broken.nextIds.order = 2
    storage.setItem('store', JSON.stringify(broken))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { petstore } = start({ storage })
    await petstore.ready
    expect(petstore.db.pets.size).toBe(48)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be restored'),
      expect.anything(),
    )
    warn.mockRestore()
  })

  it('shares writes with the other tabs on its channel', async () => {
    const channel = `petstore-test-${Math.random()}`
    const tab1 = start({ channel })
    const tab2 = start({ channel })
    await Promise.all([tab1.petstore.ready, tab2.petstore.ready])
    await createPet(tab1.petstore, 'Echo')
    await vi.waitFor(() => expect(petNames(tab2.petstore)).toContain('Echo'))
    expect(tab2.replaced).toHaveBeenCalledWith('sync')
    // The tab that wrote is not told its own change came back.
    expect(tab1.replaced).not.toHaveBeenCalled()
    expect(readSnapshot(tab2.petstore.db)).toEqual(readSnapshot(tab1.petstore.db))
  })
})
