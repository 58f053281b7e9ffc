import { expect, test } from '@playwright/test'
import { contractOperations } from '../src/contract/operations'
import { openDemo, openHarness } from './demo'

test.describe('the API reference', () => {
  test('renders every operation of openapi.yaml with its markers', async ({ page }) => {
    await openDemo(page, '#/reference')
    await expect(page.getByRole('heading', { name: 'Petstore API', level: 1 })).toBeVisible()
    await expect(page.locator('.op-card')).toHaveCount(contractOperations.length)

    const legacy = page.locator('[data-operation="getPetById"] .op-head')
    await expect(legacy.locator('[data-marker="deprecated"]')).toHaveText('Deprecated')
    await expect(legacy.locator('[data-marker="sunset"]')).toHaveText('Sunset 2027-06-30')
    await expect(
      page.locator('[data-operation="updateInventory"] [data-marker="beta"]'),
    ).toHaveText('Beta')
    await expect(page.locator('[data-operation="updateOrder"] [data-marker="beta"]')).toHaveText(
      'Beta',
    )
    await expect(
      page.locator('[data-operation="cancelOrder"] [data-marker="experimental"]'),
    ).toHaveText('Experimental')
    await expect(page.locator('[data-operation="listPets"] [data-marker]')).toHaveCount(0)
  })

  test('hides the try-it panel where openapi.yaml says x-hideTryItPanel', async ({ page }) => {
    await openDemo(page, '#/reference?op=listOrders')
    const hidden = page.locator('[data-operation="listOrders"]')
    await expect(hidden.locator('[data-try-hidden]')).toContainText('x-hideTryItPanel')
    await expect(hidden.getByRole('button', { name: 'Send request' })).toHaveCount(0)
    await expect(page.locator('[data-try-hidden]')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(
      contractOperations.length - 1,
    )
  })

  test('sends real requests to the mock in the page, changing the same store', async ({ page }) => {
    await openDemo(page, '#/reference?op=createCategory')
    const create = page.locator('[data-operation="createCategory"]')
    await create.getByLabel('Body (application/json)').fill('{ "name": "Hedgehogs" }')
    await create.getByRole('button', { name: 'Send request' }).click()
    await expect(create.locator('.try-status')).toContainText('201')
    await expect(create.locator('.try-headers')).toContainText(/location/i)
    await expect(create.locator('.code-block').last()).toContainText('"name": "Hedgehogs"')

    const list = page.locator('[data-operation="listPets"]')
    await list.getByLabel('limit').fill('5')
    await list.getByRole('textbox', { name: 'status query' }).fill('available,sold')
    await expect(list.locator('.try-request')).toHaveText(
      'GET /api/v1/pets?status=available&status=sold&limit=5',
    )
    await list.getByRole('button', { name: 'Send request' }).click()
    await expect(list.locator('.try-status')).toContainText('200')
    await expect(list.locator('.try-headers')).toContainText('x-total-count')

    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await expect(page.locator('main tbody tr').filter({ hasText: 'Hedgehogs' })).toBeVisible()
  })

  test('try-it honours the response controls, and the harness clock takes GET /pets/{petId} past its sunset', async ({
    page,
  }) => {
    await openDemo(page, '#/reference?op=getPetById')
    const get = page.locator('[data-operation="getPetById"]')
    await get.getByRole('button', { name: 'Send request' }).click()
    await expect(get.locator('.try-status')).toContainText('200')
    await expect(get.locator('.try-headers')).toContainText('sunset')

    await get.getByLabel('Status').selectOption('404')
    await get.getByRole('button', { name: 'Send request' }).click()
    await expect(get.locator('.try-status')).toContainText('404')

    await get.getByLabel('Status').selectOption('')
    await get.getByLabel('Body').selectOption('example:default')
    await get.getByLabel('Send as').selectOption('query')
    await expect(get.locator('.try-request')).toContainText('?__example=default')
    await get.getByRole('button', { name: 'Send request' }).click()
    await expect(get.locator('.code-block').last()).toContainText('"name": "Rex"')
    await get.getByLabel('Body').selectOption('')

    const harness = await openHarness(page)
    await harness.choose('Clock', 'After the sunset')
    await harness.close()
    await get.getByRole('button', { name: 'Send request' }).click()
    await expect(get.locator('.try-status')).toContainText('410')
    await expect(get.locator('.code-block').last()).toContainText('"code": "gone"')
  })

  test('try-it refuses a delay outside 0 to 30 s beside the box, and a slow answer can be cancelled', async ({
    page,
  }) => {
    await openDemo(page, '#/reference?op=listPets')
    const list = page.locator('[data-operation="listPets"]')
    const send = list.getByRole('button', { name: 'Send request' })
    await send.click()
    await expect(list.locator('.try-status')).toContainText('200')
    const delay = list.getByLabel('Delay')
    for (const bad of ['999999', '-5', '1.5']) {
      await delay.fill(bad)
      await send.click()
      await expect(delay).toHaveAttribute('aria-invalid', 'true')
      await expect(list.locator('.field', { has: page.getByLabel('Delay') })).toContainText(
        'The delay must be a whole number of milliseconds from 0 to 30,000.',
      )
      await expect(delay).toBeFocused()
      await expect(list.locator('.try-request')).not.toContainText('delay')
    }
    await delay.fill('20000')
    await expect(delay).not.toHaveAttribute('aria-invalid', 'true')
    await send.click()
    await expect(list.locator('.try-status')).toHaveCount(0)
    await expect(list.locator('.try-result')).toContainText('Waiting for the answer…')
    await list.getByRole('button', { name: 'Cancel' }).click()
    await expect(list.locator('.try-result')).toContainText('Cancelled')
    await expect(send).toBeEnabled()
    await expect(list.getByRole('button', { name: 'Cancel' })).toBeHidden()
  })
})
