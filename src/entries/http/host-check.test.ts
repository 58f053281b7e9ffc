/**
 * The Host check over real HTTP: a DNS-rebinding page reaches the mock on 127.0.0.1 with its own
 * name in `Host`, and gets a 403 that tells the person running the mock what to do; the names a
 * developer really uses keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest, type RawResponse } from '../../../test/support/raw-http'
import { createHostCheck } from './host-check'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

const KEY = { Authorization: 'Bearer petstore-demo-key' }

let mock: PetstoreHttpServer
beforeAll(async () => {
  mock = await createPetstoreHttpServer({ port: 0, admin: true, scenario: 'empty' })
})
afterAll(() => mock.close())

// fetch sends the Host of its URL whatever it is told; node:http sends the one given.
function withHost(
  path: string,
  host: string,
  init: { method?: string; headers?: Record<string, string> } = {},
  origin = mock.origin,
): Promise<RawResponse> {
  return rawRequest(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...KEY, ...init.headers, Host: host },
  })
}

describe('a request whose Host a stranger could have rebound', () => {
  it('gets 403 from the API, naming --allowed-host, and never reaches the mock', async () => {
    const before = mock.petstore.requests.length
    const res = await withHost('/api/v1/pets', `evil.example:${mock.port}`)
    expect(res.status).toBe(403)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    const body = res.json as { code: string; message: string; status: number }
    expect(body).toMatchObject({ code: 'forbidden', status: 403 })
    expect(body.message).toContain('--allowed-host evil.example')
    expect(body.message).toContain('DNS rebinding')
    expect(mock.petstore.requests.length).toBe(before)
  })

  it('gets 403 from /__admin, whose export would hand over the whole store', async () => {
    for (const path of ['/__admin/export', '/__admin/requests', '/__admin']) {
      const res = await withHost(path, `evil.example:${mock.port}`)
      expect(res.status).toBe(403)
      expect((res.json as { message: string }).message).toContain('--allowed-host')
    }
    const reset = await withHost('/__admin/reset', 'evil.example', { method: 'POST' })
    expect(reset.status).toBe(403)
  })

  it('gets 403 for openapi.yaml and a preflight too', async () => {
    expect((await withHost('/openapi.yaml', 'evil.example')).status).toBe(403)
    const preflight = await withHost('/api/v1/pets', 'evil.example', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(403)
  })
})

describe('the host names a developer uses', () => {
  it.each([
    ['localhost', (port: number) => `localhost:${port}`],
    ['a name under .localhost', (port: number) => `shop.localhost:${port}`],
    ['the IPv4 loopback', (port: number) => `127.0.0.1:${port}`],
    ['another 127/8 address', (port: number) => `127.0.0.2:${port}`],
    ['the IPv6 loopback', (port: number) => `[::1]:${port}`],
    ['a LAN address, as a phone sends it', (port: number) => `192.168.1.20:${port}`],
    ['localhost without a port', () => 'localhost'],
  ])('are answered: %s', async (_name, host) => {
    expect((await withHost('/api/v1/pets', host(mock.port))).status).toBe(200)
  })
})

describe('allowedHosts', () => {
  it('adds exact names and, with a leading dot, a domain with its subdomains', async () => {
    const extra = await createPetstoreHttpServer({
      port: 0,
      allowedHosts: ['My-Box.lan', '.example.test'],
    })
    try {
      const get = (host: string) =>
        withHost('/api/v1/pets', host, {}, extra.origin).then((r) => r.status)
      expect(await get('my-box.lan:4010')).toBe(200)
      expect(await get('MY-BOX.LAN')).toBe(200)
      expect(await get('example.test')).toBe(200)
      expect(await get('api.example.test')).toBe(200)
      expect(await get('other.lan')).toBe(403)
      expect(await get('evil-example.test')).toBe(403)
      expect(await get('example.test.evil.example')).toBe(403)
    } finally {
      await extra.close()
    }
  })

  it('with true answers any host (the check is off)', async () => {
    const open = await createPetstoreHttpServer({ port: 0, allowedHosts: true })
    try {
      expect((await withHost('/api/v1/pets', 'evil.example', {}, open.origin)).status).toBe(200)
    } finally {
      await open.close()
    }
  })

  it('is checked before anything listens: a misused entry is a TypeError naming it', async () => {
    await expect(
      createPetstoreHttpServer({ port: 0, allowedHosts: ['http://my-box.lan:4010'] }),
    ).rejects.toThrow(/^allowedHosts \[0\] must be a host name such as my-box\.lan/)
    await expect(
      createPetstoreHttpServer({ port: 0, allowedHosts: 'all' as unknown as true }),
    ).rejects.toThrow(/^allowedHosts must be true \(any host\) or a list of host names/)
  })
})

describe('createHostCheck', () => {
  it('answers to the name the server was bound to', () => {
    const check = createHostCheck([], 'my-box.lan')
    expect(check('my-box.lan:4010')).toBeUndefined()
    expect(check('other.lan:4010')?.status).toBe(403)
  })

  it('lets a request without Host through: no browser sends one', () => {
    expect(createHostCheck([])(undefined)).toBeUndefined()
  })
})
