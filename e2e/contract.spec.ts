import { expect, test, type Page } from '@playwright/test'
import { createApiClient } from '../src/conformance/client'
import { openDemo } from './demo'

const MARKER = 'e2e-contract'

interface Answer {
  status: number
  headers: Array<[string, string]>
  body: string
}

/**
 * A fetch for Node that sends each request from inside the page, so it goes through the
 * demo's service worker, and hands the answer back as a Response.
 */
function fetchThroughPage(page: Page): typeof fetch {
  return async (input, init) => {
    // A marker the mock ignores (unknown query parameters are) but the journal keeps, so the
    // test can tell its own requests from the ones the demo makes while it refreshes.
    const marked = new URL(input instanceof Request ? input.url : String(input))
    marked.searchParams.set(MARKER, '1')
    const url = marked.href
    const answer: Answer = await page.evaluate(
      async ({ url, method, headers, body }) => {
        const response = await fetch(url, { method, headers, body })
        return {
          status: response.status,
          headers: [...response.headers.entries()],
          body: await response.text(),
        }
      },
      {
        url,
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === 'string' ? init.body : null,
      },
    )
    return new Response(answer.body === '' ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    })
  }
}

test.describe('responses through the service worker', () => {
  test('meet openapi.yaml for every operation, success and error alike', async ({
    page,
    baseURL,
  }) => {
    await openDemo(page)
    const journalSize = () =>
      page.evaluate(
        (marker) =>
          (
            window as unknown as {
              petstore: { requests: { entries: Array<{ query: Record<string, unknown> }> } }
            }
          ).petstore.requests.entries.filter((entry) => marker in entry.query).length,
        MARKER,
      )
    const before = await journalSize()
    // The same client the Node suites use: it throws on any answer outside the contract.
    const api = createApiClient({ baseUrl: `${baseURL}/api/v1`, fetch: fetchThroughPage(page) })
    let calls = 0
    const call = async <T>(p: Promise<T>) => {
      calls++
      return p
    }

    const pets = await call(
      api.get<Array<{ id: number }>>('/pets', {
        query: { status: ['available', 'pending'], sort: '-name', limit: 5 },
      }),
    )
    expect(pets.status).toBe(200)
    expect(pets.headers.get('x-total-count')).toMatch(/^\d+$/)
    expect((await call(api.get('/categories', { query: { limit: 2, offset: 1 } }))).status).toBe(
      200,
    )

    const category = await call(
      api.post<{ id: number }>('/categories', { name: 'Ferrets', description: 'Curious.' }),
    )
    expect(category.status).toBe(201)
    expect(category.headers.get('location')).toMatch(/\/categories\/\d+$/)
    expect((await call(api.get(`/categories/${category.body.id}`))).status).toBe(200)
    expect(
      (await call(api.put(`/categories/${category.body.id}`, { name: 'Ferrets' }))).status,
    ).toBe(200)

    const pet = await call(
      api.post<{ id: number }>('/pets', { name: 'Bolt', categoryId: category.body.id }),
    )
    expect(pet.status).toBe(201)
    const legacy = await call(api.get(`/pets/${pet.body.id}`))
    expect(legacy.headers.get('deprecation')).toMatch(/^@\d+$/)
    expect(legacy.headers.get('sunset')).toBe('Wed, 30 Jun 2027 23:59:59 GMT')
    expect(
      (
        await call(
          api.put(`/pets/${pet.body.id}`, {
            name: 'Bolt',
            categoryId: category.body.id,
            status: 'available',
          }),
        )
      ).status,
    ).toBe(200)

    expect(
      (await call(api.get('/store/inventory', { query: { status: 'available' } }))).status,
    ).toBe(200)
    expect(
      (await call(api.put(`/store/inventory/${pet.body.id}`, { quantity: 3 }))).body,
    ).toMatchObject({ quantity: 3 })
    expect((await call(api.get(`/store/inventory/${pet.body.id}`))).status).toBe(200)

    const order = await call(
      api.post<{ id: number }>('/store/orders', { petId: pet.body.id, quantity: 2 }),
    )
    expect(order.status).toBe(201)
    expect(
      (await call(api.get('/store/orders', { query: { petId: pet.body.id, complete: false } })))
        .status,
    ).toBe(200)
    expect((await call(api.get(`/store/orders/${order.body.id}`))).status).toBe(200)
    expect((await call(api.delete(`/pets/${pet.body.id}`))).body).toMatchObject({
      code: 'pet_has_open_orders',
      status: 409,
    })
    expect(
      (await call(api.patch(`/store/orders/${order.body.id}`, { complete: true }))).status,
    ).toBe(200)
    expect((await call(api.delete(`/store/orders/${order.body.id}`))).status).toBe(409)
    const second = await call(
      api.post<{ id: number }>('/store/orders', { petId: pet.body.id, quantity: 1 }),
    )
    expect((await call(api.delete(`/store/orders/${second.body.id}`))).status).toBe(204)
    expect((await call(api.delete(`/categories/${category.body.id}`))).status).toBe(409)

    // Errors are contract-shaped too.
    expect((await call(api.get('/pets', { query: { limit: 0 } }))).status).toBe(400)
    expect((await call(api.get('/pets/999999'))).status).toBe(404)
    expect((await call(api.get('/pets', { key: null }))).headers.get('www-authenticate')).toContain(
      'Bearer',
    )
    expect(
      (await call(api.post('/categories', { name: 'Nope' }, { key: 'petstore-readonly-key' })))
        .status,
    ).toBe(403)
    expect((await call(api.call('PATCH', '/pets'))).headers.get('allow')).toBe('GET, HEAD, POST')
    expect(
      (
        await call(
          api.post('/pets', undefined, {
            rawBody: '{',
            headers: { 'Content-Type': 'application/json' },
          }),
        )
      ).body,
    ).toMatchObject({ code: 'invalid_json' })
    expect((await call(api.post('/store/orders', { petId: 999999, quantity: 1 }))).status).toBe(422)

    expect((await call(api.delete(`/pets/${pet.body.id}`))).status).toBe(204)

    // Every call above was answered by the mock in the page, none by the static server.
    expect((await journalSize()) - before).toBe(calls)
  })

  test('honour Prefer: code=<status> and Prefer: delay=<ms> in the browser', async ({
    page,
    baseURL,
  }) => {
    await openDemo(page)
    const api = createApiClient({ baseUrl: `${baseURL}/api/v1`, fetch: fetchThroughPage(page) })

    const unavailable = await api.get('/pets', { headers: { Prefer: 'code=503' } })
    expect(unavailable.status).toBe(503)
    expect(unavailable.body).toMatchObject({ code: 'service_unavailable', status: 503 })
    expect((await api.get('/pets/1', { headers: { Prefer: 'code=404' } })).status).toBe(404)
    const undocumented = await api.get('/pets', { headers: { Prefer: 'code=418' } })
    expect(undocumented.status).toBe(400)

    const started = Date.now()
    const slow = await api.get('/categories', { headers: { Prefer: 'delay=700' } })
    expect(slow.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(650)
  })
})
