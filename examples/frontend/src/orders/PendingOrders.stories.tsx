import type { Meta, StoryObj } from '@storybook/react-vite'
import { reply, type StoryParameters } from 'petstore-mock/storybook'
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

/**
 * The orders fail with a 500, set up with msw-storybook-addon's own `context.msw`, which is the
 * mock's worker: the handler goes in front of the mock's and is gone after the story.
 */
export const Failing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(reply('listOrders', { status: 500 }))
  },
}
