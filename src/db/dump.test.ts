import { describe, expect, it } from 'vitest'
import { createPetstore } from '../petstore'

describe('export and import', () => {
  it('brings back exactly the exported state, ids and id counters included', async () => {
    const petstore = createPetstore({ seed: 3 })
    await petstore.ready
    const db = petstore.db
    const saved = await db.export()
    const pet = await db.createPet({ name: 'Later', categoryId: 1 })
    await db.deletePet(pet.id)
    await db.createCategory({ name: 'Ferrets' })
    await db.import(saved)
    expect(await db.export()).toEqual(saved)
    const next = await db.createPet({ name: 'Next', categoryId: 1 })
    expect(next.id).toBe(saved.nextIds.pet)
  })

  it('rebuilds the indexes, so lists, names and open orders answer as before', async () => {
    const petstore = createPetstore({ seed: 4 })
    await petstore.ready
    const db = petstore.db
    const before = await db.listPets({ status: ['pending'], sort: 'name', limit: 100, offset: 0 })
    const saved = await db.export()
    await db.clear()
    await db.import(saved)
    expect(await db.listPets({ status: ['pending'], sort: 'name', limit: 100, offset: 0 })).toEqual(
      before,
    )
    await expect(db.createCategory({ name: 'dogs' })).rejects.toMatchObject({
      code: 'category_exists',
    })
    const open = saved.orders.find((o) => !o.complete)
    if (open) expect(db.openOrderCount(open.petId)).toBeGreaterThan(0)
  })
})
