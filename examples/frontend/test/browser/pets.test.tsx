import { usePetstore } from 'petstore-mock/vitest-browser'
import { expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { renderShop } from './render'

// The mock runs in this page's service worker: the app's requests really leave the page.
const petstore = usePetstore({ scenario: 'empty' })
const pets = () => page.getByRole('region', { name: 'Pets' })

test('shows the first page of pets and how many there are in all', async () => {
  await petstore.given.pets(12)
  await renderShop()
  await expect.element(pets().getByRole('status')).toHaveTextContent('Loading pets…')
  await expect.element(pets().getByText('Page 1 of 2 · 12 pets')).toBeVisible()
  expect(pets().getByRole('listitem').elements()).toHaveLength(10)
})

test('pages forward and back', async () => {
  const stored = await petstore.given.pets(12)
  await renderShop()
  await pets().getByRole('button', { name: 'Next' }).click()
  await expect.element(pets().getByText('Page 2 of 2 · 12 pets')).toBeVisible()
  expect(
    pets()
      .getByRole('listitem')
      .elements()
      .map((item) => item.textContent),
  ).toEqual(stored.slice(10).map((pet) => `${pet.name} (${pet.status})`))
  await expect.element(pets().getByRole('button', { name: 'Next' })).toBeDisabled()
  expect(petstore).toHaveReceived('listPets', { query: { offset: 10, limit: 10 } })
  await pets().getByRole('button', { name: 'Previous' }).click()
  await expect.element(pets().getByText('Page 1 of 2 · 12 pets')).toBeVisible()
})

test('filters the list by category', async () => {
  const dogs = await petstore.given.category({ name: 'Dogs' })
  await petstore.given.category({ name: 'Cats' })
  await petstore.given.pet({ name: 'Rex', categoryId: dogs.id })
  await petstore.given.pets(3)
  await renderShop()
  await expect.element(pets().getByText('Page 1 of 1 · 4 pets')).toBeVisible()
  await pets().getByRole('combobox', { name: 'Category' }).selectOptions('Dogs')
  await expect.element(pets().getByText('Page 1 of 1 · 1 pet')).toBeVisible()
  await expect.element(pets().getByRole('listitem')).toHaveTextContent('Rex (available)')
  expect(petstore).toHaveReceived('listPets', { query: { categoryId: dogs.id } })
  await pets().getByRole('combobox', { name: 'Category' }).selectOptions('Cats')
  await expect.element(pets().getByText('No pets in this category.')).toBeVisible()
})

test('says so when the shop has no pets yet', async () => {
  await renderShop()
  await expect.element(pets().getByText('No pets yet.')).toBeVisible()
})

test('shows the API’s message when the list fails, and loads it on “Try again”', async () => {
  await petstore.given.pet({ name: 'Rex' })
  // A typed handler in front of the mock's, answered once; the next request gets the store.
  petstore.worker.use(petstore.reply('listPets', { status: 503 }, { once: true }))
  await renderShop()
  const alert = pets().getByRole('alert')
  // Part of the alert's text (its button is the rest): Vitest 5's toHaveTextContent is exact.
  await expect
    .element(alert)
    .toMatchTextContent('Could not load pets. The service is unavailable; try again shortly.')
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect.element(pets().getByRole('listitem')).toHaveTextContent('Rex (available)')
  expect(petstore).toHaveReceivedTimes('listPets', 2)
})
