/**
 * Screenshots of the demo's main screens, written to e2e/screenshots/ on every run so people
 * can see the demo without starting it.
 */
import { expect, test } from '@playwright/test'
import { choosePet, openDemo, openHarness, screenshot } from './demo'

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
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
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
    await screenshot(page, 'harness-coverage-mobile')
  })

  test('the phone layout with a long name, and a pet’s details', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDemo(page)
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByLabel('Name').fill('M'.repeat(100))
    await dialog.getByLabel('Category').selectOption({ index: 1 })
    await dialog.getByRole('button', { name: 'Create pet' }).click()
    await expect(page.locator('.toast')).toBeVisible()
    await screenshot(page, 'pets-mobile-long-name')
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
})
