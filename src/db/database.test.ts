/**
 * The db layer's state machine: pets and inventory, placing, updating and cancelling orders.
 */
import { describe, it, expect } from 'vitest'
import { ApiError } from '../contract/errors'
import { setup, state } from '../../test/support/db-arrange'

describe('PetstoreDatabase pets and inventory', () => {
  it('creates an inventory entry with stock 1 for a new available pet', async () => {
    const { db, categoryId } = await setup()
    const pet = await db.createPet({ name: 'Rex', categoryId, status: 'available' })
    expect(await db.getInventory(pet.id)).toEqual({
      petId: pet.id,
      quantity: 1,
      status: 'available',
    })
  })

  it('defaults a new pet to available with stock 1', async () => {
    const { db, categoryId } = await setup()
    const pet = await db.createPet({ name: 'Rex', categoryId })
    expect(pet.status).toBe('available')
    expect(await db.getInventory(pet.id)).toEqual({
      petId: pet.id,
      quantity: 1,
      status: 'available',
    })
  })

  it('creates an inventory entry with stock 0 for a new pending pet', async () => {
    const { db, categoryId } = await setup()
    const pet = await db.createPet({ name: 'Tom', categoryId, status: 'pending' })
    expect(await db.getInventory(pet.id)).toEqual({ petId: pet.id, quantity: 0, status: 'pending' })
  })

  it('creates an inventory entry with stock 0 for a new sold pet', async () => {
    const { db, categoryId } = await setup()
    const pet = await db.createPet({ name: 'Tom', categoryId, status: 'sold' })
    expect(await db.getInventory(pet.id)).toEqual({ petId: pet.id, quantity: 0, status: 'sold' })
  })

  it('refuses a pet whose category does not exist', async () => {
    const { db } = await setup()
    await expect(db.createPet({ name: 'Rex', categoryId: 99 })).rejects.toMatchObject({
      code: 'unknown_category',
      status: 422,
    })
    expect(db.pets.size).toBe(0)
    expect(db.inventory.size).toBe(0)
  })

  it('answers not_found for a pet that does not exist', async () => {
    const { db } = await setup()
    await expect(db.getPet(42)).rejects.toMatchObject({ code: 'not_found', status: 404 })
    await expect(db.getInventory(42)).rejects.toMatchObject({ code: 'not_found', status: 404 })
  })

  it('mirrors a status set by hand with updatePet into the inventory entry', async () => {
    const { db, categoryId, petId } = await setup({ stock: 3 })
    for (const status of ['sold', 'pending', 'available'] as const) {
      const pet = await db.updatePet(petId, { name: 'Rex', categoryId, status })
      expect(pet.status).toBe(status)
      expect(await db.getInventory(petId)).toEqual({ petId, quantity: 3, status })
    }
  })

  it('replaces every field on updatePet, defaulting the status to available', async () => {
    const { db, petId } = await setup({ status: 'sold' })
    const cats = await db.createCategory({ name: 'Cats' })
    const pet = await db.updatePet(petId, { name: 'Felix', categoryId: cats.id })
    expect(pet).toEqual({ id: petId, name: 'Felix', categoryId: cats.id, status: 'available' })
    expect((await db.getInventory(petId)).status).toBe('available')
  })

  it('refuses updatePet with an unknown category and leaves the pet as it was', async () => {
    const { db, categoryId, petId } = await setup({})
    await expect(
      db.updatePet(petId, { name: 'Rex', categoryId: 99, status: 'sold' }),
    ).rejects.toMatchObject({
      code: 'unknown_category',
      status: 422,
    })
    expect(await db.getPet(petId)).toEqual({
      id: petId,
      name: 'Rex',
      categoryId,
      status: 'available',
    })
    // The category is still counted as in use.
    await expect(db.deleteCategory(categoryId)).rejects.toMatchObject({ code: 'category_in_use' })
  })

  it('refuses updatePet of a pet that does not exist', async () => {
    const { db, categoryId } = await setup()
    await expect(db.updatePet(7, { name: 'Rex', categoryId })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    })
  })
})

describe('PetstoreDatabase placeOrder', () => {
  it('takes the ordered quantity from stock and keeps the pet available while stock remains', async () => {
    const { db, petId } = await setup({ stock: 5 })
    const order = await db.placeOrder({ petId, quantity: 2 })
    expect(order).toMatchObject({ petId, quantity: 2, complete: false })
    expect(await state(db, petId)).toEqual({
      status: 'available',
      stock: 3,
      inventoryStatus: 'available',
    })
    expect(db.openOrderCount(petId)).toBe(1)
  })

  it('makes the pet pending when stock reaches 0', async () => {
    const { db, petId } = await setup({ stock: 2 })
    await db.placeOrder({ petId, quantity: 2 })
    expect(await state(db, petId)).toEqual({
      status: 'pending',
      stock: 0,
      inventoryStatus: 'pending',
    })
  })

  it('sets a default ship date two days after the clock', async () => {
    const { db, petId } = await setup({})
    const order = await db.placeOrder({ petId, quantity: 1 })
    expect(order.shipDate).toBe('2026-01-03T00:00:00.000Z')
  })

  it('keeps a given ship date', async () => {
    const { db, petId } = await setup({})
    const order = await db.placeOrder({ petId, quantity: 1, shipDate: '2026-10-02T09:00:00.000Z' })
    expect(order.shipDate).toBe('2026-10-02T09:00:00.000Z')
  })

  it('refuses a pending pet with pet_not_available', async () => {
    const { db, petId } = await setup({ status: 'pending' })
    await expect(db.placeOrder({ petId, quantity: 1 })).rejects.toMatchObject({
      code: 'pet_not_available',
      status: 409,
    })
  })

  it('refuses a sold pet with pet_not_available', async () => {
    const { db, petId } = await setup({ status: 'sold' })
    const attempt = db.placeOrder({ petId, quantity: 1 })
    await expect(attempt).rejects.toBeInstanceOf(ApiError)
    await expect(attempt).rejects.toMatchObject({ code: 'pet_not_available', status: 409 })
    expect(db.orders.size).toBe(0)
  })

  it('refuses an order larger than the stock with insufficient_stock and changes nothing', async () => {
    const { db, petId } = await setup({ stock: 3 })
    await expect(db.placeOrder({ petId, quantity: 4 })).rejects.toMatchObject({
      code: 'insufficient_stock',
      status: 409,
    })
    expect(await state(db, petId)).toEqual({
      status: 'available',
      stock: 3,
      inventoryStatus: 'available',
    })
    expect(db.orders.size).toBe(0)
    expect(db.openOrderCount(petId)).toBe(0)
  })

  it('refuses an available pet with stock 0 with insufficient_stock', async () => {
    const { db, categoryId, petId } = await setup({ status: 'sold' })
    await db.updatePet(petId, { name: 'Rex', categoryId, status: 'available' })
    await expect(db.placeOrder({ petId, quantity: 1 })).rejects.toMatchObject({
      code: 'insufficient_stock',
      status: 409,
    })
  })

  it('refuses an unknown pet with unknown_pet', async () => {
    const { db } = await setup()
    await expect(db.placeOrder({ petId: 99, quantity: 1 })).rejects.toMatchObject({
      code: 'unknown_pet',
      status: 422,
    })
  })
})

describe('PetstoreDatabase updateOrder', () => {
  it('completes an order', async () => {
    const { db, petId } = await setup({ stock: 3 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    const done = await db.updateOrder(order.id, { complete: true })
    expect(done).toEqual({ ...order, complete: true })
    expect(db.openOrderCount(petId)).toBe(0)
  })

  it('moves the ship date of an incomplete order', async () => {
    const { db, petId } = await setup({ stock: 3 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    const moved = await db.updateOrder(order.id, { shipDate: '2027-01-01T00:00:00.000Z' })
    expect(moved).toEqual({ ...order, shipDate: '2027-01-01T00:00:00.000Z' })
    expect(db.openOrderCount(petId)).toBe(1)
  })

  it('makes completing one-way: a complete order cannot be reopened', async () => {
    const { db, petId } = await setup({ stock: 3 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    await db.updateOrder(order.id, { complete: true })
    await expect(db.updateOrder(order.id, { complete: false })).rejects.toMatchObject({
      code: 'order_completed',
      status: 409,
    })
    expect((await db.getOrder(order.id)).complete).toBe(true)
  })

  it('refuses any change to a complete order, including completing it again or moving its ship date', async () => {
    const { db, petId } = await setup({ stock: 3 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    const done = await db.updateOrder(order.id, { complete: true })
    await expect(db.updateOrder(order.id, { complete: true })).rejects.toMatchObject({
      code: 'order_completed',
      status: 409,
    })
    await expect(
      db.updateOrder(order.id, { shipDate: '2030-01-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({
      code: 'order_completed',
      status: 409,
    })
    expect(await db.getOrder(order.id)).toEqual(done)
  })

  it('makes the pet sold when completion leaves stock 0 and no open order', async () => {
    const { db, petId } = await setup({ stock: 1 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    expect((await state(db, petId)).status).toBe('pending')
    await db.updateOrder(order.id, { complete: true })
    expect(await state(db, petId)).toEqual({ status: 'sold', stock: 0, inventoryStatus: 'sold' })
  })

  it('keeps the pet pending when completing one order while another is still open', async () => {
    const { db, petId } = await setup({ stock: 2 })
    const first = await db.placeOrder({ petId, quantity: 1 })
    const second = await db.placeOrder({ petId, quantity: 1 })
    await db.updateOrder(first.id, { complete: true })
    expect(await state(db, petId)).toEqual({
      status: 'pending',
      stock: 0,
      inventoryStatus: 'pending',
    })
    await db.updateOrder(second.id, { complete: true })
    expect(await state(db, petId)).toEqual({ status: 'sold', stock: 0, inventoryStatus: 'sold' })
  })

  it('keeps the pet available when completion leaves stock above 0', async () => {
    const { db, petId } = await setup({ stock: 3 })
    const order = await db.placeOrder({ petId, quantity: 2 })
    await db.updateOrder(order.id, { complete: true })
    expect(await state(db, petId)).toEqual({
      status: 'available',
      stock: 1,
      inventoryStatus: 'available',
    })
  })

  it('does not sell the pet when only the ship date changes', async () => {
    const { db, petId } = await setup({ stock: 1 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    await db.updateOrder(order.id, { shipDate: '2027-01-01T00:00:00.000Z' })
    expect((await state(db, petId)).status).toBe('pending')
  })

  it('answers not_found for an order that does not exist', async () => {
    const { db } = await setup()
    await expect(db.updateOrder(5, { complete: true })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    })
  })
})

describe('PetstoreDatabase cancelOrder', () => {
  it('returns the quantity to stock and makes a pending pet available again', async () => {
    const { db, petId } = await setup({ stock: 2 })
    const order = await db.placeOrder({ petId, quantity: 2 })
    await db.cancelOrder(order.id)
    expect(await state(db, petId)).toEqual({
      status: 'available',
      stock: 2,
      inventoryStatus: 'available',
    })
    expect(db.openOrderCount(petId)).toBe(0)
    await expect(db.getOrder(order.id)).rejects.toMatchObject({ code: 'not_found', status: 404 })
  })

  it('returns the quantity to stock of a pet that stayed available', async () => {
    const { db, petId } = await setup({ stock: 5 })
    const order = await db.placeOrder({ petId, quantity: 2 })
    await db.cancelOrder(order.id)
    expect(await state(db, petId)).toEqual({
      status: 'available',
      stock: 5,
      inventoryStatus: 'available',
    })
  })

  it('keeps a pet that was marked sold by hand sold, with the stock returned', async () => {
    const { db, categoryId, petId } = await setup({ stock: 1 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    await db.updatePet(petId, { name: 'Rex', categoryId, status: 'sold' })
    await db.cancelOrder(order.id)
    expect(await state(db, petId)).toEqual({ status: 'sold', stock: 1, inventoryStatus: 'sold' })
  })

  it('refuses to cancel a complete order with order_completed', async () => {
    const { db, petId } = await setup({ stock: 1 })
    const order = await db.placeOrder({ petId, quantity: 1 })
    await db.updateOrder(order.id, { complete: true })
    await expect(db.cancelOrder(order.id)).rejects.toMatchObject({
      code: 'order_completed',
      status: 409,
    })
    expect(await state(db, petId)).toEqual({ status: 'sold', stock: 0, inventoryStatus: 'sold' })
    expect((await db.getOrder(order.id)).complete).toBe(true)
  })

  it('answers not_found for an order that does not exist', async () => {
    const { db } = await setup()
    await expect(db.cancelOrder(3)).rejects.toMatchObject({ code: 'not_found', status: 404 })
  })

  it('lets the pet be ordered again after the cancellation', async () => {
    const { db, petId } = await setup({ stock: 1 })
    const first = await db.placeOrder({ petId, quantity: 1 })
    await db.cancelOrder(first.id)
    const second = await db.placeOrder({ petId, quantity: 1 })
    expect(second.id).toBeGreaterThan(first.id)
    expect((await state(db, petId)).status).toBe('pending')
  })
})
