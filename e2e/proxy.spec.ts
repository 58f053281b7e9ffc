/**
 * The validating proxy in a real browser: the mock runs in the service worker with the `proxy`
 * option (the fixture page `e2e/proxy-page/`, served by Vite from source) and forwards to a
 * second petstore-mock served over loopback, which plays the real backend. Tiny node:http
 * servers play a backend that breaks the contract (with exactly the CORS set-up the record-and-replay guide
 * shows) and one that never answers.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { createServer as createVite, type ViteDevServer } from 'vite'
import { createPetstore } from '../src/controller/petstore'
import type { PetstoreWorker } from '../src/entries/browser'
import { createPetstoreHttpServer, type PetstoreHttpServer } from '../src/entries/http'
import { fromHar } from '../src/factories/from-har'
import { freePort } from './free-port'

const root = fileURLToPath(new URL('..', import.meta.url))
const auth = { Authorization: 'Bearer petstore-demo-key' }

/** What the page's fetch got: the status, the parsed body and the paging total, if any. */
interface Answer {
  status: number
  body: Record<string, unknown>
  total: string | null
}

let vite: ViteDevServer
let pageOrigin: string
let backend: PetstoreHttpServer
const servers: Server[] = []

/** The CORS headers the record-and-replay guide's "In the browser" proxy note tells a backend to send. */
function readmeCorsHeaders(origin: string): Record<string, string> {
  const guide = readFileSync(`${root}docs/guide/record-replay.md`, 'utf8')
  const section = guide.slice(guide.indexOf('## Proxying to a real backend'))
  const block = /```\n((?:\s*Access-Control-[^\n]+\n)+)\s*```/.exec(section)?.[1]
  if (!block)
    throw new Error(
      'docs/guide/record-replay.md: the proxy section shows no Access-Control-* block',
    )
  const headers: Record<string, string> = {}
  for (const line of block.trim().split('\n')) {
    const [name, ...value] = line.trim().split(': ')
    headers[name!] = value.join(': ')
  }
  headers['Access-Control-Allow-Origin'] = origin
  return headers
}

async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
}

// A backend that breaks the contract: a pet whose id is a word and whose name is a number. It
// answers preflights and requests with the guide's CORS headers and nothing more.
async function misbehavingBackend(
  seen: IncomingMessage['headers'][],
  extraCors: Record<string, string> = {},
): Promise<string> {
  const cors = { ...readmeCorsHeaders(pageOrigin), ...extraCors }
  return listen((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    seen.push(request.headers)
    response
      .writeHead(200, { ...cors, 'Content-Type': 'application/json', 'X-Backend': 'rogue' })
      .end(JSON.stringify({ id: 'seven', name: 7, status: 'available' }))
  })
}

// Open a page of the fixture with the given query and wait for the mock.
async function openProxied(page: Page, query: Record<string, string>): Promise<void> {
  await page.goto(`${pageOrigin}/?${new URLSearchParams(query).toString()}`)
  await expect(page.locator('html')).toHaveAttribute('data-mock', /ready|failed/, {
    timeout: 60_000,
  })
}

// A fetch from the page, as the app would make it; the service worker answers or bypasses.
async function call(page: Page, path: string, init: RequestInit = {}): Promise<Answer> {
  return page.evaluate(
    async ([url, options]) => {
      const response = await fetch(url, options)
      const text = await response.text()
      return {
        status: response.status,
        body: text ? (JSON.parse(text) as Answer['body']) : {},
        total: response.headers.get('X-Total-Count'),
      }
    },
    [`/api/v1${path}`, { ...init, headers: { ...auth, ...init.headers } }] as const,
  )
}

async function openJournalRow(page: Page, path: string) {
  await page.getByRole('button', { name: 'Open the mock harness' }).click()
  const panel = page.getByRole('dialog', { name: 'Mock harness' })
  const row = panel.locator('tr.entry').filter({ hasText: path })
  await expect(row).toHaveCount(1)
  await row.getByRole('button').click()
  return { row, detail: panel.locator('tr.detail') }
}

test.describe('the proxy to a real backend, in the browser', () => {
  // One Vite server and one backend for the whole file: its tests run in one worker, in order.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async () => {
    vite = await createVite({
      configFile: false,
      root: `${root}e2e/proxy-page`,
      publicDir: `${root}demo/public`,
      // Apart from the dev server's cache, so both can pre-bundle at the same time.
      cacheDir: `${root}node_modules/.vite-e2e-proxy`,
      logLevel: 'error',
      server: { host: '127.0.0.1', port: await freePort(), strictPort: true },
    })
    await vite.listen()
    pageOrigin = `http://127.0.0.1:${vite.config.server.port}`
    // `serve --port 0 --seed 11`: the page's origin is on loopback, which serve lets in.
    backend = await createPetstoreHttpServer({ port: 0, seed: 11 })
  })

  test.afterAll(async () => {
    await backend?.close()
    for (const server of servers) {
      server.closeAllConnections()
      server.close()
    }
    await vite?.close()
  })

  test('a proxied operation answers with the real backend’s data, marked proxied', async ({
    page,
  }) => {
    const created = await fetch(`${backend.url}/pets`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Only On The Backend', categoryId: 1 }),
    })
    const pet = (await created.json()) as { id: number }
    await openProxied(page, {
      target: backend.url,
      operations: 'getPetById,createPet,listPets',
    })

    const read = await call(page, `/pets/${pet.id}`)
    expect(read).toMatchObject({ status: 200, body: { id: pet.id, name: 'Only On The Backend' } })

    // A JSON body and its Content-Type reach the backend, which stores the pet.
    const write = await call(page, '/pets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Sent Through The Page', categoryId: 2 }),
    })
    expect(write.status).toBe(201)
    const stored = await fetch(`${backend.url}/pets/${String(write.body.id)}`, { headers: auth })
    expect(await stored.json()).toMatchObject({ name: 'Sent Through The Page' })

    // The paging headers cross origins (the backend exposes them), so the page and the check see them.
    const list = await call(page, '/pets?limit=2')
    const direct = await fetch(`${backend.url}/pets?limit=2`, { headers: auth })
    expect(list.total).toBe(direct.headers.get('X-Total-Count'))
    expect(list.body).toEqual(await direct.json())

    const { row, detail } = await openJournalRow(page, `/pets/${pet.id}`)
    await expect(row).toContainText('proxied')
    await expect(row).toContainText('200')
    await expect(detail).toContainText('the response matches openapi.yaml')
    const listRow = page.locator('tr.entry').filter({ hasText: '/pets?limit=2' })
    await expect(listRow).toContainText('proxied')
    await expect(listRow).toContainText('✓')
  })

  test('an operation not chosen is still answered by the mock', async ({ page }) => {
    await openProxied(page, { target: backend.url, operations: 'getPetById' })
    const before = backend.petstore.requests.entries.length

    const list = await call(page, '/pets?limit=3')
    expect(list.status).toBe(200)
    expect(list.body).toHaveLength(3)
    const created = await call(page, '/pets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Mock Only', categoryId: 1 }),
    })
    expect(created.status).toBe(201)

    expect(backend.petstore.requests.entries.length).toBe(before)
    const { row } = await openJournalRow(page, '/pets?limit=3')
    await expect(row).not.toContainText('proxied')
  })

  test('a backend answer that breaks the contract comes back unchanged, its violations in the journal', async ({
    page,
  }) => {
    const seen: IncomingMessage['headers'][] = []
    const target = await misbehavingBackend(seen)
    await openProxied(page, { target, operations: 'getPetById' })

    const answer = await call(page, '/pets/7', { headers: { Accept: 'application/json' } })
    expect(answer).toMatchObject({
      status: 200,
      body: { id: 'seven', name: 7, status: 'available' },
    })
    // The client's headers arrived, and the worker took bypass()'s mark off Accept.
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ authorization: auth.Authorization, accept: 'application/json' })

    const { row, detail } = await openJournalRow(page, '/pets/7')
    await expect(row).toContainText('proxied')
    await expect(row).toContainText(/⚠ \d+ in response/)
    await expect(detail).toContainText('id')
    await expect(detail).not.toContainText('the response matches openapi.yaml')
  })

  test('a request with credentials include carries the backend’s cookies', async ({
    page,
    context,
  }) => {
    const seen: IncomingMessage['headers'][] = []
    const target = await misbehavingBackend(seen, { 'Access-Control-Allow-Credentials': 'true' })
    await context.addCookies([{ name: 'session', value: 'abc', url: target }])
    await openProxied(page, { target, operations: 'getPetById' })

    expect((await call(page, '/pets/7', { credentials: 'include' })).status).toBe(200)
    expect((await call(page, '/pets/7', { credentials: 'omit' })).status).toBe(200)
    expect(seen.map((headers) => headers.cookie)).toEqual(['session=abc', undefined])
  })

  test('a backend that is down is a 502 Error object naming it', async ({ page }) => {
    const target = `http://127.0.0.1:${await freePort()}/api/v1`
    await openProxied(page, { target, operations: 'getPetById' })

    const answer = await call(page, '/pets/1')
    expect(answer.status).toBe(502)
    expect(answer.body).toMatchObject({ code: 'bad_gateway', status: 502 })
    expect(answer.body.message).toContain(target)
  })

  test('a backend whose CORS refuses the page is a 502 that says CORS may be why', async ({
    page,
  }) => {
    // A backend that allows only its own site: the preflight gets no Access-Control-Allow-Origin.
    // (petstore-mock itself lets loopback pages such as this one in.)
    const elsewhere = await listen((request, response) => {
      response.writeHead(request.method === 'OPTIONS' ? 204 : 200).end()
    })
    await openProxied(page, { target: elsewhere, operations: 'getPetById' })
    const answer = await call(page, '/pets/1')
    expect(answer.body).toMatchObject({ code: 'bad_gateway', status: 502 })
    expect(answer.body.message).toContain(elsewhere)
    expect(answer.body.message).toContain(`its CORS does not allow the origin ${pageOrigin}`)
  })

  test('a backend slower than the timeout is a 504 Error object, not a hang', async ({ page }) => {
    // Reads the request, answers the preflight, then never sends a response.
    const target = await listen((request, response) => {
      if (request.method === 'OPTIONS') response.writeHead(204, readmeCorsHeaders(pageOrigin)).end()
    })
    await openProxied(page, { target, operations: 'getPetById', timeout: '1500' })

    const answer = await call(page, '/pets/1')
    expect(answer.status).toBe(504)
    expect(answer.body).toMatchObject({ code: 'gateway_timeout', status: 504 })
    expect(answer.body.message).toContain(target)
    expect(answer.body.message).toContain('1500 ms')
  })

  test('a browser session recorded through the proxy (record: true) replays in Node as a stateful store', async ({
    page,
  }) => {
    await openProxied(page, { proxy: JSON.stringify({ target: backend.url, record: true }) })
    const categories = await call(page, '/categories?limit=100')
    const created = await call(page, '/pets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Recorded', categoryId: 1 }),
    })
    expect(created.status).toBe(201)
    const har = await page.evaluate(() =>
      (window as unknown as { petstore: PetstoreWorker }).petstore.recording?.toHAR(),
    )
    expect(har?.log.entries.map((e) => e.request.url)).toEqual([
      `${backend.url}/categories?limit=100`,
      `${backend.url}/pets`,
    ])
    expect(JSON.stringify(har)).not.toContain('petstore-demo-key')

    const replay = fromHar(har!)
    expect(replay.summary.skipped).toEqual([])
    const mock = createPetstore({ scenario: replay })
    await mock.ready
    const get = async (path: string) => {
      const response = await mock.fetch(
        new Request(`http://replay.test/api/v1${path}`, { headers: auth }),
      )
      return (await response!.json()) as unknown
    }
    expect(await get('/categories?limit=100')).toEqual(categories.body)
    expect(await get(`/pets/${String(created.body.id)}`)).toMatchObject({ name: 'Recorded' })
    // Stateful from there: a category created in the replay is in its next list.
    await mock.fetch(
      new Request('http://replay.test/api/v1/categories', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Replayed' }),
      }),
    )
    expect(await get('/categories?limit=100')).toContainEqual(
      expect.objectContaining({ name: 'Replayed' }),
    )
  })

  test('a misused proxy option stops the start with a TypeError naming it', async ({ page }) => {
    await openProxied(page, { proxy: JSON.stringify({ target: '/api/v1' }) })
    await expect(page.locator('html')).toHaveAttribute('data-mock', 'failed')
    await expect(page.getByRole('status')).toContainText(
      'TypeError: proxy.target must be an absolute http(s) URL',
    )

    await openProxied(page, { proxy: JSON.stringify({ target: backend.url, timeout: -1 }) })
    await expect(page.getByRole('status')).toContainText('TypeError: proxy.timeout must be')
  })
})
