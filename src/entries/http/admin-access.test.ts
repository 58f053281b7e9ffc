/**
 * The doors of `/__admin` over real HTTP, as a hostile page and a careless setup would try them:
 * an evil Origin reading the journal or resetting the store, a preflight before an import, a
 * missing or wrong admin token, a network address without one. And the journal it serves never
 * shows a credential.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest, type RawResponse } from '../../../test/support/raw-http'
import type { JournalEntry } from '../../runtime/journal'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

const EVIL = 'https://evil.example'
const APP = 'http://localhost:5173'
const TOKEN = 'b7d1c0ffee2a4e19-admin'
const KEY = 'Bearer petstore-demo-key'

interface Call {
  method?: string
  headers?: Record<string, string>
  body?: unknown
}

function call(origin: string, path: string, { method = 'GET', headers, body }: Call = {}) {
  return rawRequest(`${origin}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: [JSON.stringify(body)] }),
  })
}

function messageOf(res: RawResponse): string {
  return (res.json as { message: string }).message
}

function preflight(origin: string, path: string, from: string) {
  return call(origin, path, {
    method: 'OPTIONS',
    headers: {
      Origin: from,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  })
}

describe('/__admin and a page on another origin', () => {
  let mock: PetstoreHttpServer
  beforeAll(async () => {
    mock = await createPetstoreHttpServer({ port: 0, admin: true, seed: 3 })
  })
  afterAll(() => mock.close())

  it('refuses to show it the journal: 403 naming --cors-origin, and no CORS header', async () => {
    await call(mock.origin, '/api/v1/pets', { headers: { Authorization: KEY } })
    const res = await call(mock.origin, '/__admin/requests', { headers: { Origin: EVIL } })
    expect(res.status).toBe(403)
    expect(res.json).toMatchObject({ code: 'forbidden', status: 403 })
    expect(messageOf(res)).toContain(`/__admin does not answer the origin ${EVIL}`)
    expect(messageOf(res)).toContain(`--cors-origin ${EVIL}`)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('refuses a POST that would reset the store, before it happens', async () => {
    await call(mock.origin, '/api/v1/categories', {
      method: 'POST',
      headers: { Authorization: KEY },
      body: { name: 'Kept' },
    })
    const journalled = mock.petstore.requests.length
    const res = await call(mock.origin, '/__admin/reset', {
      method: 'POST',
      headers: { Origin: EVIL },
    })
    expect(res.status).toBe(403)
    expect(mock.petstore.requests.length).toBe(journalled)
    const names = [...mock.petstore.db.categories.values()].map((c) => c.name)
    expect(names).toContain('Kept')
  })

  it('refuses the preflight of an import, so the browser never sends the store', async () => {
    for (const path of ['/__admin/import', '/__admin/settings', '/__admin/scenario']) {
      const res = await preflight(mock.origin, path, EVIL)
      expect(res.status).toBe(403)
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
      expect(messageOf(res)).toContain('--cors-origin')
    }
  })

  it('refuses a cross-site request that sends no Origin (a <script> tag), by its fetch metadata', async () => {
    const res = await call(mock.origin, '/__admin/requests', {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' },
    })
    expect(res.status).toBe(403)
    expect(messageOf(res)).toContain('a cross-site page that sends no Origin')
  })

  it('refuses an opaque origin (a sandboxed frame, a file:// page)', async () => {
    const res = await call(mock.origin, '/__admin', { headers: { Origin: 'null' } })
    expect(res.status).toBe(403)
  })

  it("answers the server's own page, and tools that send no Origin", async () => {
    const own = await call(mock.origin, '/__admin', {
      headers: { Origin: mock.origin, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(own.status).toBe(200)
    expect(own.headers['access-control-allow-origin']).not.toBe('*')
    const curl = await call(mock.origin, '/__admin')
    expect(curl.status).toBe(200)
    expect(curl.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('gives that page no CORS headers on the API either, while a loopback page may read it', async () => {
    const res = await call(mock.origin, '/api/v1/pets', {
      headers: { Origin: EVIL, Authorization: KEY },
    })
    expect(res.status).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    const local = await call(mock.origin, '/api/v1/pets', {
      headers: { Origin: APP, Authorization: KEY },
    })
    expect(local.headers['access-control-allow-origin']).toBe(APP)
  })
})

describe('/__admin with --cors-origin', () => {
  let mock: PetstoreHttpServer
  beforeAll(async () => {
    // `*` keeps the API open to all; only the exact origin may use the admin surface.
    mock = await createPetstoreHttpServer({ port: 0, admin: true, corsOrigins: ['*', APP] })
  })
  afterAll(() => mock.close())

  it('answers the preflight of a listed origin with that origin, never *', async () => {
    const res = await preflight(mock.origin, '/__admin/import', APP)
    expect(res.status).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(APP)
    expect(res.headers.vary).toBe('Origin')
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type')
    const reset = await call(mock.origin, '/__admin/reset', {
      method: 'POST',
      headers: { Origin: APP },
    })
    expect(reset.status).toBe(200)
    expect(reset.headers['access-control-allow-origin']).toBe(APP)
  })

  it('still refuses every other origin, although the API takes any', async () => {
    expect((await preflight(mock.origin, '/__admin/import', EVIL)).status).toBe(403)
    expect((await preflight(mock.origin, '/api/v1/pets', EVIL)).status).toBe(204)
  })
})

describe('the admin token', () => {
  let mock: PetstoreHttpServer
  beforeAll(async () => {
    mock = await createPetstoreHttpServer({
      port: 0,
      admin: true,
      adminToken: TOKEN,
      corsOrigins: [APP],
    })
  })
  afterAll(() => mock.close())

  it('is asked for with 401 and WWW-Authenticate when missing', async () => {
    const res = await call(mock.origin, '/__admin/export')
    expect(res.status).toBe(401)
    expect(res.json).toMatchObject({ code: 'unauthorized', status: 401 })
    expect(messageOf(res)).toContain('--admin-token')
    expect(res.headers['www-authenticate']).toBe('Bearer realm="petstore-mock admin"')
  })

  it('refuses a wrong one, an API key and another scheme alike, and never echoes them', async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, KEY, `Basic ${TOKEN}`, 'Bearer']) {
      const res = await call(mock.origin, '/__admin/reset', {
        method: 'POST',
        headers: { Authorization: authorization },
      })
      expect(res.status).toBe(401)
      expect(res.text).not.toContain(TOKEN)
    }
  })

  it('lets the right one in, and keeps asking on every request', async () => {
    const auth = { Authorization: `Bearer ${TOKEN}` }
    expect((await call(mock.origin, '/__admin', { headers: auth })).status).toBe(200)
    expect((await call(mock.origin, '/__admin/requests')).status).toBe(401)
  })

  it('answers a listed origin its preflight without it, as browsers send none there', async () => {
    expect((await preflight(mock.origin, '/__admin/import', APP)).status).toBe(204)
  })

  it('leaves the API to its own keys', async () => {
    const res = await call(mock.origin, '/api/v1/pets', { headers: { Authorization: KEY } })
    expect(res.status).toBe(200)
  })
})

describe('starting with an open admin surface on the network', () => {
  it('is refused with a TypeError naming adminToken, before anything listens', async () => {
    await expect(
      createPetstoreHttpServer({ port: 0, host: '0.0.0.0', admin: true }),
    ).rejects.toThrow(
      /^adminToken is required to serve \/__admin on 0\.0\.0\.0, which other machines can reach/,
    )
  })

  it('refuses a short token without showing it', async () => {
    const start = createPetstoreHttpServer({ port: 0, admin: true, adminToken: 'hunter2' })
    await expect(start).rejects.toThrow(/^adminToken must be 16 to 1024 visible ASCII/)
    await expect(start).rejects.not.toThrow(/hunter2/)
  })

  it('refuses a token without the admin surface it would protect', async () => {
    await expect(createPetstoreHttpServer({ port: 0, adminToken: TOKEN })).rejects.toThrow(
      /^adminToken protects the admin surface; set admin: true/,
    )
  })

  it('refuses a CORS origin that is not one', async () => {
    await expect(
      createPetstoreHttpServer({ port: 0, corsOrigins: ['localhost:5173'] }),
    ).rejects.toThrow(/^corsOrigins \[0\] must be an origin such as http:\/\/localhost:5173/)
  })
})

describe('the journal served by /__admin/requests', () => {
  let mock: PetstoreHttpServer
  beforeAll(async () => {
    mock = await createPetstoreHttpServer({ port: 0, admin: true, scenario: 'empty' })
  })
  afterAll(() => mock.close())

  it('shows Authorization and Cookie by name only', async () => {
    await call(mock.origin, '/api/v1/pets', {
      headers: { Authorization: KEY, Cookie: 'session=s3cret', 'X-Request-Id': 'r-1' },
    })
    const res = await call(mock.origin, '/__admin/requests')
    expect(res.status).toBe(200)
    const [entry] = res.json as JournalEntry[]
    expect(entry?.requestHeaders).toMatchObject({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-request-id': 'r-1',
    })
    expect(res.text).not.toMatch(/s3cret|petstore-demo-key/)
  })
})
