/**
 * Where the keyboard focus lands after each action that draws the list again or ends a
 * request: on the control that was used, or the nearest one left, never on <body>.
 */
import { expect, test, type Page } from '@playwright/test'
import { onHeldClock, openDemo } from './demo'

const rows = (page: Page) => page.locator('main tbody tr')

async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return '<body>'
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName
  })
}

test.describe('focus after an action', () => {
  test('stays on "Next →" when the next page is drawn, and on "← Previous" at the last page', async ({
    page,
  }) => {
    await openDemo(page)
    const next = page.getByRole('button', { name: 'Next →' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Showing 21–40 of 48 pets')).toBeVisible()
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Showing 41–48 of 48 pets')).toBeVisible()
    await expect(page.getByRole('button', { name: '← Previous' })).toBeFocused()
  })

  test('returns to the Edit button of the pet after a saved edit, renamed or not', async ({
    page,
  }) => {
    await openDemo(page)
    const row = rows(page).nth(2)
    const id = await row.getAttribute('data-pet-id')
    await row.getByRole('button', { name: /^Edit / }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /^Edit / })
    await dialog.getByLabel('Name').fill('Renamed')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()
    await expect(rows(page).nth(2)).toContainText('Renamed')
    await expect(page.getByRole('button', { name: `Edit Renamed (#${id})` })).toBeFocused()
  })

  test('moves to the Delete button of the row that took the deleted one’s place', async ({
    page,
  }) => {
    await openDemo(page)
    // New pets, so none has an open order (that refuses the delete).
    await page.evaluate(async () => {
      for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro']) {
        await fetch('/api/v1/pets', {
          method: 'POST',
          headers: {
            Authorization: 'Bearer petstore-demo-key',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ name, categoryId: 1 }),
        })
      }
    })
    await openDemo(page, '#/pets?sort=-id')
    const third = await rows(page).nth(3).getAttribute('data-pet-id')
    await rows(page)
      .nth(2)
      .getByRole('button', { name: /^Delete / })
      .focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /^Delete / })
    await dialog.getByRole('button', { name: 'Delete pet' }).click()
    await expect(page.getByText('51 pets match')).toBeVisible()
    await expect(rows(page).nth(2)).toHaveAttribute('data-pet-id', third!)
    await expect(
      rows(page)
        .nth(2)
        .getByRole('button', { name: /^Delete / }),
    ).toBeFocused()
  })

  test('stays in the pet’s row after an order placed from it', async ({ page }) => {
    await page.clock.install()
    await openDemo(page, '#/pets?status=available')
    const row = rows(page).first()
    const id = await row.getAttribute('data-pet-id')
    await row.getByRole('button', { name: /^Order / }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Place an order' })
    await onHeldClock(page, async () => {
      await dialog.getByRole('button', { name: 'Place order' }).click()
      await expect(dialog).toBeHidden()
      await expect(
        page.getByRole('status').filter({ hasText: /Order #\d+ was placed/ }),
      ).toBeVisible()
    })
    // The pet may have left the available filter; then the row in its place has the focus.
    await expect
      .poll(() => focusedLabel(page))
      .toMatch(new RegExp(`\\(#${id}\\)|^Order |^Edit |^Delete |, details$`))
    const inList = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('main tbody tr')),
    )
    expect(inList).toBe(true)
  })

  test('Try it keeps the focus on Send while it sends, and gives it back to Send after Cancel', async ({
    page,
  }) => {
    await openDemo(page, '#/reference?op=listPets')
    const list = page.locator('main [data-operation="listPets"]')
    const send = list.getByRole('button', { name: 'Send request' })
    await send.focus()
    await page.keyboard.press('Enter')
    await expect(list.locator('.try-status')).toContainText('200')
    await expect(send).toBeFocused()

    await list.getByLabel('Delay').fill('5000')
    await send.focus()
    await page.keyboard.press('Enter')
    const cancel = list.getByRole('button', { name: 'Cancel' })
    await expect(send).toBeFocused()
    await cancel.focus()
    await page.keyboard.press('Enter')
    await expect(list).toContainText('Cancelled: the request was aborted before an answer.')
    await expect(send).toBeFocused()
  })
})
