import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { StoreSnapshotError } from '../db/snapshot'
import { createPetstoreServer } from '../entries/node'
import { createPetstore, extendPetstore } from './petstore'
import { createApiClient } from '../conformance/client'

const BASE = 'http://lifecycle.test/api/v1'
const api = createApiClient({ baseUrl: BASE })

async function freshStore(options: Parameters<typeof createPetstore>[0] = {}): Promise<string> {
  const petstore = createPetstore(options)
  await petstore.ready
  return JSON.stringify(await petstore.db.export())
}

const totalOf = (headers: Headers) => Number(headers.get('x-total-count'))

describe('the commonest Vitest pattern: beforeAll(listen) + beforeEach(reset), seed 4', () => {
  const petstore = createPetstoreServer({ baseUrl: BASE, seed: 4 })
  beforeAll(() => petstore.listen())
  // The first reset runs while the first seeding is still running.
  beforeEach(() => petstore.reset())
  afterAll(() => petstore.close())

  it('starts the first test from the whole seeded store', async () => {
    const listed = await api.get('/pets')
    expect(listed.status).toBe(200)
    expect(totalOf(listed.headers)).toBe(48)
    expect(JSON.stringify(await petstore.db.export())).toBe(await freshStore({ seed: 4 }))
  })

  it('lets a test create a category, which the next test no longer sees', async () => {
    const created = await api.post('/categories', { name: 'Axolotls' })
    expect(created.status).toBe(201)
    expect(petstore.requests.length).toBe(1)
  })

  it('answers the same create again after the reset, instead of 409 category_exists', async () => {
    const created = await api.post('/categories', { name: 'Axolotls' })
    expect(created.status).toBe(201)
    expect([...petstore.requests].map((entry) => entry.status)).toEqual([201])
  })
})

describe('store replacements racing requests', () => {
  const petstore = createPetstoreServer({ baseUrl: BASE, seed: 4 })
  beforeAll(() => petstore.listen())
  beforeEach(() => petstore.reset())
  afterAll(() => petstore.close())

  it('shares one reset among several overlapping calls, each ending on the seeded store', async () => {
    await api.post('/categories', { name: 'Axolotls' })
    await Promise.all([petstore.reset(), petstore.reset(), petstore.reset(), petstore.reset()])
    expect(JSON.stringify(await petstore.db.export())).toBe(await freshStore({ seed: 4 }))
    expect(petstore.requests.length).toBe(0)
  })

  it('never shows a request an empty store while a reset runs, and ends on the seeded one', async () => {
    const before = Array.from({ length: 12 }, () => api.get('/pets', { query: { limit: 1 } }))
    const writes = Array.from({ length: 6 }, (_, i) =>
      api.post('/pets', { name: `Racer ${i}`, categoryId: 1 }),
    )
    const reset = petstore.reset()
    const after = Array.from({ length: 12 }, () => api.get('/pets', { query: { limit: 1 } }))
    await reset
    const store = JSON.stringify(await petstore.db.export())
    const reads = await Promise.all([...before, ...after])
    expect((await Promise.all(writes)).map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201])
    for (const read of reads) {
      expect(read.status).toBe(200)
      expect(totalOf(read.headers)).toBeGreaterThanOrEqual(48)
    }
    // The writes that were in flight finished on the old store; the reset then put back the seed.
    expect(store).toBe(await freshStore({ seed: 4 }))
    // Requests sent during the reset waited for it, and saw the seeded store.
    for (const read of reads.slice(before.length)) expect(totalOf(read.headers)).toBe(48)
  })

  it('never shows a request a half-built store while setScenario runs', async () => {
    const reads = Array.from({ length: 10 }, () => api.get('/pets', { query: { limit: 1 } }))
    const switched = petstore.setScenario('large', 300)
    reads.push(...Array.from({ length: 10 }, () => api.get('/pets', { query: { limit: 1 } })))
    await switched
    const totals = (await Promise.all(reads)).map((read) => totalOf(read.headers))
    for (const total of totals) expect([48, 300]).toContain(total)
    expect(totals.slice(10)).toEqual(Array(10).fill(300))
    await petstore.setScenario('default')
  })

  it('rejects only the call that failed and keeps serving the store it had', async () => {
    const before = JSON.stringify(await petstore.db.export())
    const failing = petstore.setScenario(async (db) => {
      await db.createCategory({ name: 'Half' })
      throw new Error('the seeding broke')
    })
    const reset = petstore.reset()
    await expect(failing).rejects.toThrow('the seeding broke')
    await reset
    expect((await api.get('/pets')).status).toBe(200)
    expect(JSON.stringify(await petstore.db.export())).toBe(before)
    await petstore.setScenario('default')
  })

  it('refuses a bad snapshot with a readable error and leaves the store whole', async () => {
    const before = JSON.stringify(await petstore.db.export())
    const broken = { ...(await petstore.snapshot()), nextIds: { category: 1, pet: 1, order: 1 } }
    const refused = await petstore.restore(broken).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(StoreSnapshotError)
    expect((refused as Error).message).toContain('nextIds.category must be greater than')
    expect(JSON.stringify(await petstore.db.export())).toBe(before)
    expect((await api.get('/pets')).status).toBe(200)
  })

  it('keeps the store across close() and listen()', async () => {
    await api.post('/categories', { name: 'Kept' })
    const before = JSON.stringify(await petstore.db.export())
    petstore.close()
    petstore.listen()
    expect(JSON.stringify(await petstore.db.export())).toBe(before)
    const listed = await api.get<Array<{ name: string }>>('/categories', { query: { limit: 50 } })
    expect(listed.body.map((c) => c.name)).toContain('Kept')
  })
})

describe('reset by copy', () => {
  it('gives the bytes of a fresh seed after writes, deletes and orders', async () => {
    const petstore = createPetstore({ seed: 9 })
    await petstore.ready
    const { db } = petstore
    const ferrets = await db.createCategory({ name: 'Ferrets' })
    const bolt = await db.createPet({ name: 'Bolt', categoryId: ferrets.id })
    await db.setStock(bolt.id, 4)
    await db.placeOrder({ petId: bolt.id, quantity: 2 })
    await db.updatePet(1, { name: 'Renamed', categoryId: ferrets.id, status: 'sold' })
    await petstore.reset()
    expect(JSON.stringify(await db.export())).toBe(await freshStore({ seed: 9 }))
    // A second round proves the kept snapshot was not changed by the first.
    await db.createPet({ name: 'Again', categoryId: 1 })
    await petstore.reset()
    expect(JSON.stringify(await db.export())).toBe(await freshStore({ seed: 9 }))
  })

  it('gives the bytes of a fresh large store', async () => {
    const petstore = createPetstore({ scenario: 'large', size: 500 })
    await petstore.ready
    await petstore.db.deletePet(3)
    await petstore.reset()
    expect(JSON.stringify(await petstore.db.export())).toBe(
      await freshStore({ scenario: 'large', size: 500 }),
    )
  })

  it('goes back to the scenario set last', async () => {
    const petstore = createPetstore({ seed: 2 })
    await petstore.setScenario('empty')
    await petstore.db.createCategory({ name: 'Lone' })
    await petstore.reset()
    expect(JSON.stringify(await petstore.db.export())).toBe(
      await freshStore({ seed: 2, scenario: 'empty' }),
    )
  })
})

describe('snapshot and restore', () => {
  it('bring back the records, ids and counters, and tell listeners why', async () => {
    const petstore = createPetstore()
    const reasons: string[] = []
    petstore.onStoreReplaced((reason) => reasons.push(reason))
    const saved = await petstore.snapshot()
    await petstore.db.createCategory({ name: 'Later' })
    await petstore.restore(JSON.parse(JSON.stringify(saved)))
    expect(await petstore.snapshot()).toEqual(saved)
    await petstore.restore(saved, { reason: 'sync' })
    await petstore.reset()
    expect(reasons).toEqual(['seed', 'restore', 'sync', 'reset'])
  })

  it('restores a scenario store without changing what reset goes back to', async () => {
    const petstore = createPetstore()
    await petstore.restore(petstore.scenarioStore('empty'))
    expect((await petstore.snapshot()).pets).toEqual([])
    await petstore.reset()
    expect((await petstore.snapshot()).pets).toHaveLength(48)
  })
})

describe('misused options', () => {
  it('are TypeErrors naming the option', () => {
    expect(() => createPetstore({ faultRate: 2 })).toThrow(
      new TypeError('faultRate must be a number from 0 to 1, got 2'),
    )
    expect(() => createPetstore({ scenario: 'huge' as 'large' })).toThrow(
      /^scenario must be one of default, empty, large, got "huge"$/,
    )
    expect(() => createPetstore({ baseUrl: 'api/v1' })).toThrow(/^baseUrl must be/)
    expect(() => createPetstore({ journalSize: -1 })).toThrow(/^journalSize must be/)
    expect(() => createPetstore({ latency: 'fast' as 'slow' })).toThrow(/^latency must be/)
    expect(() => createPetstore({ now: 'tomorrow' })).toThrow(/^now must be an ISO 8601 date/)
    expect(() => createPetstore().configure({ faultRate: -1 })).toThrow(/^faultRate must be/)
  })

  it('reject the call when a scenario is unknown', async () => {
    const petstore = createPetstore()
    await expect(petstore.setScenario('huge' as 'large')).rejects.toThrow(TypeError)
    await expect(petstore.setScenario('large', 0)).rejects.toThrow(/^size must be/)
  })
})

describe('entries built on the core', () => {
  it('keep the core untouched and its getters live', async () => {
    const core = createPetstore()
    const entry = extendPetstore(core, { extra: 1 })
    expect('extra' in core).toBe(false)
    entry.configure({ faultRate: 0.5 })
    expect(entry.settings.faultRate).toBe(0.5)
    expect(Object.getOwnPropertyDescriptor(entry, 'settings')?.get).toBeTypeOf('function')
    await expect(entry.ready).resolves.toBeUndefined()
    // Methods are closures, not `this`-bound, so they can be passed around: beforeEach(petstore.reset).
    const { reset } = entry
    await expect(reset()).resolves.toBeUndefined()
  })
})
