import { describe, it, expect, vi } from 'vitest'
import { PetstoreDatabase } from '../db/database'
import { createPetstore, type Petstore } from '../controller/petstore'
import { createFaker } from './faker'
import { scenarios } from './scenarios'

const ALL = { limit: Number.MAX_SAFE_INTEGER, offset: 0 }

/** Everything in the store, as one JSON string. */
async function dump(petstore: Petstore): Promise<string> {
  await petstore.ready
  const { db } = petstore
  const [categories, pets, inventory, orders] = await Promise.all([
    db.listCategories(ALL),
    db.listPets(ALL),
    db.listInventory(ALL),
    db.listOrders(ALL),
  ])
  return JSON.stringify({ categories, pets, inventory, orders })
}

describe('seeded scenarios', () => {
  it('gives byte-identical data for two stores with the same seed', async () => {
    const a = createPetstore({ seed: 7 })
    const b = createPetstore({ seed: 7 })
    const [left, right] = await Promise.all([dump(a), dump(b)])
    expect(left).toBe(right)
    expect(JSON.stringify([...a.db.pets.values()])).toBe(JSON.stringify([...b.db.pets.values()]))
    expect(JSON.stringify([...a.db.orders.values()])).toBe(
      JSON.stringify([...b.db.orders.values()]),
    )
  })

  it('seeds a store of another seed in a fresh module graph, the seeding loaded on first use', async () => {
    vi.resetModules()
    const fresh = await import('../controller/petstore')
    const [a, b] = [
      fresh.createPetstore({ seed: 7 }),
      fresh.createPetstore({ seed: 7, scenario: 'large', size: 30 }),
    ]
    await Promise.all([a.ready, b.ready])
    expect([a.db.pets.size, b.db.pets.size]).toEqual([48, 30])
    expect(await dump(a)).toBe(await dump(createPetstore({ seed: 7 })))
  })

  it('gives the same data whatever the clock says', async () => {
    const a = createPetstore({ seed: 7, now: '2020-01-01T00:00:00Z' })
    const b = createPetstore({ seed: 7, now: '2030-06-15T12:00:00Z' })
    expect(await dump(a)).toBe(await dump(b))
  })

  it('gives different data for a different seed', async () => {
    const a = createPetstore({ seed: 7 })
    const b = createPetstore({ seed: 8 })
    expect(await dump(a)).not.toBe(await dump(b))
  })

  it('returns to the same seeded state on reset after changes', async () => {
    const petstore = createPetstore({ seed: 7 })
    const before = await dump(petstore)
    const { db } = petstore
    const category = await db.createCategory({ name: 'Ferrets' })
    const pet = await db.createPet({ name: 'Slinky', categoryId: category.id })
    await db.placeOrder({ petId: pet.id, quantity: 1 })
    const firstPet = (await db.listPets({ limit: 1, offset: 0 })).items[0]
    if (firstPet) await db.updatePet(firstPet.id, { ...firstPet, name: 'Renamed', status: 'sold' })
    expect(await dump(petstore)).not.toBe(before)

    await petstore.reset()
    expect(await dump(petstore)).toBe(before)
    // Ids restart too: the next pet gets the same id as in a fresh store.
    const again = await db.createCategory({ name: 'Ferrets' })
    expect(again.id).toBe(category.id)
  })

  it('seeds the default scenario as a believable store', async () => {
    const petstore = createPetstore()
    await petstore.ready
    const { db } = petstore
    const categories = await db.listCategories(ALL)
    const pets = await db.listPets(ALL)
    const orders = await db.listOrders(ALL)

    expect(categories.total).toBeGreaterThanOrEqual(3)
    expect(pets.total).toBeGreaterThanOrEqual(24)
    const statuses = new Set(pets.items.map((p) => p.status))
    expect([...statuses].sort()).toEqual(['available', 'pending', 'sold'])
    expect(orders.items.some((o) => o.complete)).toBe(true)
    expect(orders.items.some((o) => !o.complete)).toBe(true)
    const categoryIds = new Set(categories.items.map((c) => c.id))
    for (const pet of pets.items) expect(categoryIds.has(pet.categoryId)).toBe(true)
  })

  it('seeds the default scenario with every inventory entry carrying its pet status', async () => {
    for (const seed of [1, 7, 42]) {
      const petstore = createPetstore({ seed })
      await petstore.ready
      const { db } = petstore
      const pets = await db.listPets(ALL)
      const inventory = await db.listInventory(ALL)
      expect(inventory.total).toBe(pets.total)
      const statusById = new Map(pets.items.map((p) => [p.id, p.status]))
      for (const item of inventory.items) {
        expect(item.status).toBe(statusById.get(item.petId))
        expect(item.quantity).toBeGreaterThanOrEqual(0)
      }
    }
  })

  it('seeds the default scenario obeying the state rules', async () => {
    const petstore = createPetstore({ seed: 7 })
    await petstore.ready
    const { db } = petstore
    const inventory = await db.listInventory(ALL)
    for (const item of inventory.items) {
      const open = db.openOrderCount(item.petId)
      // Stock left means available; a pending pet has stock 0 and an open order; a sold one has neither.
      if (item.quantity > 0) expect(item.status).toBe('available')
      if (item.status === 'pending') expect([item.quantity, open > 0]).toEqual([0, true])
      if (item.status === 'sold') expect([item.quantity, open]).toEqual([0, 0])
    }
  })

  it('leaves the empty scenario empty', async () => {
    const petstore = createPetstore({ scenario: 'empty' })
    await petstore.ready
    const { db } = petstore
    expect([db.categories.size, db.pets.size, db.inventory.size, db.orders.size]).toEqual([
      0, 0, 0, 0,
    ])
    expect((await db.listPets(ALL)).total).toBe(0)
  })

  it('seeds the large scenario with the requested number of pets', async () => {
    const petstore = createPetstore({ scenario: 'large', size: 500 })
    await petstore.ready
    const { db } = petstore
    expect((await db.listPets(ALL)).total).toBe(500)
    expect(db.inventory.size).toBe(500)
    expect(db.categories.size).toBeGreaterThan(1)
    const statuses = new Set([...db.pets.values()].map((p) => p.status))
    expect([...statuses].sort()).toEqual(['available', 'pending', 'sold'])
    const orders = [...db.orders.values()]
    expect(orders.some((o) => o.complete)).toBe(true)
    expect(orders.some((o) => !o.complete)).toBe(true)
  })

  it('seeds the large scenario obeying the state rules', async () => {
    const petstore = createPetstore({ scenario: 'large', size: 400, seed: 5 })
    await petstore.ready
    const { db } = petstore
    for (const item of db.inventory.values()) {
      const open = db.openOrderCount(item.petId)
      expect(item.status).toBe(db.pets.get(item.petId)?.status)
      if (item.quantity > 0) expect(item.status).toBe('available')
      if (item.status === 'pending') expect([item.quantity, open > 0]).toEqual([0, true])
      if (item.status === 'sold') expect([item.quantity, open]).toEqual([0, 0])
    }
  })

  it('describes each category of the large scenario with animals of that kind', async () => {
    const petstore = createPetstore({ scenario: 'large', size: 10 })
    await petstore.ready
    const descriptions = new Map(
      [...petstore.db.categories.values()].map((c) => [c.name, c.description ?? '']),
    )
    expect(descriptions.get('Amphibians')).toMatch(
      /^(Frog|Toad|Newt|Salamander|Axolotl|Caecilian), (frog|toad|newt|salamander|axolotl|caecilian) and friends\.$/,
    )
    for (const description of descriptions.values()) expect(description).toMatch(/ and friends\.$/)
  })

  it('runs a scenario directly on a database', async () => {
    const db = new PetstoreDatabase()
    await scenarios.large(db, { faker: createFaker(3), size: 20 })
    expect(db.pets.size).toBe(20)
    await scenarios.empty(db, { faker: createFaker(3) })
    expect(db.pets.size).toBe(20)
  })

  it('accepts a custom seeding function', async () => {
    const petstore = createPetstore({
      scenario: async (db) => {
        await db.createCategory({ name: 'Only' })
      },
    })
    await petstore.ready
    expect((await petstore.db.listCategories(ALL)).items.map((c) => c.name)).toEqual(['Only'])
  })
})
