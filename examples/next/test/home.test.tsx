import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { usePetstore } from 'petstore-mock/vitest'
import { afterEach, expect, test, vi } from 'vitest'
import { NewPetForm } from '@/app/new-pet-form'
import { ServerPets } from '@/app/server-pets'
import { API_URL } from '@/lib/api'

// The same kit as any React app: the mock intercepts the app's fetch in the test's process.
const petstore = usePetstore({ baseUrl: API_URL, scenario: 'empty' })

// The client form asks the app router for a fresh server render; a test has no router.
const refresh = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

afterEach(cleanup)

test('the server list, a Server Component, shows the newest pets first', async () => {
  await petstore.given.pet({ name: 'Rex' })
  await petstore.given.pet({ name: 'Tom' })
  // A Server Component is an async function: await it, then render what it returned.
  render(await ServerPets())
  const pets = within(screen.getByRole('list', { name: 'Pets' })).getAllByRole('listitem')
  expect(pets.map((pet) => pet.textContent)).toEqual(['Tom', 'Rex'])
  expect(petstore).toHaveReceived('listPets', { query: { sort: '-id', limit: 10 } })
})

test('the server list says so when the store has no pets', async () => {
  render(await ServerPets())
  expect(screen.getByText('No pets yet.')).toBeTruthy()
})

test('a pet added from the browser form is stored and the page asks for a fresh render', async () => {
  // The form adds to category 1; the empty store has none until the test arranges it.
  const category = await petstore.given.category({ name: 'Dogs' })
  expect(category.id).toBe(1)
  render(<NewPetForm />)
  fireEvent.change(screen.getByLabelText('Name (from the browser)'), { target: { value: 'Nala' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add from the browser' }))
  expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Added Nala')
  expect(petstore).toHaveReceived('createPet', { body: { name: 'Nala', categoryId: 1 } })
  expect(refresh).toHaveBeenCalledOnce()
})
