import type { Meta, StoryObj } from '@storybook/react-vite'
import { reply, type StoryParameters } from 'petstore-mock/storybook'
import { PetList } from './PetList'

const meta = { title: 'Pets/Pet list', component: PetList } satisfies Meta<typeof PetList>
export default meta
type Story = StoryObj<typeof meta>

/** Three dogs: one page. */
export const List: Story = {
  parameters: {
    petstore: {
      scenario: 'empty',
      given: async (given) => {
        const dogs = await given.category({ name: 'Dogs' })
        for (const name of ['Rex', 'Bella', 'Max']) await given.pet({ name, categoryId: dogs.id })
      },
    } satisfies StoryParameters,
  },
}

/** A shop with no pets yet. */
export const Empty: Story = {
  parameters: { petstore: { scenario: 'empty' } satisfies StoryParameters },
}

/** The seeded shop (48 pets) on a slow network: 1-3 s an answer, so the loading state shows. */
export const Slow: Story = {
  parameters: { petstore: { latency: 'slow' } satisfies StoryParameters },
}

/** The list answers 503: the error state and its retry. */
export const Failing: Story = {
  parameters: {
    petstore: { reply: [reply('listPets', { status: 503 })] } satisfies StoryParameters,
  },
}
