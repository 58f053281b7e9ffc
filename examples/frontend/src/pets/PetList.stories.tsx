import type { Meta, StoryObj } from '@storybook/react-vite'
import type { startPetstoreWorker } from 'petstore-mock/browser'
import { http, HttpResponse } from 'msw'
import { PetList } from './PetList'

const meta = { title: 'Pets/Pet list', component: PetList } satisfies Meta<typeof PetList>
export default meta
type Story = StoryObj<typeof meta>
type Db = Awaited<ReturnType<typeof startPetstoreWorker>>['db']

/** Three dogs, one page. */
export const List: Story = {
  parameters: {
    petstore: {
      scenario: 'empty',
      given: async (db: Db) => {
        const dogs = await db.createCategory({ name: 'Dogs' })
        for (const name of ['Rex', 'Bella', 'Max'])
          await db.createPet({ name, categoryId: dogs.id })
      },
    },
  },
}

/** A shop with no pets yet. */
export const Empty: Story = { parameters: { petstore: { scenario: 'empty' } } }

/** Every answer takes seconds: the loading state. */
export const Slow: Story = { parameters: { petstore: { latency: 'slow' } } }

/** The list fails with a 503: the error state and its retry. */
export const Failing: Story = {
  parameters: {
    msw: [
      http.get('*/api/v1/pets', () =>
        HttpResponse.json(
          {
            code: 'service_unavailable',
            message: 'The service is unavailable; try again shortly.',
            status: 503,
          },
          { status: 503 },
        ),
      ),
    ],
  },
}
