/**
 * The layout at the widths people use (1024 with the harness docked, 840, 390): nothing wraps,
 * clips or loses its shape; and the page structure a screen reader walks (heading levels).
 */
import { expect, test, type Locator } from '@playwright/test'
import { openDemo, openHarness } from './demo'

async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })
}

test.describe('the layout', () => {
  test('an invalid select keeps its arrow, at 1280 and 390 px', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await openDemo(page)
      await page.getByRole('button', { name: 'New pet' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'New pet' })
      await dialog.getByLabel('Name').fill('Arrowed')
      await dialog.getByRole('button', { name: 'Create pet' }).click()
      const category = dialog.getByLabel('Category')
      await expect(category).toHaveAttribute('aria-invalid', 'true')
      const look = await category.evaluate((el) => {
        const style = getComputedStyle(el)
        return { arrow: style.backgroundImage, fill: style.backgroundColor }
      })
      expect(look.arrow).toMatch(/^url\("data:image\/svg\+xml/)
      expect(look.fill).toBe('rgb(254, 242, 242)')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
    }
  })

  test('the order form’s pet picker draws no empty list when nothing matches', async ({ page }) => {
    await openDemo(page, '#/orders')
    await page.getByRole('button', { name: 'Place order' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Place an order' })
    await dialog.getByRole('combobox', { name: 'Pet' }).fill('zzzz-nothing')
    await expect(dialog.getByText('No available pet matches “zzzz-nothing”.')).toBeVisible()
    await expect(dialog.getByRole('option')).toHaveCount(0)
    await expect(dialog.locator('.combobox-list')).toBeHidden()
  })

  test('"View pets →" stays on one line at 840 px', async ({ page }) => {
    await page.setViewportSize({ width: 840, height: 800 })
    await openDemo(page, '#/categories')
    const link = page.getByRole('link', { name: /^View pets in / }).first()
    await expect(link).toBeVisible()
    expect(await lines(link)).toBe(1)
  })

  test('the journal’s "Took" heading sits over its right-aligned values', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await expect(harness.journalRows.first()).toBeVisible()
    const heading = harness.panel.getByRole('columnheader', { name: 'Took' })
    const value = harness.journalRows.first().locator('td.num').first()
    const [h, v] = await Promise.all([heading.boundingBox(), value.boundingBox()])
    expect(await heading.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right')
    expect(Math.abs(h!.x + h!.width - (v!.x + v!.width))).toBeLessThanOrEqual(1)
  })

  test('empty and error states put an h2 under the page’s h1', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Scenario', 'Empty store')
    await expect(page.getByRole('heading', { name: 'No pets yet', level: 2 })).toBeVisible()
    await harness.choose('Faults (500 / 503)', 'Every request')
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await expect(
      page.getByRole('heading', { name: 'The API answered with an error', level: 2 }),
    ).toBeVisible()
    const levels = await page
      .locator('main')
      .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4')].map((h) => h.tagName))
    expect(levels).toEqual(['H1', 'H2'])
  })

  test('with no pets, Orders does not offer to place the first order', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Scenario', 'Empty store')
    await harness.close()
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    const empty = page.locator('main .state-empty')
    await expect(empty).toContainText('Only an available pet can be ordered, and there is none.')
    await expect(empty).not.toContainText('Place the first order')
    await empty.getByRole('link', { name: 'Go to Pets' }).click()
    await expect(page.getByRole('heading', { name: 'Pets', level: 1 })).toBeVisible()
  })
})
