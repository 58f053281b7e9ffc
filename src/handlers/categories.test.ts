/**
 * Categories over HTTP: list, create, read, update and delete, with their paging, validation
 * and business errors. Every test arranges its own data on an empty store.
 */
import { describe, expect, it } from 'vitest'
import { useEmptyStore, idsOf, namesOf } from '../../test/support/arrange'
import {
  expectEmptyList,
  expectError,
  expectValidationError,
  linksOf,
  pageOf,
  type Category,
} from '../../test/support/responses'

const { api, pets } = useEmptyStore()
const { addCategory, addPet } = pets

describe('listCategories (GET /categories)', () => {
  it('returns an empty array with a total count of 0 when there are no categories', async () => {
    expectEmptyList(await api.get('/categories'))
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

  it('stores the name without the spaces around it, so " Dogs " is taken when Dogs exists', async () => {
    const spacey = await api.post<Category>('/categories', { name: '  Spacey  ' })
    expect(spacey.status).toBe(201)
    expect(spacey.body.name).toBe('Spacey')
    expect((await api.get<Category>(`/categories/${spacey.body.id}`)).body.name).toBe('Spacey')
    await addCategory('Dogs')

    expectError(await api.post('/categories', { name: ' Dogs ' }), 409, 'category_exists')
    expectError(
      await api.put(`/categories/${spacey.body.id}`, { name: 'dogs\u00A0' }),
      409,
      'category_exists',
    )
    expect(namesOf(await api.get('/categories', { query: { sort: 'name' } }))).toEqual([
      'Dogs',
      'Spacey',
    ])
  })

  it('takes "Do\u200Bgs" (a zero width space inside) or an NFD "Zoë" as the name already there', async () => {
    const dogs = await addCategory('Dogs')
    await addCategory('Zoë')

    const taken = expectError(
      await api.post('/categories', { name: 'Do\u200Bgs' }),
      409,
      'category_exists',
    )
    expect(taken.message).toBe(`A category named "Dogs" already exists (id ${dogs.id}).`)
    expectError(await api.post('/categories', { name: 'zoe\u0308' }), 409, 'category_exists')
    expect((await api.get('/categories')).headers.get('x-total-count')).toBe('2')
  })

  it('refuses a name of only invisible characters and one with a bidi override, saying which character', async () => {
    const invisible = expectValidationError(
      await api.post('/categories', { name: '\u200B' }),
      'body.name',
    )
    expect(invisible.message).toBe(
      'name must contain a letter, digit or symbol, not only spaces or invisible characters such as U+200B ZERO WIDTH SPACE.',
    )
    const override = expectValidationError(
      await api.post('/categories', { name: 'Dogs\u202Egnp.exe' }),
      'body.name',
    )
    expect(override.message).toBe(
      'name contains U+202E RIGHT-TO-LEFT OVERRIDE, an invisible control character.',
    )
    expect((await api.get('/categories')).headers.get('x-total-count')).toBe('0')
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
