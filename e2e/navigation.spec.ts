/**
 * Moving around the demo as a new user does: Back undoes a page or a filter change, dialogs
 * never outlive their page, a page past the end goes to the last one with rows, and an address
 * the page cannot honour is corrected or explained rather than answered with a raw 400.
 */
import { expect, test, type Page } from '@playwright/test'
import { openDemo } from './demo'

// Creates pets straight through the API, as another client of the mock would.
async function addPets(page: Page, names: string[]): Promise<number[]> {
  return page.evaluate(async (list) => {
    const ids: number[] = []
    for (const name of list) {
      const response = await fetch('./api/v1/pets', {
        method: 'POST',
        headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, categoryId: 1 }),
      })
      ids.push(((await response.json()) as { id: number }).id)
    }
    return ids
  }, names)
}

test.describe('moving around the demo', () => {
  test('Back undoes a page change and a filter change, one step at a time', async ({ page }) => {
    await openDemo(page, '#/pets?limit=10')
    // Each click waits for the page it led to: a second click on a page not yet drawn would
    // press the first page's Next again.
    for (const next of [2, 3]) {
      await page.getByRole('button', { name: 'Next →' }).click()
      await expect(page.getByText(`Page ${next} of 5`)).toBeVisible()
    }
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('sold')
    await expect(page).toHaveURL(/status=sold/)

    await page.goBack()
    await expect(page.getByText('Page 3 of 5')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('')
    await page.goBack()
    await expect(page.getByText('Page 2 of 5')).toBeVisible()
    await page.goBack()
    await expect(page.getByText('Page 1 of 5')).toBeVisible()
    await expect(page).toHaveURL(/#\/pets\?limit=10$/)
  })

  test('a dialog closes when Back leaves its page, and writes nothing', async ({ page }) => {
    await openDemo(page, '#/categories')
    await page.getByRole('link', { name: 'Pets', exact: true }).click()
    await expect(page.getByText('48 pets match')).toBeVisible()
    const first = page.locator('main tbody tr').first()
    await first.getByRole('button', { name: /^Edit / }).click()
    const edit = page.getByRole('dialog', { name: /^Edit / })
    await edit.getByLabel('Name').fill('Renamed by a ghost')
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible()
    await expect(edit).toHaveCount(0)

    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await page.getByRole('button', { name: 'Place order' }).first().click()
    const order = page.getByRole('dialog', { name: 'Place an order' })
    await expect(order).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible()
    await expect(order).toHaveCount(0)
    await openDemo(page, '#/pets?name=ghost')
    await expect(page.getByText('0 pets match')).toBeVisible()
  })

  test('deleting the only pet on the last page shows the page before it', async ({ page }) => {
    await openDemo(page, '#/pets')
    await addPets(page, ['Extra one', 'Extra two', 'Extra three'])
    await openDemo(page, '#/pets?limit=10&offset=50')
    await expect(page.getByText('Showing 51 of 51 pets')).toBeVisible()
    await page.getByRole('button', { name: /^Delete Extra three/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete pet' }).click()
    await expect(page.getByText('Showing 41–50 of 50 pets')).toBeVisible()
    await expect(page.getByText('50 pets match')).toBeVisible()
    await expect(page.getByText('No pets yet')).toHaveCount(0)
    await expect(page).toHaveURL(/offset=40/)
  })

  test('an address past the last page shows the last page that has rows', async ({ page }) => {
    await openDemo(page, '#/pets?offset=9999')
    await expect(page.getByText('Showing 41–48 of 48 pets')).toBeVisible()
    await expect(page).toHaveURL(/offset=40/)
    await openDemo(page, '#/orders?offset=9999')
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Showing \d/)
  })

  test('a page size the page does not offer falls back to the default, without a raw 400', async ({
    page,
  }) => {
    await openDemo(page, '#/pets?limit=-5')
    await expect(page.getByText('48 pets match')).toBeVisible()
    await expect(page.getByLabel('Pets per page')).toHaveValue('20')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page).toHaveURL(/#\/pets$/)
  })

  test('a category that does not exist is named as such, with a way back', async ({ page }) => {
    await openDemo(page, '#/pets?categoryId=999')
    await expect(page.getByRole('heading', { name: 'Category #999 does not exist' })).toBeVisible()
    await expect(page.getByLabel('Category')).toHaveValue('999')
    await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(
      'Category #999 (does not exist)',
    )
    await page.getByRole('button', { name: 'Show every category' }).click()
    await expect(page.getByText('48 pets match')).toBeVisible()
  })

  test('a cleared search stays cleared when another filter changes at once', async ({ page }) => {
    await openDemo(page)
    const search = page.getByLabel('Search pets by name')
    await search.fill('a')
    await expect(page).toHaveURL(/name=a/)
    await search.fill('')
    // Within the search's pause: the cleared text must not come back.
    await page.getByLabel('Category').selectOption({ label: 'Dogs' })
    await expect(page).toHaveURL(/categoryId=\d+/)
    await expect(page).not.toHaveURL(/name=/)
    await expect(search).toHaveValue('')
    await expect.poll(() => page.evaluate(() => location.hash)).not.toContain('name=')
  })
})
