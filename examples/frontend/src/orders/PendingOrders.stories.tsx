import type { Meta, StoryObj } from '@storybook/react-vite'
import type { StoryParameters } from 'petstore-mock/storybook'
import { PendingOrders } from './PendingOrders'

const meta = {
  title: 'Orders/Orders waiting to ship',
  component: PendingOrders,
} satisfies Meta<typeof PendingOrders>
export default meta
type Story = StoryObj<typeof meta>

/** One order placed for Rex and not yet complete, shipping on 2 October 2026. */
export const Pending: Story = {
  parameters: {
    petstore: {
      scenario: 'empty',
      given: async (given) => {
        const rex = await given.pet({ name: 'Rex', stock: 1 })
        await given.order({ petId: rex.id, quantity: 1, shipDate: '2026-10-02T09:00:00.000Z' })
      },
    } satisfies StoryParameters,
  },
}

/** Nothing waiting to ship. */
export const NoneWaiting: Story = {
  parameters: { petstore: { scenario: 'empty' } satisfies StoryParameters },
}
