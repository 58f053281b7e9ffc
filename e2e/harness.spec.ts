import { expect, test, type Page } from '@playwright/test'
import { holdClock, openDemo, openHarness, reloadDemo } from './demo'

// Reads the pets with these ids from the page, one after another, as the app would.
const readPets = (page: Page, ids: number[]) =>
  page.evaluate(async (all) => {
    const headers = { Authorization: 'Bearer petstore-demo-key' }
    for (const id of all) await fetch(`./api/v1/pets/${id}`, { headers })
  }, ids)
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

// Holds the page's animation frames (requestAnimationFrame callbacks wait) until releaseFrames:
// a machine too busy to draw, as a loaded headless Chromium once was, on any machine.
type HeldFrames = { held: FrameRequestCallback[]; request: typeof requestAnimationFrame }
const holdFrames = (page: Page) =>
  page.evaluate(() => {
    const frames: HeldFrames = { held: [], request: window.requestAnimationFrame }
    Object.assign(window, { heldFrames: frames })
    window.requestAnimationFrame = (callback) => frames.held.push(callback)
  })
const releaseFrames = (page: Page) =>
  page.evaluate(() => {
    const frames = (window as unknown as { heldFrames: HeldFrames }).heldFrames
    window.requestAnimationFrame = frames.request
    for (const callback of frames.held) frames.request.call(window, callback)
  })

test.describe('the dev harness', () => {
  test('shows every request in the journal, live', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    const listPets = harness.journalRows.filter({ hasText: '/pets?' })
    await expect(listPets.first()).toContainText('GET')
    await expect(listPets.first()).toContainText('200')
    await expect(listPets.first()).toContainText('✓')
    await expect(harness.journalRows.filter({ hasText: '/categories?' }).first()).toBeVisible()

    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await expect(harness.journalRows.first()).toContainText(/\/store\/orders|\/pets/)
    await expect(harness.journalRows.filter({ hasText: '/store/orders' })).toHaveCount(1)

    await harness.journalRows.filter({ hasText: '/store/orders' }).click()
    const detail = harness.panel.locator('tr.detail')
    await expect(detail).toContainText('listOrders')
    await expect(detail).toContainText('the response matches openapi.yaml')
  })

  test('draws only the rows in view, and follows Tab and scrolling through every kept row', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await readPets(
      page,
      range(1, 75).map((id) => id % 40 || 40),
    )
    await expect(harness.panel.locator('.journal .count')).toHaveText(/^(7[7-9]|[89]\d)$/)
    // What a person sees, and a few rows beyond, is in the page; the rest is a spacer.
    const rows = harness.journalRows.getByRole('button')
    await expect(rows.first()).toHaveText('/pets/35')
    const inView = await rows.count()
    expect(inView).toBeLessThan(45)
    // Tab walks down the rows: each next one is in the page by the time Tab gets there, even
    // with no frame drawn between presses (a busy machine; the scroll event waits for a frame).
    await rows.first().focus()
    await holdFrames(page)
    for (let i = 0; i < 45; i++) await page.keyboard.press('Tab')
    await releaseFrames(page)
    const focused = harness.panel.locator('.row-toggle:focus')
    await expect(focused).toHaveText('/pets/30')
    await expect(focused).toBeInViewport()
    // Scrolling to the end reaches the oldest request kept, still drawing only a window.
    await harness.panel.locator('.journal .scroll').evaluate((region) => {
      region.scrollTop = region.scrollHeight
    })
    await expect(rows.last()).toHaveText(/^\/(pets|categories)\?/)
    await expect(rows.last()).toBeInViewport()
    expect(await rows.count()).toBeLessThan(45)
    // The row the keyboard is on stays where it was, still focused, to come back to.
    await expect(focused).toHaveText('/pets/30')
  })

  test('a reader scrolled down the journal keeps their place while new requests arrive', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await readPets(page, range(1, 40))
    const count = harness.panel.locator('.journal .count')
    await expect(count).toHaveText(/^4[2-9]$/)
    const before = Number(await count.textContent())
    const region = harness.panel.locator('.journal .scroll')
    // The reader scrolls halfway down with the mouse wheel, whatever the panel's height.
    const { scrollHeight, clientHeight } = await region.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
    }))
    expect(scrollHeight).toBeGreaterThan(clientHeight * 1.5)
    await region.hover()
    await page.mouse.wheel(0, Math.round((scrollHeight - clientHeight) / 2))
    const settled = async () => {
      const scrollTop = await region.evaluate((el) => el.scrollTop)
      await page.waitForTimeout(150)
      return scrollTop === (await region.evaluate((el) => el.scrollTop)) ? scrollTop : -1
    }
    await expect.poll(settled).toBeGreaterThan(0)
    const seen = await rowsInView()
    expect(seen.length).toBeGreaterThan(3)
    expect(seen[0]!.label).not.toBe('/pets/40')

    await readPets(page, range(41, 48))
    await expect(count).toHaveText(String(before + 8))
    // The eight new rows went in above the view: the reader sees the same rows, where they were
    // (within a pixel: rows are a fraction of a pixel high, the scroll position whole pixels).
    const labels = (rows: Array<{ label: string }>) => rows.map((row) => row.label)
    await expect.poll(async () => labels(await rowsInView())).toEqual(labels(seen))
    const now = await rowsInView()
    expect(labels(now)).toEqual(labels(seen))
    for (const [i, row] of now.entries())
      expect(Math.abs(row.y - seen[i]!.y)).toBeLessThanOrEqual(1)

    // Back at the top, the newest request is first.
    await page.mouse.wheel(0, -scrollHeight * 2)
    await expect.poll(settled).toBe(0)
    await expect(harness.journalRows.getByRole('button').first()).toHaveText('/pets/48')

    // The rows wholly inside the region's view, top to bottom, with where each one sits.
    async function rowsInView(): Promise<Array<{ label: string; y: number }>> {
      const box = (await region.boundingBox())!
      const header = (await harness.panel.locator('.journal thead').boundingBox())!
      const top = Math.max(box.y, header.y + header.height)
      const rows: Array<{ label: string; y: number }> = []
      for (const row of await harness.journalRows.all()) {
        const at = await row.boundingBox()
        if (!at || at.y < top - 0.5 || at.y + at.height > box.y + box.height + 0.5) continue
        const label = (await row.getByRole('button').textContent())!.trim()
        rows.push({ label, y: at.y })
      }
      return rows
    }
  })

  test('a read-only key gets the API’s 403 message in the UI', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('API key', 'Read-only')
    await harness.close()
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByLabel('Name').fill('Nope')
    await dialog.getByLabel('Category').selectOption({ index: 1 })
    await dialog.getByRole('button', { name: 'Create pet' }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      'This API key is read-only and cannot change data.',
    )
    await expect(dialog.getByRole('alert')).toContainText('403 · forbidden')
  })

  test('no key gets the API’s 401 message', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('API key', 'None (anonymous)')
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await expect(page.locator('.state-error')).toContainText(
      'Send an API key as "Authorization: Bearer <key>".',
    )
  })

  test('the fault switch produces the error UI, and turning it off recovers', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Faults (500 / 503)', 'Every request')
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    const error = page.locator('.state-error')
    await expect(error).toContainText(
      /Injected fault: (something went wrong on our side|the service is unavailable; try again shortly)\./,
    )
    await expect(error).toContainText(/50[03] · (internal_error|service_unavailable)/)
    await expect(harness.journalRows.first()).toContainText(/50[03]/)
    await harness.choose('Faults (500 / 503)', 'Off')
    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(page.locator('main tbody tr').first()).toBeVisible()
  })

  test('keeps its choices across a reload', async ({ page }) => {
    await openDemo(page)
    let harness = await openHarness(page)
    await harness.choose('Latency', 'Realistic (40–250 ms)')
    await harness.choose('API key', 'Read-only')
    await harness.choose('Clock', 'After the sunset')
    await reloadDemo(page)
    harness = await openHarness(page)
    await expect(harness.panel.getByLabel('Latency')).toHaveValue('realistic')
    await expect(harness.panel.getByLabel('API key')).toHaveValue('read-only')
    await expect(harness.panel.getByLabel('Clock')).toHaveValue('after-sunset')
  })

  test('switches the scenario at run time, and reset brings the seeded store back', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Scenario', 'Empty store')
    await expect(page.getByText('No pets yet')).toBeVisible()
    await expect(harness.panel.getByText('0 pets · 0 categories · 0 orders')).toBeVisible()
    await harness.choose('Scenario', 'Default (48 pets)')
    await expect(page.getByText('48 pets match')).toBeVisible()

    await harness.close()
    await page.getByRole('button', { name: 'New pet' }).click()
    const dialog = page.getByRole('dialog', { name: 'New pet' })
    await dialog.getByLabel('Name').fill('Temporary')
    await dialog.getByLabel('Category').selectOption({ index: 1 })
    await dialog.getByRole('button', { name: 'Create pet' }).click()
    await expect(page.getByText('49 pets match')).toBeVisible()
    await (await openHarness(page)).reset()
    await expect(page.getByText('48 pets match')).toBeVisible()
  })

  test('Clear view starts the launcher’s count over, Took and paths read whole, and Reset store asks first', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await page.evaluate(() =>
      fetch('/api/v1/store/inventory?status=available&limit=1', {
        headers: { Authorization: 'Bearer petstore-demo-key', Prefer: 'delay=2300' },
      }),
    )
    const slow = harness.journalRows.filter({ hasText: '/store/inventory' }).first()
    await expect(slow).toContainText(/2,\d{3} ms/)
    const took = slow.locator('td.num').first()
    expect(await took.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    const whole = await slow.locator('.path-only').evaluate((el) => {
      const cell = el.closest('td')?.getBoundingClientRect()
      return cell !== undefined && el.getBoundingClientRect().right <= cell.right
    })
    expect(whole).toBe(true)

    await harness.panel.getByRole('button', { name: 'Clear view' }).click()
    await expect(harness.journalRows).toHaveCount(0)
    await harness.close()
    const launcher = page.getByRole('button', { name: 'Open the mock harness' })
    await expect(launcher).toContainText('0 requests')
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await expect(launcher).toContainText('1 request')

    await page.evaluate(() =>
      fetch('/api/v1/pets', {
        method: 'POST',
        headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Kept', categoryId: 1 }),
      }),
    )
    await openHarness(page)
    await expect(harness.panel.getByText('49 pets ·')).toBeVisible()
    page.once('dialog', (dialog) => void dialog.dismiss())
    await harness.panel.getByRole('button', { name: 'Reset store' }).click()
    await expect(harness.panel.getByRole('button', { name: 'Reset store' })).toBeEnabled()
    await expect(harness.panel.getByText('49 pets ·')).toBeVisible()
    await harness.reset()
    await expect(harness.panel.getByText('48 pets ·')).toBeVisible()
  })

  test('slow latency shows the loading state', async ({ page }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.choose('Latency', 'Slow (1–3 s)')
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await expect(page.getByText('Loading categories…')).toBeVisible()
    await expect(page.locator('main tbody tr').first()).toBeVisible()
  })

  test('the Coverage tab counts what the app called, live, and marks statuses forced by Prefer', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    await harness.panel.getByRole('tab', { name: 'Coverage' }).click()
    const coverage = harness.panel.getByRole('tabpanel', { name: 'Coverage' })
    await expect(coverage).toBeVisible()
    const row = (operationId: string) => coverage.locator(`tr[data-operation="${operationId}"]`)
    await expect(row('listPets').locator('[data-status="200"]')).toHaveAttribute(
      'data-state',
      'seen',
    )
    await expect(row('listOrders')).toHaveAttribute('data-seen', 'false')
    await expect(coverage.locator('[data-meter="operations"]')).toContainText(/^Operations\s*2 \//)

    // Live: a page the app opens while the tab shows counts at once.
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await expect(row('listOrders')).toHaveAttribute('data-seen', 'true')

    // A status forced with Prefer is seen, and marked as forced.
    await page.evaluate(() =>
      fetch('/api/v1/pets/1', {
        headers: { Authorization: 'Bearer petstore-demo-key', Prefer: 'code=404' },
      }),
    )
    const forced = row('getPetById').locator('[data-status="404"]')
    await expect(forced).toHaveAttribute('data-state', 'hooked')
    await expect(forced).toHaveAccessibleName(/404.*forced by Prefer or nextResponse/)

    // Start over asks first: no, and the counts stay; yes, and they start over.
    page.once('dialog', (dialog) => void dialog.dismiss())
    await coverage.getByRole('button', { name: 'Start over' }).click()
    await expect(forced).toHaveAttribute('data-state', 'hooked')
    page.once('dialog', (dialog) => void dialog.accept())
    await coverage.getByRole('button', { name: 'Start over' }).click()
    await expect(coverage.locator('[data-meter="operations"]')).toContainText(/^Operations\s*0 \//)
  })

  test('the harness views are ARIA tabs: arrow keys, Home and End move and select', async ({
    page,
  }) => {
    await openDemo(page)
    const harness = await openHarness(page)
    const requests = harness.panel.getByRole('tab', { name: 'Requests' })
    const coverage = harness.panel.getByRole('tab', { name: 'Coverage' })
    await expect(requests).toHaveAttribute('aria-selected', 'true')
    await requests.focus()
    await page.keyboard.press('ArrowRight')
    await expect(coverage).toBeFocused()
    await expect(coverage).toHaveAttribute('aria-selected', 'true')
    await expect(harness.panel.getByRole('tabpanel', { name: 'Coverage' })).toBeVisible()
    await expect(harness.panel.getByRole('tabpanel', { name: 'Requests' })).toBeHidden()
    await page.keyboard.press('Home')
    await expect(requests).toBeFocused()
    await page.keyboard.press('End')
    await expect(coverage).toBeFocused()
    // One tab stop: Tab leaves the tab list for the selected panel's content.
    await page.keyboard.press('Tab')
    await expect(harness.panel.getByRole('button', { name: 'Start over' })).toBeFocused()
  })

  for (const [label, viewport] of [
    ['1280 px', { width: 1280, height: 800 }],
    ['390 px', { width: 390, height: 844 }],
  ] as const) {
    test(`toasts stay visible beside the open harness at ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.clock.install()
      await openDemo(page)
      await openHarness(page)
      await page.getByRole('button', { name: 'New pet' }).click()
      const dialog = page.getByRole('dialog', { name: 'New pet' })
      await dialog.getByLabel('Name').fill('Toasty')
      await dialog.getByLabel('Category').selectOption({ index: 1 })
      // The toast stays until the test has looked: its timer runs on the clock held here.
      await holdClock(page)
      await dialog.getByRole('button', { name: 'Create pet' }).click()
      const toast = page.locator('.toast').filter({ hasText: 'Toasty was created.' })
      await expect(toast).toBeVisible()
      // Where it comes to rest: while it rises in, hit-testing can fall through its lower edge.
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
      // One look, in the page.
      const seen = await toast.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const host = document.querySelector('[data-petstore-harness]')
        const p = host?.shadowRoot?.querySelector('.panel')?.getBoundingClientRect()
        const corners = [
          [r.left + 4, r.top + 4],
          [r.right - 4, r.top + 4],
          [r.left + 4, r.bottom - 4],
          [r.right - 4, r.bottom - 4],
        ] as const
        return {
          overlapsPanel:
            !p || (r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom),
          onScreen: r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight,
          // Nothing lies on top of it: what is at each corner is the toast's own.
          uncovered: corners.every(([x, y]) => el.contains(document.elementFromPoint(x, y))),
        }
      })
      expect(seen).toEqual({ overlapsPanel: false, onScreen: true, uncovered: true })
    })
  }
})
