// Written only from the README's quick start, the way a consumer would use the package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPetstoreServer } from 'petstore-mock/node'

const petstore = createPetstoreServer({
  baseUrl: 'http://localhost:5173/api/v1',
  scenario: 'empty',
})
beforeAll(() => petstore.listen())
afterAll(() => petstore.close())

const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }
const api = (path: string, init: RequestInit = {}) =>
  fetch(`http://localhost:5173/api/v1${path}`, { ...init, headers })

describe('petstore-mock/node, as the README shows it', () => {
  it('creates pets, places orders and keeps the state rules', async () => {
    const category = (await (
      await api('/categories', { method: 'POST', body: '{"name":"Dogs"}' })
    ).json()) as { id: number }
    const created = await api('/pets', {
      method: 'POST',
      body: JSON.stringify({ name: 'Rex', categoryId: category.id }),
    })
    expect(created.status).toBe(201)
    const rex = (await created.json()) as { id: number }
    expect(rex).toEqual({ id: 1, name: 'Rex', categoryId: category.id, status: 'available' })

    const order = await api('/store/orders', {
      method: 'POST',
      body: JSON.stringify({ petId: rex.id, quantity: 1 }),
    })
    expect(order.status).toBe(201)
    expect(await (await api(`/store/inventory/${rex.id}`)).json()).toEqual({
      petId: rex.id,
      quantity: 0,
      status: 'pending',
    })

    const { id } = (await order.json()) as { id: number }
    await api(`/store/orders/${id}`, { method: 'PATCH', body: '{"complete":true}' })
    const sold = (await (await api(`/pets?status=sold`)).json()) as Array<{ name: string }>
    expect(sold.map((p) => p.name)).toEqual(['Rex'])
    expect(petstore.requests.entries.map((e) => e.operationId)).toContain('createOrder')
  })

  it('goes back to the seeded state on reset()', async () => {
    await petstore.reset()
    expect(await (await api('/pets')).json()).toEqual([])
  })

  it('journals each request with its headers, the API key and cookies by name only', async () => {
    await fetch('http://localhost:5173/api/v1/pets', {
      headers: { ...headers, Cookie: 'session=s3cret' },
    })
    const entry = petstore.requests.at(-1)
    expect(entry?.requestHeaders).toMatchObject({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'content-type': 'application/json',
    })
    expect(entry?.responseHeaders['x-total-count']).toBe('0')
    expect(JSON.stringify(petstore.requests)).not.toMatch(/s3cret|petstore-demo-key/)
  })
})
