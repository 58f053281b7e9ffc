/**
 * Each story renders on a new QueryClient that does not retry: no cached data from the story
 * before, and a failure shows at once.
 */
import type { Decorator } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

/**
 * The decorator: wraps every story in a fresh QueryClientProvider.
 *
 * @example
 * export default { decorators: [withQueryClient] } satisfies Preview
 */
export const withQueryClient: Decorator = (Story) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <Story />
  </QueryClientProvider>
)
