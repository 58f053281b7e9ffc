import { createRequire } from 'node:module'
import { expect, test } from '@playwright/test'
import { goToPage, openDemo } from './demo'
import { NESTED_PATH } from './static-server'

test.describe('the built static demo', () => {
  test('works from a plain static server, under a nested path too', async ({ page }) => {
    await openDemo(page, '#/pets', NESTED_PATH)
    await expect(page.getByText('48 pets match')).toBeVisible()
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.scope,
    )
    expect(scope).toMatch(new RegExp(`${NESTED_PATH}$`))
    await goToPage(page, 'Orders')
    await expect(page.locator('main tbody tr[data-order-id]').first()).toBeVisible()
  })

  test('has no backend: the API exists only inside the page', async ({ request }) => {
    const response = await request.get('/api/v1/pets')
    expect(response.status()).toBe(404)
    expect(await response.text()).toBe('Not found')
  })

  test('ships the worker of the installed msw', async ({ request }) => {
    const worker = await request.get('/mockServiceWorker.js')
    expect(worker.headers()['content-type']).toContain('javascript')
    const msw = createRequire(import.meta.url)('msw/package.json') as { version: string }
    expect(await worker.text()).toContain(`const PACKAGE_VERSION = '${msw.version}'`)
  })
})
