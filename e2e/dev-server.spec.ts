import { expect, test } from '@playwright/test'
import { openDemo } from './demo'

test.describe('npm start (the Vite dev server)', () => {
  test('serves the demo with the mock in its service worker', async ({ page }) => {
    await openDemo(page)
    await expect(page.getByText('48 pets match')).toBeVisible()
    await page.getByRole('link', { name: 'API reference' }).click()
    await expect(page.getByRole('heading', { name: 'Petstore API', level: 1 })).toBeVisible()
  })
})
