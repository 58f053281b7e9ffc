import { expect, test, type Page } from '@playwright/test'

// The stories as a person browses them in Storybook's UI: the first one opened by its URL, the
// next ones from the sidebar, which keeps the preview frame (its service worker and store)
// alive, so each story must start from the data it declares, whatever ran before it.
function preview(page: Page) {
  return page.frameLocator('#storybook-preview-iframe').locator('#storybook-root')
}

// Clicks the story's link in the sidebar (by its id, since two components have a "Failing"),
// opening its component's group first when it is closed. The group's own aria-expanded says
// whether it is open: a link still fading in is not visible yet, and a second click on an
// opening group would close it again.
async function goTo(page: Page, component: string, storyId: string) {
  const sidebar = page.getByRole('navigation', { name: 'Stories' })
  const group = sidebar.getByRole('button', { name: component, exact: true })
  const link = sidebar.locator(`a[href$="/story/${storyId}"]`)
  await expect(group).toHaveAttribute('aria-expanded', /^(true|false)$/)
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click()
  await expect(group).toHaveAttribute('aria-expanded', 'true')
  await link.click()
}

const stories = {
  async list(page: Page) {
    await expect(preview(page).getByRole('listitem')).toHaveText([
      'Rex (available)',
      'Bella (available)',
      'Max (available)',
    ])
    await expect(preview(page).getByText('Page 1 of 1 · 3 pets')).toBeVisible()
  },
  async empty(page: Page) {
    await expect(preview(page).getByText('No pets yet.')).toBeVisible()
  },
  async slow(page: Page) {
    await expect(preview(page).getByRole('status')).toHaveText('Loading pets…')
    await expect(preview(page).getByText('Page 1 of 5 · 48 pets')).toBeVisible()
  },
  async failing(page: Page) {
    const alert = preview(page).getByRole('alert')
    await expect(alert).toHaveText(/Could not load pets\. The service is unavailable/)
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
  async pending(page: Page) {
    await expect(preview(page).getByRole('listitem')).toHaveText([
      /^Order \d+: 1 × pet \d+, ships 2 Oct 2026$/,
    ])
  },
  async ordersFailing(page: Page) {
    await expect(preview(page).getByRole('alert')).toHaveText(
      /Could not load orders\. Something went wrong on our side\./,
    )
  },
  async noneWaiting(page: Page) {
    await expect(preview(page).getByText('No orders are waiting to ship.')).toBeVisible()
  },
}

// On a failure, what the story showed (Playwright's page snapshot leaves out the frame's text).
test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) {
    console.error(`The story showed:\n${await preview(page).innerText().catch(String)}`)
  }
})

test('each story shows the data it declares, whichever story ran before it', async ({ page }) => {
  await page.goto('/?path=/story/pets-pet-list--list')
  // The first story waits for Storybook's preview, msw's worker and the store, which on a busy
  // machine takes longer than a later story's redraw: wait for its first row within the test's
  // own timeout, then read the story as every other one is read.
  await expect(preview(page).getByRole('listitem').first()).toBeVisible({ timeout: 90_000 })
  await stories.list(page)
  await goTo(page, 'Pet list', 'pets-pet-list--empty')
  await stories.empty(page)
  await goTo(page, 'Pet list', 'pets-pet-list--slow')
  await stories.slow(page)
  await goTo(page, 'Pet list', 'pets-pet-list--failing')
  await stories.failing(page)
  await goTo(page, 'Orders waiting to ship', 'orders-orders-waiting-to-ship--pending')
  await stories.pending(page)
  await goTo(page, 'Orders waiting to ship', 'orders-orders-waiting-to-ship--failing')
  await stories.ordersFailing(page)
  await goTo(page, 'Orders waiting to ship', 'orders-orders-waiting-to-ship--none-waiting')
  await stories.noneWaiting(page)
  // Back to stories that wrote data: their records are there once, not once per visit.
  await goTo(page, 'Pet list', 'pets-pet-list--list')
  await stories.list(page)
  await goTo(page, 'Orders waiting to ship', 'orders-orders-waiting-to-ship--pending')
  await stories.pending(page)
})
