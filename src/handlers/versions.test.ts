/**
 * Record versions: every answer carrying one record has its ETag, and a write with If-Match goes
 * ahead only on the version it names (412 precondition_failed otherwise), so two people editing
 * the same pet can no longer silently undo each other. HEAD answers as GET without the body.
 * `If-None-Match`, and `If-Match` on a create: conditional-requests.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { taggedRex, useEmptyStore, writeEachRecord } from '../../test/support/arrange'
import type { Pet } from '../../test/support/responses'

const { petstore, api, pets } = useEmptyStore()
const { addOpenOrder } = pets

const rexWithTag = () => taggedRex(petstore, api)

describe('ETag', () => {
  it('is a strong quoted tag on every answer carrying one pet, category, inventory item or order', async () => {
    const dogs = await api.post<{ id: number }>('/categories', { name: 'Dogs' })
    const rex = await api.post<Pet>('/pets', { name: 'Rex', categoryId: dogs.body.id })
    const order = await api.post<{ id: number }>('/store/orders', {
      petId: rex.body.id,
      quantity: 1,
    })
    const answers = [
      dogs,
      rex,
      order,
      await api.get(`/categories/${dogs.body.id}`),
      await api.get(`/pets/${rex.body.id}`),
      await api.get(`/store/inventory/${rex.body.id}`),
      await api.get(`/store/orders/${order.body.id}`),
    ]
    for (const answer of answers) expect(answer.headers.get('etag')).toMatch(/^"[!#-~]+"$/)
  })

  it('is the same for the same record and changes when the record does', async () => {
    const { pet, tag } = await rexWithTag()
    expect((await api.get(`/pets/${pet.id}`)).headers.get('etag')).toBe(tag)

    const renamed = await api.put(`/pets/${pet.id}`, { name: 'Max', categoryId: pet.categoryId })
    expect(renamed.headers.get('etag')).not.toBe(tag)
    expect((await api.get(`/pets/${pet.id}`)).headers.get('etag')).toBe(renamed.headers.get('etag'))
  })

  it('changes with a status the store moves on its own (an order taking the last unit)', async () => {
    const { pet, tag } = await rexWithTag()
    await addOpenOrder(pet.id)
    expect((await api.get<Pet>(`/pets/${pet.id}`)).body.status).toBe('pending')
    expect((await api.get(`/pets/${pet.id}`)).headers.get('etag')).not.toBe(tag)
  })
})

describe('If-Match', () => {
  it('lets a write with the current version through and answers its new version', async () => {
    const { pet, tag } = await rexWithTag()
    const res = await api.put<Pet>(
      `/pets/${pet.id}`,
      { name: 'Max', categoryId: pet.categoryId },
      { headers: { 'If-Match': tag } },
    )
    expect(res.status).toBe(200)
    expect(res.body.name).toBe('Max')
    expect(res.headers.get('etag')).not.toBe(tag)
  })

  it('refuses a stale version with 412 naming the current one, and changes nothing', async () => {
    const { pet, tag } = await rexWithTag()
    const first = await api.put(
      `/pets/${pet.id}`,
      { name: 'Max', categoryId: pet.categoryId },
      { headers: { 'If-Match': tag } },
    )
    const current = first.headers.get('etag') ?? ''

    const second = await api.put(
      `/pets/${pet.id}`,
      { name: 'Bella', categoryId: pet.categoryId },
      { headers: { 'If-Match': tag } },
    )
    expect(second.status).toBe(412)
    expect(second.body).toEqual({
      code: 'precondition_failed',
      message: `Pet ${pet.id} was changed since that version was read; it is now at ${current}.`,
      status: 412,
    })
    expect(second.headers.get('etag')).toBe(current)
    expect((await api.get<Pet>(`/pets/${pet.id}`)).body.name).toBe('Max')
  })

  it('lets exactly one of two writes made from the same version through', async () => {
    const { pet, tag } = await rexWithTag()
    const [a, b] = await Promise.all(
      ['Max', 'Bella'].map((name) =>
        api.put(
          `/pets/${pet.id}`,
          { name, categoryId: pet.categoryId },
          { headers: { 'If-Match': tag } },
        ),
      ),
    )
    expect([a?.status, b?.status].sort()).toEqual([200, 412])
  })

  it('matches * and any tag of a list, and never a weak tag', async () => {
    const { pet, tag } = await rexWithTag()
    const body = { name: 'Rex', categoryId: pet.categoryId }
    const put = (ifMatch: string) =>
      api.put(`/pets/${pet.id}`, body, { headers: { 'If-Match': ifMatch } })
    expect((await put(`W/${tag}`)).status).toBe(412)
    expect((await put(`"other", ${tag}`)).status).toBe(200)
    expect((await put('*')).status).toBe(200)
  })

  it('guards DELETE: a stale version keeps the pet, the current one deletes it', async () => {
    const { pet, tag } = await rexWithTag()
    await api.put(`/pets/${pet.id}`, { name: 'Max', categoryId: pet.categoryId })

    const stale = await api.delete(`/pets/${pet.id}`, { headers: { 'If-Match': tag } })
    expect(stale.status).toBe(412)
    expect((await api.get(`/pets/${pet.id}`)).status).toBe(200)

    const current = (await api.get(`/pets/${pet.id}`)).headers.get('etag') ?? ''
    const gone = await api.delete(`/pets/${pet.id}`, { headers: { 'If-Match': current } })
    expect(gone.status).toBe(204)
  })

  it('guards categories, inventory and orders (PUT, PATCH and DELETE)', async () => {
    const { rex, order, answers } = await writeEachRecord(petstore, api, {
      headers: { 'If-Match': '"stale"' },
    })
    for (const answer of answers) {
      expect(answer.status).toBe(412)
      expect(answer.body).toMatchObject({ code: 'precondition_failed' })
    }
    const tagOf = async (path: string) => (await api.get(path)).headers.get('etag') ?? ''
    const current = (path: string) => tagOf(path).then((tag) => ({ headers: { 'If-Match': tag } }))
    const orderPath = `/store/orders/${order.id}`
    expect((await api.patch(orderPath, { complete: true }, await current(orderPath))).status).toBe(
      200,
    )
    const stock = `/store/inventory/${rex.id}`
    expect((await api.put(stock, { quantity: 5 }, await current(stock))).status).toBe(200)
  })

  it('answers 404 for a record that does not exist, whatever If-Match says', async () => {
    const res = await api.put(
      '/pets/99',
      { name: 'Rex', categoryId: 1 },
      { headers: { 'If-Match': '"x"' } },
    )
    expect(res.status).toBe(404)
  })

  it('leaves writes without If-Match as they were: the last one wins', async () => {
    const { pet } = await rexWithTag()
    await api.put(`/pets/${pet.id}`, { name: 'Max', categoryId: pet.categoryId })
    const res = await api.put<Pet>(`/pets/${pet.id}`, { name: 'Bella', categoryId: pet.categoryId })
    expect(res.status).toBe(200)
    expect(res.body.name).toBe('Bella')
  })
})

describe('answers the store did not make', () => {
  it('carry the ETag of their body: a named example and a test reply()', async () => {
    const example = await api.get<Pet>('/pets/1', { headers: { Prefer: 'example=default' } })
    expect(example.status).toBe(200)
    expect(example.headers.get('etag')).toMatch(/^"[!#-~]+"$/)

    petstore.server.use(
      petstore.reply('getPetById', {
        status: 200,
        body: { id: 7, name: 'Seven', categoryId: 1, status: 'available' },
      }),
    )
    try {
      const replied = await api.get('/pets/7')
      expect(replied.headers.get('etag')).toMatch(/^"[!#-~]+"$/)
    } finally {
      petstore.server.resetHandlers()
    }
  })
})

describe('HEAD', () => {
  it('answers as GET does, without the body', async () => {
    const { pet, tag } = await rexWithTag()
    const get = await api.get(`/pets/${pet.id}`)
    const head = await api.call('HEAD', `/pets/${pet.id}`)
    expect(head.status).toBe(200)
    expect(head.body).toBeUndefined()
    expect(head.headers.get('etag')).toBe(tag)
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'))
    // No type for a body it has not: Prism's proxy parses what a JSON type announces.
    expect(head.headers.get('content-type')).toBeNull()
    expect((await api.call('HEAD', '/pets/99')).headers.get('content-type')).toBeNull()

    const list = await api.call('HEAD', '/pets')
    expect(list.status).toBe(200)
    expect(list.headers.get('x-total-count')).toBe('1')
    expect((await api.call('HEAD', '/pets/99')).status).toBe(404)
  })

  it('is listed in Allow wherever GET is', async () => {
    const res = await api.call('PATCH', '/pets/1')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, PUT, DELETE')
  })
})
