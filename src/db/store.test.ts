import { describe, expect, it } from 'vitest'
import { createFaker } from '../factories/faker'
import { scenarios } from '../factories/scenarios'
import { defaultStore } from '../factories/generated/default-store'
import { PetstoreDatabase } from './database'
import { Store } from './store'

const ALL = { limit: 1_000_000, offset: 0 }

async function seeded(size = 200) {
  const db = new PetstoreDatabase({ now: () => new Date('2026-01-01T00:00:00.000Z') })
  await scenarios.large(db, { faker: createFaker(2), size })
  return db
}

describe('import and export', () => {
  it('restores an exported snapshot again and again, unchanged by the writes in between', async () => {
    const db = await seeded()
    const snapshot = await db.export()
    const before = JSON.stringify(snapshot)
    for (let round = 0; round < 3; round++) {
      await db.import(snapshot)
      expect(await db.export()).toEqual(snapshot)
      const pet = db.pets.get(5)
      await db.updatePet(5, { name: `Changed ${round}`, categoryId: 1, status: 'sold' })
      await db.deletePet((await db.createPet({ name: 'Brief', categoryId: 2 })).id)
      await db.createCategory({ name: `New ${round}` })
      expect(db.pets.get(5)).not.toEqual(pet)
    }
    expect(JSON.stringify(snapshot)).toBe(before)
    await db.import(snapshot)
    expect(JSON.stringify(await db.export())).toBe(before)
  })

  it('gives a deep-frozen dump that shares no object with the store', async () => {
    const db = await seeded(40)
    const dump = await db.export()
    expect(Object.isFrozen(dump)).toBe(true)
    expect(Object.isFrozen(dump.pets)).toBe(true)
    expect(Object.isFrozen(dump.pets[0])).toBe(true)
    await db.import(dump)
    for (const pet of dump.pets) expect(db.pets.get(pet.id)).not.toBe(pet)
    // The imported store's lists, counters and indexes answer as the original did.
    const next = await db.createPet({ name: 'Next', categoryId: 1 })
    expect(next.id).toBe(dump.nextIds.pet)
  })

  it('rebuilds a plain dump (e.g. parsed from JSON) to the same store', async () => {
    const db = await seeded()
    const snapshot = await db.export()
    const copy = new PetstoreDatabase()
    await copy.import(JSON.parse(JSON.stringify(snapshot)))
    expect(await copy.export()).toEqual(snapshot)
    for (const query of [
      { status: ['pending' as const], sort: '-name' as const, ...ALL },
      { name: 'a', status: ['sold' as const], ...ALL },
    ]) {
      expect(await copy.listPets(query)).toEqual(await db.listPets(query))
    }
  })

  it('builds the prebuilt default store unchecked to the same store, whose writes are still checked', async () => {
    const trusted = await Store.sealTrusted(defaultStore)
    expect(trusted).toEqual((await Store.fromSnapshot(defaultStore)).snapshot())
    const db = new PetstoreDatabase()
    await db.import(trusted)
    await expect(db.createPet({ name: '', categoryId: 1 })).rejects.toMatchObject({
      code: 'validation_failed',
    })
  })

  it('refuses a broken dump with a readable 400 and keeps the store it had', async () => {
    const db = await seeded(30)
    const before = await db.export()
    const broken = JSON.parse(JSON.stringify(before))
    broken.pets.push({ id: 999, name: '', categoryId: 1, status: 'available' })
    await expect(db.import(broken)).rejects.toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: expect.stringContaining('name'),
    })
    const orphan = JSON.parse(JSON.stringify(before))
    orphan.inventory.pop()
    await expect(db.import(orphan)).rejects.toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/no inventory entry for pet \d+/),
    })
    expect(await db.export()).toEqual(before)
  })

  it('lets a request that arrives during an import see the whole old or the whole new store', async () => {
    const db = await seeded(100)
    const snapshot = await db.export()
    await db.clear()
    const importing = db.import(JSON.parse(JSON.stringify(snapshot)))
    const during = db.listPets({ limit: 1, offset: 0 })
    await importing
    expect((await during).total).toBe(100)
  })
})
