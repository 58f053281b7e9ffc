import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StorePatch } from '../../../db/database'
import { storeEnvelope } from '../../../db/snapshot'
import { createPetstore, type Petstore } from '../../../controller/petstore'
import { createApiClient } from '../../../conformance/client'
import { attachDurableStore, type DurableStore } from './durable'
import { memoryBackend, openSavedStore, type StoreBackend } from './saved'
import { createWorkerStatus } from '../worker-status'

const BASE = 'http://shop.test/api/v1'
const started: DurableStore[] = []
afterEach(() => {
  for (const durable of started.splice(0)) durable.detach()
})

async function start(backend: StoreBackend) {
  // As the browser entry does: a write is answered once IndexedDB has taken the save holding it.
  const petstore = createPetstore(
    { baseUrl: BASE },
    {
      observe: async (request, answer) => {
        const response = await answer()
        if (response.ok && request.method !== 'GET') await durable.commit()
        return response
      },
    },
  )
  const status = createWorkerStatus({ tab: 'off', persist: 'loading' })
  const durable = attachDurableStore(petstore, {
    saved: openSavedStore('store', backend),
    status,
    debounceMs: 5,
  })
  started.push(durable)
  await petstore.ready
  await durable.load()
  return { durable, petstore, status, api: apiOf(petstore) }
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

// `count` writes, each saved before the next: stock of pet 3 set to 1, 2, … (modulo 50).
async function saveStockChanges(petstore: Petstore, durable: DurableStore, count: number) {
  for (let i = 1; i <= count; i++) {
    await petstore.db.setStock(3, i % 50)
    await durable.commit()
  }
}

// What a new tab would load from the backend: the snapshot with its patches applied.
const savedNames = async (backend: StoreBackend) =>
  JSON.stringify(await openSavedStore('store', backend).load())

describe('the durable store', () => {
  it('has a write saved by the time it is answered, and a new tab restores it, ids included', async () => {
    const backend = memoryBackend()
    const first = await start(backend)
    expect((await first.api.post('/pets', { name: 'Biscuit', categoryId: 1 })).status).toBe(201)
    expect(await savedNames(backend)).toContain('Biscuit')
    expect(backend.snapshots.get('store')).toMatchObject({
      format: 'petstore-mock/store',
      version: 1,
    })
    expect(first.status.value.persist).toBe('saved')

    const second = await start(backend)
    expect(await second.petstore.snapshot()).toEqual(await first.petstore.snapshot())
    const next = await second.api.post<{ id: number }>('/pets', { name: 'Next', categoryId: 1 })
    expect(next.body.id).toBe(50)
  })

  it('saves a burst of writes in a few saves, none lost', async () => {
    const backend = memoryBackend()
    const writes = [vi.spyOn(backend, 'writeSnapshot'), vi.spyOn(backend, 'appendPatch')]
    const { api } = await start(backend)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.post('/pets', { name: `Burst ${i}`, categoryId: 1 }),
      ),
    )
    expect(answers.every((answer) => answer.status === 201)).toBe(true)
    const names = await savedNames(backend)
    for (let i = 0; i < 30; i++) expect(names).toContain(`Burst ${i}`)
    expect(writes[0]!.mock.calls.length + writes[1]!.mock.calls.length).toBeLessThan(30)
  })

  it('does not save after a refused write', async () => {
    const backend = memoryBackend()
    const { api } = await start(backend)
    expect((await api.post('/pets', { name: 'Nameless' })).status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(backend.snapshots.has('store')).toBe(false)
    expect(backend.patches.has('store')).toBe(false)
  })

  it('saves writes made straight on the database too, after a short pause', async () => {
    const backend = memoryBackend()
    const { petstore } = await start(backend)
    await petstore.db.createCategory({ name: 'Scripted' })
    await expect.poll(() => savedNames(backend)).toContain('Scripted')
  })

  it('saves the seeded store after a reset', async () => {
    const backend = memoryBackend()
    const { petstore, api } = await start(backend)
    await api.post('/pets', { name: 'Gone soon', categoryId: 1 })
    await petstore.reset()
    await expect.poll(() => savedNames(backend)).not.toContain('Gone soon')
    expect(backend.snapshots.has('store')).toBe(true)
    expect(backend.patches.has('store')).toBe(false)
  })

  it('refuses a damaged saved store with a notice naming the problem, and keeps the seed', async () => {
    const backend = memoryBackend()
    const seeded = await createPetstore().snapshot()
    const broken = structuredClone(seeded) as { orders: Array<{ petId: number }> }
    const open = seeded.orders.findIndex((order) => !order.complete)
    broken.orders[open]!.petId = 4242
    await backend.writeSnapshot('store', storeEnvelope(broken as never))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { petstore, status } = await start(backend)
    expect(await petstore.snapshot()).toEqual(seeded)
    expect(status.value.persist).toBe('failed')
    expect(status.value.notice).toContain('The saved store was refused')
    expect(status.value.notice).toContain(`dump.orders[${open}].petId an open order must name`)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The saved store was refused'))
    warn.mockRestore()
  })

  it('refuses a store saved in an older format version', async () => {
    const backend = memoryBackend()
    const seeded = await createPetstore().snapshot()
    await backend.writeSnapshot('store', { ...storeEnvelope(seeded), version: 0 })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { status } = await start(backend)
    expect(status.value.notice).toContain('version')
    warn.mockRestore()
  })

  it('refuses a store an older version left in localStorage, once, with a notice', async () => {
    const legacy = new Map([['store', '{"format":"petstore-mock/store"}']])
    const storage = {
      getItem: (key: string) => legacy.get(key) ?? null,
      removeItem: (key: string) => void legacy.delete(key),
    }
    const saved = openSavedStore('store', memoryBackend(), storage)
    const found = await saved.load()
    expect(found).toMatchObject({ kind: 'refused' })
    expect(String((found as { error: Error }).error.message)).toContain(
      'older version in localStorage',
    )
    expect(await saved.load()).toEqual({ kind: 'empty' })
  })

  it('says a save failed in its status and still answers the write', async () => {
    const backend = memoryBackend()
    const quota = () => Promise.reject(new Error('QuotaExceededError: the quota has been exceeded'))
    backend.writeSnapshot = backend.appendPatch = quota
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { api, status } = await start(backend)
    expect((await api.post('/pets', { name: 'Unsaved', categoryId: 1 })).status).toBe(201)
    expect(status.value.persist).toBe('failed')
    expect(status.value.notice).toBe('Not saved: QuotaExceededError: the quota has been exceeded')
    warn.mockRestore()
  })

  it('saves a write on a saved store as a patch of what it touched, not the whole store', async () => {
    const backend = memoryBackend()
    const first = await start(backend)
    await first.api.post('/pets', { name: 'Biscuit', categoryId: 1 })
    const snapshot = JSON.stringify(backend.snapshots.get('store'))
    const second = await start(backend)
    expect((await second.api.put('/store/inventory/2', { quantity: 7 })).status).toBe(200)
    expect(JSON.stringify(backend.snapshots.get('store'))).toBe(snapshot)
    const [patch] = backend.patches.get('store') as StorePatch[]
    expect(patch!.put).toEqual({
      categories: [],
      pets: [],
      inventory: [expect.objectContaining({ petId: 2, quantity: 7 })],
      orders: [],
    })
    const third = await start(backend)
    expect((await third.api.get<{ quantity: number }>('/store/inventory/2')).body.quantity).toBe(7)
    expect(await savedNames(backend)).toContain('Biscuit')
  })

  it('writes the whole store again once 200 patches lie on it, and loses none of them', async () => {
    const backend = memoryBackend()
    const { petstore, durable } = await start(backend)
    await saveStockChanges(petstore, durable, 210)
    // The compaction runs on its own, once the page is idle.
    await until(() => (backend.patches.get('store') ?? []).length < 200)
    const again = await start(backend)
    expect((await again.petstore.db.getInventory(3)).quantity).toBe(210 % 50)
  })

  it('drops a compaction still waiting for idle time once the tab lets go of the store', async () => {
    const backend = memoryBackend()
    const { petstore, durable } = await start(backend)
    // The first save writes the snapshot; the next 200 are patches, and the last makes one due.
    await saveStockChanges(petstore, durable, 201)
    const snapshot = JSON.stringify(backend.snapshots.get('store'))
    durable.detach()
    await new Promise((resolve) => setTimeout(resolve, 20))
    // Another tab may hold the store by now: this one's copy must not land on top of it.
    expect(JSON.stringify(backend.snapshots.get('store'))).toBe(snapshot)
    expect(backend.patches.get('store')).toHaveLength(200)
  })

  it('refuses a damaged patch with a notice, and starts from the scenario', async () => {
    const backend = memoryBackend()
    const seeded = await createPetstore().snapshot()
    await backend.writeSnapshot('store', storeEnvelope(seeded))
    await backend.appendPatch('store', 0, { put: { pets: 'nope' } })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { petstore, status } = await start(backend)
    expect(await petstore.snapshot()).toEqual(seeded)
    expect(status.value.notice).toContain('patches[0].put')
    warn.mockRestore()
  })
})

// A backend whose commits finish only when the test says, as IndexedDB's finish a moment after
// it takes a write.
function slowCommits() {
  const backend = memoryBackend()
  const pending: Array<{ finish: () => void; fail: (error: Error) => void }> = []
  const hold =
    <A extends unknown[]>(write: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      await write(...args)
      const committed = new Promise<void>((resolve, reject) => {
        pending.push({ finish: resolve, fail: reject })
      })
      return { committed }
    }
  backend.writeSnapshot = hold(backend.writeSnapshot.bind(backend))
  backend.appendPatch = hold(backend.appendPatch.bind(backend))
  return { backend, pending }
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 1))
}

describe('the durable store and the commit in flight', () => {
  it('answers a write once IndexedDB has taken it, without waiting for its commit', async () => {
    const { backend, pending } = slowCommits()
    const { api, status } = await start(backend)
    expect((await api.post('/pets', { name: 'Quick', categoryId: 1 })).status).toBe(201)
    // Taken (the first save writes the whole store) and not yet committed.
    expect(JSON.stringify(backend.snapshots.get('store'))).toContain('Quick')
    expect(pending).toHaveLength(1)
    pending.shift()!.finish()
    await until(() => status.value.persist === 'saved')
  })

  it('resolves settled() only once the commit is done', async () => {
    const { backend, pending } = slowCommits()
    const { durable, petstore } = await start(backend)
    await petstore.db.createCategory({ name: 'Axolotls' })
    let settled = false
    const waiting = durable.settled().then(() => (settled = true))
    await until(() => pending.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(settled).toBe(false)
    pending.shift()!.finish()
    await waiting
    expect(settled).toBe(true)
  })

  it('starts the next save only after the last one committed, and rewrites the whole store after a failed commit', async () => {
    const { backend, pending } = slowCommits()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { api, status } = await start(backend)
    expect((await api.post('/pets', { name: 'First', categoryId: 1 })).status).toBe(201)
    const second = api.post('/pets', { name: 'Second', categoryId: 1 })
    await new Promise((resolve) => setTimeout(resolve, 10))
    // The second write waits behind the first one's commit: nothing is written on top of it.
    expect(pending).toHaveLength(1)
    expect(backend.patches.get('store')).toBeUndefined()
    pending.shift()!.fail(new Error('QuotaExceededError: the disk is full'))
    expect((await second).status).toBe(201)
    expect(status.value.notice).toBe('Not saved: QuotaExceededError: the disk is full')
    // What failed may be missing on disk, so the next save writes the whole store, not a patch.
    expect(backend.patches.get('store')).toBeUndefined()
    expect(JSON.stringify(backend.snapshots.get('store'))).toContain('Second')
    pending.shift()!.finish()
    await until(() => status.value.persist === 'saved')
    warn.mockRestore()
  })
})
