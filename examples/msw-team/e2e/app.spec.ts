import { expect, test, type Page } from '@playwright/test'

// Every test has a browser context of its own, so a worker and a store of its own: they run at
// once (fullyParallel) and none sees another's pets.
const pets = (page: Page) => page.getByRole('list', { name: 'Pets' }).getByRole('listitem')

test('shows the signed-in user and the seeded pets on the first load', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible()
  await expect(pets(page)).toHaveCount(48)
})

for (const name of ['Biscuit', 'Pepper']) {
  test(`lists ${name} once it is added, and no pet another test added`, async ({ page }) => {
    await page.goto('/')
    await expect(pets(page)).toHaveCount(48)
    await page.getByLabel('Name').fill(name)
    await page.getByRole('button', { name: 'Add pet' }).click()
    await expect(pets(page)).toHaveCount(49)
    await expect(pets(page).last()).toHaveText(name)
  })
}
