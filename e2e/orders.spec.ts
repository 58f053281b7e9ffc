/**
 * Orders, inventory and the clock as a new user meets them: names instead of ids, one-way
 * actions confirmed, past ship dates warned about, pages kept in the address, and the
 * deprecated read's sunset visible in the back office.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  choosePet,
  goToPage,
  holdClock,
  onHeldClock,
  openDemo,
  openHarness,
  reloadDemo,
  stretched,
} from './demo'

// Places an order straight through the API, as another client of the mock would, for the
// available pet at `offset` in id order: far past the pages the app has loaded.
async function placeOrderAt(page: Page, offset: number): Promise<void> {
  const status = await page.evaluate(async (at) => {
    const headers = {
      Authorization: 'Bearer petstore-demo-key',
      'Content-Type': 'application/json',
    }
    const list = await fetch(`./api/v1/pets?status=available&offset=${at}&limit=1`, { headers })
    const [pet] = (await list.json()) as Array<{ id: number }>
    if (!pet) return list.status
    const response = await fetch('./api/v1/store/orders', {
      method: 'POST',
      headers,
      body: JSON.stringify({ petId: pet.id, quantity: 1 }),
    })
    return response.status
  }, offset)
  expect(status).toBe(201)
}

test.describe('orders and inventory', () => {
  test('the large store names the pets of its orders, in the rows and the filter', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Scenario', 'Large (10,000 pets)')
    await expect(harness.panel.getByText(/10,?000 pets ·/)).toBeVisible({
      timeout: stretched(60_000),
    })
    await harness.close()
    // Pets far past the first pages of the list, which the app has never loaded.
    await placeOrderAt(page, 4000)
    await placeOrderAt(page, 6500)
    await reloadDemo(page)
    await goToPage(page, 'Orders')
    const petLinks = page.locator('main tbody tr td:nth-child(2) a')
    await expect(petLinks.first()).toBeVisible()
    for (const text of await petLinks.allTextContents()) expect(text).not.toMatch(/^Pet #/)
    const name = (await petLinks.first().textContent()) ?? ''
    await petLinks.first().click()
    await expect(page.locator('.page-lead')).toContainText(`for ${name}`)
    await expect(page.getByRole('link', { name: 'Show the orders of every pet' })).toContainText(
      name,
    )
  })

  test('completing an order asks first, and cancelling keeps or cancels in plain words', async ({
    page,
  }) => {
    await page.clock.install()
    await openDemo(page, '#/orders?show=open')
    const row = page.locator('main tbody tr').first()
    const id = (await row.getAttribute('data-order-id')) ?? ''
    await row.getByRole('button', { name: 'Complete' }).click()
    const complete = page.getByRole('dialog', { name: `Complete order #${id}?` })
    await expect(complete).toContainText('It cannot be reopened or cancelled afterwards.')
    await complete.getByRole('button', { name: 'Not yet' }).click()
    await expect(complete).toBeHidden()
    await expect(row.getByRole('button', { name: 'Complete' })).toBeVisible()

    await row.getByRole('button', { name: 'Cancel' }).click()
    const cancel = page.getByRole('dialog', { name: `Cancel order #${id}?` })
    await expect(cancel.getByRole('button', { name: 'Cancel order' })).toBeVisible()
    await expect(cancel.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0)
    await cancel.getByRole('button', { name: 'Keep order' }).click()
    await expect(cancel).toBeHidden()

    await row.getByRole('button', { name: 'Complete' }).click()
    await onHeldClock(page, async () => {
      await complete.getByRole('button', { name: 'Complete order' }).click()
      await expect(page.getByText(`Order #${id} is complete.`)).toBeVisible()
    })
  })

  test('a past ship date is allowed by the contract and warned about before sending', async ({
    page,
  }) => {
    await page.clock.install()
    await openDemo(page, '#/orders')
    await page.getByRole('button', { name: 'Place order' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Place an order' })
    await choosePet(dialog)
    await dialog.getByLabel('Ship date').fill('2020-01-15')
    await expect(dialog).toContainText(
      'This date is in the past: the order will be recorded as already shipped.',
    )
    await dialog.getByLabel('Ship date').fill('2099-01-15')
    await expect(dialog.locator('.field-warning')).toBeHidden()
    await dialog.getByLabel('Ship date').fill('2020-01-15')
    await onHeldClock(page, async () => {
      await dialog.getByRole('button', { name: 'Place order' }).click()
      await expect(page.getByText(/Order #\d+ was placed\./)).toBeVisible()
    })
    await expect(page.locator('main tbody tr').last()).toContainText('Jan 15, 2020')
  })

  test('the page of orders and of inventory survives a reload', async ({ page }) => {
    await openDemo(page, '#/orders')
    // The default store has 16 orders; a few more make a second page.
    const placed = await page.evaluate(async () => {
      const headers = {
        Authorization: 'Bearer petstore-demo-key',
        'Content-Type': 'application/json',
      }
      const pets = (await (
        await fetch('./api/v1/pets?status=available&limit=100', { headers })
      ).json()) as Array<{ id: number }>
      let count = 0
      for (const pet of pets) {
        if (count === 5) break
        const response = await fetch('./api/v1/store/orders', {
          method: 'POST',
          headers,
          body: JSON.stringify({ petId: pet.id, quantity: 1 }),
        })
        if (response.status === 201) count++
      }
      return count
    })
    expect(placed).toBe(5)
    await openDemo(page, '#/orders?show=all')
    await page.getByRole('button', { name: 'Next →' }).click()
    await expect(page).toHaveURL(/offset=20/)
    await reloadDemo(page)
    await expect(page.getByText('Showing 21 of 21 orders')).toBeVisible()

    await openDemo(page, '#/inventory')
    await page.getByRole('button', { name: 'Next →' }).click()
    await expect(page).toHaveURL(/#\/inventory\?offset=20/)
    await reloadDemo(page)
    await expect(page.getByText(/Showing 21–40/)).toBeVisible()
  })

  test('a duplicate category name names the existing category', async ({ page }) => {
    await openDemo(page, '#/categories')
    await page.getByRole('button', { name: 'New category' }).click()
    const dialog = page.getByRole('dialog', { name: 'New category' })
    await dialog.getByLabel('Name').fill('dogs')
    await dialog.getByRole('button', { name: 'Create category' }).click()
    // At the field, in shop words (the demo's, not the API's).
    await expect(dialog).toContainText('There is already a category named “dogs”.')
  })

  test('the clock switch shows in a pet’s details: deprecated, then gone', async ({ page }) => {
    await openDemo(page)
    const first = page.locator('main tbody tr').first()
    const name = (await first.locator('.pet-name').textContent()) ?? ''
    await first.locator('.pet-name').click()
    const details = page.getByRole('dialog', { name })
    await expect(details.locator('[data-api-state="deprecated"]')).toContainText(
      'it stops answering after June 30, 2027',
    )
    await expect(details).toContainText('in stock')
    await details.getByRole('button', { name: 'Close' }).click()

    const harness = await openHarness(page)
    await harness.choose('Clock', 'After the sunset')
    await harness.close()
    await first.locator('.pet-name').click()
    await expect(details.locator('[data-api-state="gone"]')).toContainText(
      'GET /pets/{petId} was removed at its sunset; use GET /pets instead.',
    )
    await expect(details.locator('[data-api-state="gone"]')).toContainText('410 · gone')
    await expect(details).toContainText(name)
  })

  test('in the large store any available pet can be found and ordered from the keyboard', async ({
    page,
  }) => {
    await page.clock.install()
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Scenario', 'Large (10,000 pets)')
    await expect(harness.panel.getByText('10,000 pets ·')).toBeVisible({
      timeout: stretched(60_000),
    })
    await harness.close()
    const last = await page.evaluate(async () => {
      const headers = { Authorization: 'Bearer petstore-demo-key' }
      const list = await fetch('./api/v1/pets?status=available&sort=-id&limit=1', { headers })
      return ((await list.json()) as Array<{ id: number; name: string }>)[0] as {
        id: number
        name: string
      }
    })
    expect(last.id).toBeGreaterThan(9000)
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await expect(page.locator('.page-lead')).toHaveText(/^\d{1,3}(,\d{3})+ orders$/)
    await page.getByRole('button', { name: 'Place order' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Place an order' })
    const box = dialog.getByRole('combobox', { name: 'Pet' })
    await expect(dialog).toContainText(/\d{1,3}(,\d{3})+ pets available; showing 20\./)

    // Paging: more matches come in after the first twenty.
    await box.fill('a')
    await expect(dialog.getByRole('option')).toHaveCount(21)
    await dialog.getByRole('option', { name: 'Show 20 more' }).click()
    await expect(dialog.getByRole('option')).toHaveCount(41)

    // By id, chosen with the keyboard: Enter chooses, it does not submit.
    await box.fill(`#${last.id}`)
    const option = dialog.getByRole('option', { name: `${last.name} (#${last.id})` })
    await expect(option).toBeVisible()
    await expect(dialog.getByRole('option')).toHaveCount(1)
    await box.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(box).toHaveValue(`${last.name} (#${last.id})`)
    await expect(dialog.getByRole('listbox')).toBeHidden()
    await box.press('ArrowDown')
    await expect(dialog.getByRole('listbox')).toBeVisible()
    await box.press('Escape')
    await expect(dialog.getByRole('listbox')).toBeHidden()
    await expect(dialog).toBeVisible()
    await onHeldClock(page, async () => {
      await dialog.getByRole('button', { name: 'Place order' }).click()
      await expect(page.getByText(/Order #\d+ was placed\./)).toBeVisible()
    })
  })

  test('ArrowDown pressed before the available pets have loaded highlights the first once they are drawn', async ({
    page,
  }) => {
    // The harness's delay runs on the page's clock: held, the pets stay loading until the
    // test moves it, however fast the machine.
    await page.clock.install()
    await openDemo(page, '#/orders')
    const harness = await openHarness(page)
    await harness.choose('Latency', 'Slow (1–3 s)')
    await harness.close()
    await holdClock(page)
    await page.getByRole('button', { name: 'Place order' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Place an order' })
    const box = dialog.getByRole('combobox', { name: 'Pet' })
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByRole('option')).toHaveCount(0)
    await page.clock.runFor(5_000)
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await page.clock.resume()
  })

  test('a stock the API refuses is marked on its field, naming the pet and the stock it keeps', async ({
    page,
  }) => {
    await page.clock.install()
    await openDemo(page, '#/inventory')
    const row = page.locator('main tbody tr').first()
    const box = row.getByRole('spinbutton')
    const name = ((await row.locator('td').nth(1).textContent()) ?? '').trim()
    const before = await box.inputValue()
    for (const bad of ['-5', '2000000', '1.5', '']) {
      await box.fill(bad)
      await row.getByRole('button', { name: 'Set stock' }).click()
      await expect(box).toHaveAttribute('aria-invalid', 'true')
      await expect(row.getByRole('alert')).toContainText(`${name}: quantity must be`)
      await expect(row.getByRole('alert')).toContainText(`The stock stays at ${before}.`)
      await expect(box).toBeFocused()
    }
    await expect(page.locator('.toast-error')).toHaveCount(0)
    await box.fill('7')
    await onHeldClock(page, async () => {
      await row.getByRole('button', { name: 'Set stock' }).click()
      await expect(box).not.toHaveAttribute('aria-invalid', 'true')
      await expect(row.getByRole('alert')).toHaveCount(0)
      await expect(
        page.getByRole('status').filter({ hasText: `${name}: 7 in stock` }),
      ).toBeVisible()
    })
  })
})
