// usePetstore as a test file uses it: the hooks it registers are part of what is tested.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'

const BASE = 'http://vitest-entry.test/api/v1'
const petstore = usePetstore({ baseUrl: BASE, scenario: 'empty' })
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

describe('usePetstore', () => {
  it('serves the API while the file runs', async () => {
    await petstore.given.pet({ name: 'Rex' })
    const response = await fetch(`${BASE}/pets`, { headers })
    expect(await response.json()).toEqual([
      { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
    ])
  })

  it('starts every test from the seeded store, an empty journal and no overrides', async () => {
    expect(await petstore.snapshot()).toEqual({
      categories: [],
      pets: [],
      inventory: [],
      orders: [],
      nextIds: { category: 1, pet: 1, order: 1 },
    })
    expect(petstore.requests.entries).toEqual([])
    petstore.server.use(http.get(`${BASE}/pets`, () => HttpResponse.json([])))
  })

  it('removes server.use() overrides after the test that added them', async () => {
    await fetch(`${BASE}/pets`, { headers })
    expect(petstore).toHaveReceivedTimes('listPets', 1)
  })

  // The afterEach hook throws, so this test fails; `fails` turns that into the expected outcome.
  it.fails('fails the test that sent a request the contract rejects', async () => {
    await fetch(`${BASE}/pets`, { method: 'POST', headers, body: '{"name":""}' })
  })

  it('reports the rejected request by method, url, status and reason', async () => {
    await fetch(`${BASE}/pets`, { method: 'POST', headers, body: '{"name":""}' })
    await expect(petstore.guard.check()).rejects.toThrow(
      'POST http://vitest-entry.test/api/v1/pets → 400: validation_failed: categoryId is required; name must be 1 to 100 characters.\n      body.categoryId: categoryId is required\n      body.name: name must be 1 to 100 characters\n',
    )
  })

  it('switches the store to another scenario on request', async () => {
    await petstore.scenario('default')
    expect((await petstore.snapshot()).pets).toHaveLength(48)
  })
})
