import type { Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { petstoreLoader } from 'petstore-mock/storybook' // [petstore-mock]
import { handlers } from '../src/mocks/handlers.ts'

// The page's one msw worker, handed to msw-storybook-addon (its handlers reset before every story).
const worker = setupWorker()
const started = worker.start({ quiet: true, onUnhandledFrame: 'bypass' })

const preview: Preview = {
  loaders: [
    mswLoader(() => started.then(() => worker)),
    // [petstore-mock] on the same worker: the seeded store before every story, `parameters.petstore`.
    petstoreLoader({ join: worker }),
  ],
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
