/**
 * Orders over HTTP: list, place and read, with paging, validation and the business errors
 * openapi.yaml documents. Every test arranges its own data on an empty store.
 */
import { describe, expect, it } from 'vitest'
import { useEmptyStore, idsOf } from '../../test/support/arrange'
import {
  expectEmptyList,
  expectError,
  expectValidationError,
  linksOf,
  pageOf,
  type Order,
} from '../../test/support/responses'

const TWO_DAYS_LATER = '2026-11-24T12:00:00.000Z'

const { api, store } = useEmptyStore()
const { addPet, placeOrder, inventoryOf, statusOf } = store

describe('listOrders (GET /store/orders)', () => {
  it('returns an empty array with a total count of 0 when there are no orders', async () => {
    expectEmptyList(await api.get('/store/orders'))
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
