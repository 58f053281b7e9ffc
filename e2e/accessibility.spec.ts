/**
 * WCAG 2.2 AA as axe checks it, on every page at a desktop and a phone width, with the harness
 * panel open and closed; plus what axe cannot see: the skip link, the focus ring, and the
 * harness panel's keyboard behaviour.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { goToPage, openDemo, openHarness, stretched } from './demo'

const pages = ['#/pets', '#/categories', '#/inventory', '#/orders', '#/reference'] as const

// `within` limits axe to part of the page: what changed since the whole page was checked.
async function violations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  const results = await (within ? axe.include(within) : axe).analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
}

async function expectUncovered(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox()
  if (!box) throw new Error('the target is not on screen')
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
    [box.x + box.width / 2, box.y + box.height / 2] as const,
  )
  expect(hit).toBe(await target.textContent())
}

// One test per page and width, so they spread over the workers. The whole page is checked once,
// with the harness closed, where nothing covers it (on a phone the open sheet hides the page's
// lower half from axe's contrast check); opening the harness changes the harness alone, so the
// second pass checks the harness. Two whole-page passes of the reference page (the whole
// contract, rendered) took three minutes of a busy machine.
for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  for (const hash of pages) {
    test(`axe finds no violations on ${hash} at ${label}, harness closed and open`, async ({
      page,
    }) => {
      test.setTimeout(stretched(240_000))
      await page.setViewportSize(viewport)
      await openDemo(page, hash)
      const found = (await violations(page)).map((v) => `closed: ${v}`)
      const harness = await openHarness(page)
      // The reference sends no requests until "Try it", so its journal may be empty.
      if (hash !== '#/reference') await expect(harness.journalRows.first()).toBeVisible()
      found.push(...(await violations(page, '[data-petstore-harness]')).map((v) => `open: ${v}`))
      await harness.close()
      expect(found).toEqual([])
    })
  }
}

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`axe finds no violations in the harness's Coverage tab at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.panel.getByRole('tab', { name: 'Coverage' }).click()
    const coverage = harness.panel.getByRole('tabpanel', { name: 'Coverage' })
    await expect(coverage.locator('[data-status="200"][data-state="seen"]').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
    // Nothing of the tab spills sideways on a phone.
    const spill = await coverage.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(spill).toBeLessThanOrEqual(0)
  })
}

test('axe finds no violations with the pet picker open, a refused stock and a refused delay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemo(page, '#/orders')
  await page.getByRole('button', { name: 'Place order' }).first().click()
  const order = page.getByRole('dialog', { name: 'Place an order' })
  await order.getByRole('combobox', { name: 'Pet' }).press('ArrowDown')
  await expect(order.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  // Each page was checked whole above (one test per page); here only what changed on it: the
  // open dialog with its list, the refused row, the refused operation (a whole pass of the
  // reference page, the whole contract rendered, took most of this test's minute under load).
  const found = (await violations(page, 'dialog[open]')).map((v) => `pet picker: ${v}`)
  // Escape closes the list first (it lies over the form's buttons), then the dialog.
  await order.getByRole('combobox', { name: 'Pet' }).press('Escape')
  await expect(order.getByRole('listbox')).toBeHidden()
  await order.getByRole('button', { name: 'Cancel' }).click()

  await openDemo(page, '#/inventory')
  const row = page.locator('main tbody tr').first()
  await row.getByRole('spinbutton').fill('-5')
  await row.getByRole('button', { name: 'Set stock' }).click()
  await expect(row.getByRole('alert')).toBeVisible()
  found.push(...(await violations(page, 'main tbody tr:first-child')).map((v) => `stock: ${v}`))

  await openDemo(page, '#/reference?op=listPets')
  const list = page.locator('[data-operation="listPets"]')
  await list.getByLabel('Delay').fill('999999')
  // Enter sends the form from the field, as a keyboard user does. A click waits until the
  // button has kept its place over two animation frames, and a busy headless Chromium once
  // drew none for three minutes (the click stuck at "stable"); a key press waits for no frame.
  await list.getByLabel('Delay').press('Enter')
  await expect(list.getByLabel('Delay')).toHaveAttribute('aria-invalid', 'true')
  found.push(...(await violations(page, '[data-operation="listPets"]')).map((v) => `delay: ${v}`))
  expect(found).toEqual([])
})

test('axe finds no violations while a list loads slowly (the loading text keeps its contrast)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemo(page)
  const harness = await openHarness(page)
  await harness.choose('Latency', 'Slow (1–3 s)')
  await harness.close()
  await page.getByRole('link', { name: 'Categories', exact: true }).click()
  await expect(page.getByText('Loading categories…')).toBeVisible()
  const found = (await violations(page, 'main')).map((v) => `first load: ${v}`)
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  // A second load keeps the list in place while it runs: the pets page's own rows first (the
  // categories' stay on screen until it draws), then its pager.
  await goToPage(page, 'Pets')
  await page.getByRole('button', { name: 'Next →' }).click()
  await expect(page.locator('main .list-slot.is-loading')).toBeVisible()
  found.push(...(await violations(page, 'main')).map((v) => `reload: ${v}`))
  expect(found).toEqual([])
})

test.describe('keyboard and focus', () => {
  test('the phone nav links keep their names', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDemo(page)
    for (const name of ['Pets', 'Categories', 'Inventory', 'Orders', 'API reference']) {
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }),
      ).toBeVisible()
    }
  })

  test('the skip link moves focus to the page content without changing the route', async ({
    page,
  }) => {
    await openDemo(page, '#/orders')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    await expect(page).toHaveURL(/#\/orders$/)
  })

  test('the active nav link shows a solid focus ring', async ({ page }) => {
    await openDemo(page)
    const active = page.locator('.nav-link[aria-current="page"]')
    await active.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(active).toBeFocused()
    const ring = await active.evaluate((el) => {
      const style = getComputedStyle(el)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(ring.style).toBe('solid')
    expect(ring.width).toBeGreaterThanOrEqual(2)
  })

  test('the harness panel takes focus, lets rows be opened by keyboard, and Escape gives focus back', async ({
    page,
  }) => {
    await openDemo(page)
    const launcher = page.getByRole('button', { name: 'Open the mock harness' })
    await launcher.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Mock harness' })
    await expect(panel).toBeVisible()
    await expect(panel).toBeFocused()

    // Tab through the controls to the first journal row, and open it with Enter.
    const row = panel.locator('tr.entry').first().getByRole('button')
    await panel.getByRole('button', { name: 'Clear view' }).focus()
    await page.keyboard.press('Tab')
    await expect(row).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(row).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.locator('tr.detail')).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(launcher).toBeFocused()
  })

  test('the open harness leaves "New pet" and "Place order" uncovered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openDemo(page)
    await openHarness(page)
    await expectUncovered(page, page.getByRole('button', { name: 'New pet' }))
    await goToPage(page, 'Orders')
    await expectUncovered(page, page.getByRole('button', { name: 'Place order' }).first())
  })

  test('a request the contract rejects says so in the journal, with the API’s message', async ({
    page,
  }) => {
    await openDemo(page)
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByRole('button', { name: 'Create pet' }).click()
    await expect(dialog.locator('.field-error').first()).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    const harness = await openHarness(page)
    const rejected = harness.journalRows.filter({ hasText: '400' }).first()
    await expect(rejected).toContainText('✗ request')
    await expect(rejected).not.toContainText('✓')
    await rejected.click()
    const detail = harness.panel.locator('tr.detail')
    await expect(detail).toContainText('The request broke the contract, so the API refused it.')
    await expect(detail).toContainText(
      '400 validation_failed: categoryId is required; name must be 1 to 100 characters.',
    )
  })
})
