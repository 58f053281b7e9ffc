/**
 * What a developer asks of the harness first: a launcher that never covers the app, a shortcut
 * and Escape from anywhere, a fixed latency, one operation failing with a status openapi.yaml
 * documents for it, settings changed from code shown as they are, and room for the app at 200%
 * zoom.
 */
import { expect, test, type Page } from '@playwright/test'
import { getOperation } from '../src/contract/operations'
import { openDemo, openHarness } from './demo'

// Every row button fully in view whose centre is not that button (or inside it).
async function coveredRowButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = []
    // Below the app's own sticky header, which rows scroll under by design.
    const top = document.querySelector('.topbar')!.getBoundingClientRect().bottom
    for (const button of document.querySelectorAll<HTMLElement>('main tbody tr button')) {
      const r = button.getBoundingClientRect()
      if (r.top < top || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) continue
      if (r.width === 0) continue
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      if (!hit || !button.contains(hit)) {
        covered.push(
          `${button.getAttribute('aria-label') ?? button.textContent} under ${hit?.tagName}`,
        )
      }
    }
    return covered
  })
}

test.describe('the harness controls', () => {
  for (const width of [1024, 1280, 1440]) {
    test(`the closed launcher covers no row button at ${width} px, scrolled top, middle and bottom`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await openDemo(page)
      await expect(page.locator('main tbody tr')).toHaveCount(20)
      await expect(page.getByRole('button', { name: 'Open the mock harness' })).toBeVisible()
      const found: string[] = []
      for (const where of ['top', 'middle', 'bottom'] as const) {
        await page.evaluate((at) => {
          const end = document.documentElement.scrollHeight - innerHeight
          scrollTo(0, at === 'top' ? 0 : at === 'middle' ? end / 2 : end)
        }, where)
        found.push(...(await coveredRowButtons(page)).map((b) => `${where}: ${b}`))
      }
      expect(found).toEqual([])
    })
  }

  test('Alt+Shift+H opens the harness from anywhere, and Escape closes it wherever the focus is', async ({
    page,
  }) => {
    await openDemo(page)
    const search = page.getByLabel('Search pets by name')
    await search.focus()
    await page.keyboard.press('Alt+Shift+H')
    const panel = page.getByRole('dialog', { name: 'Mock harness' })
    await expect(panel).toBeFocused()
    await expect(panel).toContainText('Alt+Shift+H opens and closes it')
    await page.keyboard.press('Alt+Shift+H')
    await expect(panel).toBeHidden()
    await expect(search).toBeFocused()

    // Open, then back to the app: Escape there closes the panel and leaves the focus in place.
    await page.keyboard.press('Alt+Shift+H')
    await expect(panel).toBeVisible()
    await search.focus()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(search).toBeFocused()
    await expect(page.getByRole('button', { name: 'Open the mock harness' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Alt+Shift+H',
    )
  })

  test('a fixed latency in ms delays every request by that much', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.panel.getByLabel('Latency').selectOption('fixed')
    await harness.panel.getByLabel('Fixed delay in ms').fill('1200')
    await harness.panel.getByLabel('Fixed delay in ms').press('Enter')
    await harness.panel.getByLabel('Fixed delay in ms').blur()
    await expect.poll(() => page.evaluate(() => window.petstore.settings.latency)).toBe(1200)
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    const row = harness.journalRows.filter({ hasText: '/categories?' }).first()
    await expect(row).toContainText(/1,[2-9]\d\d ms/)
  })

  test('fails one operation with a status openapi.yaml documents for it, once', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.panel.getByLabel('Operation to fail').selectOption('listCategories')
    const documented = getOperation('listCategories').statuses.filter((s) => s >= 400)
    const offered = await harness.panel
      .getByLabel('Status to answer with')
      .locator('option')
      .allTextContents()
    expect(offered.map(Number)).toEqual(documented)
    await harness.panel.getByLabel('Status to answer with').selectOption('503')
    await harness.panel.getByRole('button', { name: 'Fail it' }).click()
    await expect(harness.panel).toContainText('The next listCategories answers 503.')
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await expect(page.locator('.state-error')).toContainText('503')
    // Once: the fault is off again, and Try again gets the list.
    await expect(harness.panel.getByRole('button', { name: 'Fail it' })).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('main tbody tr').first()).toBeVisible()
  })

  test('fails one operation every time until stopped', async ({ page }) => {
    await openDemo(page, '#/categories')
    const harness = await openHarness(page)
    await harness.panel.getByLabel('Operation to fail').selectOption('listCategories')
    await harness.panel.getByLabel('Status to answer with').selectOption('500')
    await harness.panel.getByLabel('How often').selectOption('always')
    await harness.panel.getByRole('button', { name: 'Fail it' }).click()
    await expect(harness.panel).toContainText('Every listCategories answers 500 until stopped.')
    for (let i = 0; i < 2; i++) {
      await page.getByRole('link', { name: 'Pets', exact: true }).click()
      await page.getByRole('link', { name: 'Categories', exact: true }).click()
      await expect(page.locator('.state-error')).toContainText('500')
    }
    await harness.panel.getByRole('button', { name: 'Stop' }).click()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('main tbody tr').first()).toBeVisible()
  })

  test('shows settings changed from code', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await page.evaluate(() => window.petstore.configure({ latency: 2000, faultRate: 0.3 }))
    await expect(harness.panel).toContainText(
      'Set from code: latency 2000 ms, faults on 30% of requests.',
    )
    await expect(harness.panel.getByLabel('Latency')).toHaveValue('fixed')
    await expect(harness.panel.getByLabel('Fixed delay in ms')).toHaveValue('2000')
    await expect(
      harness.panel.getByLabel('Faults (500 / 503)').locator('option:checked'),
    ).toHaveText('30% of requests (set from code)')
  })

  test('at 200% zoom the open harness leaves most of the height to the app', async ({
    browser,
  }) => {
    // A 1280 × 800 laptop at 200%: 640 × 400 CSS pixels.
    const context = await browser.newContext({
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 2,
    })
    const page = await context.newPage()
    await openDemo(page)
    await openHarness(page)
    const room = await page.evaluate(() => {
      const host = document.querySelector('[data-petstore-harness]')
      const panel = host?.shadowRoot?.querySelector('.panel')?.getBoundingClientRect()
      const bar = document.querySelector('.topbar')!
      const sticky = getComputedStyle(bar).position === 'sticky'
      const top = sticky ? bar.getBoundingClientRect().bottom : 0
      return ((panel?.top ?? innerHeight) - top) / innerHeight
    })
    expect(room).toBeGreaterThanOrEqual(0.5)
    await context.close()
  })
})

declare global {
  interface Window {
    petstore: {
      settings: { latency: unknown; faultRate: number }
      configure(settings: { latency?: number; faultRate?: number }): void
    }
  }
}
