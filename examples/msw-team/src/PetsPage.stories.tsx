import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw/http'
import { PetsPage } from './PetsPage.tsx'

const meta = { component: PetsPage } satisfies Meta<typeof PetsPage>
export default meta
type Story = StoryObj<typeof meta>

// The seeded store from petstore-mock, the user from the team's handler.
export const Seeded: Story = {}

// A story replaces the team's handlers with its own; petstore-mock's stay.
export const AnotherUser: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.get('/auth/me', () => HttpResponse.json({ id: 'u-2', name: 'Grace Hopper' }))],
      },
    },
  },
}

// Or petstore-mock's, with msw's own handlers.
export const PetsFailing: Story = {
  parameters: {
    msw: {
      handlers: {
        petstore: [http.get('/api/v1/pets', () => new HttpResponse(null, { status: 503 }))],
      },
    },
  },
}
