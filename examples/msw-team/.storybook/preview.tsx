import type { Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { handlers } from '../src/mocks/handlers.ts'
import { createPetstore } from 'petstore-mock' // [petstore-mock]

const petstore = createPetstore() // [petstore-mock]

const preview: Preview = {
  // msw-storybook-addon's worker, its handlers reset before every story.
  loaders: [mswLoader(), () => petstore.reset()], // [petstore-mock] the seeded store for each story
  parameters: {
    msw: { handlers: { auth: handlers, petstore: petstore.handlers } }, // [petstore-mock]
  },
  decorators: [
    (Story) => (
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Story />
      </QueryClientProvider>
    ),
  ],
}

export default preview
