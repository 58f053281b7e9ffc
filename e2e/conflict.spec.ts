/**
 * Two tabs of the demo (one browser, one shared store) editing one pet: the Edit form opens
 * with the pet as stored, a save over another tab's change is refused and said at the form,
 * never silently undoing that change, and the person either loads their version (keeping their
 * own change) or overwrites it on purpose, with the mouse or the keyboard alone.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { onHeldClock, openDemo, openHarness } from './demo'

interface StoredPet {
  name: string
  status: string
  categoryId: number
}

async function openTwoTabs(context: BrowserContext): Promise<[Page, Page]> {
  const first = await context.newPage()
  await openDemo(first)
  const second = await context.newPage()
  await openDemo(second)
  return [first, second]
}

// What the API stores, read by the page itself as an app would.
function storedPet(page: Page, id: number): Promise<StoredPet> {
  return page.evaluate(async (petId) => {
    const response = await fetch(`/api/v1/pets/${petId}`, {
      headers: { Authorization: 'Bearer petstore-demo-key' },
    })
    return (await response.json()) as StoredPet
  }, id)
}

async function firstPet(page: Page): Promise<{ id: number; name: string }> {
  const row = page.locator('tr[data-pet-id]').first()
  await expect(row).toBeVisible()
  const id = Number(await row.getAttribute('data-pet-id'))
  const name = (await row.locator('.pet-name').textContent())!.trim()
  return { id, name }
}

// WCAG 2.2 AA and best practice, as axe checks them, inside the open dialog.
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .include('dialog[open]')
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.help}`)
}

const editDialog = (page: Page) => page.getByRole('dialog', { name: /^Edit / })
const changedNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Another tab changed the store' })

async function openEdit(page: Page, pet: { id: number; name: string }) {
  await page.getByRole('button', { name: `Edit ${pet.name} (#${pet.id})` }).click()
  await expect(editDialog(page)).toBeVisible()
  return editDialog(page)
}

async function renameIn(page: Page, pet: { id: number; name: string }, name: string) {
  const dialog = await openEdit(page, pet)
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
}

// A status other than the one the form shows.
async function otherStatus(dialog: ReturnType<typeof editDialog>): Promise<string> {
  const now = await dialog.getByLabel('Status').inputValue()
  return now === 'sold' ? 'pending' : 'sold'
}

test.describe('two tabs editing one pet', () => {
  test('a save over the other tab’s rename is refused at the form; their version loads with this tab’s change kept', async ({
    context,
  }) => {
    await context.clock.install()
    const [first, second] = await openTwoTabs(context)
    const pet = await firstPet(first)
    const before = await storedPet(first, pet.id)

    // Tab 1 opens the form, then tab 2 renames the pet.
    const form = await openEdit(first, pet)
    await expect(form.getByLabel('Name')).toHaveValue(pet.name)
    await renameIn(second, pet, 'Renamed in tab 2')
    await expect(changedNote(first)).toBeVisible()

    // Tab 1 saves a status change over the version it opened.
    const status = await otherStatus(form)
    await form.getByLabel('Status').selectOption(status)
    await form.getByRole('button', { name: 'Save changes' }).click()
    const conflict = form.getByRole('alert')
    await expect(conflict).toContainText(
      `Another tab changed ${pet.name} after you opened this form: the name is now “Renamed in tab 2”.`,
    )
    await expect(conflict).toContainText('Your changes were not saved')
    await expect(conflict.getByRole('button', { name: 'Load their version' })).toBeFocused()
    // Nothing was overwritten: the store still has tab 2's name and the old status.
    expect(await storedPet(first, pet.id)).toMatchObject({
      name: 'Renamed in tab 2',
      status: before.status,
    })

    await conflict.getByRole('button', { name: 'Load their version' }).click()
    await expect(form.getByLabel('Name')).toHaveValue('Renamed in tab 2')
    await expect(form.getByLabel('Status')).toHaveValue(status)
    await expect(form.getByRole('status')).toHaveText(
      'Their version is loaded, with your status change kept. Save to apply both.',
    )
    await expect(first.getByRole('dialog', { name: 'Edit Renamed in tab 2' })).toBeVisible()
    await onHeldClock(first, async () => {
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expect(form).toBeHidden()
      await expect(first.getByText('Renamed in tab 2 was saved.')).toBeVisible()
    })

    expect(await storedPet(first, pet.id)).toMatchObject({ name: 'Renamed in tab 2', status })
    const row = first.locator(`tr[data-pet-id="${pet.id}"]`)
    await expect(row).toContainText('Renamed in tab 2')
    await expect(row).toContainText(status[0]!.toUpperCase() + status.slice(1))
    // The list this tab read after its save shows the other tab's change: the note has gone.
    await expect(changedNote(first)).toBeHidden()
  })

  test('the Edit form opens with the pet as stored now, not as the list last showed it', async ({
    context,
  }) => {
    const [first, second] = await openTwoTabs(context)
    const pet = await firstPet(first)
    await renameIn(second, pet, 'Stored name')
    // Tab 1's list still shows the old name; its form reads the pet again.
    await expect(first.locator(`tr[data-pet-id="${pet.id}"]`)).toContainText(pet.name)
    const form = await openEdit(first, pet)
    await expect(form.getByLabel('Name')).toHaveValue('Stored name')
    await form.getByLabel('Name').fill('Saved without a conflict')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form).toBeHidden()
    expect((await storedPet(first, pet.id)).name).toBe('Saved without a conflict')
  })

  test('overwrite with mine replaces their version on purpose, and only the one it named', async ({
    context,
  }) => {
    const [first, second] = await openTwoTabs(context)
    const pet = await firstPet(first)
    const form = await openEdit(first, pet)
    await renameIn(second, pet, 'Their name')
    await form.getByLabel('Name').fill('My name')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form.getByRole('alert')).toContainText('the name is now “Their name”')

    // A third change lands before the overwrite: it is refused again, naming that change.
    await renameIn(second, { ...pet, name: 'Their name' }, 'Their second name')
    await form.getByRole('button', { name: 'Overwrite with mine' }).click()
    await expect(form.getByRole('alert')).toContainText('the name is now “Their second name”')
    expect((await storedPet(first, pet.id)).name).toBe('Their second name')

    await form.getByRole('button', { name: 'Overwrite with mine' }).click()
    await expect(form).toBeHidden()
    expect((await storedPet(first, pet.id)).name).toBe('My name')
  })

  test('the conflict and the loaded version pass axe inside the dialog', async ({ context }) => {
    const [first, second] = await openTwoTabs(context)
    const pet = await firstPet(first)
    const form = await openEdit(first, pet)
    await renameIn(second, pet, 'Checked by axe')
    await form.getByLabel('Status').selectOption(await otherStatus(form))
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form.getByRole('button', { name: 'Load their version' })).toBeFocused()
    expect(await dialogViolations(first)).toEqual([])
    await form.getByRole('button', { name: 'Load their version' }).click()
    await expect(form.getByRole('status')).toBeVisible()
    expect(await dialogViolations(first)).toEqual([])
  })

  test('past the sunset of GET /pets/{petId} the form opens with the list’s copy and still saves', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Clock', 'After the sunset')
    await harness.close()
    const pet = await firstPet(page)
    const form = await openEdit(page, pet)
    await expect(form.getByLabel('Name')).toHaveValue(pet.name)
    await form.getByLabel('Name').fill('Saved past the sunset')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form).toBeHidden()
    await expect(page.locator(`tr[data-pet-id="${pet.id}"]`)).toContainText('Saved past the sunset')
  })

  test('a pet deleted in the other tab is said to be gone, not saved again', async ({
    context,
  }) => {
    const [first, second] = await openTwoTabs(context)
    const id = await first.evaluate(async () => {
      const response = await fetch('/api/v1/pets', {
        method: 'POST',
        headers: {
          Authorization: 'Bearer petstore-demo-key',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ name: 'Short-lived', categoryId: 1 }),
      })
      return ((await response.json()) as { id: number }).id
    })
    await openDemo(first, '#/pets?sort=-id')
    const form = await openEdit(first, { id, name: 'Short-lived' })
    const status = await second.evaluate(
      async (petId) =>
        (
          await fetch(`/api/v1/pets/${petId}`, {
            method: 'DELETE',
            headers: { Authorization: 'Bearer petstore-demo-key' },
          })
        ).status,
      id,
    )
    expect(status).toBe(204)
    await form.getByLabel('Name').fill('Not coming back')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Another tab deleted Short-lived after you opened this form, so there is nothing left to save. Cancel closes the form.',
    )
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(form).toBeHidden()
    await expect(first.locator(`tr[data-pet-id="${id}"]`)).toHaveCount(0)
    const after = await first.evaluate(
      async (petId) =>
        (
          await fetch(`/api/v1/pets/${petId}`, {
            headers: { Authorization: 'Bearer petstore-demo-key' },
          })
        ).status,
      id,
    )
    expect(after).toBe(404)
  })

  test('loading their version over the same field says what this tab had', async ({ context }) => {
    const [first, second] = await openTwoTabs(context)
    const pet = await firstPet(first)
    const form = await openEdit(first, pet)
    await renameIn(second, pet, 'Their name')
    await form.getByLabel('Name').fill('My name')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await form.getByRole('button', { name: 'Load their version' }).click()
    await expect(form.getByLabel('Name')).toHaveValue('Their name')
    await expect(form.getByRole('status')).toHaveText(
      'Their version is loaded. The name is theirs; you had “My name”, change it back if you meant it.',
    )
  })
})

test.describe('two tabs editing one pet, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the conflict shows in full at 390 px and is worked with the keyboard alone', async ({
    context,
  }) => {
    const [first, second] = await openTwoTabs(context)
    const pet = await firstPet(first)
    const edit = first.getByRole('button', { name: `Edit ${pet.name} (#${pet.id})` })
    await edit.focus()
    await first.keyboard.press('Enter')
    const form = editDialog(first)
    await expect(form.getByLabel('Name')).toBeFocused()
    await renameIn(second, pet, 'Renamed on the phone')

    // Name → Category → Status; a closed select steps with the arrow keys.
    await first.keyboard.press('Tab')
    await first.keyboard.press('Tab')
    await expect(form.getByLabel('Status')).toBeFocused()
    const status = await form.getByLabel('Status').inputValue()
    await first.keyboard.press(status === 'sold' ? 'ArrowUp' : 'ArrowDown')
    const chosen = await form.getByLabel('Status').inputValue()
    expect(chosen).not.toBe(status)
    // Status → Cancel → Save changes.
    await first.keyboard.press('Tab')
    await first.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeFocused()
    await first.keyboard.press('Enter')

    const conflict = form.getByRole('alert')
    const load = conflict.getByRole('button', { name: 'Load their version' })
    await expect(load).toBeFocused()
    await expect(conflict).toBeInViewport({ ratio: 1 })
    for (const part of [conflict, load, conflict.getByRole('button', { name: /Overwrite/ })]) {
      const box = (await part.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    await first.keyboard.press('Enter')
    await expect(form.getByLabel('Name')).toHaveValue('Renamed on the phone')
    await expect(form.getByLabel('Status')).toHaveValue(chosen)
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeFocused()
    await first.keyboard.press('Enter')
    await expect(form).toBeHidden()
    expect(await storedPet(first, pet.id)).toMatchObject({
      name: 'Renamed on the phone',
      status: chosen,
    })
    await expect(
      first.getByRole('button', { name: `Edit Renamed on the phone (#${pet.id})` }),
    ).toBeFocused()
  })
})
