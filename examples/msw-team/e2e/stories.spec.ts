import { expect, test, type Page } from '@playwright/test'

// Each story in Storybook's own preview frame, as its iframe renders it.
const open = (page: Page, story: string) =>
  page.goto(`/iframe.html?id=petspage--${story}&viewMode=story`)
const pets = (page: Page) => page.getByRole('list', { name: 'Pets' }).getByRole('listitem')

test('Seeded: the user from the team’s handler, the pets from petstore-mock', async ({ page }) => {
  await open(page, 'seeded')
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible()
  await expect(pets(page)).toHaveCount(48)
})

test('AnotherUser: the story’s own handler for /auth/me, petstore-mock’s pets', async ({
  page,
}) => {
  await open(page, 'another-user')
  await expect(page.getByText('Signed in as Grace Hopper')).toBeVisible()
  await expect(pets(page)).toHaveCount(48)
})

test('NoPets: the story’s own store, with no pets', async ({ page }) => {
  await open(page, 'no-pets')
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible()
  await expect(page.getByText('No pets yet.')).toBeVisible()
})

test('PetsFailing: the story’s own answer for the pets', async ({ page }) => {
  await open(page, 'pets-failing')
  await expect(page.getByRole('alert')).toHaveText('Could not load pets.')
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible()
})
