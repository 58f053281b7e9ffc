/**
 * petstore-mock joins the msw a team's page already runs (e2e/join-page, on Vite with msw's own
 * `msw/vite` plugin): msw 3's `virtual:msw` network, the team's `setupWorker()`, or petstore's own
 * worker. On each the team's handler keeps answering, the store persists and syncs across tabs,
 * the harness and the journal work; without `join`, petstore refuses and leaves nothing behind.
 */
import { expect, test, type Page } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { msw } from 'msw/vite'
import { sourceAliases } from '../scripts/entries'

test.describe.configure({ mode: 'serial' })

const root = new URL('..', import.meta.url).pathname
let server: ViteDevServer
let origin: string

test.beforeAll(async () => {
  server = await createServer({
    configFile: false,
    // Its own dependency cache: the demo's dev server runs beside it in the e2e suite.
    cacheDir: `${root}node_modules/.vite-join`,
    root: `${root}e2e/join-page`,
    logLevel: 'warn',
    plugins: [msw()],
    resolve: { alias: sourceAliases(root.replace(/\/$/, '')) },
    server: { host: '127.0.0.1', port: 0, fs: { allow: [root] } },
  })
  await server.listen()
  const address = server.httpServer!.address() as { port: number }
  origin = `http://127.0.0.1:${address.port}`
})
test.afterAll(() => server?.close())

const key = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

async function open(page: Page, query: string): Promise<string> {
  await page.goto(`${origin}/?${query}`)
  const state = page.locator('#state')
  await expect(state).not.toHaveText('starting')
  return (await state.textContent())!
}

// Sent from the page, as the app sends it.
function send(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([method, path, body, headers]) => {
      const response = await fetch(path, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
      const json = response.headers.get('content-type')?.includes('json')
      return {
        status: response.status,
        body: json ? ((await response.json()) as unknown) : undefined,
      }
    },
    [method, path, body, key] as const,
  )
}

const petNames = async (page: Page) =>
  ((await send(page, 'GET', '/api/v1/pets?limit=100')).body as { name: string }[]).map(
    (pet) => pet.name,
  )

for (const [title, query] of [
  ["msw 3's virtual:msw network (msw/vite)", 'msw=network'],
  ["the team's own setupWorker()", 'msw=worker'],
  ["petstore's own worker", 'msw=none'],
] as const) {
  test(`on ${title}: the team's handler, persistence, tab sync, the harness and the journal`, async ({
    context,
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    expect(await open(page, query)).toBe('started')
    expect(await send(page, 'GET', '/auth/me')).toEqual({ status: 200, body: { name: 'Ada' } })
    expect(
      (await send(page, 'POST', '/api/v1/pets', { name: 'Joined Rex', categoryId: 1 })).status,
    ).toBe(201)

    // Another tab of the same app shares the store, and this tab hears of its write.
    const other = await context.newPage()
    expect(await open(other, query)).toBe('started')
    expect(await petNames(other)).toContain('Joined Rex')
    expect(
      (await send(other, 'POST', '/api/v1/pets', { name: 'From the other tab', categoryId: 1 }))
        .status,
    ).toBe(201)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { changes: string[] }).changes))
      .toContain('other-tab')
    await other.close()

    // The store survives a reload (IndexedDB), and the harness shows the journal.
    expect(await open(page, query)).toBe('started')
    expect(await petNames(page)).toEqual(
      expect.arrayContaining(['Joined Rex', 'From the other tab']),
    )
    await page.getByRole('button', { name: 'Open the mock harness' }).click()
    const panel = page.getByRole('dialog', { name: 'Mock harness' })
    await expect(panel.locator('tr.entry').first()).toBeVisible()
    expect(errors.filter((text) => /already replaced|Channel is closed/.test(text))).toEqual([])
  })
}

test("keeps answering across the team's resetHandlers(), and a reset reaches onStoreChanged", async ({
  page,
}) => {
  expect(await open(page, 'msw=network')).toBe('started')
  const after = await page.evaluate(async () => {
    const { team, petstore, changes } = window as unknown as {
      team: { resetHandlers(): void }
      petstore: { reset(): Promise<void> }
      changes: string[]
    }
    team.resetHandlers()
    await petstore.reset()
    return { changes }
  })
  expect(after.changes).toEqual(['reset'])
  expect((await send(page, 'GET', '/api/v1/pets')).status).toBe(200)
  expect((await send(page, 'GET', '/auth/me')).status).toBe(200)
})

test('without join beside another msw, refuses in words naming join and leaves nothing behind', async ({
  page,
}) => {
  const state = await open(page, 'msw=network&join=0')
  expect(state).toMatch(/^refused: \[petstore-mock\] another msw already runs in this page/)
  expect(state).toContain('startPetstoreWorker({ join: network })')
  // No handler of the mock answers (before, this was a 500 "Channel is closed"); the team's does.
  expect((await send(page, 'POST', '/api/v1/pets', { name: 'Nobody', categoryId: 1 })).status).toBe(
    404,
  )
  expect(await send(page, 'GET', '/auth/me')).toEqual({ status: 200, body: { name: 'Ada' } })
  const held = await page.evaluate(async () => (await navigator.locks.query()).held ?? [])
  expect(held).toEqual([])
})

test('a start that fails stops what it started: no handler, lock or channel is left', async ({
  page,
}) => {
  const state = await open(page, 'msw=none&sw=/no-such-worker.js')
  expect(state).toMatch(/^refused: \[MSW\] Failed to register the Service Worker/)
  expect((await send(page, 'POST', '/api/v1/pets', { name: 'Nobody', categoryId: 1 })).status).toBe(
    404,
  )
  const held = await page.evaluate(async () => (await navigator.locks.query()).held ?? [])
  expect(held).toEqual([])
})

for (const order of ['addon-first', 'petstore-first']) {
  test(`in Storybook, petstoreLoader() joins mswLoader()'s worker (${order}), story after story`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    expect(await open(page, `msw=addon&order=${order}`)).toBe('ready')
    const story = (name: string) =>
      page.evaluate(async (name) => {
        const page = window as unknown as {
          runStory(parameters: unknown): Promise<unknown>
          stories: Record<string, unknown>
        }
        await page.runStory(page.stories[name])
      }, name)
    await story('failing')
    expect((await send(page, 'GET', '/api/v1/pets')).status).toBe(503)
    await story('team')
    expect(await send(page, 'GET', '/auth/me')).toEqual({ status: 200, body: { name: 'Ada' } })
    expect((await send(page, 'GET', '/api/v1/pets')).status).toBe(200)
    await story('plain')
    // The story's handler went with its story: the dev server answers (its page), not msw.
    expect((await send(page, 'GET', '/auth/me')).body).toBeUndefined()
    expect((await send(page, 'GET', '/api/v1/pets')).status).toBe(200)
    expect(errors.filter((text) => /already replaced|second msw/.test(text))).toEqual([])
  })
}
