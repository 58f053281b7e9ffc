import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { usePetstore } from 'petstore-mock/vitest'
import { expect, test } from 'vitest'
import { server } from './mocks/node.ts'
import { PetsPage } from './PetsPage.tsx'

usePetstore({ join: server }) // [petstore-mock] the seeded store, back to its seed before each test

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <PetsPage />
    </QueryClientProvider>,
  )
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

test('lists a pet once it is added', async () => {
  renderPage()
  const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add pet' })
  await waitFor(() => expect(add.disabled).toBe(false))
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Biscuit' } })
  fireEvent.click(add)
  expect(await screen.findByText('Biscuit')).toBeTruthy()
  expect(await petNames()).toHaveLength(49)
})
