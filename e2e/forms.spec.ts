/**
 * The pet and category forms as a new user meets them: filters that follow the address,
 * blank and long names, the API's messages beside the fields, and saves that are never lost.
 */
import { expect, test, type Page } from '@playwright/test'
import { choosePet, holdClock, onHeldClock, openDemo, openHarness } from './demo'

async function newPet(page: Page, name: string, category?: string) {
  await page.getByRole('button', { name: 'New pet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New pet' })
  await dialog.getByLabel('Name').fill(name)
  if (category) await dialog.getByLabel('Category').selectOption({ label: category })
  await dialog.getByRole('button', { name: 'Create pet' }).click()
  return dialog
}

test.describe('the pet forms', () => {
  test('the filter controls show the address’s filters after a create resets them', async ({
    page,
  }) => {
    await openDemo(page)
    const filters = page.getByRole('search')
    await filters.getByLabel('Search pets by name').fill('a')
    await expect(page).toHaveURL(/name=a/)
    await filters.getByLabel('Status').selectOption('sold')
    await expect(page).toHaveURL(/status=sold/)
    const dialog = await newPet(page, 'Filterless', 'Dogs')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/#\/pets\?sort=-id$/)
    await expect(filters.getByLabel('Search pets by name')).toHaveValue('')
    await expect(filters.getByLabel('Status')).toHaveValue('')
    await expect(filters.getByLabel('Sort')).toHaveValue('-id')
    await expect(page.locator('main tbody tr').first()).toContainText('Filterless')
  })

  test('a name of only spaces is refused with a message beside the name', async ({ page }) => {
    await openDemo(page)
    const dialog = await newPet(page, '   ', 'Dogs')
    const message = 'Name must contain a letter, digit or symbol, not only spaces.'
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(dialog.locator('.field', { has: page.getByLabel('Name') })).toContainText(message)
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('48 pets match')).toBeVisible()

    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await page.getByRole('button', { name: 'New category' }).click()
    const category = page.getByRole('dialog', { name: 'New category' })
    await category.getByLabel('Name').fill(' ')
    await category.getByRole('button', { name: 'Create category' }).click()
    await expect(category.locator('.field-error')).toHaveText(message)
  })

  test('the API’s messages read as sentences beside the right fields, once, and an empty picker says what to choose', async ({
    page,
  }) => {
    await openDemo(page)
    const dialog = await newPet(page, '')
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(dialog.locator('.field', { has: page.getByLabel('Name') })).toContainText(
      'Enter a name.',
    )
    await expect(dialog.locator('.field', { has: page.getByLabel('Category') })).toContainText(
      'Choose a category',
    )
    // Name is first in the form, so it has the focus, whatever order the API listed them in.
    await expect(dialog.getByLabel('Name')).toBeFocused()
    await expect(dialog).not.toContainText(/must NOT|>=|body\.|categoryId|validation_failed|400/)
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await page.getByRole('button', { name: 'Place order' }).first().click()
    const order = page.getByRole('dialog', { name: 'Place an order' })
    await order.getByRole('button', { name: 'Place order' }).click()
    const pet = order.getByRole('combobox', { name: 'Pet' })
    await expect(
      order.locator('.field', { has: page.getByRole('combobox', { name: 'Pet' }) }),
    ).toContainText('Choose a pet')
    await expect(pet).toHaveAttribute('aria-invalid', 'true')
    await expect(pet).toBeFocused()
    await expect(order).not.toContainText(/petId|9007199254740991/)
    await choosePet(order)
    await order.getByLabel('Quantity').fill('1.5')
    await order.getByRole('button', { name: 'Place order' }).click()
    await expect(order.locator('.field', { has: page.getByLabel('Quantity') })).toContainText(
      'Quantity must be a whole number from 1 to 1000.',
    )
    await expect(order.getByRole('alert')).toHaveCount(0)
  })

  test('in the empty store the pet form says to create a category first', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Scenario', 'Empty store')
    await harness.close()
    await expect(page.getByText('No pets yet')).toBeVisible()
    await page.getByRole('button', { name: 'New pet' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await expect(dialog).toContainText('Every pet belongs to a category, and there are none yet.')
    await dialog.getByRole('link', { name: 'Create a category on the Categories page' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible()
  })

  test('the name inputs take no more characters than openapi.yaml’s maxLength', async ({
    page,
  }) => {
    const { parse } = await import('yaml')
    const { readFile } = await import('node:fs/promises')
    const contract = parse(await readFile('openapi.yaml', 'utf8')) as {
      components: { schemas: Record<string, { properties: Record<string, { maxLength: number }> }> }
    }
    const { NewPet, NewCategory } = contract.components.schemas
    await openDemo(page)
    await page.getByRole('button', { name: 'New pet' }).first().click()
    const pet = page.getByRole('dialog', { name: 'New pet' })
    const petMax = NewPet!.properties.name!.maxLength
    await expect(pet.getByLabel('Name')).toHaveAttribute('maxlength', String(petMax))
    await expect(pet).toContainText(`Up to ${petMax} characters.`)
    await pet.getByLabel('Name').pressSequentially('x'.repeat(petMax + 5), { delay: 0 })
    await expect(pet.getByLabel('Name')).toHaveValue('x'.repeat(petMax))
    await pet.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await page.getByRole('button', { name: 'New category' }).click()
    const category = page.getByRole('dialog', { name: 'New category' })
    const { name, description } = NewCategory!.properties
    await expect(category.getByLabel('Name')).toHaveAttribute('maxlength', String(name!.maxLength))
    await expect(category.getByLabel('Description')).toHaveAttribute(
      'maxlength',
      String(description!.maxLength),
    )
  })

  test('a 100-character name wraps instead of pushing the table off screen', async ({ page }) => {
    const name = 'W'.repeat(100)
    await page.clock.install()
    await openDemo(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await newPet(page, name, 'Dogs')
    const row = page.locator('main tbody tr').first()
    await expect(row).toContainText(name)
    const remove = row.getByRole('button', { name: `Delete ${name}` })
    const box = await remove.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    await holdClock(page)
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click()
    const toast = page.locator('.toast').filter({ hasText: 'was saved.' })
    await expect(toast).toBeVisible()
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      toastText: [...document.querySelectorAll('.toast-text')].map(
        (t) => t.scrollWidth - t.clientWidth,
      ),
    }))
    expect(widths.page).toBeLessThanOrEqual(390)
    for (const overflow of widths.toastText) expect(overflow).toBeLessThanOrEqual(0)
  })

  test('Escape during a slow save waits for the answer, and the list shows the pet', async ({
    page,
  }) => {
    await page.clock.install()
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Latency', 'Slow (1–3 s)')
    await harness.close()
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await page.getByRole('button', { name: 'New pet' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByLabel('Name').fill('Ghosty')
    await dialog.getByLabel('Category').selectOption({ label: 'Dogs' })
    // On a held clock the harness's delay waits for the test: Escape lands mid-save, and the
    // toast stays to be read, however fast or slow the machine is.
    await onHeldClock(page, async () => {
      await dialog.getByRole('button', { name: 'Create pet' }).click()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('status')).toHaveText(
        'Saving… this closes when the API answers.',
      )
      // The delay's timer starts once the request reaches the mock: run the clock on until the
      // answer closes the form.
      await expect(async () => {
        await page.clock.runFor(500)
        await expect(dialog).toBeHidden({ timeout: 500 })
      }).toPass()
      await expect(
        page.getByRole('status').filter({ hasText: 'Ghosty was created.' }),
      ).toBeVisible()
    })
    await expect(page.locator('main tbody tr').first()).toContainText('Ghosty')
  })
})
