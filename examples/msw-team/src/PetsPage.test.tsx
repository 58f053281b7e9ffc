import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { petstore, refreshOnStoreChange } from './mocks/petstore.ts'
import { PetsPage } from './PetsPage.tsx'

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const stop = refreshOnStoreChange(queryClient)
  render(
    <QueryClientProvider client={queryClient}>
      <PetsPage />
    </QueryClientProvider>,
  )
  return stop
}

const petNames = async () =>
  within(await screen.findByRole('list', { name: 'Pets' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

test('shows the signed-in user from the team’s handler and the pets from petstore-mock', async () => {
  renderPage()
  expect(await screen.findByText('Signed in as Ada Lovelace')).toBeTruthy()
  expect(await petNames()).toHaveLength(48)
})

test('lists a pet it adds, and loads the list again when the store is reset under it', async () => {
  const stop = renderPage()
  const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add pet' })
  await waitFor(() => expect(add.disabled).toBe(false))
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Biscuit' } })
  fireEvent.click(add)
  expect(await screen.findByText('Biscuit')).toBeTruthy()
  await petstore.reset()
  await waitFor(() => expect(screen.queryByText('Biscuit')).toBeNull())
  expect(await petNames()).toHaveLength(48)
  stop()
})
