import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw/http'
import type { StoryParameters } from 'petstore-mock/storybook'
import { PetsPage } from './PetsPage.tsx'

const meta = { component: PetsPage } satisfies Meta<typeof PetsPage>
export default meta
type Story = StoryObj<typeof meta>

// The seeded store from petstore-mock, the user from the team's handler.
export const Seeded: Story = {}

// A story replaces the team's handler with its own, through the addon; petstore-mock's pets stay.
export const AnotherUser: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.get('/auth/me', () => HttpResponse.json({ id: 'u-2', name: 'Grace Hopper' }))],
      },
    },
  },
}

// [petstore-mock] A story's own store and answers, through `parameters.petstore`.
export const NoPets: Story = {
  parameters: { petstore: { scenario: 'empty' } satisfies StoryParameters },
}

// Or an answer of msw's own in front of petstore-mock's, through the addon.
export const PetsFailing: Story = {
  parameters: {
    msw: {
      handlers: {
        pets: [http.get('/api/v1/pets', () => new HttpResponse(null, { status: 503 }))],
      },
    },
  },
}
