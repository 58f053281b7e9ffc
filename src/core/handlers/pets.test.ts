/**
 * The Pets tag over HTTP: pets and categories, their paging, filters, sorting, validation and
 * the business errors openapi.yaml documents. Every test arranges its own data on an empty store.
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
  type Category,
  type InventoryItem,
  type PetStatus,
} from '../../../test/support/responses'

const NOW = '2026-11-22T12:00:00.000Z'

const { petstore, api } = useTestMock({ scenario: 'empty', now: NOW })

// Arrangement helpers

async function addCategory(name = 'Dogs', description?: string): Promise<Category> {
  return petstore.db.createCategory(description === undefined ? { name } : { name, description })
}

async function addPet(
  name: string,
  categoryId: number,
  status: PetStatus = 'available',
): Promise<Pet> {
  return petstore.db.createPet({ name, categoryId, status })
}

async function addOpenOrder(petId: number, quantity = 1) {
  return petstore.db.placeOrder({ petId, quantity })
}

// Assertion helpers

const idsOf = (res: ApiResponse) => (res.body as Array<{ id: number }>).map((item) => item.id)
const namesOf = (res: ApiResponse) => (res.body as Array<{ name: string }>).map((item) => item.name)

describe('listPets (GET /pets)', () => {
  it('returns an empty array with a total count of 0 when there are no pets', async () => {
    const res = await api.get<Pet[]>('/pets')

    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    expect(res.headers.get('x-total-count')).toBe('0')
    expect(pageOf(res)).toEqual({ first: 'limit=20&offset=0', last: 'limit=20&offset=0' })
  })

  it('lists every pet sorted by id with its fields and the total count', async () => {
    const dogs = await addCategory('Dogs')
    const cats = await addCategory('Cats')
    const rex = await addPet('Rex', dogs.id)
    const tom = await addPet('Tom', cats.id, 'pending')
    const ace = await addPet('Ace', dogs.id, 'sold')

    const res = await api.get<Pet[]>('/pets')

    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      { id: rex.id, name: 'Rex', categoryId: dogs.id, status: 'available' },
      { id: tom.id, name: 'Tom', categoryId: cats.id, status: 'pending' },
      { id: ace.id, name: 'Ace', categoryId: dogs.id, status: 'sold' },
    ])
    expect(res.headers.get('x-total-count')).toBe('3')
  })

  it('filters by a single status', async () => {
    const dogs = await addCategory()
    await addPet('Rex', dogs.id, 'available')
    const tom = await addPet('Tom', dogs.id, 'pending')
    await addPet('Ace', dogs.id, 'sold')

    const res = await api.get<Pet[]>('/pets', { query: { status: 'pending' } })

    expect(res.status).toBe(200)
    expect(idsOf(res)).toEqual([tom.id])
    expect(res.headers.get('x-total-count')).toBe('1')
  })

  it('filters by several statuses when the status parameter is repeated', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id, 'available')
    await addPet('Tom', dogs.id, 'pending')
    const ace = await addPet('Ace', dogs.id, 'sold')

    const res = await api.get<Pet[]>('/pets', { query: { status: ['available', 'sold'] } })

    expect(res.status).toBe(200)
    expect(idsOf(res)).toEqual([rex.id, ace.id])
    expect(res.headers.get('x-total-count')).toBe('2')
  })

  it('filters by categoryId', async () => {
    const dogs = await addCategory('Dogs')
    const cats = await addCategory('Cats')
    await addPet('Rex', dogs.id)
    const tom = await addPet('Tom', cats.id)
    const kit = await addPet('Kit', cats.id)

    const res = await api.get<Pet[]>('/pets', { query: { categoryId: cats.id } })

    expect(res.status).toBe(200)
    expect(idsOf(res)).toEqual([tom.id, kit.id])
    expect(res.headers.get('x-total-count')).toBe('2')
  })

  it('returns nothing for a categoryId that no pet has', async () => {
    const dogs = await addCategory('Dogs')
    await addPet('Rex', dogs.id)

    const res = await api.get<Pet[]>('/pets', { query: { categoryId: 999 } })

    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    expect(res.headers.get('x-total-count')).toBe('0')
  })

  it('filters by a name substring, ignoring case', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    const trex = await addPet('T-REX junior', dogs.id)
    await addPet('Max', dogs.id)

    const res = await api.get<Pet[]>('/pets', { query: { name: 'rEx' } })

    expect(res.status).toBe(200)
    expect(idsOf(res)).toEqual([rex.id, trex.id])
    expect(res.headers.get('x-total-count')).toBe('2')
  })

  it('combines status, categoryId and name filters and counts only the matches', async () => {
    const dogs = await addCategory('Dogs')
    const cats = await addCategory('Cats')
    const bella = await addPet('Bella', dogs.id, 'available')
    await addPet('Bella', dogs.id, 'sold')
    await addPet('Bella', cats.id, 'available')
    await addPet('Rex', dogs.id, 'available')

    const res = await api.get<Pet[]>('/pets', {
      query: { status: 'available', categoryId: dogs.id, name: 'bell' },
    })

    expect(res.status).toBe(200)
    expect(idsOf(res)).toEqual([bella.id])
    expect(res.headers.get('x-total-count')).toBe('1')
  })

  it('sorts by id, -id, name and -name', async () => {
    const dogs = await addCategory()
    await addPet('Milo', dogs.id)
    await addPet('Ace', dogs.id)
    await addPet('Zed', dogs.id)

    const byId = await api.get<Pet[]>('/pets', { query: { sort: 'id' } })
    const byIdDesc = await api.get<Pet[]>('/pets', { query: { sort: '-id' } })
    const byName = await api.get<Pet[]>('/pets', { query: { sort: 'name' } })
    const byNameDesc = await api.get<Pet[]>('/pets', { query: { sort: '-name' } })

    expect(namesOf(byId)).toEqual(['Milo', 'Ace', 'Zed'])
    expect(namesOf(byIdDesc)).toEqual(['Zed', 'Ace', 'Milo'])
    expect(namesOf(byName)).toEqual(['Ace', 'Milo', 'Zed'])
    expect(namesOf(byNameDesc)).toEqual(['Zed', 'Milo', 'Ace'])
  })

  it('pages with limit and offset and links the first, previous, next and last pages', async () => {
    const dogs = await addCategory()
    const pets: Pet[] = []
    for (let i = 1; i <= 7; i++) pets.push(await addPet(`Pet ${i}`, dogs.id))

    const res = await api.get<Pet[]>('/pets', { query: { limit: 2, offset: 2 } })

    expect(res.status).toBe(200)
    expect(idsOf(res)).toEqual([pets[2]?.id, pets[3]?.id])
    expect(res.headers.get('x-total-count')).toBe('7')
    expect(pageOf(res)).toEqual({
      first: 'limit=2&offset=0',
      prev: 'limit=2&offset=0',
      next: 'limit=2&offset=4',
      last: 'limit=2&offset=6',
    })
  })

  it('leaves out prev on the first page and next on the last page', async () => {
    const dogs = await addCategory()
    for (let i = 1; i <= 5; i++) await addPet(`Pet ${i}`, dogs.id)

    const first = await api.get<Pet[]>('/pets', { query: { limit: 2 } })
    const last = await api.get<Pet[]>('/pets', { query: { limit: 2, offset: 4 } })

    expect(first.body).toHaveLength(2)
    expect(pageOf(first)).toEqual({
      first: 'limit=2&offset=0',
      next: 'limit=2&offset=2',
      last: 'limit=2&offset=4',
    })
    expect(last.body).toHaveLength(1)
    expect(pageOf(last)).toEqual({
      first: 'limit=2&offset=0',
      prev: 'limit=2&offset=2',
      last: 'limit=2&offset=4',
    })
  })

  it('has no next link when the page ends exactly at the last pet', async () => {
    const dogs = await addCategory()
    for (let i = 1; i <= 4; i++) await addPet(`Pet ${i}`, dogs.id)

    const res = await api.get<Pet[]>('/pets', { query: { limit: 2, offset: 2 } })

    expect(namesOf(res)).toEqual(['Pet 3', 'Pet 4'])
    expect(pageOf(res)).toEqual({
      first: 'limit=2&offset=0',
      prev: 'limit=2&offset=0',
      last: 'limit=2&offset=2',
    })
  })

  it('uses a page size of 20 by default', async () => {
    const dogs = await addCategory()
    for (let i = 1; i <= 25; i++) await addPet(`Pet ${i}`, dogs.id)

    const res = await api.get<Pet[]>('/pets')

    expect(res.body).toHaveLength(20)
    expect(res.headers.get('x-total-count')).toBe('25')
    expect(pageOf(res)).toEqual({
      first: 'limit=20&offset=0',
      next: 'limit=20&offset=20',
      last: 'limit=20&offset=20',
    })
  })

  it('keeps the filters and sort in the paging links', async () => {
    const dogs = await addCategory()
    for (let i = 1; i <= 4; i++) await addPet(`Bella ${i}`, dogs.id)

    const res = await api.get<Pet[]>('/pets', {
      query: { status: 'available', name: 'bella', sort: '-name', limit: 1, offset: 1 },
    })

    expect(namesOf(res)).toEqual(['Bella 3'])
    const next = linksOf(res).next
    expect(next).toBeDefined()
    expect(next?.url.pathname).toBe('/api/v1/pets')
    expect(next?.url.searchParams.getAll('status')).toEqual(['available'])
    expect(next?.url.searchParams.get('name')).toBe('bella')
    expect(next?.url.searchParams.get('sort')).toBe('-name')

    const followed = await api.get<Pet[]>(`/pets${next?.url.search ?? ''}`)
    expect(namesOf(followed)).toEqual(['Bella 2'])
  })

  it('returns an empty page but the full total when the offset is past the end', async () => {
    const dogs = await addCategory()
    for (let i = 1; i <= 3; i++) await addPet(`Pet ${i}`, dogs.id)

    const res = await api.get<Pet[]>('/pets', { query: { limit: 2, offset: 10 } })

    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    expect(res.headers.get('x-total-count')).toBe('3')
    expect(linksOf(res).next).toBeUndefined()
    expect(pageOf(res).last).toBe('limit=2&offset=2')
  })

  it('accepts the limit bounds 1 and 100', async () => {
    const dogs = await addCategory()
    await addPet('Rex', dogs.id)
    await addPet('Tom', dogs.id)

    const one = await api.get<Pet[]>('/pets', { query: { limit: 1 } })
    const hundred = await api.get<Pet[]>('/pets', { query: { limit: 100 } })

    expect(one.status).toBe(200)
    expect(one.body).toHaveLength(1)
    expect(hundred.status).toBe(200)
    expect(hundred.body).toHaveLength(2)
  })

  it.each([
    ['limit', 0],
    ['limit', 101],
    ['limit', 'ten'],
    ['limit', 2.5],
    ['offset', -1],
    ['offset', 'x'],
  ])('returns 400 validation_failed when %s is %s', async (name, value) => {
    const res = await api.get('/pets', { query: { [name]: value } })
    expectValidationError(res, `query.${name}`)
  })

  it('returns 400 when limit is given twice', async () => {
    const res = await api.get('/pets', { query: { limit: [5, 10] } })
    expectValidationError(res, 'query.limit')
  })

  it('returns 400 for a status outside available, pending and sold', async () => {
    const res = await api.get('/pets', { query: { status: 'lost' } })
    expectValidationError(res, /^query\.status/)
  })

  it('returns 400 when status is repeated more than three times', async () => {
    const res = await api.get('/pets', {
      query: { status: ['available', 'pending', 'sold', 'available'] },
    })
    expectValidationError(res, /^query\.status/)
  })

  it('returns 400 for an unknown sort key', async () => {
    const res = await api.get('/pets', { query: { sort: 'status' } })
    expectValidationError(res, 'query.sort')
  })

  it('returns 400 for an empty name filter', async () => {
    const res = await api.get('/pets', { query: { name: '' } })
    expectValidationError(res, 'query.name')
  })

  it.each([0, -3, 'dogs'])('returns 400 when categoryId is %s', async (value) => {
    const res = await api.get('/pets', { query: { categoryId: value } })
    expectValidationError(res, 'query.categoryId')
  })

  it('returns 401 with a Bearer challenge when no API key is sent', async () => {
    const res = await api.get('/pets', { key: null })
    expectError(res, 401, 'unauthorized')
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="petstore"')
  })

  it('lets a read-only key list pets', async () => {
    const res = await api.get('/pets', { key: 'petstore-readonly-key' })
    expect(res.status).toBe(200)
  })
})

describe('createPet (POST /pets)', () => {
  it('returns 201 with the pet and its Location', async () => {
    const dogs = await addCategory()

    const res = await api.post<Pet>('/pets', {
      name: 'Rex',
      categoryId: dogs.id,
      status: 'pending',
    })

    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: 1, name: 'Rex', categoryId: dogs.id, status: 'pending' })
    expect(res.headers.get('location')).toBe('/api/v1/pets/1')
  })

  it('serves the created pet at its Location', async () => {
    const dogs = await addCategory()
    const created = await api.post<Pet>('/pets', { name: 'Rex', categoryId: dogs.id })

    const location = created.headers.get('location') ?? ''
    const res = await api.get<Pet>(location.slice('/api/v1'.length))

    expect(res.status).toBe(200)
    expect(res.body).toEqual(created.body)
  })

  it('gives each new pet a new id', async () => {
    const dogs = await addCategory()

    const first = await api.post<Pet>('/pets', { name: 'Rex', categoryId: dogs.id })
    const second = await api.post<Pet>('/pets', { name: 'Rex', categoryId: dogs.id })

    expect(second.body.id).not.toBe(first.body.id)
    expect((await api.get('/pets')).headers.get('x-total-count')).toBe('2')
  })

  it('defaults the status to available and starts its stock at 1', async () => {
    const dogs = await addCategory()

    const res = await api.post<Pet>('/pets', { name: 'Rex', categoryId: dogs.id })
    const inventory = await api.get<InventoryItem>(`/store/inventory/${res.body.id}`)

    expect(res.status).toBe(201)
    expect(res.body.status).toBe('available')
    expect(inventory.body).toEqual({ petId: res.body.id, quantity: 1, status: 'available' })
  })

  it.each(['pending', 'sold'] as const)('starts a %s pet with stock 0', async (status) => {
    const dogs = await addCategory()

    const res = await api.post<Pet>('/pets', { name: 'Rex', categoryId: dogs.id, status })
    const inventory = await api.get<InventoryItem>(`/store/inventory/${res.body.id}`)

    expect(res.body.status).toBe(status)
    expect(inventory.body).toEqual({ petId: res.body.id, quantity: 0, status })
  })

  it('returns 422 unknown_category when the category does not exist and creates nothing', async () => {
    const res = await api.post('/pets', { name: 'Rex', categoryId: 42 })

    expectError(res, 422, 'unknown_category')
    const list = await api.get('/pets')
    expect(list.body).toEqual([])
  })

  it.each([
    ['body.name', { categoryId: 1 }],
    ['body.name', { name: '', categoryId: 1 }],
    ['body.name', { name: 'x'.repeat(101), categoryId: 1 }],
    ['body.name', { name: 7, categoryId: 1 }],
    ['body.categoryId', { name: 'Rex' }],
    ['body.categoryId', { name: 'Rex', categoryId: 0 }],
    ['body.categoryId', { name: 'Rex', categoryId: '1' }],
    ['body.status', { name: 'Rex', categoryId: 1, status: 'lost' }],
  ])('returns 400 validation_failed with %s for %j', async (path, body) => {
    await addCategory()
    const res = await api.post('/pets', body)
    expectValidationError(res, path)
  })

  it('accepts a name of exactly 100 characters', async () => {
    const dogs = await addCategory()
    const res = await api.post<Pet>('/pets', { name: 'x'.repeat(100), categoryId: dogs.id })
    expect(res.status).toBe(201)
    expect(res.body.name).toHaveLength(100)
  })

  it('rejects a read-only id in the body', async () => {
    const dogs = await addCategory()
    const res = await api.post('/pets', { id: 5, name: 'Rex', categoryId: dogs.id })

    const body = expectValidationError(res, 'body.id')
    expect(body.details).toContainEqual({
      path: 'body.id',
      message: 'id is not a field of this request',
    })
    expect((await api.get('/pets')).body).toEqual([])
  })

  it('rejects unknown properties', async () => {
    const dogs = await addCategory()
    const res = await api.post('/pets', { name: 'Rex', categoryId: dogs.id, color: 'brown' })

    const body = expectValidationError(res, 'body.color')
    expect(body.details).toContainEqual({
      path: 'body.color',
      message: 'color is not a field of this request',
    })
  })

  it('returns 400 invalid_json for a malformed body', async () => {
    const res = await api.call('POST', '/pets', {
      rawBody: '{"name": "Rex",',
      headers: { 'Content-Type': 'application/json' },
    })
    expectError(res, 400, 'invalid_json')
  })

  it('returns 415 when the body is not JSON', async () => {
    const res = await api.call('POST', '/pets', {
      rawBody: 'name=Rex',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expectError(res, 415, 'unsupported_media_type')
  })

  it('returns 403 forbidden for a read-only key', async () => {
    const dogs = await addCategory()
    const res = await api.post(
      '/pets',
      { name: 'Rex', categoryId: dogs.id },
      { key: 'petstore-readonly-key' },
    )

    expectError(res, 403, 'forbidden')
    expect((await api.get('/pets')).body).toEqual([])
  })
})

describe('getPetById (GET /pets/{petId})', () => {
  it('returns the pet with the deprecation headers', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id, 'sold')

    const res = await api.get<Pet>(`/pets/${rex.id}`)

    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id: rex.id, name: 'Rex', categoryId: dogs.id, status: 'sold' })
    expect(res.headers.get('deprecation')).toBe('@1790812800')
    expect(res.headers.get('sunset')).toBe('Wed, 30 Jun 2027 23:59:59 GMT')
    expect(res.headers.get('link')).toMatch(/rel="sunset"/)
  })

  it('returns 404 when the pet does not exist', async () => {
    const res = await api.get('/pets/42')
    expectError(res, 404, 'not_found')
    expect(res.headers.get('deprecation')).toBe('@1790812800')
  })

  it('returns 404 for an int64 id too large to exist', async () => {
    const res = await api.get('/pets/9223372036854775807')
    expectError(res, 404, 'not_found')
  })

  it.each(['abc', '0', '-1', '1.5', '1e3', '9223372036854775808'])(
    'returns 400 with details path.petId for the id %s',
    async (id) => {
      const res = await api.get(`/pets/${id}`)
      expectValidationError(res, 'path.petId')
    },
  )

  it('is still served at the last second of the sunset day', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    petstore.setNow('2027-06-30T23:59:59.000Z')
    try {
      const res = await api.get<Pet>(`/pets/${rex.id}`)
      expect(res.status).toBe(200)
    } finally {
      petstore.setNow(NOW)
    }
  })

  it('returns 410 gone after the sunset', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    petstore.setNow('2027-07-01T00:00:00.000Z')
    try {
      const res = await api.get(`/pets/${rex.id}`)
      expectError(res, 410, 'gone')
    } finally {
      petstore.setNow(NOW)
    }
  })
})

describe('updatePet (PUT /pets/{petId})', () => {
  it('replaces every field and returns the updated pet', async () => {
    const dogs = await addCategory('Dogs')
    const cats = await addCategory('Cats')
    const rex = await addPet('Rex', dogs.id)

    const res = await api.put<Pet>(`/pets/${rex.id}`, {
      name: 'Felix',
      categoryId: cats.id,
      status: 'sold',
    })

    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id: rex.id, name: 'Felix', categoryId: cats.id, status: 'sold' })
    const read = await api.get<Pet>(`/pets/${rex.id}`)
    expect(read.body).toEqual(res.body)
  })

  it('mirrors a status set by hand in the inventory entry', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)

    await api.put(`/pets/${rex.id}`, { name: 'Rex', categoryId: dogs.id, status: 'pending' })

    const inventory = await api.get<InventoryItem>(`/store/inventory/${rex.id}`)
    expect(inventory.body.status).toBe('pending')
  })

  it('moves the pet to its new category for filtering and category deletion', async () => {
    const dogs = await addCategory('Dogs')
    const cats = await addCategory('Cats')
    const rex = await addPet('Rex', dogs.id)

    await api.put(`/pets/${rex.id}`, { name: 'Rex', categoryId: cats.id })

    expect(idsOf(await api.get('/pets', { query: { categoryId: cats.id } }))).toEqual([rex.id])
    expect(await api.get('/pets', { query: { categoryId: dogs.id } })).toMatchObject({ body: [] })
    expect((await api.delete(`/categories/${dogs.id}`)).status).toBe(204)
    expectError(await api.delete(`/categories/${cats.id}`), 409, 'category_in_use')
  })

  it('returns 404 when the pet does not exist', async () => {
    const dogs = await addCategory()
    const res = await api.put('/pets/42', { name: 'Rex', categoryId: dogs.id })
    expectError(res, 404, 'not_found')
  })

  it('returns 422 unknown_category and leaves the pet unchanged', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)

    const res = await api.put(`/pets/${rex.id}`, { name: 'Felix', categoryId: 99 })

    expectError(res, 422, 'unknown_category')
    expect((await api.get<Pet>(`/pets/${rex.id}`)).body).toEqual(rex)
  })

  it.each([
    ['body.name', { categoryId: 1 }],
    ['body.name', { name: '', categoryId: 1 }],
    ['body.categoryId', { name: 'Rex' }],
    ['body.status', { name: 'Rex', categoryId: 1, status: 'gone' }],
  ])('returns 400 validation_failed with %s for %j', async (path, body) => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    const res = await api.put(`/pets/${rex.id}`, body)
    expectValidationError(res, path)
  })

  it('rejects a read-only id in the body and leaves the pet unchanged', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)

    const res = await api.put(`/pets/${rex.id}`, { id: 2, name: 'Felix', categoryId: dogs.id })

    expectValidationError(res, 'body.id')
    expect((await api.get<Pet>(`/pets/${rex.id}`)).body).toEqual(rex)
  })

  it('rejects unknown properties', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    const res = await api.put(`/pets/${rex.id}`, { name: 'Rex', categoryId: dogs.id, age: 3 })
    expectValidationError(res, 'body.age')
  })

  it('returns 400 with details path.petId for a malformed id', async () => {
    const dogs = await addCategory()
    const res = await api.put('/pets/rex', { name: 'Rex', categoryId: dogs.id })
    expectValidationError(res, 'path.petId')
  })

  it('returns 403 forbidden for a read-only key', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    const res = await api.put(
      `/pets/${rex.id}`,
      { name: 'Felix', categoryId: dogs.id },
      { key: 'petstore-readonly-key' },
    )
    expectError(res, 403, 'forbidden')
  })
})

describe('deletePet (DELETE /pets/{petId})', () => {
  it('returns 204 with no body and the pet is gone for good', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    const tom = await addPet('Tom', dogs.id)

    const res = await api.delete(`/pets/${rex.id}`)

    expect(res.status).toBe(204)
    expect(res.body).toBeUndefined()
    expectError(await api.get(`/pets/${rex.id}`), 404, 'not_found')
    const list = await api.get('/pets')
    expect(idsOf(list)).toEqual([tom.id])
    expect(list.headers.get('x-total-count')).toBe('1')
  })

  it('removes the pet inventory entry too', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)

    await api.delete(`/pets/${rex.id}`)

    expectError(await api.get(`/store/inventory/${rex.id}`), 404, 'not_found')
    expect((await api.get('/store/inventory')).body).toEqual([])
  })

  it('returns 404 when the pet was already deleted', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)

    await api.delete(`/pets/${rex.id}`)
    const again = await api.delete(`/pets/${rex.id}`)

    expectError(again, 404, 'not_found')
  })

  it('returns 404 when the pet does not exist', async () => {
    expectError(await api.delete('/pets/42'), 404, 'not_found')
  })

  it('returns 409 pet_has_open_orders while an incomplete order references the pet', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    await addOpenOrder(rex.id)

    const res = await api.delete(`/pets/${rex.id}`)

    expectError(res, 409, 'pet_has_open_orders')
    expect((await api.get(`/pets/${rex.id}`)).status).toBe(200)
  })

  it('deletes the pet once its orders are complete', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    const order = await addOpenOrder(rex.id)
    await api.patch(`/store/orders/${order.id}`, { complete: true })

    const res = await api.delete(`/pets/${rex.id}`)

    expect(res.status).toBe(204)
    expectError(await api.get(`/pets/${rex.id}`), 404, 'not_found')
  })

  it('frees the category for deletion', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)

    await api.delete(`/pets/${rex.id}`)

    expect((await api.delete(`/categories/${dogs.id}`)).status).toBe(204)
  })

  it('returns 400 with details path.petId for a malformed id', async () => {
    expectValidationError(await api.delete('/pets/0'), 'path.petId')
  })

  it('returns 403 forbidden for a read-only key and keeps the pet', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)

    const res = await api.delete(`/pets/${rex.id}`, { key: 'petstore-readonly-key' })

    expectError(res, 403, 'forbidden')
    expect((await api.get(`/pets/${rex.id}`)).status).toBe(200)
  })
})

describe('listCategories (GET /categories)', () => {
  it('returns an empty array with a total count of 0 when there are no categories', async () => {
    const res = await api.get<Category[]>('/categories')

    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    expect(res.headers.get('x-total-count')).toBe('0')
    expect(pageOf(res)).toEqual({ first: 'limit=20&offset=0', last: 'limit=20&offset=0' })
  })

  it('lists categories sorted by id with their fields', async () => {
    const dogs = await addCategory('Dogs', 'Loyal companions.')
    const cats = await addCategory('Cats')

    const res = await api.get<Category[]>('/categories')

    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      { id: dogs.id, name: 'Dogs', description: 'Loyal companions.' },
      { id: cats.id, name: 'Cats' },
    ])
    expect(res.headers.get('x-total-count')).toBe('2')
  })

  it('sorts by id, -id, name and -name', async () => {
    await addCategory('Fish')
    await addCategory('Birds')
    await addCategory('Reptiles')

    const sorted = async (sort: string) =>
      namesOf(await api.get('/categories', { query: { sort } }))

    expect(await sorted('id')).toEqual(['Fish', 'Birds', 'Reptiles'])
    expect(await sorted('-id')).toEqual(['Reptiles', 'Birds', 'Fish'])
    expect(await sorted('name')).toEqual(['Birds', 'Fish', 'Reptiles'])
    expect(await sorted('-name')).toEqual(['Reptiles', 'Fish', 'Birds'])
  })

  it('pages with limit and offset and links the first, previous, next and last pages', async () => {
    for (const name of ['A', 'B', 'C', 'D', 'E']) await addCategory(name)

    const res = await api.get<Category[]>('/categories', { query: { limit: 2, offset: 1 } })

    expect(namesOf(res)).toEqual(['B', 'C'])
    expect(res.headers.get('x-total-count')).toBe('5')
    expect(pageOf(res)).toEqual({
      first: 'limit=2&offset=0',
      prev: 'limit=2&offset=0',
      next: 'limit=2&offset=3',
      last: 'limit=2&offset=4',
    })
    for (const link of Object.values(linksOf(res)))
      expect(link.url.pathname).toBe('/api/v1/categories')
  })

  it.each([
    ['limit', 0],
    ['limit', 101],
    ['offset', -1],
    ['sort', 'description'],
  ])('returns 400 validation_failed when %s is %s', async (name, value) => {
    const res = await api.get('/categories', { query: { [name]: value } })
    expectValidationError(res, `query.${name}`)
  })
})

describe('createCategory (POST /categories)', () => {
  it('returns 201 with the category and its Location', async () => {
    const res = await api.post<Category>('/categories', {
      name: 'Ferrets',
      description: 'Curious and playful.',
    })

    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: 1, name: 'Ferrets', description: 'Curious and playful.' })
    expect(res.headers.get('location')).toBe('/api/v1/categories/1')
    expect((await api.get<Category>('/categories/1')).body).toEqual(res.body)
  })

  it('creates a category without a description', async () => {
    const res = await api.post<Category>('/categories', { name: 'Cats' })

    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: res.body.id, name: 'Cats' })
    expect(res.body).not.toHaveProperty('description')
  })

  it('returns 409 category_exists when the name is taken, ignoring case', async () => {
    await addCategory('Dogs')

    const res = await api.post('/categories', { name: 'dOGS' })

    expectError(res, 409, 'category_exists')
    expect((await api.get('/categories')).headers.get('x-total-count')).toBe('1')
  })

  it.each([
    ['body.name', {}],
    ['body.name', { name: '' }],
    ['body.name', { name: 'x'.repeat(101) }],
    ['body.name', { name: null }],
    ['body.description', { name: 'Dogs', description: 'x'.repeat(501) }],
    ['body.description', { name: 'Dogs', description: 5 }],
  ])('returns 400 validation_failed with %s for %j', async (path, body) => {
    const res = await api.post('/categories', body)
    expectValidationError(res, path)
  })

  it('rejects a read-only id in the body', async () => {
    const res = await api.post('/categories', { id: 3, name: 'Dogs' })
    const body = expectValidationError(res, 'body.id')
    expect(body.details).toContainEqual({
      path: 'body.id',
      message: 'id is not a field of this request',
    })
    expect((await api.get('/categories')).body).toEqual([])
  })

  it('rejects unknown properties', async () => {
    const res = await api.post('/categories', { name: 'Dogs', icon: 'dog.png' })
    expectValidationError(res, 'body.icon')
  })

  it('returns 403 forbidden for a read-only key', async () => {
    const res = await api.post('/categories', { name: 'Dogs' }, { key: 'petstore-readonly-key' })
    expectError(res, 403, 'forbidden')
  })
})

describe('getCategoryById (GET /categories/{categoryId})', () => {
  it('returns the category', async () => {
    const dogs = await addCategory('Dogs', 'Loyal companions.')

    const res = await api.get<Category>(`/categories/${dogs.id}`)

    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id: dogs.id, name: 'Dogs', description: 'Loyal companions.' })
  })

  it('returns 404 when the category does not exist', async () => {
    expectError(await api.get('/categories/7'), 404, 'not_found')
  })

  it.each(['dogs', '0', '01x'])(
    'returns 400 with details path.categoryId for the id %s',
    async (id) => {
      expectValidationError(await api.get(`/categories/${id}`), 'path.categoryId')
    },
  )
})

describe('updateCategory (PUT /categories/{categoryId})', () => {
  it('replaces the name and description', async () => {
    const dogs = await addCategory('Dogs', 'Loyal companions.')

    const res = await api.put<Category>(`/categories/${dogs.id}`, {
      name: 'Hounds',
      description: 'Loyal, loud and lovely.',
    })

    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      id: dogs.id,
      name: 'Hounds',
      description: 'Loyal, loud and lovely.',
    })
    expect((await api.get(`/categories/${dogs.id}`)).body).toEqual(res.body)
  })

  it('drops the description when the new body has none', async () => {
    const dogs = await addCategory('Dogs', 'Loyal companions.')

    const res = await api.put<Category>(`/categories/${dogs.id}`, { name: 'Dogs' })

    expect(res.body).toEqual({ id: dogs.id, name: 'Dogs' })
    expect((await api.get(`/categories/${dogs.id}`)).body).not.toHaveProperty('description')
  })

  it('lets a category keep its own name in a different case', async () => {
    const dogs = await addCategory('Dogs')

    const res = await api.put<Category>(`/categories/${dogs.id}`, { name: 'DOGS' })

    expect(res.status).toBe(200)
    expect(res.body.name).toBe('DOGS')
  })

  it('returns 409 category_exists when another category has the name, ignoring case', async () => {
    await addCategory('Dogs')
    const cats = await addCategory('Cats')

    const res = await api.put(`/categories/${cats.id}`, { name: 'dogs' })

    expectError(res, 409, 'category_exists')
    expect((await api.get<Category>(`/categories/${cats.id}`)).body.name).toBe('Cats')
  })

  it('frees the old name after a rename', async () => {
    const dogs = await addCategory('Dogs')
    await api.put(`/categories/${dogs.id}`, { name: 'Hounds' })

    const res = await api.post<Category>('/categories', { name: 'Dogs' })

    expect(res.status).toBe(201)
    expectError(await api.post('/categories', { name: 'hounds' }), 409, 'category_exists')
  })

  it('returns 404 when the category does not exist', async () => {
    expectError(await api.put('/categories/9', { name: 'Dogs' }), 404, 'not_found')
  })

  it('returns 400 with details path.categoryId for a malformed id', async () => {
    expectValidationError(await api.put('/categories/x', { name: 'Dogs' }), 'path.categoryId')
  })

  it.each([
    ['body.name', { description: 'No name.' }],
    ['body.name', { name: '' }],
    ['body.description', { name: 'Dogs', description: 'x'.repeat(501) }],
    ['body.id', { id: 1, name: 'Dogs' }],
    ['body.extra', { name: 'Dogs', extra: true }],
  ])('returns 400 validation_failed with %s for %j', async (path, body) => {
    const dogs = await addCategory('Dogs')
    const res = await api.put(`/categories/${dogs.id}`, body)
    expectValidationError(res, path)
    expect((await api.get<Category>(`/categories/${dogs.id}`)).body.name).toBe('Dogs')
  })
})

describe('deleteCategory (DELETE /categories/{categoryId})', () => {
  it('returns 204 and the category is gone for good', async () => {
    const dogs = await addCategory('Dogs')
    const cats = await addCategory('Cats')

    const res = await api.delete(`/categories/${dogs.id}`)

    expect(res.status).toBe(204)
    expect(res.body).toBeUndefined()
    expectError(await api.get(`/categories/${dogs.id}`), 404, 'not_found')
    const list = await api.get('/categories')
    expect(idsOf(list)).toEqual([cats.id])
    expect(list.headers.get('x-total-count')).toBe('1')
    expectError(await api.delete(`/categories/${dogs.id}`), 404, 'not_found')
  })

  it('frees the name of a deleted category', async () => {
    const dogs = await addCategory('Dogs')
    await api.delete(`/categories/${dogs.id}`)

    expect((await api.post('/categories', { name: 'Dogs' })).status).toBe(201)
  })

  it('returns 409 category_in_use while a pet references the category', async () => {
    const dogs = await addCategory('Dogs')
    await addPet('Rex', dogs.id)

    const res = await api.delete(`/categories/${dogs.id}`)

    expectError(res, 409, 'category_in_use')
    expect((await api.get(`/categories/${dogs.id}`)).status).toBe(200)
  })

  it('refuses a category whose only pet is sold', async () => {
    const dogs = await addCategory('Dogs')
    await addPet('Rex', dogs.id, 'sold')

    expectError(await api.delete(`/categories/${dogs.id}`), 409, 'category_in_use')
  })

  it('deletes the category once its last pet is deleted', async () => {
    const dogs = await addCategory('Dogs')
    const rex = await addPet('Rex', dogs.id)
    const max = await addPet('Max', dogs.id)
    await api.delete(`/pets/${rex.id}`)

    expectError(await api.delete(`/categories/${dogs.id}`), 409, 'category_in_use')
    await api.delete(`/pets/${max.id}`)
    expect((await api.delete(`/categories/${dogs.id}`)).status).toBe(204)
  })

  it('returns 404 when the category does not exist', async () => {
    expectError(await api.delete('/categories/3'), 404, 'not_found')
  })

  it('returns 400 with details path.categoryId for a malformed id', async () => {
    expectValidationError(await api.delete('/categories/-2'), 'path.categoryId')
  })

  it('returns 403 forbidden for a read-only key', async () => {
    const dogs = await addCategory('Dogs')
    expectError(
      await api.delete(`/categories/${dogs.id}`, { key: 'petstore-readonly-key' }),
      403,
      'forbidden',
    )
  })
})
