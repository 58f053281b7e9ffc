/**
 * Renders the shop the way every test suite here does: on a fresh QueryClient (no cache carried
 * over from the last test) that does not retry, so a failure shows at once.
 */
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { App } from '../src/App'

/**
 * Renders the whole shop for one test.
 *
 * @example
 * renderShop()
 * await screen.findByText('No pets yet.')
 */
export function renderShop() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<App queryClient={queryClient} />)
}
