/**
 * Conditional requests as RFC 9110 §13.1 asks, beside If-Match on record writes (versions.test.ts):
 * `If-None-Match` answers a read of the version a client holds with 304 (its ETag kept) and
 * refuses a write to a version it names (`*`: any, so a PUT never replaces someone else's record),
 * and a create holds its preconditions against the list, which exists and has no version.
 */
import { describe, expect, it } from 'vitest'
import { taggedRex, useEmptyStore, writeEachRecord } from '../../test/support/arrange'
import type { Pet } from '../../test/support/responses'

const {
  petstore,
  api,
  pets: { addCategory, addPet, addOpenOrder },
} = useEmptyStore()

const rexWithTag = () => taggedRex(petstore, api)

describe('If-None-Match on a read', () => {
  it('answers 304 without a body, its ETag kept, while the record is at the version named', async () => {
    const { pet, tag } = await rexWithTag()
    const res = await api.get(`/pets/${pet.id}`, { headers: { 'If-None-Match': tag } })
    expect(res.status).toBe(304)
    expect(res.body).toBeUndefined()
    expect(res.headers.get('etag')).toBe(tag)
    expect(res.headers.get('content-type')).toBeNull()
  })

  it('compares weakly, reads a list of tags and takes * for any version', async () => {
    const { pet, tag } = await rexWithTag()
    for (const ifNoneMatch of [`W/${tag}`, `"other", ${tag}`, '*']) {
      const res = await api.get(`/pets/${pet.id}`, { headers: { 'If-None-Match': ifNoneMatch } })
      expect(res.status, ifNoneMatch).toBe(304)
    }
  })

  it('answers 200 with the record once it has moved on from the version named', async () => {
    const { pet, tag } = await rexWithTag()
    await api.put(`/pets/${pet.id}`, { name: 'Max', categoryId: pet.categoryId })
    const res = await api.get<Pet>(`/pets/${pet.id}`, { headers: { 'If-None-Match': tag } })
    expect(res.status).toBe(200)
    expect(res.body.name).toBe('Max')
    expect(res.headers.get('etag')).not.toBe(tag)
  })

  it('answers 304 to HEAD too, and for a category, an inventory item and an order', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    const order = await addOpenOrder(rex.id)
    const head = await api.call('HEAD', `/pets/${rex.id}`, { headers: { 'If-None-Match': '*' } })
    expect(head.status).toBe(304)
    for (const path of [
      `/categories/${dogs.id}`,
      `/store/inventory/${rex.id}`,
      `/store/orders/${order.id}`,
    ]) {
      const tag = (await api.get(path)).headers.get('etag') ?? ''
      const res = await api.get(path, { headers: { 'If-None-Match': tag } })
      expect(res.status, path).toBe(304)
      expect(res.headers.get('etag'), path).toBe(tag)
    }
  })

  it('leaves a missing record 404 and a list 200, since a list has no version', async () => {
    expect((await api.get('/pets/99', { headers: { 'If-None-Match': '*' } })).status).toBe(404)
    expect((await api.get('/pets', { headers: { 'If-None-Match': '*' } })).status).toBe(200)
  })
})

describe('If-None-Match on a write', () => {
  it('refuses PUT with * while the record exists, with 412 and its ETag, and changes nothing', async () => {
    const { pet, tag } = await rexWithTag()
    const res = await api.put(
      `/pets/${pet.id}`,
      { name: 'Max', categoryId: pet.categoryId },
      { headers: { 'If-None-Match': '*' } },
    )
    expect(res.status).toBe(412)
    expect(res.body).toEqual({
      code: 'precondition_failed',
      message: `Pet ${pet.id} exists, at ${tag}, and If-None-Match asked for no version at all.`,
      status: 412,
    })
    expect(res.headers.get('etag')).toBe(tag)
    expect((await api.get<Pet>(`/pets/${pet.id}`)).body.name).toBe('Rex')
  })

  it('answers 404 to PUT with * on a record that does not exist (PUT never creates here)', async () => {
    const res = await api.put(
      '/pets/99',
      { name: 'Rex', categoryId: 1 },
      { headers: { 'If-None-Match': '*' } },
    )
    expect(res.status).toBe(404)
  })

  it('refuses a write to a version it names, weakly compared, and lets one to another through', async () => {
    const { pet, tag } = await rexWithTag()
    const named = await api.delete(`/pets/${pet.id}`, { headers: { 'If-None-Match': `W/${tag}` } })
    expect(named.status).toBe(412)
    const other = await api.delete(`/pets/${pet.id}`, { headers: { 'If-None-Match': '"old"' } })
    expect(other.status).toBe(204)
  })

  it('guards categories, inventory and orders as it guards pets', async () => {
    const { answers } = await writeEachRecord(petstore, api, { headers: { 'If-None-Match': '*' } })
    for (const answer of answers) {
      expect(answer.status).toBe(412)
      expect(answer.headers.get('etag')).toMatch(/^"[!#-~]+"$/)
    }
  })
})

describe('preconditions on a create', () => {
  it('refuses If-Match naming a tag with 412, since a list has no version, and creates nothing', async () => {
    const dogs = await addCategory()
    const res = await api.post(
      '/pets',
      { name: 'Rex', categoryId: dogs.id },
      { headers: { 'If-Match': '"1xk2m9a-5c3d0q"' } },
    )
    expect(res.status).toBe(412)
    expect(res.body).toEqual({
      code: 'precondition_failed',
      message:
        'The list of pets has no version for If-Match to name; send If-Match: * or none to create.',
      status: 412,
    })
    expect(res.headers.get('etag')).toBeNull()
    expect((await api.get('/pets')).headers.get('x-total-count')).toBe('0')
  })

  it('creates with If-Match: *, since the list exists', async () => {
    const dogs = await addCategory()
    const res = await api.post(
      '/pets',
      { name: 'Rex', categoryId: dogs.id },
      { headers: { 'If-Match': '*' } },
    )
    expect(res.status).toBe(201)
  })

  it('refuses If-None-Match: * on every create, and lets a tag through', async () => {
    const dogs = await addCategory()
    const rex = await addPet('Rex', dogs.id)
    const any = { headers: { 'If-None-Match': '*' } }
    const answers = [
      await api.post('/categories', { name: 'Cats' }, any),
      await api.post('/pets', { name: 'Max', categoryId: dogs.id }, any),
      await api.post('/store/orders', { petId: rex.id, quantity: 1 }, any),
    ]
    for (const answer of answers) expect(answer.body).toMatchObject({ status: 412 })
    const tagged = { headers: { 'If-None-Match': '"x"' } }
    expect((await api.post('/categories', { name: 'Cats' }, tagged)).status).toBe(201)
  })

  it("holds the precondition before the create's own checks (RFC 9110 §13.2.2)", async () => {
    const res = await api.post(
      '/store/orders',
      { petId: 99, quantity: 1 },
      { headers: { 'If-Match': '"x"' } },
    )
    expect(res.status).toBe(412)
  })
})
