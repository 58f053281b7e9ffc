// The petstore fixture's own tests, run by examples/playwright.config.ts against the example page.
import { http, HttpResponse } from 'msw'
import type { Page } from '@playwright/test'
import { expect, test } from 'petstore-mock/playwright'

test.use({ petstoreOptions: { scenario: 'empty' } })

// Sends a request from the page, as the app would.
function send(page: Page, path: string, init: { method?: string; body?: string } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const headers = {
        Authorization: 'Bearer petstore-demo-key',
        'Content-Type': 'application/json',
      }
      return (await fetch(`/api/v1${path}`, { ...init, headers })).status
    },
    { path, init },
  )
}

test('serves the API to the page from the test’s own store', async ({ page, petstore }) => {
  await petstore.given.pet({ name: 'Rex' })
  await page.goto('/')
  await expect(page.getByRole('button')).toHaveText(['Adopt Rex'])
  expect(await send(page, '/pets')).toBe(200)
})

test('gives every test a fresh store', async ({ petstore }) => {
  expect(await petstore.snapshot()).toEqual({
    categories: [],
    pets: [],
    inventory: [],
    orders: [],
    nextIds: { category: 1, pet: 1, order: 1 },
  })
})

test('fails the test whose page sent a request the contract rejects', async ({ page }) => {
  test.fail(true, 'the fixture throws when the test ends: POST /pets breaks the contract')
  await page.goto('/')
  await send(page, '/pets', { method: 'POST', body: '{"name":""}' })
})

test('names the rejected request by method, url, status and reason', async ({ page, petstore }) => {
  await page.goto('/')
  await send(page, '/store/orders', { method: 'POST', body: '{"petId":1}' })
  await expect(petstore.guard.check()).rejects.toThrow(
    /POST http:\/\/127\.0\.0\.1:\d+\/api\/v1\/store\/orders → 400: validation_failed: quantity is required\./,
  )
})

test.describe('with allow', () => {
  test.use({ petstoreOptions: { scenario: 'empty', allow: ['invalid_request'] } })

  test('lets the allowed rejections through', async ({ page }) => {
    await page.goto('/')
    expect(await send(page, '/pets', { method: 'POST', body: '{}' })).toBe(400)
  })
})

test('explains a failed toHaveReceived with the closest requests', async ({ page, petstore }) => {
  await petstore.given.pet({ name: 'Rex', stock: 2 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Adopt Rex' }).click()
  await expect(page.getByRole('status')).toHaveText('Rex is yours!')
  const quick = expect.configure({ timeout: 300 })
  await expect(
    quick(petstore).toHaveReceived('createOrder', { body: { quantity: 2 } }),
  ).rejects.toThrow(
    [
      'Closest requests:',
      '  #2 POST /api/v1/store/orders → 201 (createOrder)',
      '    body.quantity: expected 2, received 1',
    ].join('\n'),
  )
})

test('leaves network.use() overrides to the test', async ({ page, petstore }) => {
  petstore.network.use(
    http.get('*/api/v1/pets', () =>
      HttpResponse.json([{ id: 9, name: 'Override', categoryId: 1 }]),
    ),
  )
  await page.goto('/')
  await expect(page.getByRole('button')).toHaveText(['Adopt Override'])
})

test('types every argument from openapi.yaml', async ({ page, petstore }) => {
  // Never called: tsc fails the build if one of these lines stops being a type error.
  const typeErrors = async () => {
    // @ts-expect-error there is no operation createOrdr
    await expect(petstore).toHaveReceived('createOrdr')
    // @ts-expect-error createOrder's body has no field petid
    await expect(petstore).toHaveReceived('createOrder', { body: { petid: 3 } })
    // @ts-expect-error getPetById has no query parameters
    await expect(petstore).toHaveReceivedTimes('getPetById', 1, { query: { limit: 5 } })
    // @ts-expect-error the matchers are for the petstore, not for a page
    await expect(page).toHaveReceived('listPets')
    // @ts-expect-error createOrder does not document 200
    petstore.nextResponse('createOrder', { status: 200 })
    // @ts-expect-error gone is not a pet status
    await petstore.given.pet({ status: 'gone' })
  }
  expect(typeErrors).toBeInstanceOf(Function)
})

/** The page's globals the test reads (this file type-checks with Node's lib, not the DOM's). */
interface PageGlobals {
  navigator: {
    serviceWorker: {
      register(url: string): Promise<unknown>
      ready: Promise<unknown>
      controller: unknown
    }
  }
}

// A service worker of the page's own that answers the API itself, as a page running its own mock
// does; served to the page by the fixture, like any other request of the test.
const OWN_MOCK = `
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname.startsWith('/api/v1/')) event.respondWith(Response.json([]))
})`

test('warns when the page answers the API with a mock of its own', async ({ page, petstore }) => {
  const warnings: string[] = []
  const warn = console.warn
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '))
  try {
    petstore.network.use(
      http.get('*/own-mock.js', () =>
        HttpResponse.text(OWN_MOCK, { headers: { 'Content-Type': 'text/javascript' } }),
      ),
    )
    await petstore.given.pet({ name: 'Rex' })
    await page.goto('/')
    await page.evaluate(async () => {
      const { serviceWorker } = (globalThis as unknown as PageGlobals).navigator
      await serviceWorker.register('/own-mock.js')
      await serviceWorker.ready
      while (!serviceWorker.controller) await new Promise((r) => setTimeout(r, 20))
    })
    // Rex is in the fixture's store, but the page's own mock answered: the test never sees him.
    const names = await page.evaluate(
      async () => (await (await fetch('/api/v1/pets')).json()) as [],
    )
    expect(names).toEqual([])
    await expect.poll(() => warnings.join('\n')).toContain('[petstore-mock] the page answered GET')
    expect(warnings.join('\n')).toContain("serviceWorkers: 'block'")
  } finally {
    console.warn = warn
  }
})
