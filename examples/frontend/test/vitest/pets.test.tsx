import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { usePetstore } from 'petstore-mock/vitest'
import { expect, test } from 'vitest'
import { renderShop } from '../render'

const petstore = usePetstore({ scenario: 'empty' })
const pets = () => within(screen.getByRole('region', { name: 'Pets' }))

test('shows the first page of pets and how many there are in all', async () => {
  await petstore.given.pets(12)
  renderShop()
  expect(pets().getByRole('status')).toHaveTextContent('Loading pets…')
  const list = await pets().findByRole('list', { name: 'Pets' })
  expect(within(list).getAllByRole('listitem')).toHaveLength(10)
  expect(pets().getByText('Page 1 of 2 · 12 pets')).toBeInTheDocument()
})

test('pages forward and back', async () => {
  const stored = await petstore.given.pets(12)
  renderShop()
  await userEvent.click(await pets().findByRole('button', { name: 'Next' }))
  expect(await pets().findByText('Page 2 of 2 · 12 pets')).toBeInTheDocument()
  expect(
    pets()
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(stored.slice(10).map((pet) => `${pet.name} (${pet.status})`))
  expect(pets().getByRole('button', { name: 'Next' })).toBeDisabled()
  expect(petstore).toHaveReceived('listPets', { query: { offset: 10, limit: 10 } })
  await userEvent.click(pets().getByRole('button', { name: 'Previous' }))
  expect(await pets().findByText('Page 1 of 2 · 12 pets')).toBeInTheDocument()
})

test('filters the list by category', async () => {
  const dogs = await petstore.given.category({ name: 'Dogs' })
  await petstore.given.category({ name: 'Cats' })
  await petstore.given.pet({ name: 'Rex', categoryId: dogs.id })
  await petstore.given.pets(3)
  renderShop()
  await pets().findByText('Page 1 of 1 · 4 pets')
  await userEvent.selectOptions(pets().getByRole('combobox', { name: 'Category' }), 'Dogs')
  expect(await pets().findByText('Page 1 of 1 · 1 pet')).toBeInTheDocument()
  expect(pets().getByRole('listitem')).toHaveTextContent('Rex (available)')
  expect(petstore).toHaveReceived('listPets', { query: { categoryId: dogs.id } })
  await userEvent.selectOptions(pets().getByRole('combobox', { name: 'Category' }), 'Cats')
  expect(await pets().findByText('No pets in this category.')).toBeInTheDocument()
})

test('says so when the shop has no pets yet', async () => {
  renderShop()
  expect(await pets().findByText('No pets yet.')).toBeInTheDocument()
})

test('shows the API’s message when the list fails, and loads it on “Try again”', async () => {
  await petstore.given.pet({ name: 'Rex' })
  petstore.nextResponse('listPets', { status: 503 })
  renderShop()
  const alert = await pets().findByRole('alert')
  expect(alert).toHaveTextContent(
    'Could not load pets. The service is unavailable; try again shortly.',
  )
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await pets().findByRole('listitem')).toHaveTextContent('Rex (available)')
  expect(petstore).toHaveReceivedTimes('listPets', 2)
})
