import { describe, expect, it } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'
import { jsonSender } from '../../test/support/send'

const BASE = 'http://next-response.test/api/v1'
const petstore = usePetstore({ baseUrl: BASE, scenario: 'empty' })

const call = jsonSender(BASE)

describe('nextResponse', () => {
  it('answers only the next request to the operation, then the mock behaves normally', async () => {
    const pet = await petstore.given.pet()
    petstore.nextResponse('createOrder', { status: 503 })
    const failed = await call('POST', '/store/orders', { petId: pet.id, quantity: 1 })
    expect(failed).toMatchObject({
      status: 503,
      body: { code: 'service_unavailable', status: 503, message: expect.any(String) },
    })
    expect((await call('POST', '/store/orders', { petId: pet.id, quantity: 1 })).status).toBe(201)
  })

  it('leaves other operations alone', async () => {
    petstore.nextResponse('createOrder', { status: 503 })
    expect((await call('GET', '/pets')).status).toBe(200)
    expect((await call('GET', '/store/orders')).status).toBe(200)
  })

  it('answers queued one-offs in the order they were planned', async () => {
    petstore.nextResponse('listPets', { status: 503 })
    petstore.nextResponse('listPets', {
      status: 200,
      body: [{ id: 7, name: 'Ghost', categoryId: 1 }],
    })
    expect((await call('GET', '/pets')).status).toBe(503)
    expect((await call('GET', '/pets')).body).toEqual([{ id: 7, name: 'Ghost', categoryId: 1 }])
    expect((await call('GET', '/pets')).body).toEqual([])
  })

  it('only delays the request when no status is given, keeping the normal answer', async () => {
    petstore.nextResponse('listPets', { delay: 150 })
    const started = performance.now()
    const answer = await call('GET', '/pets')
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(answer.status).toBe(200)
  })

  it("uses the operation's own error code and the headers the contract requires", async () => {
    petstore.nextResponse('createOrder', { status: 409 })
    petstore.nextResponse('listPets', { status: 429, message: 'Slow down.' })
    const conflict = await call('POST', '/store/orders', { petId: 1, quantity: 1 })
    expect(conflict.body).toMatchObject({ code: 'insufficient_stock', status: 409 })
    const limited = await call('GET', '/pets')
    expect(limited.body).toEqual({ code: 'rate_limited', message: 'Slow down.', status: 429 })
    expect(limited.headers.get('retry-after')).toBe('1')
  })

  it('refuses, where the test plans it, a reply outside the contract', () => {
    expect(() =>
      // @ts-expect-error 418 is not documented for listPets, so the type check refuses it too
      petstore.nextResponse('listPets', { status: 418 }),
    ).toThrow("nextResponse('listPets', { status: 418 }): openapi.yaml documents 200, 400, 401")
    expect(() => petstore.nextResponse('getPetById', { status: 200 })).toThrow(
      "nextResponse('getPetById', { status: 200 }) needs a body: the contract's 200 has one",
    )
    expect(() =>
      // @ts-expect-error name must be a string
      petstore.nextResponse('listPets', { status: 200, body: [{ id: 1, name: 2, categoryId: 1 }] }),
    ).toThrow(
      "nextResponse('listPets', { status: 200 }) is outside openapi.yaml:\n  - body.0.name must be string",
    )
  })

  it('can be cancelled while unused', async () => {
    const cancel = petstore.nextResponse('listPets', { status: 503 })
    cancel()
    expect((await call('GET', '/pets')).status).toBe(200)
  })

  it('fills in the headers that depend on the request: paging links and Location', async () => {
    petstore.nextResponse('listPets', { status: 200, body: [] })
    const page = await call('GET', '/pets?limit=5')
    expect(page.headers.get('x-total-count')).toBe('0')
    expect(page.headers.get('link')).toContain('rel="first"')
    const order = {
      id: 41,
      petId: 1,
      quantity: 1,
      shipDate: '2027-01-01T00:00:00.000Z',
      complete: false,
    }
    petstore.nextResponse('createOrder', { status: 201, body: order })
    const created = await call('POST', '/store/orders', { petId: 1, quantity: 1 })
    expect(created.headers.get('location')).toBe('/api/v1/store/orders/41')
    expect(created.body).toEqual(order)
  })

  it('is forgotten on reset when no request used it', async () => {
    petstore.nextResponse('listPets', { status: 503 })
    await petstore.reset()
    expect((await call('GET', '/pets')).status).toBe(200)
  })

  it('keeps the body of the request it answered in the journal', async () => {
    petstore.nextResponse('createOrder', { status: 503 })
    await call('POST', '/store/orders', { petId: 3, quantity: 2 })
    expect(petstore).toHaveReceived('createOrder', { status: 503, body: { petId: 3, quantity: 2 } })
  })
})
