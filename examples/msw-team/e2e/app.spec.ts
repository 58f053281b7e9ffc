import { expect, test, type Page } from '@playwright/test'

// Every test has a browser context of its own, so a store of its own: they run at once
// (fullyParallel) and none sees another's pets.
const pets = (page: Page) => page.getByRole('list', { name: 'Pets' }).getByRole('listitem')

async function open(page: Page) {
  await page.goto('/')
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible()
  await expect(pets(page)).toHaveCount(48)
}

async function add(page: Page, name: string) {
  await page.getByLabel('Name').fill(name)
  await page.getByRole('button', { name: 'Add pet' }).click()
  await expect(pets(page).last()).toHaveText(name)
}

for (const name of ['Biscuit', 'Pepper']) {
  test(`lists ${name} once it is added, and no pet another test added`, async ({ page }) => {
    await open(page)
    await add(page, name)
    await expect(pets(page)).toHaveCount(49)
  })
}

test('loads the list again when another tab adds a pet, and when the store is reset', async ({
  context,
  page,
}) => {
  await open(page)
  const other = await context.newPage()
  await open(other)
  await add(other, 'From the other tab')
  await expect(pets(page).last()).toHaveText('From the other tab')

  page.on('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Open the mock harness' }).click()
  await page
    .getByRole('dialog', { name: 'Mock harness' })
    .getByRole('button', { name: 'Reset store' })
    .click()
  await expect(pets(page)).toHaveCount(48)
  await expect(pets(other)).toHaveCount(48)
})
