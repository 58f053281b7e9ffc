// TEMPORARY shim until petstore-mock/storybook lands: implements parameters.petstore by hand.
import type { Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { startPetstoreWorker } from 'petstore-mock/browser'

let started: ReturnType<typeof startPetstoreWorker> | undefined
const preview: Preview = {
  loaders: [
    async (context) => {
      const p = await (started ??= startPetstoreWorker())
      await mswLoader(async () => p.worker)(context)
      const options = context.parameters.petstore ?? {}
      await p.setScenario(options.scenario ?? 'default')
      p.configure({ latency: options.latency ?? 'none' })
      if (options.given) await options.given(p.db)
      return {}
    },
  ],
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
