/**
 * listPets over HTTP: paging, filters, sorting, links and validation. Every test arranges its
 * own data on an empty store.
 */
import { describe, expect, it } from 'vitest'
import { useEmptyStore, idsOf, namesOf } from '../../test/support/arrange'
import {
  expectEmptyList,
  expectError,
  expectValidationError,
  linksOf,
  pageOf,
  type Pet,
} from '../../test/support/responses'

const { api, pets } = useEmptyStore()
const { addCategory, addPet } = pets

describe('listPets (GET /pets)', () => {
  it('returns an empty array with a total count of 0 when there are no pets', async () => {
    expectEmptyList(await api.get('/pets'))
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
