// The pet shop's data layer against petstore-mock: arrange with `given`, act through the app,
// assert on what the app shows and on what it sent.
import { describe, expect, test } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'
import { createShop } from './shop'

const API = 'http://shop.test/api/v1'
const petstore = usePetstore({ baseUrl: API, scenario: 'empty' })
const shop = createShop(API)

describe('the pet list', () => {
  test('offers only the pets that can be adopted, by name', async () => {
    await petstore.given.pet({ name: 'Tom' })
    await petstore.given.pet({ name: 'Rex', status: 'sold' })
    await petstore.given.pet({ name: 'Bella' })
    expect((await shop.availablePets()).map((pet) => pet.name)).toEqual(['Bella', 'Tom'])
    expect(petstore).toHaveReceived('listPets', { query: { status: ['available'], sort: 'name' } })
  })

  test('says so when the pets cannot be loaded', async () => {
    petstore.nextResponse('listPets', { status: 500 })
    await expect(shop.availablePets()).rejects.toThrow('The pets could not be loaded (500).')
  })
})

describe('adopting', () => {
  test('tells the visitor when someone else was quicker', async () => {
    const rex = await petstore.given.pet({ name: 'Rex' })
    await petstore.given.order({ petId: rex.id }) // takes Rex's only unit of stock
    expect(await shop.adopt(rex)).toBe('Sorry, Rex has just been adopted.')
  })

  test('asks the visitor to try again when the shop is busy', async () => {
    const rex = await petstore.given.pet({ name: 'Rex' })
    petstore.nextResponse('createOrder', { status: 503 })
    expect(await shop.adopt(rex)).toBe('The shop is busy; please try again.')
    expect(await shop.adopt(rex)).toBe('Rex is yours!')
    expect(petstore).toHaveReceivedTimes('createOrder', 2, { body: { petId: rex.id } })
  })

  test('can start from a whole seeded store and go back to it', async () => {
    await petstore.scenario('default')
    const before = await petstore.snapshot()
    const [first] = await shop.availablePets()
    expect(await shop.adopt(first!)).toBe(`${first!.name} is yours!`)
    await petstore.restore(before)
    expect(await petstore.snapshot()).toEqual(before)
  })
})
