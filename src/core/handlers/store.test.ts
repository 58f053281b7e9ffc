/**
 * The Store tag over HTTP: inventory and orders, and the state rules of openapi.yaml
 * (stock, pending, sold, cancel) followed end to end. Every test arranges its own data.
 */
import { describe, expect, it } from 'vitest'
import type { ApiResponse } from '../../testing/client'
import { useTestMock } from '../../../test/support/mock'
import {
  expectError,
  expectValidationError,
  linksOf,
  pageOf,
  type Pet,
  type PetStatus,
  type InventoryItem,
  type Order,
} from '../../../test/support/responses'

const NOW = '2026-11-22T12:00:00.000Z'
const TWO_DAYS_LATER = '2026-11-24T12:00:00.000Z'

const { petstore, api } = useTestMock({ scenario: 'empty', now: NOW })

// Arrangement helpers

/** A pet in a fresh category, with its stock set when `stock` is given. */
async function addPet(
  options: { name?: string; status?: PetStatus; stock?: number } = {},
): Promise<Pet> {
  const categoryName = `Category ${petstore.db.categories.size + 1}`
  const category = await petstore.db.createCategory({ name: categoryName })
  const pet = await petstore.db.createPet({
    name: options.name ?? 'Rex',
    categoryId: category.id,
    status: options.status ?? 'available',
  })
  if (options.stock !== undefined) await petstore.db.setStock(pet.id, options.stock)
  return petstore.db.getPet(pet.id)
}

async function placeOrder(petId: number, quantity = 1): Promise<Order> {
  const res = await api.post<Order>('/store/orders', { petId, quantity })
  expect(res.status).toBe(201)
  return res.body
}

// Reading what a user sees

async function inventoryOf(petId: number): Promise<InventoryItem> {
  const res = await api.get<InventoryItem>(`/store/inventory/${petId}`)
  expect(res.status).toBe(200)
  return res.body
}

async function statusOf(petId: number): Promise<PetStatus | undefined> {
  const res = await api.get<Pet>(`/pets/${petId}`)
  expect(res.status).toBe(200)
  return res.body.status
}

// Assertion helpers

const petIdsOf = (res: ApiResponse) => (res.body as InventoryItem[]).map((item) => item.petId)
const idsOf = (res: ApiResponse) => (res.body as Order[]).map((order) => order.id)

describe('listInventory (GET /store/inventory)', () => {
  it('returns an empty array with a total count of 0 when there are no pets', async () => {
    const res = await api.get<InventoryItem[]>('/store/inventory')

    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    expect(res.headers.get('x-total-count')).toBe('0')
    expect(pageOf(res)).toEqual({ first: 'limit=20&offset=0', last: 'limit=20&offset=0' })
  })

  it('lists one entry per pet sorted by petId, carrying the pet status', async () => {
    const rex = await addPet({ name: 'Rex', stock: 3 })
    const tom = await addPet({ name: 'Tom', status: 'pending' })
    const ace = await addPet({ name: 'Ace', status: 'sold' })

    const res = await api.get<InventoryItem[]>('/store/inventory')

    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      { petId: rex.id, quantity: 3, status: 'available' },
      { petId: tom.id, quantity: 0, status: 'pending' },
      { petId: ace.id, quantity: 0, status: 'sold' },
    ])
    expect(res.headers.get('x-total-count')).toBe('3')
  })

  it('filters by one or several statuses', async () => {
    const rex = await addPet({ status: 'available' })
    const tom = await addPet({ status: 'pending' })
    const ace = await addPet({ status: 'sold' })

    const pending = await api.get('/store/inventory', { query: { status: 'pending' } })
    const availableOrSold = await api.get('/store/inventory', {
      query: { status: ['sold', 'available'] },
    })

    expect(petIdsOf(pending)).toEqual([tom.id])
    expect(pending.headers.get('x-total-count')).toBe('1')
    expect(petIdsOf(availableOrSold)).toEqual([rex.id, ace.id])
    expect(availableOrSold.headers.get('x-total-count')).toBe('2')
  })

  it('pages with limit and offset and links the first, previous, next and last pages', async () => {
    const pets: Pet[] = []
    for (let i = 0; i < 5; i++) pets.push(await addPet({ name: `Pet ${i}` }))

    const res = await api.get('/store/inventory', { query: { limit: 2, offset: 2 } })

    expect(petIdsOf(res)).toEqual([pets[2]?.id, pets[3]?.id])
    expect(res.headers.get('x-total-count')).toBe('5')
    expect(pageOf(res)).toEqual({
      first: 'limit=2&offset=0',
      prev: 'limit=2&offset=0',
      next: 'limit=2&offset=4',
      last: 'limit=2&offset=4',
    })
    for (const link of Object.values(linksOf(res)))
      expect(link.url.pathname).toBe('/api/v1/store/inventory')
  })

  it('keeps the status filter in the paging links', async () => {
    for (let i = 0; i < 3; i++) await addPet({ status: 'sold' })
    await addPet({ status: 'available' })

    const res = await api.get('/store/inventory', { query: { status: 'sold', limit: 1 } })

    expect(res.headers.get('x-total-count')).toBe('3')
    expect(linksOf(res).next?.url.searchParams.getAll('status')).toEqual(['sold'])
    expect(pageOf(res).last).toBe('limit=1&offset=2')
  })

  it.each([
    ['limit', 0],
    ['limit', 101],
    ['offset', -1],
    ['status', 'lost'],
  ])('returns 400 validation_failed when %s is %s', async (name, value) => {
    const res = await api.get('/store/inventory', { query: { [name]: value } })
    expectValidationError(res, new RegExp(`^query\\.${name}`))
  })

  it('returns 401 when the API key is unknown', async () => {
    const res = await api.get('/store/inventory', { key: 'not-a-key' })
    expectError(res, 401, 'unauthorized')
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="petstore"')
  })
})

describe('getInventoryItem (GET /store/inventory/{petId})', () => {
  it('returns the pet inventory entry', async () => {
    const rex = await addPet({ stock: 4 })

    const res = await api.get<InventoryItem>(`/store/inventory/${rex.id}`)

    expect(res.status).toBe(200)
    expect(res.body).toEqual({ petId: rex.id, quantity: 4, status: 'available' })
  })

  it('returns 404 when the pet does not exist', async () => {
    expectError(await api.get('/store/inventory/42'), 404, 'not_found')
  })

  it.each(['abc', '0', '2.0'])('returns 400 with details path.petId for the id %s', async (id) => {
    expectValidationError(await api.get(`/store/inventory/${id}`), 'path.petId')
  })
})

describe('updateInventory (PUT /store/inventory/{petId})', () => {
  it('sets the stock and returns the entry', async () => {
    const rex = await addPet()

    const res = await api.put<InventoryItem>(`/store/inventory/${rex.id}`, { quantity: 5 })

    expect(res.status).toBe(200)
    expect(res.body).toEqual({ petId: rex.id, quantity: 5, status: 'available' })
    expect(await inventoryOf(rex.id)).toEqual(res.body)
  })

  it.each(['pending', 'sold'] as const)(
    'makes a %s pet available when stock goes above 0',
    async (status) => {
      const rex = await addPet({ status })

      const res = await api.put<InventoryItem>(`/store/inventory/${rex.id}`, { quantity: 2 })

      expect(res.body).toEqual({ petId: rex.id, quantity: 2, status: 'available' })
      expect(await statusOf(rex.id)).toBe('available')
    },
  )

  it('makes an available pet pending when stock goes to 0 while it has open orders', async () => {
    const rex = await addPet({ stock: 3 })
    await placeOrder(rex.id, 1)

    const res = await api.put<InventoryItem>(`/store/inventory/${rex.id}`, { quantity: 0 })

    expect(res.body).toEqual({ petId: rex.id, quantity: 0, status: 'pending' })
    expect(await statusOf(rex.id)).toBe('pending')
  })

  it('makes an available pet sold when stock goes to 0 and it has no open orders', async () => {
    const rex = await addPet({ stock: 3 })

    const res = await api.put<InventoryItem>(`/store/inventory/${rex.id}`, { quantity: 0 })

    expect(res.body).toEqual({ petId: rex.id, quantity: 0, status: 'sold' })
    expect(await statusOf(rex.id)).toBe('sold')
  })

  it('counts only incomplete orders as open when stock goes to 0', async () => {
    const rex = await addPet({ stock: 3 })
    const order = await placeOrder(rex.id, 1)
    await api.patch(`/store/orders/${order.id}`, { complete: true })

    const res = await api.put<InventoryItem>(`/store/inventory/${rex.id}`, { quantity: 0 })

    expect(res.body.status).toBe('sold')
  })

  it('leaves a pending or sold pet as it is when stock is set to 0', async () => {
    const tom = await addPet({ status: 'pending' })
    const ace = await addPet({ status: 'sold' })

    const pending = await api.put<InventoryItem>(`/store/inventory/${tom.id}`, { quantity: 0 })
    const sold = await api.put<InventoryItem>(`/store/inventory/${ace.id}`, { quantity: 0 })

    expect(pending.body.status).toBe('pending')
    expect(sold.body.status).toBe('sold')
  })

  it('accepts the stock bounds 0 and 1000000', async () => {
    const rex = await addPet()
    expect((await api.put(`/store/inventory/${rex.id}`, { quantity: 1_000_000 })).status).toBe(200)
    expect((await api.put(`/store/inventory/${rex.id}`, { quantity: 0 })).status).toBe(200)
  })

  it('returns 404 when the pet does not exist', async () => {
    expectError(await api.put('/store/inventory/42', { quantity: 1 }), 404, 'not_found')
  })

  it('returns 404 for a pet that was deleted', async () => {
    const rex = await addPet()
    await api.delete(`/pets/${rex.id}`)

    expectError(await api.put(`/store/inventory/${rex.id}`, { quantity: 3 }), 404, 'not_found')
    expectError(await api.get(`/store/inventory/${rex.id}`), 404, 'not_found')
  })

  it.each([
    ['body.quantity', {}],
    ['body.quantity', { quantity: -1 }],
    ['body.quantity', { quantity: 1_000_001 }],
    ['body.quantity', { quantity: 1.5 }],
    ['body.quantity', { quantity: '3' }],
    ['body.petId', { quantity: 3, petId: 1 }],
    ['body.status', { quantity: 3, status: 'sold' }],
  ])('returns 400 validation_failed with %s for %j', async (path, body) => {
    const rex = await addPet({ stock: 2 })

    const res = await api.put(`/store/inventory/${rex.id}`, body)

    expectValidationError(res, path)
    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 2, status: 'available' })
  })

  it('returns 400 with details path.petId for a malformed id', async () => {
    expectValidationError(await api.put('/store/inventory/x1', { quantity: 1 }), 'path.petId')
  })

  it('returns 403 forbidden for a read-only key', async () => {
    const rex = await addPet()
    const res = await api.put(
      `/store/inventory/${rex.id}`,
      { quantity: 9 },
      { key: 'petstore-readonly-key' },
    )
    expectError(res, 403, 'forbidden')
    expect((await inventoryOf(rex.id)).quantity).toBe(1)
  })
})

describe('listOrders (GET /store/orders)', () => {
  it('returns an empty array with a total count of 0 when there are no orders', async () => {
    const res = await api.get<Order[]>('/store/orders')

    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    expect(res.headers.get('x-total-count')).toBe('0')
    expect(pageOf(res)).toEqual({ first: 'limit=20&offset=0', last: 'limit=20&offset=0' })
  })

  it('lists orders sorted by id with their fields', async () => {
    const rex = await addPet({ stock: 5 })
    const first = await placeOrder(rex.id, 2)
    const second = await placeOrder(rex.id, 1)

    const res = await api.get<Order[]>('/store/orders')

    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      { id: first.id, petId: rex.id, quantity: 2, shipDate: TWO_DAYS_LATER, complete: false },
      { id: second.id, petId: rex.id, quantity: 1, shipDate: TWO_DAYS_LATER, complete: false },
    ])
    expect(res.headers.get('x-total-count')).toBe('2')
  })

  it('filters by petId', async () => {
    const rex = await addPet({ stock: 5 })
    const tom = await addPet({ stock: 5 })
    const a = await placeOrder(rex.id)
    await placeOrder(tom.id)
    const c = await placeOrder(rex.id)

    const res = await api.get('/store/orders', { query: { petId: rex.id } })

    expect(idsOf(res)).toEqual([a.id, c.id])
    expect(res.headers.get('x-total-count')).toBe('2')
  })

  it('filters by complete true and false', async () => {
    const rex = await addPet({ stock: 5 })
    const open = await placeOrder(rex.id)
    const done = await placeOrder(rex.id)
    await api.patch(`/store/orders/${done.id}`, { complete: true })

    const complete = await api.get('/store/orders', { query: { complete: true } })
    const incomplete = await api.get('/store/orders', { query: { complete: false } })

    expect(idsOf(complete)).toEqual([done.id])
    expect(complete.headers.get('x-total-count')).toBe('1')
    expect(idsOf(incomplete)).toEqual([open.id])
    expect(incomplete.headers.get('x-total-count')).toBe('1')
  })

  it('pages with limit and offset and links the first, previous, next and last pages', async () => {
    const rex = await addPet({ stock: 10 })
    const orders: Order[] = []
    for (let i = 0; i < 6; i++) orders.push(await placeOrder(rex.id))

    const res = await api.get('/store/orders', { query: { petId: rex.id, limit: 4, offset: 4 } })

    expect(idsOf(res)).toEqual([orders[4]?.id, orders[5]?.id])
    expect(res.headers.get('x-total-count')).toBe('6')
    expect(pageOf(res)).toEqual({
      first: 'limit=4&offset=0',
      prev: 'limit=4&offset=0',
      last: 'limit=4&offset=4',
    })
    expect(linksOf(res).first?.url.searchParams.get('petId')).toBe(String(rex.id))
  })

  it.each([
    ['complete', 'yes'],
    ['petId', 0],
    ['petId', 'rex'],
    ['limit', 0],
    ['limit', 101],
    ['offset', -1],
  ])('returns 400 validation_failed when %s is %s', async (name, value) => {
    const res = await api.get('/store/orders', { query: { [name]: value } })
    expectValidationError(res, `query.${name}`)
  })
})

describe('createOrder (POST /store/orders)', () => {
  it('returns 201 with an incomplete order, a default ship date and its Location', async () => {
    const rex = await addPet({ stock: 3 })

    const res = await api.post<Order>('/store/orders', { petId: rex.id, quantity: 2 })

    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: 1,
      petId: rex.id,
      quantity: 2,
      shipDate: TWO_DAYS_LATER,
      complete: false,
    })
    expect(res.headers.get('location')).toBe('/api/v1/store/orders/1')
    expect((await api.get('/store/orders/1')).body).toEqual(res.body)
  })

  it('keeps a given ship date and accepts complete: false', async () => {
    const rex = await addPet()

    const res = await api.post<Order>('/store/orders', {
      petId: rex.id,
      quantity: 1,
      shipDate: '2026-12-24T09:00:00.000Z',
      complete: false,
    })

    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ shipDate: '2026-12-24T09:00:00.000Z', complete: false })
  })

  it('takes the quantity from stock and keeps the pet available while stock remains', async () => {
    const rex = await addPet({ stock: 5 })

    await placeOrder(rex.id, 2)

    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 3, status: 'available' })
    expect(await statusOf(rex.id)).toBe('available')
  })

  it('makes the pet pending when the order takes the last stock', async () => {
    const rex = await addPet({ stock: 2 })

    await placeOrder(rex.id, 2)

    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 0, status: 'pending' })
    expect(await statusOf(rex.id)).toBe('pending')
  })

  it.each(['pending', 'sold'] as const)(
    'returns 409 pet_not_available for a %s pet',
    async (status) => {
      const rex = await addPet({ status })

      const res = await api.post('/store/orders', { petId: rex.id, quantity: 1 })

      expectError(res, 409, 'pet_not_available')
      expect((await api.get('/store/orders')).body).toEqual([])
    },
  )

  it('returns 409 pet_not_available once an order took the last stock', async () => {
    const rex = await addPet({ stock: 1 })
    await placeOrder(rex.id, 1)

    expectError(
      await api.post('/store/orders', { petId: rex.id, quantity: 1 }),
      409,
      'pet_not_available',
    )
  })

  it('returns 409 insufficient_stock when more is ordered than is in stock, and takes nothing', async () => {
    const rex = await addPet({ stock: 2 })

    const res = await api.post('/store/orders', { petId: rex.id, quantity: 3 })

    expectError(res, 409, 'insufficient_stock')
    expect(await inventoryOf(rex.id)).toEqual({ petId: rex.id, quantity: 2, status: 'available' })
    expect((await api.get('/store/orders')).body).toEqual([])
  })

  it('returns 422 unknown_pet when the pet does not exist', async () => {
    const res = await api.post('/store/orders', { petId: 42, quantity: 1 })

    expectError(res, 422, 'unknown_pet')
    expect((await api.get('/store/orders')).body).toEqual([])
  })

  it('returns 422 unknown_pet for a pet that was deleted', async () => {
    const rex = await addPet()
    await api.delete(`/pets/${rex.id}`)

    expectError(await api.post('/store/orders', { petId: rex.id, quantity: 1 }), 422, 'unknown_pet')
  })

  it.each([
    ['body.petId', { quantity: 1 }],
    ['body.quantity', { petId: 1 }],
    ['body.quantity', { petId: 1, quantity: 0 }],
    ['body.quantity', { petId: 1, quantity: 1001 }],
    ['body.quantity', { petId: 1, quantity: 1.5 }],
    ['body.petId', { petId: 0, quantity: 1 }],
    ['body.shipDate', { petId: 1, quantity: 1, shipDate: 'next tuesday' }],
    ['body.complete', { petId: 1, quantity: 1, complete: true }],
  ])('returns 400 validation_failed with %s for %j', async (path, body) => {
    await addPet({ stock: 5 })

    const res = await api.post('/store/orders', body)

    expectValidationError(res, path)
    expect((await api.get('/store/orders')).body).toEqual([])
  })

  it('rejects a read-only id in the body', async () => {
    const rex = await addPet()
    const res = await api.post('/store/orders', { id: 7, petId: rex.id, quantity: 1 })
    const body = expectValidationError(res, 'body.id')
    expect(body.details).toContainEqual({
      path: 'body.id',
      message: 'id is not a field of this request',
    })
    expect((await inventoryOf(rex.id)).quantity).toBe(1)
  })

  it('rejects unknown properties', async () => {
    const rex = await addPet()
    const res = await api.post('/store/orders', { petId: rex.id, quantity: 1, gift: true })
    expectValidationError(res, 'body.gift')
  })

  it('returns 403 forbidden for a read-only key and takes no stock', async () => {
    const rex = await addPet()
    const res = await api.post(
      '/store/orders',
      { petId: rex.id, quantity: 1 },
      { key: 'petstore-readonly-key' },
    )
    expectError(res, 403, 'forbidden')
    expect((await inventoryOf(rex.id)).quantity).toBe(1)
  })
})

describe('getOrderById (GET /store/orders/{orderId})', () => {
  it('returns the order', async () => {
    const rex = await addPet({ stock: 3 })
    const order = await placeOrder(rex.id, 3)

    const res = await api.get<Order>(`/store/orders/${order.id}`)

    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      id: order.id,
      petId: rex.id,
      quantity: 3,
      shipDate: TWO_DAYS_LATER,
      complete: false,
    })
  })

  it('returns 404 when the order does not exist', async () => {
    expectError(await api.get('/store/orders/5'), 404, 'not_found')
  })

  it.each(['one', '0', '+1'])('returns 400 with details path.orderId for the id %s', async (id) => {
    expectValidationError(await api.get(`/store/orders/${id}`), 'path.orderId')
  })
})

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
