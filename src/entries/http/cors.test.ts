/**
 * CORS over real HTTP: preflights from browsers on other origins, the headers a page may read,
 * loopback pages and the server's own let in by default (as Vite's dev server does), and the
 * origins that widen it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CORS_EXPOSED_HEADERS, createCors } from './cors'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

const APP = 'http://localhost:5173'
const OTHER = 'https://elsewhere.example'
const PHONE = 'http://192.168.1.20:5173'

function preflight(url: string, origin: string, headers = 'authorization, content-type') {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': headers,
    },
  })
}

describe('CORS with the default policy (loopback pages and its own)', () => {
  let mock: PetstoreHttpServer
  beforeAll(async () => {
    mock = await createPetstoreHttpServer({ port: 0, scenario: 'empty' })
  })
  afterAll(() => mock.close())

  it('answers a preflight with 204 and the methods, headers and max age', async () => {
    const res = await preflight(`${mock.url}/pets`, APP)
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(APP)
    expect(res.headers.get('vary')).toBe('Origin')
    expect(res.headers.get('access-control-allow-methods')).toBe(
      'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    )
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, Prefer, If-Match, If-None-Match',
    )
    expect(res.headers.get('access-control-max-age')).toBe('600')
    expect(mock.petstore.requests.entries).toEqual([])
  })

  it('also allows an extra header the preflight asks for', async () => {
    const res = await preflight(`${mock.url}/pets`, APP, 'authorization, x-request-id')
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, Prefer, If-Match, If-None-Match, x-request-id',
    )
  })

  it('answers preflights for openapi.yaml too', async () => {
    const res = await preflight(`${mock.origin}/openapi.yaml`, APP)
    expect(res.status).toBe(204)
  })

  it('lets a page read the paging, version, deprecation and retry headers', async () => {
    const res = await fetch(`${mock.url}/pets`, {
      headers: { Origin: APP, Authorization: 'Bearer petstore-demo-key' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBe(APP)
    expect(res.headers.get('access-control-expose-headers')).toBe(CORS_EXPOSED_HEADERS)
    for (const name of ['Location', 'Link', 'X-Total-Count', 'ETag', 'Deprecation', 'Sunset']) {
      expect(CORS_EXPOSED_HEADERS).toContain(name)
    }
  })

  it('adds CORS headers to error answers as well', async () => {
    const res = await fetch(`${mock.url}/pets`, { headers: { Origin: APP } })
    expect(res.status).toBe(401)
    expect(res.headers.get('access-control-allow-origin')).toBe(APP)
    expect(res.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate')
  })

  it('lets in pages on 127.0.0.1 and [::1] at any port, and the server’s own pages', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'https://[::1]:8443', mock.origin]) {
      const res = await preflight(`${mock.url}/pets`, origin)
      expect(res.status, origin).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    }
  })

  it('refuses a preflight from any other origin with a 403 that says how to allow it', async () => {
    for (const origin of [OTHER, PHONE, 'null', 'http://localhost.evil.example']) {
      const res = await preflight(`${mock.url}/pets`, origin)
      expect(res.status, origin).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      const body = (await res.json()) as { code: string; message: string }
      expect(body.code).toBe('forbidden')
      expect(body.message).toContain(`Start it with --cors-origin ${origin}`)
    }
    const read = await fetch(`${mock.url}/pets`, {
      headers: { Origin: OTHER, Authorization: 'Bearer petstore-demo-key' },
    })
    expect(read.status).toBe(200)
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    expect(mock.petstore.requests.entries.filter((e) => e.method !== 'GET')).toEqual([])
  })

  it('leaves requests without an Origin alone', async () => {
    const res = await fetch(`${mock.url}/pets`)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('treats OPTIONS without a preflight header as a method the API does not allow', async () => {
    const res = await fetch(`${mock.url}/pets`, { method: 'OPTIONS' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST')
  })
})

describe('CORS widened by a list of origins', () => {
  let mock: PetstoreHttpServer
  beforeAll(async () => {
    mock = await createPetstoreHttpServer({ port: 0, scenario: 'empty', corsOrigins: [PHONE] })
  })
  afterAll(() => mock.close())

  it('echoes a listed origin, and still the loopback ones, varying on Origin', async () => {
    for (const origin of [PHONE, APP]) {
      const res = await preflight(`${mock.url}/pets`, origin)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('vary')).toBe('Origin')
    }
  })

  it('refuses a preflight from another origin with a 403 Error object that says what to do', async () => {
    const res = await preflight(`${mock.url}/pets`, OTHER)
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('forbidden')
    expect(body.message).toContain(`--cors-origin ${OTHER}`)
  })

  it('answers a request from another origin without CORS headers, so the browser blocks it', async () => {
    const res = await fetch(`${mock.url}/pets`, {
      headers: { Origin: OTHER, Authorization: 'Bearer petstore-demo-key' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('a list of origins', () => {
  it('allows any origin with *, alone or in a list', () => {
    const request = new Request('http://x/api/v1/pets', { headers: { Origin: OTHER } })
    expect(createCors('*').headersFor(request)['Access-Control-Allow-Origin']).toBe('*')
    expect(createCors([APP, '*']).headersFor(request)['Access-Control-Allow-Origin']).toBe('*')
  })
})
