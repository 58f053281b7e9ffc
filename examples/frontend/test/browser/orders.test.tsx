import { usePetstore } from 'petstore-mock/vitest-browser'
import { expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { renderShop } from './render'

const petstore = usePetstore({ scenario: 'empty' })
const orders = () => page.getByRole('region', { name: 'Orders waiting to ship' })

test('lists the orders waiting to ship, not the completed ones', async () => {
  const rex = await petstore.given.pet({ name: 'Rex', stock: 5 })
  const open = await petstore.given.order({
    petId: rex.id,
    quantity: 2,
    shipDate: '2026-10-02T09:00:00.000Z',
  })
  await petstore.given.order({ petId: rex.id, quantity: 1, complete: true })
  await renderShop()
  await expect
    .element(orders().getByRole('listitem'))
    .toHaveTextContent(`Order ${open.id}: 2 × pet ${rex.id}, ships 2 Oct 2026`)
  expect(orders().getByRole('listitem').elements()).toHaveLength(1)
  expect(petstore).toHaveReceived('listOrders', { query: { complete: false } })
})

test('says so when no order is waiting', async () => {
  await renderShop()
  await expect.element(orders().getByText('No orders are waiting to ship.')).toBeVisible()
})
