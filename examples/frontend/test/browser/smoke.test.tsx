import { startPetstoreWorker } from 'petstore-mock/browser'
import { render } from 'vitest-browser-react'
import { expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { QueryClient } from '@tanstack/react-query'
import { App } from '../../src/App'

test('smoke', async () => {
  const petstore = await startPetstoreWorker({ scenario: 'empty' })
  void petstore
  render(<App queryClient={new QueryClient()} />)
  await expect.element(page.getByText('No pets yet.')).toBeVisible()
})
