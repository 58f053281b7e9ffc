/**
 * Screenshots of the demo's main screens, written to e2e/screenshots/ on every run so people
 * can see the demo without starting it.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { choosePet, goToPage, onHeldClock, openDemo, openHarness, screenshot } from './demo'

// Two tabs on one store: the first has the pet's form open when the second renames it, then
// saves a status change and meets the conflict.
async function conflictIn(context: BrowserContext): Promise<Page> {
  const first = await context.newPage()
  await openDemo(first)
  const second = await context.newPage()
  await openDemo(second)
  const row = first.locator('tr[data-pet-id]').first()
  const id = await row.getAttribute('data-pet-id')
  await row.getByRole('button', { name: /^Edit / }).click()
  const form = first.getByRole('dialog', { name: /^Edit / })
  await expect(form).toBeVisible()
  await second
    .locator(`tr[data-pet-id="${id}"]`)
    .getByRole('button', { name: /^Edit / })
    .click()
  const theirs = second.getByRole('dialog', { name: /^Edit / })
  await theirs.getByLabel('Name').fill('Biscuit the Second')
  await theirs.getByRole('button', { name: 'Save changes' }).click()
  await expect(theirs).toBeHidden()
  await second.close()
  const status = form.getByLabel('Status')
  await status.selectOption((await status.inputValue()) === 'sold' ? 'pending' : 'sold')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByRole('button', { name: 'Load their version' })).toBeFocused()
  return first
}

test.describe('screenshots of the main screens', () => {
  test('pets, with the harness journal open', async ({ page }) => {
    await openDemo(page)
    await expect(page.locator('main tbody tr')).toHaveCount(20)
    await screenshot(page, 'pets')
    await openHarness(page)
    await screenshot(page, 'harness')
  })

  test('the pet form with the API’s validation messages', async ({ page }) => {
    await openDemo(page)
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByRole('button', { name: 'Create pet' }).click()
    await expect(dialog.locator('.field-error').first()).toBeVisible()
    await screenshot(page, 'pet-form-errors')
  })

  test('categories, inventory and orders', async ({ page }) => {
    await openDemo(page, '#/categories')
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await screenshot(page, 'categories')
    await openDemo(page, '#/inventory')
    await expect(page.locator('.stat-card')).toHaveCount(3)
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await screenshot(page, 'inventory')
    await openDemo(page, '#/orders')
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await screenshot(page, 'orders')
  })

  test('the fault switch’s error screen', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Faults (500 / 503)', 'Every request')
    await harness.close()
    await page.getByRole('link', { name: 'Inventory', exact: true }).click()
    await expect(page.locator('.state-error')).toBeVisible()
    await screenshot(page, 'fault')
  })

  test('the API reference with a try-it answer', async ({ page }) => {
    await openDemo(page, '#/reference?op=listPets')
    const list = page.locator('[data-operation="listPets"]')
    await list.getByLabel('limit').fill('2')
    await list.getByRole('button', { name: 'Send request' }).click()
    await expect(list.locator('.try-status')).toContainText('200')
    await screenshot(page, 'reference-try-it')
    await openDemo(page, '#/reference?op=getPetById')
    await screenshot(page, 'reference-deprecated')
  })

  test('pets on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDemo(page)
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await screenshot(page, 'pets-mobile')
  })

  test('a 100-character name and the harness docked beside the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemo(page)
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByLabel('Name').fill('L'.repeat(100))
    await dialog.getByLabel('Category').selectOption({ index: 1 })
    await dialog.getByRole('button', { name: 'Create pet' }).click()
    await expect(page.locator('main tbody tr').first()).toContainText('LLLL')
    await screenshot(page, 'pets-long-name')
    await openHarness(page)
    await screenshot(page, 'harness-docked')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'harness-mobile')
  })

  test('the harness docked at 1024 px, and the order form’s pet picker', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 })
    await openDemo(page)
    await openHarness(page)
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await screenshot(page, 'harness-docked-1024')
    await (await openHarness(page)).close()
    await page.setViewportSize({ width: 1280, height: 800 })
    await goToPage(page, 'Orders')
    await page.getByRole('button', { name: 'Place order' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Place an order' })
    await dialog.getByRole('combobox', { name: 'Pet' }).fill('a')
    await expect(dialog.getByRole('option').first()).toBeVisible()
    await screenshot(page, 'order-pet-picker')
  })

  test('the harness’s Coverage tab, beside the page and on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemo(page)
    const harness = await openHarness(page)
    await page.evaluate(() =>
      fetch('/api/v1/pets/1', {
        headers: { Authorization: 'Bearer petstore-demo-key', Prefer: 'code=404' },
      }),
    )
    await harness.panel.getByRole('tab', { name: 'Coverage' }).click()
    await expect(harness.panel.locator('[data-state="hooked"][data-status="404"]')).toBeVisible()
    await screenshot(page, 'harness-coverage')
    await page.setViewportSize({ width: 390, height: 844 })
    // The phone's sheet scrolls as a whole: down to the tab, as a person would.
    await harness.panel.getByRole('tab', { name: 'Coverage' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'harness-coverage-mobile')
  })

  test('the phone layout with a long name, and a pet’s details', async ({ page }) => {
    await page.clock.install()
    await page.setViewportSize({ width: 390, height: 844 })
    await openDemo(page)
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByLabel('Name').fill('M'.repeat(100))
    await dialog.getByLabel('Category').selectOption({ index: 1 })
    await onHeldClock(page, async () => {
      await dialog.getByRole('button', { name: 'Create pet' }).click()
      await expect(page.locator('.toast')).toBeVisible()
      await screenshot(page, 'pets-mobile-long-name')
    })
    await page.locator('main tbody tr').first().locator('.pet-name').click()
    await expect(page.locator('[data-api-state="deprecated"]')).toBeVisible()
    await screenshot(page, 'pet-details-mobile')
  })

  test('the order form warning about a past ship date', async ({ page }) => {
    await openDemo(page, '#/orders')
    await page.getByRole('button', { name: 'Place order' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Place an order' })
    await choosePet(dialog)
    await dialog.getByLabel('Ship date').fill('2020-01-15')
    await expect(dialog.locator('.field-warning')).toBeVisible()
    await screenshot(page, 'order-past-ship-date')
  })

  test('the pets list and the docked harness at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await openDemo(page)
    await expect(page.locator('main tbody tr')).toHaveCount(20)
    await screenshot(page, 'pets-1440')
    await openHarness(page)
    await screenshot(page, 'harness-docked-1440')
  })

  test('two tabs editing one pet: the conflict at the form, at 1280 and 390 px', async ({
    context,
  }) => {
    const page = await conflictIn(context)
    await page.setViewportSize({ width: 1280, height: 800 })
    await screenshot(page, 'pet-conflict')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'pet-conflict-mobile')
    await page.getByRole('button', { name: 'Load their version' }).click()
    await expect(page.getByRole('dialog').getByRole('status')).toBeVisible()
    await screenshot(page, 'pet-conflict-loaded-mobile')
  })
})

// A 1280 × 800 laptop zoomed to 200%: the page lays out in 640 × 400 CSS pixels, drawn at twice
// the density.
test.describe('screenshots at 200% zoom', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })

  test('pets, the pet form and the open harness', async ({ page }) => {
    await openDemo(page)
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await screenshot(page, 'pets-zoom-200')
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByRole('button', { name: 'Create pet' }).click()
    await expect(dialog.locator('.field-error').first()).toBeVisible()
    await screenshot(page, 'pet-form-zoom-200')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await openHarness(page)
    await screenshot(page, 'harness-zoom-200')
  })

  test('the conflict at the form', async ({ context }) => {
    await screenshot(await conflictIn(context), 'pet-conflict-zoom-200')
  })
})
