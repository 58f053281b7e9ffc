/**
 * Every write to one record checks in one order (RFC 9110 §13.2.2): missing is 404, a version the
 * preconditions refuse is 412, and only then the write's own 409, so a client holding a stale
 * version learns that first, whatever else stands in the way.
 */
import { describe, expect, it } from 'vitest'
import { etagOf } from '../contract/etag'
import { setup } from '../../test/support/db-arrange'

const stale = { ifMatch: '"stale"' }

describe('a write to one record', () => {
  it('answers 404 for a missing record before it reads the preconditions', async () => {
    const { db } = await setup()
    await expect(db.deletePet(99, stale)).rejects.toMatchObject({ status: 404 })
    await expect(db.cancelOrder(99, { ifNoneMatch: '*' })).rejects.toMatchObject({ status: 404 })
  })

  it('answers 412 to a stale version before the 409 the write would meet', async () => {
    const { db, categoryId } = await setup()
    const pet = await db.createPet({ name: 'Rex', categoryId })
    const order = await db.placeOrder({ petId: pet.id, quantity: 1 })
    await db.updateOrder(order.id, { complete: true })
    const refusals = [
      () => db.deletePet(pet.id, stale),
      () => db.deleteCategory(categoryId, stale),
      () => db.updateOrder(order.id, { complete: true }, stale),
      () => db.cancelOrder(order.id, stale),
      () => db.setStock(pet.id, 2_000_000, stale),
    ]
    for (const refusal of refusals) {
      await expect(refusal()).rejects.toMatchObject({ code: 'precondition_failed' })
    }
  })

  it('meets the 409 with the current version, and changes nothing', async () => {
    const { db, categoryId } = await setup()
    const pet = await db.createPet({ name: 'Rex', categoryId })
    await db.placeOrder({ petId: pet.id, quantity: 1 })
    const current = { ifMatch: etagOf(await db.getPet(pet.id)) }
    await expect(db.deletePet(pet.id, current)).rejects.toMatchObject({
      code: 'pet_has_open_orders',
      status: 409,
    })
    await expect(db.getPet(pet.id)).resolves.toMatchObject({ name: 'Rex' })
  })
})
