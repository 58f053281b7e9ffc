import { describe, expect, it } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'
import { receivedOutcome, receivedTimesOutcome } from './matchers'

const BASE = 'http://matchers.test/api/v1'
const petstore = usePetstore({ baseUrl: BASE, scenario: 'empty' })

const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }
const get = (path: string) => fetch(BASE + path, { headers })
const post = (path: string, body: unknown) =>
  fetch(BASE + path, { method: 'POST', headers, body: JSON.stringify(body) })

describe('toHaveReceived', () => {
  it('passes when a request matches the operation and every given field', async () => {
    const pet = await petstore.given.pet({ stock: 5 })
    await post('/store/orders', { petId: pet.id, quantity: 2 })
    expect(petstore).toHaveReceived('createOrder')
    expect(petstore).toHaveReceived('createOrder', { body: { petId: pet.id }, status: 201 })
    expect(petstore).toHaveReceived('createOrder', { body: { quantity: expect.any(Number) } })
    expect(petstore).not.toHaveReceived('createOrder', { body: { quantity: 3 } })
  })

  it('compares query and path values with the strings the app sent', async () => {
    await get('/pets?status=available&status=sold&limit=5')
    await get('/pets/7')
    expect(petstore).toHaveReceived('listPets', {
      query: { status: ['available', 'sold'], limit: 5 },
    })
    expect(petstore).toHaveReceived('listPets', { query: { limit: '5' } })
    expect(petstore).not.toHaveReceived('listPets', { query: { status: ['available'] } })
    expect(petstore).toHaveReceived('getPetById', { params: { petId: 7 }, status: 404 })
  })

  it('lists the closest requests and how each differed when none matched', async () => {
    const pet = await petstore.given.pet({ stock: 5 })
    await get('/pets?status=available')
    await post('/store/orders', { petId: pet.id, quantity: 2 })
    await post('/store/orders', { quantity: 1 })
    const outcome = receivedOutcome(petstore, 'createOrder', { body: { petId: 3, quantity: 1 } })
    expect(outcome.pass).toBe(false)
    expect(outcome.message()).toBe(
      [
        'Expected a request to createOrder with body { petId: 3, quantity: 1 }, but none of the 3 requests matched.',
        '',
        'Closest requests:',
        '  #3 POST /api/v1/store/orders → 400 (createOrder)',
        '    body.petId: expected 3, it was missing',
        '  #2 POST /api/v1/store/orders → 201 (createOrder)',
        '    body.petId: expected 3, received 1',
        '    body.quantity: expected 1, received 2',
        '  #1 GET /api/v1/pets?status=available → 200 (listPets)',
        '    operation: expected createOrder, received listPets',
      ].join('\n'),
    )
    // The deliberately invalid order above is not what this file tests.
    await expect(petstore.guard.check()).rejects.toThrow('validation_failed')
  })

  it('says so when the mock received nothing at all', () => {
    expect(receivedOutcome(petstore, 'listPets').message()).toBe(
      'Expected a request to listPets, but the mock received no requests.',
    )
  })

  it('names the matching requests when negated', async () => {
    await get('/pets')
    expect(receivedOutcome(petstore, 'listPets').message()).toBe(
      'Expected no request to listPets, but the mock received 1:\n  #1 GET /api/v1/pets → 200 (listPets)',
    )
  })

  it('takes the journal itself too, and refuses anything else', () => {
    expect(() => expect(petstore.requests).toHaveReceived('listPets')).toThrow(
      'but the mock received no requests',
    )
    expect(() => expect({}).toHaveReceived('listPets')).toThrow(
      'toHaveReceived needs the petstore (or its `requests` journal)',
    )
  })

  it('fails the type check on an unknown operation or field', () => {
    // @ts-expect-error there is no operation createOrdr in openapi.yaml
    expect(() => expect(petstore).toHaveReceived('createOrdr')).toThrow()
    // @ts-expect-error createOrder's body has no field petid
    expect(() => expect(petstore).toHaveReceived('createOrder', { body: { petid: 3 } })).toThrow()
    // @ts-expect-error listPets takes no body
    expect(() => expect(petstore).toHaveReceived('listPets', { body: { name: 'Rex' } })).toThrow()
    // @ts-expect-error 418 is not a status createOrder documents
    expect(() => expect(petstore).toHaveReceived('createOrder', { status: 418 })).toThrow()
  })
})

describe('the matchers on the controller, for any runner', () => {
  it('answers { pass, message } from hasReceived and hasReceivedTimes', async () => {
    await get('/pets?limit=5')
    expect(petstore.hasReceived('listPets', { query: { limit: 5 } }).pass).toBe(true)
    const miss = petstore.hasReceived('listPets', { query: { limit: 6 } })
    expect(miss.pass).toBe(false)
    expect(miss.message()).toContain('query.limit: expected 6, received 5')
    expect(petstore.hasReceivedTimes('listPets', 1).pass).toBe(true)
    expect(petstore.received('listPets')[0]?.query).toEqual({ limit: 5 })
  })
})

describe('toHaveReceivedTimes', () => {
  it('counts the matching requests', async () => {
    await get('/pets')
    await get('/pets?limit=5')
    expect(petstore).toHaveReceivedTimes('listPets', 2)
    expect(petstore).toHaveReceivedTimes('listPets', 1, { query: { limit: 5 } })
    expect(petstore).toHaveReceivedTimes('createOrder', 0)
  })

  it('lists what it counted when the count is off', async () => {
    await get('/pets')
    expect(receivedTimesOutcome(petstore, 'listPets', 2).message()).toBe(
      'Expected the mock to receive listPets 2 times, but it received it 1 time:\n  #1 GET /api/v1/pets → 200 (listPets)',
    )
  })

  it('adds the near-miss report when nothing matched', async () => {
    await get('/categories')
    expect(receivedTimesOutcome(petstore, 'listPets', 1, { query: { limit: 5 } }).message()).toBe(
      [
        'Expected the mock to receive listPets with query { limit: 5 } 1 time, but it received it 0 times.',
        '',
        'Expected a request to listPets with query { limit: 5 }, but none of the 1 request matched.',
        '',
        'Closest requests:',
        '  #1 GET /api/v1/categories → 200 (listCategories)',
        '    operation: expected listPets, received listCategories',
      ].join('\n'),
    )
  })
})
