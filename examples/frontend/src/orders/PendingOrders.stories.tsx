import type { Meta, StoryObj } from '@storybook/react-vite'
import type { startPetstoreWorker } from 'petstore-mock/browser'
import { PendingOrders } from './PendingOrders'

const meta = {
  title: 'Orders/Orders waiting to ship',
  component: PendingOrders,
} satisfies Meta<typeof PendingOrders>
export default meta
type Story = StoryObj<typeof meta>
type Db = Awaited<ReturnType<typeof startPetstoreWorker>>['db']

/** One order placed for Rex, two units, shipping on 2 October 2026. */
export const Pending: Story = {
  parameters: {
    petstore: {
      scenario: 'empty',
      given: async (db: Db) => {
        const dogs = await db.createCategory({ name: 'Dogs' })
        const rex = await db.createPet({ name: 'Rex', categoryId: dogs.id })
        await db.placeOrder({ petId: rex.id, quantity: 1, shipDate: '2026-10-02T09:00:00.000Z' })
      },
    },
  },
}

/** Nothing waiting to ship. */
export const NoneWaiting: Story = { parameters: { petstore: { scenario: 'empty' } } }
