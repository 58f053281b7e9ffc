import { beforeEach, describe, expect, it } from 'vitest'
import { createTestKit } from './kit'

describe('snapshot and restore', () => {
  const petstore = createTestKit()
  const { db, given } = petstore

  beforeEach(() => petstore.reset())

  it('brings back every record of the seeded store, ids, stock and statuses included', async () => {
    const before = await petstore.snapshot()
    const rex = await given.pet({ stock: 2 })
    await given.order({ petId: rex.id, complete: true })
    await db.cancelOrder(
      (await db.listOrders({ limit: 1, offset: 0, complete: false })).items[0]!.id,
    )
    await db.setStock(1, 0)
    await petstore.restore(before)
    expect(await petstore.snapshot()).toEqual(before)
  })

  it('is a copy: changing the store afterwards does not change it', async () => {
    const before = await petstore.snapshot()
    await db.updatePet(1, { name: 'Renamed', categoryId: 1 })
    expect(before.pets[0]?.name).not.toBe('Renamed')
  })
})

describe('restore into a store with deleted records', () => {
  const petstore = createTestKit({ scenario: 'empty' })
  const { db, given } = petstore

  beforeEach(() => petstore.reset())

  it('keeps the ids of the records after a gap', async () => {
    const [first, second, third] = await given.pets(3)
    await db.deletePet(second!.id)
    const before = await petstore.snapshot()
    await petstore.restore(before)
    expect((await petstore.snapshot()).pets.map((p) => p.id)).toEqual([first!.id, third!.id])
    expect(await petstore.snapshot()).toEqual(before)
    expect((await given.pet({ categoryId: first!.categoryId })).id).toBe(4)
  })

  it('keeps completed orders whose pet was deleted since', async () => {
    const order = await given.order({ complete: true })
    await db.deletePet(order.petId)
    await given.order()
    const before = await petstore.snapshot()
    await petstore.restore(before)
    expect(await petstore.snapshot()).toEqual(before)
  })

  it('keeps open orders counted, so their pet still cannot be deleted', async () => {
    const order = await given.order()
    await petstore.restore(await petstore.snapshot())
    await expect(db.deletePet(order.petId)).rejects.toThrow('has 1 incomplete order')
  })

  it('restores pets whose status was set by hand against their stock', async () => {
    const pet = await given.pet({ stock: 3 })
    await db.updatePet(pet.id, { name: pet.name, categoryId: pet.categoryId, status: 'sold' })
    const before = await petstore.snapshot()
    await petstore.restore(before)
    expect(await db.getInventory(pet.id)).toEqual({ petId: pet.id, quantity: 3, status: 'sold' })
  })

  it('restores an empty store', async () => {
    await given.order()
    const empty = {
      categories: [],
      pets: [],
      inventory: [],
      orders: [],
      nextIds: { category: 1, pet: 1, order: 1 },
    }
    await petstore.restore(empty)
    expect(await petstore.snapshot()).toEqual(empty)
  })
})
