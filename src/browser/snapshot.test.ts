import { describe, expect, it } from 'vitest'
import { PetstoreDatabase } from '../db/database'
import { createPetstore } from '../petstore'
import { trackNextIds } from './next-ids'
import { isStoreSnapshot, readSnapshot, restoreSnapshot, takeSnapshot } from './snapshot'

async function busyStore() {
  const petstore = createPetstore({ seed: 3 })
  const ids = trackNextIds(petstore.db)
  await petstore.ready
  const { db } = petstore
  const ferrets = await db.createCategory({ name: 'Ferrets', description: 'Curious.' })
  const spare = await db.createCategory({ name: 'Spare' })
  await db.deleteCategory(spare.id)
  const bolt = await db.createPet({ name: 'Bolt', categoryId: ferrets.id })
  await db.setStock(bolt.id, 3)
  const first = await db.placeOrder({ petId: bolt.id, quantity: 1 })
  const second = await db.placeOrder({ petId: bolt.id, quantity: 2 })
  await db.updateOrder(first.id, { complete: true })
  const third = await db.placeOrder({ petId: 1, quantity: 1 }).catch(() => undefined)
  if (third) await db.cancelOrder(third.id)
  const gone = await db.createPet({ name: 'Gone', categoryId: ferrets.id, status: 'sold' })
  await db.deletePet(gone.id)
  return { petstore, ids, bolt, second }
}

describe('store snapshots', () => {
  it('restore every record with its id, and the next ids, after creates and deletes', async () => {
    const { petstore, ids } = await busyStore()
    const snapshot = await takeSnapshot(petstore.db, ids.current)
    const copy = new PetstoreDatabase()
    await restoreSnapshot(copy, JSON.parse(JSON.stringify(snapshot)))
    expect(readSnapshot(copy, snapshot.nextIds)).toEqual(snapshot)
    // The deleted newest pet's id is not handed out again.
    const next = await copy.createPet({ name: 'Next', categoryId: 1 })
    expect(next.id).toBe(snapshot.nextIds.pet)
    expect(snapshot.nextIds.pet).toBeGreaterThan(Math.max(...snapshot.pets.map((p) => p.id)) + 1)
  })

  it('rebuild the indexes, so the state rules hold on the restored store', async () => {
    const { petstore, ids, bolt, second } = await busyStore()
    const copy = new PetstoreDatabase()
    await restoreSnapshot(copy, await takeSnapshot(petstore.db, ids.current))
    expect(copy.openOrderCount(bolt.id)).toBe(1)
    await expect(copy.deletePet(bolt.id)).rejects.toMatchObject({ code: 'pet_has_open_orders' })
    await expect(
      copy.deleteCategory((await copy.getPet(bolt.id)).categoryId),
    ).rejects.toMatchObject({ code: 'category_in_use' })
    await expect(copy.createCategory({ name: 'ferrets' })).rejects.toMatchObject({
      code: 'category_exists',
    })
    await copy.updateOrder(second.id, { complete: true })
    expect((await copy.getPet(bolt.id)).status).toBe('sold')
  })

  it('restore the empty store', async () => {
    const empty = createPetstore({ scenario: 'empty' })
    await empty.ready
    const snapshot = await takeSnapshot(empty.db)
    const copy = new PetstoreDatabase()
    await copy.createCategory({ name: 'Leftover' })
    await restoreSnapshot(copy, snapshot)
    expect(readSnapshot(copy)).toEqual(snapshot)
  })

  it('refuse a snapshot whose records lie beyond its next ids', async () => {
    const snapshot = readSnapshot(new PetstoreDatabase())
    snapshot.categories.push({ id: 4, name: 'Late' })
    await expect(restoreSnapshot(new PetstoreDatabase(), snapshot)).rejects.toThrow(/category id 4/)
  })

  it('recognise only well-formed snapshots', () => {
    expect(isStoreSnapshot(readSnapshot(new PetstoreDatabase()))).toBe(true)
    expect(isStoreSnapshot(null)).toBe(false)
    expect(isStoreSnapshot({ version: 2 })).toBe(false)
    expect(
      isStoreSnapshot({
        version: 1,
        categories: [],
        pets: [],
        inventory: [],
        orders: [],
        nextIds: { category: 0, pet: 1, order: 1 },
      }),
    ).toBe(false)
  })
})
