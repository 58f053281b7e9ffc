import { describe, expect, it } from 'vitest'
import {
  checkAdminToken,
  checkAllowedHost,
  checkOrigin,
  hostnameOf,
  isLoopbackHost,
  isLoopbackOrigin,
  resolveAccess,
} from './settings-access'

const TOKEN = '0123456789abcdef'

describe('loopback hosts', () => {
  it.each([
    'localhost',
    'LOCALHOST:4010',
    'app.localhost',
    '127.0.0.1',
    '127.8.9.10:80',
    '::1',
    '[::1]:4010',
  ])('counts %s as this machine only', (host) => expect(isLoopbackHost(host)).toBe(true))

  it.each(['0.0.0.0', '::', '192.168.1.20', 'my-box.lan', 'localhost.example.com', '128.0.0.1'])(
    'counts %s as reachable from elsewhere',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  )

  it('reads the host name out of a Host header', () => {
    expect(hostnameOf('My-Box.lan.:4010')).toBe('my-box.lan')
    expect(hostnameOf('[::1]:4010')).toBe('::1')
    expect(hostnameOf('fe80::1')).toBe('fe80::1')
  })
})

describe('access options', () => {
  it('normalize origins and host names', () => {
    expect(checkOrigin('HTTP://Localhost:5173/')).toEqual({
      ok: true,
      value: 'http://localhost:5173',
    })
    expect(checkOrigin('http://app.test/path').ok).toBe(false)
    expect(checkOrigin('null').ok).toBe(false)
    expect(checkOrigin('http://*.test')).toEqual({
      ok: false,
      problem: expect.stringMatching(/wildcards .* are not supported; list each origin/),
    })
    expect(checkAllowedHost('.Example.test')).toEqual({ ok: true, value: '.example.test' })
    expect(checkAllowedHost('[::1]')).toEqual({ ok: true, value: '::1' })
    for (const bad of ['my-box.lan:4010', 'http://x', 'a b', '', '.', 'under/slash']) {
      expect(checkAllowedHost(bad).ok).toBe(false)
    }
  })

  it('ask for a token long enough not to be guessed', () => {
    expect(checkAdminToken(TOKEN).ok).toBe(true)
    expect(checkAdminToken('short').ok).toBe(false)
    expect(checkAdminToken(`${TOKEN} with spaces`).ok).toBe(false)
  })

  it('default to loopback and the IP addresses only, browsers on loopback pages only, no token', () => {
    expect(resolveAccess({})).toEqual({
      allowedHosts: [],
      apiOrigins: [],
      adminOrigins: [],
      adminToken: undefined,
    })
  })

  it('count http(s) pages on localhost, 127.0.0.1 and [::1] at any port as loopback origins', () => {
    for (const origin of [
      'http://localhost:5173',
      'https://127.0.0.1',
      'http://[::1]:3000',
      'http://app.localhost:8080',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true)
    }
    for (const origin of [
      'http://192.168.1.20:5173',
      'https://localhost.example',
      'file://localhost',
      'null',
      'http://127.0.0.1.nip.io',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false)
    }
  })

  it('keep * out of the admin origins', () => {
    const access = resolveAccess({ corsOrigins: ['*', 'http://localhost:5173/'] })
    expect(access.apiOrigins).toEqual(['*', 'http://localhost:5173'])
    expect(access.adminOrigins).toEqual(['http://localhost:5173'])
  })

  it('require a token for the admin surface on a non-loopback host, naming adminToken', () => {
    expect(() => resolveAccess({ host: '0.0.0.0', admin: true })).toThrow(TypeError)
    expect(() => resolveAccess({ host: '192.168.1.20', admin: true })).toThrow(
      /^adminToken is required/,
    )
    expect(resolveAccess({ host: '0.0.0.0', admin: true, adminToken: TOKEN }).adminToken).toBe(
      TOKEN,
    )
    expect(resolveAccess({ host: 'localhost', admin: true }).adminToken).toBeUndefined()
    // Without the admin surface there is nothing to protect.
    expect(() => resolveAccess({ host: '0.0.0.0' })).not.toThrow()
  })

  it('turn each misused option into a TypeError naming it', () => {
    expect(() => resolveAccess({ allowedHosts: 'all' })).toThrow(/^allowedHosts /)
    expect(() => resolveAccess({ corsOrigins: 'http://a.test' })).toThrow(/^corsOrigins /)
    expect(() => resolveAccess({ admin: true, adminToken: 42 })).toThrow(/^adminToken .*got 42$/)
  })
})
