import { expect, test, type Page } from '@playwright/test'
import { openDemo, reloadDemo } from './demo'

async function createPet(page: Page, name: string, category = 'Dogs'): Promise<void> {
  await page.getByRole('button', { name: 'New pet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New pet' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Category').selectOption({ label: category })
  await dialog.getByRole('button', { name: 'Create pet' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: `${name} was created.` })).toBeVisible()
}

function petRow(page: Page, name: string) {
  return page.locator('main tbody tr').filter({ has: page.locator('.pet-name', { hasText: name }) })
}

test.describe('the back office on the mock', () => {
  test('lists the seeded pets on the first page', async ({ page }) => {
    await openDemo(page)
    await expect(page.getByRole('heading', { name: 'Pets', level: 1 })).toBeVisible()
    await expect(page.getByText('48 pets match')).toBeVisible()
    await expect(page.locator('main tbody tr')).toHaveCount(20)
    await expect(page.getByText('Showing 1–20 of 48 pets')).toBeVisible()
    await page.getByRole('button', { name: 'Next →' }).click()
    await expect(page.getByText('Showing 21–40 of 48 pets')).toBeVisible()
  })

  test('filters pets by status and keeps the filter in the address', async ({ page }) => {
    await openDemo(page)
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('sold')
    await expect(page).toHaveURL(/status=sold/)
    const badges = page.locator('main tbody .badge')
    await expect(badges.first()).toHaveText('Sold')
    for (const text of await badges.allTextContents()) expect(text).toBe('Sold')
    await reloadDemo(page)
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('sold')
  })

  test('keeps a created pet after a reload (persist)', async ({ page }) => {
    await openDemo(page)
    await createPet(page, 'Biscuit')
    await expect(petRow(page, 'Biscuit')).toBeVisible()
    await reloadDemo(page)
    await expect(petRow(page, 'Biscuit')).toBeVisible()
    await openDemo(page, '#/pets?name=Biscuit')
    await expect(page.getByText('1 pet match')).toBeVisible()
  })

  test('moves a pet to pending when orders take its last stock, and to sold once they are complete', async ({
    page,
  }) => {
    await openDemo(page)
    await createPet(page, 'Pepper')
    const petId = await petRow(page, 'Pepper').getAttribute('data-pet-id')

    // Stock 2, set on the inventory page (the new pet is on the last page).
    await page.getByRole('link', { name: 'Inventory', exact: true }).click()
    // Each click waits for the page it led to, so a slow draw never takes two clicks as one.
    for (const next of [2, 3]) {
      await page.getByRole('button', { name: 'Next →' }).click()
      await expect(page.getByText(new RegExp(`^Page ${next} of `))).toBeVisible()
    }
    const stockRow = page.locator(`main tbody tr[data-pet-id="${petId}"]`)
    await stockRow.getByLabel('Stock of Pepper').fill('2')
    await stockRow.getByRole('button', { name: 'Set stock' }).click()
    await expect(page.getByText('Pepper: 2 in stock, available.')).toBeVisible()

    await openDemo(page, '#/pets?name=Pepper')
    const row = petRow(page, 'Pepper')
    const order = async (quantity: number) => {
      await row.getByRole('button', { name: 'Order' }).click()
      const dialog = page.getByRole('dialog', { name: 'Place an order' })
      await expect(
        dialog.getByText('2 in stock · available').or(dialog.getByText('1 in stock · available')),
      ).toBeVisible()
      await dialog.getByLabel('Quantity').fill(String(quantity))
      await dialog.getByRole('button', { name: 'Place order' }).click()
      return dialog
    }

    // More than the stock: the API's 409, at Quantity, naming the pet, once.
    const tooMany = await order(3)
    const quantity = tooMany.locator('.field', { has: page.getByLabel('Quantity') })
    await expect(quantity.locator('.field-error')).toHaveText(
      'Pepper has only 2 in stock; order fewer.',
    )
    await expect(tooMany.getByLabel('Quantity')).toBeFocused()
    await expect(tooMany.getByRole('alert')).toHaveCount(0)
    await expect(tooMany).not.toContainText(/insufficient_stock|409|Pet \d/)
    await tooMany.getByRole('button', { name: 'Cancel' }).click()

    await expect(await order(1)).toBeHidden()
    await expect(row.locator('.badge')).toHaveText('Available')
    await expect(await order(1)).toBeHidden()
    await expect(row.locator('.badge')).toHaveText('Pending')
    await expect(row.getByRole('button', { name: 'Order' })).toHaveCount(0)

    await openDemo(page, `#/orders?petId=${petId}`)
    const open = page.locator('main tbody tr').filter({ hasText: 'Open' })
    await expect(open).toHaveCount(2)
    await open.first().getByRole('button', { name: 'Complete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Complete order' }).click()
    await expect(page.locator('main tbody tr').filter({ hasText: 'Open' })).toHaveCount(1)
    await openDemo(page, '#/pets?name=Pepper')
    await expect(petRow(page, 'Pepper').locator('.badge')).toHaveText('Pending')

    await openDemo(page, `#/orders?petId=${petId}`)
    await page
      .locator('main tbody tr')
      .filter({ hasText: 'Open' })
      .getByRole('button', { name: 'Complete' })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Complete order' }).click()
    await expect(page.locator('main tbody .badge-complete')).toHaveCount(2)
    await openDemo(page, '#/pets?name=Pepper')
    await expect(petRow(page, 'Pepper').locator('.badge')).toHaveText('Sold')
  })

  test('cancelling an order returns its stock', async ({ page }) => {
    await openDemo(page)
    await createPet(page, 'Mochi')
    await petRow(page, 'Mochi').getByRole('button', { name: 'Order' }).click()
    await page
      .getByRole('dialog', { name: 'Place an order' })
      .getByRole('button', { name: 'Place order' })
      .click()
    await expect(petRow(page, 'Mochi').locator('.badge')).toHaveText('Pending')
    const petId = await petRow(page, 'Mochi').getAttribute('data-pet-id')
    await openDemo(page, `#/orders?petId=${petId}`)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByRole('dialog', { name: /Cancel order/ })
      .getByRole('button', { name: 'Cancel order' })
      .click()
    await expect(page.getByText('No orders here')).toBeVisible()
    await openDemo(page, '#/pets?name=Mochi')
    await expect(petRow(page, 'Mochi').locator('.badge')).toHaveText('Available')
  })

  test('edits and deletes categories, and shows the API’s refusal for one in use', async ({
    page,
  }) => {
    await openDemo(page, '#/categories')
    await page.getByRole('button', { name: 'New category' }).click()
    const create = page.getByRole('dialog', { name: 'New category' })
    await create.getByLabel('Name').fill('dogs')
    await create.getByRole('button', { name: 'Create category' }).click()
    const name = create.locator('.field', { has: page.getByLabel('Name') })
    await expect(name.locator('.field-error')).toHaveText(
      'There is already a category named “dogs”.',
    )
    await expect(create.getByLabel('Name')).toBeFocused()
    await expect(create.getByRole('alert')).toHaveCount(0)
    await create.getByLabel('Name').fill('Ferrets')
    await create.getByLabel('Description').fill('Curious and playful.')
    await create.getByRole('button', { name: 'Create category' }).click()
    await expect(create).toBeHidden()
    const ferrets = page.locator('main tbody tr').filter({ hasText: 'Ferrets' })
    await expect(ferrets).toContainText('Curious and playful.')

    await ferrets.getByRole('button', { name: 'Edit Ferrets' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Ferrets' })
    await edit.getByLabel('Name').fill('Ferrets & co')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.locator('main tbody tr').filter({ hasText: 'Ferrets & co' })).toBeVisible()

    const dogs = page
      .locator('main tbody tr')
      .filter({ has: page.getByText('Dogs', { exact: true }) })
    // A category with pets: said once, with the way to them, and no Delete button to fail.
    await dogs.getByRole('button', { name: 'Delete Dogs' }).click()
    const refuse = page.getByRole('dialog', { name: 'Dogs cannot be deleted yet' })
    await expect(refuse.locator('.blocked-note p')).toHaveText(
      /^\d+ pets still belong to Dogs\. Move them to another category or delete them, then delete Dogs\./,
    )
    await expect(refuse.getByRole('button', { name: 'Delete category' })).toHaveCount(0)
    await expect(refuse.getByRole('alert')).toHaveCount(0)
    await refuse.getByRole('link', { name: /^View the \d+ pets in Dogs →$/ }).click()
    await expect(refuse).toBeHidden()
    await expect(page).toHaveURL(/#\/pets\?categoryId=\d+$/)
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Delete Ferrets & co' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete category' }).click()
    await expect(page.locator('main tbody tr').filter({ hasText: 'Ferrets & co' })).toHaveCount(0)
  })

  test('shows the API’s validation messages under the form fields', async ({ page }) => {
    await openDemo(page)
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByRole('button', { name: 'Create pet' }).click()
    // Each field says what to do, once, in the shop's words; focus on the first of them.
    await expect(dialog.locator('.field-error')).toHaveText(['Enter a name.', 'Choose a category'])
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(dialog).not.toContainText(/validation_failed|400|categoryId|name must/)
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await expect(dialog.getByLabel('Name')).toHaveAttribute('maxlength', '100')
  })

  test('shares one store between tabs of one origin (sync): another tab sees a new pet on its next load', async ({
    context,
  }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await openDemo(first)
    await openDemo(second, '#/pets?sort=-id')
    await createPet(second, 'Echo')
    await openDemo(first, '#/pets?sort=-id')
    await expect(petRow(first, 'Echo')).toBeVisible()
  })
})
