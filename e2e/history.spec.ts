/**
 * Rewind and share in the built demo (persist and sync on, share links on): "Rewind to before
 * this" in one tab puts the store back in every tab; "Share this state" gives a link that opens
 * the same rows in a fresh browser context, and the same text loads in Node.
 */
import { expect, test, type Page } from '@playwright/test'
import { createPetstore } from '../src/controller/petstore'
import { openDemo, openHarness } from './demo'

const AUTH = { Authorization: 'Bearer petstore-demo-key' }

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([method, path, body, auth]) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { ...auth, 'Content-Type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
    },
    [method, path, body, AUTH] as const,
  )
}

test('a rewind in one tab reaches the other, and the panel counts follow', async ({ context }) => {
  const first = await context.newPage()
  await openDemo(first)
  await openHarness(first).then((h) => h.reset())
  const second = await context.newPage()
  await openDemo(second)

  const created = await api(first, 'POST', '/pets', { name: 'Rewound Rita', categoryId: 1 })
  expect(created.status).toBe(201)
  const id = (created.body as { id: number }).id
  await expect.poll(async () => (await api(second, 'GET', `/pets/${id}`)).status).toBe(200)

  const harness = await openHarness(first)
  const row = harness.journalRows.filter({ hasText: 'POST' }).filter({ hasText: '/pets' }).first()
  await row.click()
  await harness.panel.getByRole('button', { name: 'Rewind to before this' }).click()
  await expect(harness.panel.getByRole('status').filter({ hasText: 'Rewound' })).toBeVisible()

  await expect.poll(async () => (await api(second, 'GET', `/pets/${id}`)).status).toBe(404)
  const other = await openHarness(second)
  await expect(other.panel.locator('.stats')).toContainText('48 pets')
})

test('a share link opens the same rows in another browser, and the same text loads in Node', async ({
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const page = await context.newPage()
  await openDemo(page)
  await openHarness(page).then((h) => h.reset())
  expect((await api(page, 'POST', '/categories', { name: 'Shared Shelf' })).status).toBe(201)
  const harness = await openHarness(page)
  await harness.panel.getByRole('button', { name: 'Share this state' }).click()
  const field = harness.panel.getByRole('textbox', { name: 'Share link' })
  await expect(field).toHaveValue(/#petstore-state=petstore-state\.1\./)
  const link = await field.inputValue()
  const rows = await api(page, 'GET', '/categories?limit=100')

  const elsewhere = await browser.newContext()
  try {
    const fresh = await elsewhere.newPage()
    const url = new URL(link)
    await openDemo(fresh, url.hash, url.pathname)
    expect(await api(fresh, 'GET', '/categories?limit=100')).toEqual(rows)
    // Loaded once: the link is gone from the address bar.
    expect(fresh.url()).not.toContain('petstore-state=')
  } finally {
    await elsewhere.close()
  }

  const node = createPetstore({ baseUrl: 'http://node.test/api/v1', state: link })
  await node.ready
  const answer = await node.fetch(
    new Request('http://node.test/api/v1/categories?limit=100', { headers: AUTH }),
  )
  expect(await answer!.json()).toEqual(rows.body)
})

test('a rewound write offers no second rewind, and Redo is on only while there is a rewind to take back', async ({
  page,
}) => {
  await openDemo(page)
  await openHarness(page).then((h) => h.reset())
  expect((await api(page, 'POST', '/categories', { name: 'Rewound Shelf' })).status).toBe(201)
  const harness = await openHarness(page)
  const redo = harness.panel.getByRole('button', { name: 'Redo', exact: true })
  await expect(redo).toBeDisabled()
  const row = harness.journalRows.filter({ hasText: 'POST' }).filter({ hasText: '/categories' })
  await row.first().click()
  const rewind = harness.panel.getByRole('button', { name: 'Rewind to before this' })
  await rewind.click()
  await expect(harness.panel.getByRole('status').filter({ hasText: 'Rewound' })).toBeVisible()
  await expect(rewind).toBeHidden()
  await expect(harness.panel.getByText('Rewound: Redo brings this write back.')).toBeVisible()
  await expect(redo).toBeEnabled()
  await redo.click()
  await expect(harness.panel.getByRole('status').filter({ hasText: 'Redone.' })).toBeVisible()
  await expect(redo).toBeDisabled()
  await expect(rewind).toBeVisible()
})

test("a share link keeps the app's route it was taken on", async ({ browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const page = await context.newPage()
  await openDemo(page, '#/pets?sort=-id')
  const harness = await openHarness(page)
  await harness.panel.getByRole('button', { name: 'Share this state' }).click()
  const field = harness.panel.getByRole('textbox', { name: 'Share link' })
  await expect(field).toHaveValue(/#\/pets\?sort=-id#petstore-state=petstore-state\.1\./)
  const url = new URL(await field.inputValue())

  const elsewhere = await browser.newContext()
  try {
    const fresh = await elsewhere.newPage()
    await openDemo(fresh, url.hash, url.pathname)
    // The state is loaded and taken out of the address; the route stays.
    await expect.poll(() => new URL(fresh.url()).hash).toBe('#/pets?sort=-id')
    await expect(fresh.getByRole('combobox', { name: 'Sort', exact: true })).toHaveValue('-id')
  } finally {
    await elsewhere.close()
  }
})
