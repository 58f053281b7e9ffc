import type { Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { petstoreLoader } from 'petstore-mock/storybook' // [petstore-mock]
import { handlers } from '../src/mocks/handlers.ts'

const preview: Preview = {
  // msw-storybook-addon's worker, its handlers reset before every story.
  // [petstore-mock] joins that worker; the seeded store before every story, `parameters.petstore`.
  loaders: [mswLoader(), petstoreLoader()],
  parameters: {
    msw: { handlers: { auth: handlers } },
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
