import { screen, within } from '@testing-library/react'
import { usePetstore } from 'petstore-mock/jest'
import { expect, test } from '@jest/globals'
import { renderShop } from '../render'

const petstore = usePetstore({ scenario: 'empty' })

test('lists the orders waiting to ship, not the completed ones', async () => {
  const rex = await petstore.given.pet({ name: 'Rex', stock: 5 })
  const open = await petstore.given.order({
    petId: rex.id,
    quantity: 2,
    shipDate: '2026-10-02T09:00:00.000Z',
  })
  await petstore.given.order({ petId: rex.id, quantity: 1, complete: true })
  renderShop()
  const orders = await screen.findByRole('list', { name: 'Orders waiting to ship' })
  expect(
    within(orders)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`Order ${open.id}: 2 × pet ${rex.id}, ships 2 Oct 2026`])
  expect(petstore).toHaveReceived('listOrders', { query: { complete: false } })
})

test('says so when no order is waiting', async () => {
  renderShop()
  expect(await screen.findByText('No orders are waiting to ship.')).toBeInTheDocument()
})
