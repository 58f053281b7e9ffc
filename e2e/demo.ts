/**
 * Helpers for the demo's e2e tests: open a page once the mock is ready, drive the harness panel,
 * and write screenshots for people to look at.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'

/**
 * Opens a page of the demo, waits until the service worker answers, then until the page is
 * drawn as a person sees it: its heading there and no list still loading. A new hash on the
 * page already open is a navigation inside the app, which keeps the old page on screen until
 * the new one draws (lazily loaded pages take a while): this waits for the old one to go first,
 * so nothing reads the previous page's rows.
 *
 * @example
 * await openDemo(page, '#/orders')
 */
export async function openDemo(page: Page, hash = '#/pets', path = '/'): Promise<void> {
  const target = new URL(`${path}${hash}`, test.info().project.use.baseURL).href
  const inPlace = target !== page.url() && target.split('#')[0] === page.url().split('#')[0]
  const shown = page.locator('main > *').first()
  const previous = inPlace && (await shown.count()) > 0 ? await shown.elementHandle() : null
  await page.goto(`${path}${hash}`)
  await expectReady(page)
  await previous?.waitForElementState('hidden')
  await previous?.dispose()
  await expectDrawn(page)
}

/**
 * Follows the main navigation's link to a page, as a person clicks it, and waits until that
 * page is drawn: the page left stays on screen until then, with rows and buttons of its own.
 *
 * @example
 * await goToPage(page, 'Inventory')
 */
export async function goToPage(
  page: Page,
  name: 'Pets' | 'Categories' | 'Inventory' | 'Orders',
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click()
  await expect(page.getByRole('heading', { name, level: 1, exact: true })).toBeVisible()
  await expectDrawn(page)
}

/**
 * Waits until the page's own content is drawn: its heading is there and no list is loading
 * (neither the first load's "Loading…" nor the busy bar of a list loading again).
 *
 * @example
 * await page.getByRole('link', { name: 'Orders', exact: true }).click()
 * await expectDrawn(page)
 */
export async function expectDrawn(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('main :is(.state-loading, .list-slot.is-loading)')).toHaveCount(0)
}

/**
 * Stops the page's clock, so a toast (it leaves after a few seconds of the page's clock) stays
 * until the test has looked at it, however long a loaded machine takes to get there. The clock
 * must be installed before the page loads (`page.clock.install()`); requests, renders and
 * animations go on, only timers wait.
 *
 * @example
 * await page.clock.install()
 * await openDemo(page)
 * await holdClock(page)
 */
export async function holdClock(page: Page): Promise<void> {
  // A second on: the page's fake clock started at the real time and has run with it since.
  await page.clock.pauseAt(Date.now() + 1000)
}

/**
 * Does `act`, which brings a toast, on a held clock (holdClock), so the toast stays until the
 * test has looked at it, however slow the machine; the page's timers run on afterwards. The
 * page must have loaded with `page.clock.install()`. Requests run meanwhile, except ones the
 * harness delays: `page.clock.runFor()` inside `act` lets those through.
 *
 * @example
 * await onHeldClock(page, async () => {
 *   await dialog.getByRole('button', { name: 'Create pet' }).click()
 *   await expect(page.getByRole('status').filter({ hasText: 'was created.' })).toBeVisible()
 * })
 */
export async function onHeldClock(page: Page, act: () => Promise<void>): Promise<void> {
  await holdClock(page)
  try {
    await act()
  } finally {
    await page.clock.resume()
  }
}

/**
 * A wait longer than the suite's expect timeout, stretched as that one is by the machine's load
 * (playwright.config.ts): a guard against a hang, never a measure of speed.
 *
 * @example
 * await expect(panel.getByText('10,000 pets ·')).toBeVisible({ timeout: stretched(60_000) })
 */
export function stretched(ms: number): number {
  return ms * Number(process.env.PETSTORE_E2E_SLOWDOWN ?? 1)
}

// Booting parses the bundle, registers the worker and seeds the store: slow on a busy machine.
async function expectReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mock', 'ready', {
    timeout: stretched(45_000),
  })
}

/**
 * Reloads and waits for the mock again.
 *
 * @example
 * await reloadDemo(page)
 */
export async function reloadDemo(page: Page): Promise<void> {
  await page.reload()
  await expectReady(page)
}

/** The harness panel's parts (Playwright's locators pierce its open shadow root). */
export interface HarnessLocators {
  panel: Locator
  journalRows: Locator
  choose(
    label: 'Scenario' | 'Latency' | 'Faults (500 / 503)' | 'API key' | 'Clock',
    option: string,
  ): Promise<void>
  reset(): Promise<void>
  close(): Promise<void>
}

/**
 * Opens the harness panel.
 *
 * @example
 * const harness = await openHarness(page)
 * await harness.choose('API key', 'Read-only')
 */
export async function openHarness(page: Page): Promise<HarnessLocators> {
  const panel = page.getByRole('dialog', { name: 'Mock harness' })
  if (!(await panel.isVisible()))
    await page.getByRole('button', { name: 'Open the mock harness' }).click()
  await expect(panel).toBeVisible()
  return {
    panel,
    journalRows: panel.locator('tr.entry'),
    async choose(label, option) {
      await panel.getByLabel(label).selectOption({ label: option })
    },
    async reset() {
      // The panel asks first; the helper says yes.
      page.once('dialog', (dialog) => void dialog.accept())
      await panel.getByRole('button', { name: 'Reset store' }).click()
      await expect(panel.getByRole('button', { name: 'Reset store' })).toBeEnabled()
    },
    async close() {
      await panel.getByRole('button', { name: 'Close the mock harness' }).click()
    },
  }
}

/**
 * Chooses a pet in the order form's picker: types `search` (a name or `#id`), then clicks the
 * first match.
 *
 * @example
 * await choosePet(page.getByRole('dialog', { name: 'Place an order' }), 'Mochi')
 */
export async function choosePet(dialog: Locator, search = ''): Promise<void> {
  const box = dialog.getByRole('combobox', { name: 'Pet' })
  await box.fill(search)
  // With nothing typed, ArrowDown opens the list of every available pet.
  if (!search) await box.press('ArrowDown')
  const first = dialog.getByRole('option').first()
  if (search) await expect(first).toContainText(search.replace(/^#/, ''))
  await first.click()
  await expect(box).toHaveValue(/\(#\d+\)$/)
}

const screenshots = fileURLToPath(new URL('./screenshots/', import.meta.url))

/**
 * Saves a screenshot of the page to e2e/screenshots/<name>.png.
 *
 * @example
 * await screenshot(page, 'pets')
 */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  // Let toasts and entry animations finish, so the picture shows the settled screen.
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${screenshots}${name}.png`, fullPage, animations: 'disabled' })
}
