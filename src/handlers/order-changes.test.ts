/**
 * Changing orders over HTTP: update and cancel, and the state rules of openapi.yaml (stock,
 * pending, sold, cancel) followed end to end. Every test arranges its own data.
 */
import { describe, expect, it } from 'vitest'
import { useEmptyStore, idsOf, petIdsOf } from '../../test/support/arrange'
import {
  expectError,
  expectValidationError,
  type Pet,
  type InventoryItem,
  type Order,
} from '../../test/support/responses'

const { api, store } = useEmptyStore()
const { addPet, placeOrder, inventoryOf, statusOf } = store

describe('updateOrder (PATCH /store/orders/{orderId})', () => {
  it('completes an order', async () => {
    const rex = await addPet({ stock: 3 })
    const order = await placeOrder(rex.id)

    const res = await api.patch<Order>(`/store/orders/${order.id}`, { complete: true })

    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ...order, complete: true })
    expect((await api.get(`/store/orders/${order.id}`)).body).toEqual(res.body)
  })

  it('moves the ship date of an incomplete order', async () => {
    const rex = await addPet()
    const order = await placeOrder(rex.id)

    const res = await api.patch<Order>(`/store/orders/${order.id}`, {
      shipDate: '2027-01-05T08:30:00.000Z',
    })

    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ...order, shipDate: '2027-01-05T08:30:00.000Z', complete: false })
  })

  it('makes the pet sold when the last open order completes with stock 0', async () => {
    const rex = await addPet({ stock: 1 })
    const order = await placeOrder(rex.id, 1)

    await api.patch(`/store/orders/${order.id}`, { complete: true })

    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 0, status: 'sold' })
    expect(await statusOf(rex.id)).toBe('sold')
  })

  it('keeps the pet pending while another order is still open', async () => {
    const rex = await addPet({ stock: 2 })
    const first = await placeOrder(rex.id, 1)
    const second = await placeOrder(rex.id, 1)

    await api.patch(`/store/orders/${first.id}`, { complete: true })
    expect(await statusOf(rex.id)).toBe('pending')

    await api.patch(`/store/orders/${second.id}`, { complete: true })
    expect(await statusOf(rex.id)).toBe('sold')
    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 0, status: 'sold' })
  })

  it('keeps the pet available when stock remains after completing', async () => {
    const rex = await addPet({ stock: 3 })
    const order = await placeOrder(rex.id, 1)

    await api.patch(`/store/orders/${order.id}`, { complete: true })

    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 2, status: 'available' })
  })

  it('does not change the pet when only the ship date moves', async () => {
    const rex = await addPet({ stock: 1 })
    const order = await placeOrder(rex.id, 1)

    await api.patch(`/store/orders/${order.id}`, { shipDate: '2027-01-05T08:30:00.000Z' })

    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 0, status: 'pending' })
  })

  it('returns 409 order_completed on any change to a complete order', async () => {
    const rex = await addPet()
    const order = await placeOrder(rex.id)
    const completed = await api.patch<Order>(`/store/orders/${order.id}`, { complete: true })

    expectError(
      await api.patch(`/store/orders/${order.id}`, { complete: true }),
      409,
      'order_completed',
    )
    expectError(
      await api.patch(`/store/orders/${order.id}`, { shipDate: '2027-01-05T08:30:00.000Z' }),
      409,
      'order_completed',
    )
    expect((await api.get(`/store/orders/${order.id}`)).body).toEqual(completed.body)
  })

  it('returns 404 when the order does not exist', async () => {
    expectError(await api.patch('/store/orders/8', { complete: true }), 404, 'not_found')
  })

  it.each([
    ['body', {}],
    ['body.complete', { complete: false }],
    ['body.complete', { complete: 'yes' }],
    ['body.shipDate', { shipDate: 'soon' }],
    ['body.quantity', { quantity: 2 }],
    ['body.id', { id: 2, complete: true }],
  ])('returns 400 validation_failed with %s for %j', async (path, body) => {
    const rex = await addPet()
    const order = await placeOrder(rex.id)

    const res = await api.patch(`/store/orders/${order.id}`, body)

    expectValidationError(res, path)
    expect((await api.get(`/store/orders/${order.id}`)).body).toEqual(order)
  })

  it('returns 400 with details path.orderId for a malformed id', async () => {
    expectValidationError(await api.patch('/store/orders/1a', { complete: true }), 'path.orderId')
  })

  it('returns 403 forbidden for a read-only key', async () => {
    const rex = await addPet()
    const order = await placeOrder(rex.id)
    const res = await api.patch(
      `/store/orders/${order.id}`,
      { complete: true },
      { key: 'petstore-readonly-key' },
    )
    expectError(res, 403, 'forbidden')
    expect((await api.get<Order>(`/store/orders/${order.id}`)).body.complete).toBe(false)
  })
})

describe('cancelOrder (DELETE /store/orders/{orderId})', () => {
  it('returns 204 and the order is gone for good', async () => {
    const rex = await addPet({ stock: 3 })
    const order = await placeOrder(rex.id)
    const other = await placeOrder(rex.id)

    const res = await api.delete(`/store/orders/${order.id}`)

    expect(res.status).toBe(204)
    expect(res.body).toBeUndefined()
    expectError(await api.get(`/store/orders/${order.id}`), 404, 'not_found')
    const list = await api.get('/store/orders')
    expect(idsOf(list)).toEqual([other.id])
    expect(list.headers.get('x-total-count')).toBe('1')
    expectError(await api.delete(`/store/orders/${order.id}`), 404, 'not_found')
  })

  it('returns the quantity to stock', async () => {
    const rex = await addPet({ stock: 5 })
    const order = await placeOrder(rex.id, 2)

    await api.delete(`/store/orders/${order.id}`)

    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 5, status: 'available' })
  })

  it('makes a pending pet available again', async () => {
    const rex = await addPet({ stock: 2 })
    const order = await placeOrder(rex.id, 2)
    expect(await statusOf(rex.id)).toBe('pending')

    await api.delete(`/store/orders/${order.id}`)

    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 2, status: 'available' })
    expect(await statusOf(rex.id)).toBe('available')
  })

  it('lets the pet be deleted once its last open order is cancelled', async () => {
    const rex = await addPet()
    const order = await placeOrder(rex.id)
    expectError(await api.delete(`/pets/${rex.id}`), 409, 'pet_has_open_orders')

    await api.delete(`/store/orders/${order.id}`)

    expect((await api.delete(`/pets/${rex.id}`)).status).toBe(204)
  })

  it('returns 409 order_completed for a complete order and keeps it', async () => {
    const rex = await addPet({ stock: 2 })
    const order = await placeOrder(rex.id)
    await api.patch(`/store/orders/${order.id}`, { complete: true })

    const res = await api.delete(`/store/orders/${order.id}`)

    expectError(res, 409, 'order_completed')
    expect((await api.get<Order>(`/store/orders/${order.id}`)).body.complete).toBe(true)
    expect((await inventoryOf(rex.id)).quantity).toBe(1)
  })

  it('returns 404 when the order does not exist', async () => {
    expectError(await api.delete('/store/orders/3'), 404, 'not_found')
  })

  it('returns 400 with details path.orderId for a malformed id', async () => {
    expectValidationError(await api.delete('/store/orders/abc'), 'path.orderId')
  })

  it('returns 403 forbidden for a read-only key and keeps the order', async () => {
    const rex = await addPet()
    const order = await placeOrder(rex.id)
    expectError(
      await api.delete(`/store/orders/${order.id}`, { key: 'petstore-readonly-key' }),
      403,
      'forbidden',
    )
    expect((await api.get(`/store/orders/${order.id}`)).status).toBe(200)
  })
})

describe('state rules end to end', () => {
  it('follows a pet from available through pending and sold back to available', async () => {
    const category = await api.post<{ id: number }>('/categories', { name: 'Dogs' })
    const created = await api.post<Pet>('/pets', { name: 'Rex', categoryId: category.body.id })
    const petId = created.body.id
    expect(await inventoryOf(petId)).toEqual({ petId, quantity: 1, status: 'available' })

    await api.put(`/store/inventory/${petId}`, { quantity: 2 })
    const first = await placeOrder(petId, 1)
    expect(await inventoryOf(petId)).toEqual({ petId, quantity: 1, status: 'available' })

    const second = await placeOrder(petId, 1)
    expect(await inventoryOf(petId)).toEqual({ petId, quantity: 0, status: 'pending' })

    await api.patch(`/store/orders/${first.id}`, { complete: true })
    expect(await statusOf(petId)).toBe('pending')

    await api.delete(`/store/orders/${second.id}`)
    expect(await inventoryOf(petId)).toEqual({ petId, quantity: 1, status: 'available' })

    const third = await placeOrder(petId, 1)
    expect(await statusOf(petId)).toBe('pending')
    await api.patch(`/store/orders/${third.id}`, { complete: true })
    expect(await inventoryOf(petId)).toEqual({ petId, quantity: 0, status: 'sold' })
    expectError(await api.post('/store/orders', { petId, quantity: 1 }), 409, 'pet_not_available')

    await api.put(`/store/inventory/${petId}`, { quantity: 4 })
    expect(await inventoryOf(petId)).toEqual({ petId, quantity: 4, status: 'available' })
    expect((await placeOrder(petId, 4)).complete).toBe(false)
  })

  it.each(['sold', 'pending', 'available'] as const)(
    'mirrors a status of %s set by hand through PUT /pets in the inventory entry',
    async (status) => {
      const rex = await addPet({ stock: 3, status: status === 'available' ? 'sold' : 'available' })

      const res = await api.put<Pet>(`/pets/${rex.id}`, {
        name: rex.name,
        categoryId: rex.categoryId,
        status,
      })

      expect(res.body.status).toBe(status)
      const entry = await inventoryOf(rex.id)
      expect(entry.status).toBe(status)
      const listed = await api.get<InventoryItem[]>('/store/inventory', { query: { status } })
      expect(petIdsOf(listed)).toEqual([rex.id])
    },
  )

  it('applies the stock rules to a status set by hand', async () => {
    const rex = await addPet({ stock: 3 })
    await api.put(`/pets/${rex.id}`, { name: rex.name, categoryId: rex.categoryId, status: 'sold' })

    expectError(
      await api.post('/store/orders', { petId: rex.id, quantity: 1 }),
      409,
      'pet_not_available',
    )

    const res = await api.put<InventoryItem>(`/store/inventory/${rex.id}`, { quantity: 3 })
    expect(res.body.status).toBe('available')
    expect(await statusOf(rex.id)).toBe('available')
  })

  it('removes the inventory entry with the pet and never brings it back', async () => {
    const rex = await addPet({ name: 'Rex', stock: 2 })
    const tom = await addPet({ name: 'Tom', stock: 1 })

    expect((await api.delete(`/pets/${rex.id}`)).status).toBe(204)
    await api.put(`/store/inventory/${tom.id}`, { quantity: 5 })
    await placeOrder(tom.id, 1)
    const fresh = await api.post<Pet>('/pets', { name: 'Max', categoryId: tom.categoryId })

    expectError(await api.get(`/store/inventory/${rex.id}`), 404, 'not_found')
    expectError(await api.get(`/pets/${rex.id}`), 404, 'not_found')
    const inventory = await api.get<InventoryItem[]>('/store/inventory')
    expect(petIdsOf(inventory)).toEqual([tom.id, fresh.body.id])
    expect(inventory.headers.get('x-total-count')).toBe('2')
    const pets = await api.get<Pet[]>('/pets')
    expect(pets.body.map((p) => p.name)).toEqual(['Tom', 'Max'])
  })

  it('keeps completed orders of a deleted pet in the order list', async () => {
    const rex = await addPet()
    const order = await placeOrder(rex.id)
    await api.patch(`/store/orders/${order.id}`, { complete: true })

    await api.delete(`/pets/${rex.id}`)

    const res = await api.get<Order[]>('/store/orders')
    expect(res.body).toEqual([{ ...order, complete: true }])
  })

  it('does not bring back a cancelled order when more orders are placed', async () => {
    const rex = await addPet({ stock: 3 })
    const cancelled = await placeOrder(rex.id)
    await api.delete(`/store/orders/${cancelled.id}`)

    const next = await placeOrder(rex.id)

    expectError(await api.get(`/store/orders/${cancelled.id}`), 404, 'not_found')
    const list = await api.get<Order[]>('/store/orders')
    expect(list.body).toEqual([next])
    expect(list.headers.get('x-total-count')).toBe('1')
  })
})
