/**
 * The inventory over HTTP: list, read and update stock, and how stock moves a pet's status.
 * Every test arranges its own data on an empty store.
 */
import { describe, expect, it } from 'vitest'
import { useEmptyStore, petIdsOf } from '../../test/support/arrange'
import {
  expectEmptyList,
  expectError,
  expectValidationError,
  linksOf,
  pageOf,
  type Pet,
  type InventoryItem,
} from '../../test/support/responses'

const { api, store } = useEmptyStore()
const { addPet, placeOrder, inventoryOf, statusOf } = store

describe('listInventory (GET /store/inventory)', () => {
  it('returns an empty array with a total count of 0 when there are no pets', async () => {
    expectEmptyList(await api.get('/store/inventory'))
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
