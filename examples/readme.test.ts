import { expect, test } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'
import { createShop } from './shop/shop'

const petstore = usePetstore({ baseUrl: 'http://shop.test/api/v1', scenario: 'empty' })
const shop = createShop('http://shop.test/api/v1')

test('adopting a pet orders it and takes it off the shelf', async () => {
  const rex = await petstore.given.pet({ name: 'Rex' })
  expect(await shop.adopt(rex)).toBe('Rex is yours!')
  expect(petstore).toHaveReceived('createOrder', { body: { petId: rex.id, quantity: 1 } })
  expect(await shop.availablePets()).toEqual([])
})
