/**
 * A pet over HTTP: create, read, update and delete, with the business errors openapi.yaml
 * documents. Every test arranges its own data on an empty store.
 */
import { describe, expect, it } from 'vitest'
import { TEST_NOW, useEmptyStore, idsOf } from '../../test/support/arrange'
import {
  expectError,
  expectValidationError,
  type Pet,
  type InventoryItem,
} from '../../test/support/responses'

const {
  petstore,
  api,
  pets: { addCategory, addPet, addOpenOrder },
} = useEmptyStore()

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

  it('returns 404 for the largest id, which no pet has', async () => {
    const res = await api.get('/pets/9007199254740991')
    expectError(res, 404, 'not_found')
  })

  it.each(['abc', '0', '-1', '1.5', '1e3', '+1', '9007199254740992', '9223372036854775807'])(
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
      petstore.setNow(TEST_NOW)
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
      petstore.setNow(TEST_NOW)
    }
  })
})

describe('pet names', () => {
  it('are stored without the spaces around them, on create and on replace', async () => {
    const dogs = await addCategory('Dogs')

    const created = await api.post<Pet>('/pets', { name: '  Spacey  ', categoryId: dogs.id })
    expect(created.body.name).toBe('Spacey')
    const replaced = await api.put<Pet>(`/pets/${created.body.id}`, {
      name: '\u00a0Rex ',
      categoryId: dogs.id,
    })
    expect(replaced.body.name).toBe('Rex')
    expect((await api.get<Pet>(`/pets/${created.body.id}`)).body.name).toBe('Rex')
  })

  it('must show a visible character and hold no control character; each refusal names the character', async () => {
    const dogs = await addCategory('Dogs')
    const refused: Array<[string, string]> = [
      [
        '\u200B\u200C\u200D\uFEFF',
        'must contain a letter, digit or symbol, not only spaces or invisible characters such as U+200B ZERO WIDTH SPACE',
      ],
      ['\u200F\u200E', 'contains U+200F RIGHT-TO-LEFT MARK, an invisible control character'],
      ['Rex\u0000', 'contains U+0000 NULL, a control character'],
      ['Rex\uDC00', 'contains U+DC00, half of a surrogate pair without its other half'],
    ]
    for (const [name, words] of refused) {
      const body = expectValidationError(
        await api.post('/pets', { name, categoryId: dogs.id }),
        'body.name',
      )
      expect(body.message).toBe(`name ${words}.`)
    }
    expect((await api.get('/pets')).headers.get('x-total-count')).toBe('0')
  })

  it('filter by name ignoring invisible characters, and keep emoji and joiners as sent', async () => {
    const dogs = await addCategory('Dogs')
    const joined = await addPet('Sn\u200Boopy \u{1F436}', dogs.id)
    const found = await api.get<Pet[]>('/pets', { query: { name: 'snoopy' } })
    expect(idsOf(found)).toEqual([joined.id])
    expect(found.body[0]?.name).toBe('Sn\u200Boopy \u{1F436}')
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
