/**
 * What a new user reads and hears, beyond what axe checks: every row's buttons and links named
 * after their record, numbers grouped and nouns in the right plural, and toasts that never
 * cover the page's main button or its navigation.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { holdClock, openDemo } from './demo'

// The accessible names of the buttons and links in the list's rows, as a screen reader lists
// them (aria-label first, else the text), read once a row control named like `drawn` shows that
// this page's rows, not the previous page's, are on screen: the names returned are those of the
// very read that showed it.
async function rowControlNames(page: Page, drawn: RegExp): Promise<string[]> {
  let names: string[] = []
  await expect
    .poll(async () => {
      names = await page
        .locator('main tbody')
        .locator('button, a')
        .evaluateAll((elements) =>
          elements.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
        )
      return names.some((name) => drawn.test(name))
    })
    .toBe(true)
  return names
}

function duplicates(names: string[]): string[] {
  return names.filter((name, i) => names.indexOf(name) !== i)
}

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()]
  if (!x || !y) throw new Error('not on screen')
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height
}

test.describe('what the demo says', () => {
  test('every button and link in a row names its record, so no two share a name', async ({
    page,
  }) => {
    await openDemo(page, '#/pets?limit=100')
    const pets = await rowControlNames(page, /^Edit .+ \(#\d+\)$/)
    expect(duplicates(pets)).toEqual([])
    expect(pets).toContainEqual(expect.stringMatching(/^Order .+ \(#\d+\)$/))
    expect(pets).toContainEqual(expect.stringMatching(/^Edit .+ \(#\d+\)$/))

    await openDemo(page, '#/categories')
    const categories = await rowControlNames(page, /^View pets in /)
    expect(duplicates(categories)).toEqual([])
    expect(categories).toContain('View pets in Dogs')

    await openDemo(page, '#/orders')
    const orders = await rowControlNames(page, /^Cancel order #\d+$/)
    // Pet links name a pet; several orders may be for one pet and go to the same place.
    expect(duplicates(orders.filter((n) => /^(Complete|Cancel) /.test(n)))).toEqual([])
    expect(orders).toContainEqual(expect.stringMatching(/^Complete order #\d+$/))
    expect(orders).toContainEqual(expect.stringMatching(/^Cancel order #\d+$/))
  })

  test('counts read as words: one pet, units in the plural they need, never "(s)"', async ({
    page,
  }) => {
    await openDemo(page, '#/pets?name=Rex')
    await page.evaluate(() =>
      fetch('./api/v1/pets', {
        method: 'POST',
        headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Zebedee', categoryId: 1 }),
      }),
    )
    await openDemo(page, '#/pets?name=Zebedee')
    await expect(page.locator('.page-lead')).toHaveText('1 pet match')
    await expect(page.getByText('Showing 1 of 1 pet', { exact: true })).toBeVisible()

    await openDemo(page, '#/orders?show=open')
    const row = page.locator('main tbody tr').first()
    // Read the quantity once the row is an order (its Cancel button drawn), not while it loads.
    const cancel = row.getByRole('button', { name: /^Cancel order/ })
    await expect(cancel).toBeVisible()
    const quantity = Number(await row.locator('td').nth(2).textContent())
    await cancel.click()
    const dialog = page.getByRole('dialog', { name: /^Cancel order/ })
    await expect(dialog).toContainText(
      quantity === 1 ? '1 unit goes back to' : `${quantity} units go back to`,
    )
    await expect(dialog).not.toContainText('(s)')
  })

  for (const [label, viewport] of [
    ['1280 px', { width: 1280, height: 800 }],
    ['390 px', { width: 390, height: 844 }],
  ] as const) {
    test(`a toast covers neither the main button nor the navigation at ${label}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.clock.install()
      await openDemo(page)
      await page.getByRole('button', { name: 'New pet' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'New pet' })
      await dialog.getByLabel('Name').fill('Toasty')
      await dialog.getByLabel('Category').selectOption({ label: 'Dogs' })
      await holdClock(page)
      await dialog.getByRole('button', { name: 'Create pet' }).click()
      const toast = page.getByRole('status').filter({ hasText: 'Toasty was created.' })
      await expect(toast).toBeVisible()
      expect(await overlap(toast, page.getByRole('button', { name: 'New pet' }).first())).toBe(
        false,
      )
      expect(await overlap(toast, page.getByRole('navigation', { name: 'Main' }))).toBe(false)
      expect(
        await overlap(toast, page.getByRole('button', { name: 'Open the mock harness' })),
      ).toBe(false)
    })
  }
})
