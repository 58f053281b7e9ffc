/**
 * Helpers for the demo's e2e tests: open a page once the mock is ready, drive the harness panel,
 * and write screenshots for people to look at.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'

/**
 * Opens a page of the demo and waits until the service worker answers.
 *
 * @example
 * await openDemo(page, '#/orders')
 */
export async function openDemo(page: Page, hash = '#/pets', path = '/'): Promise<void> {
  await page.goto(`${path}${hash}`)
  await expectReady(page)
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

// Booting parses the bundle, registers the worker and seeds the store: slow on a busy machine.
async function expectReady(page: Page): Promise<void> {
  const slowdown = Number(process.env.PETSTORE_E2E_SLOWDOWN ?? 1)
  await expect(page.locator('html')).toHaveAttribute('data-mock', 'ready', {
    timeout: 45_000 * slowdown,
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
