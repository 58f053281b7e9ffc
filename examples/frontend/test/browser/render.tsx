/**
 * Renders the shop in the real browser page, on a fresh QueryClient that does not retry (the
 * browser-mode twin of ../render.tsx, with vitest-browser-react's `render`).
 */
import { QueryClient } from '@tanstack/react-query'
import { render } from 'vitest-browser-react'
import { App } from '../../src/App'

/**
 * Renders the whole shop in the test's page.
 *
 * @example
 * await renderShop()
 * await expect.element(page.getByText('No pets yet.')).toBeVisible()
 */
export function renderShop() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<App queryClient={queryClient} />)
}
