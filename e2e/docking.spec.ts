/**
 * The harness panel docks beside the app at every width from 1024 px up (1360 px is the suite's
 * default window) without breaking the app's layout: the whole navigation stays in sight, rows
 * keep their buttons, nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test'
import { openDemo, openHarness } from './demo'

// The part of the window the open panel leaves to the app.
async function appRight(page: Page): Promise<number> {
  const panel = await page.getByRole('dialog', { name: 'Mock harness' }).boundingBox()
  if (!panel) throw new Error('the harness panel is not on screen')
  return panel.x
}

for (const width of [1024, 1280, 1360, 1600]) {
  test(`the open harness leaves the app whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await openDemo(page)
    await openHarness(page)
    const right = await appRight(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const tops = new Set<number>()
    for (const name of ['Pets', 'Categories', 'Inventory', 'Orders', 'API reference']) {
      const link = nav.getByRole('link', { name, exact: true })
      await expect(link).toBeInViewport({ ratio: 1 })
      const box = await link.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(right)
      tops.add(Math.round(box!.y))
    }
    // One row of links: a wrapped "API reference" reads as a second menu.
    expect([...tops]).toHaveLength(1)
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await expect(page.getByText('48 pets match')).toBeVisible()
    const remove = page
      .locator('main tbody tr')
      .first()
      .getByRole('button', { name: /^Delete / })
    await remove.scrollIntoViewIfNeeded()
    const box = await remove.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(right)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
  })
}
