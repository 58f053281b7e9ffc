import { describe, expect, it } from 'vitest'
import { createPetstoreHttpServer } from '../entries/http/petstore-http-server'
import { journalHar } from './har/from-journal'
import { REDACTED, redactHeaders } from './redact'

describe('redacting credentials from recorded headers', () => {
  it('replaces the value of each credential header and keeps every other value', () => {
    for (const name of [
      'Authorization',
      'cookie',
      'Set-Cookie',
      'Proxy-Authorization',
      'api_key',
    ]) {
      expect(redactHeaders({ [name]: 'secret' })).toEqual({ [name.toLowerCase()]: REDACTED })
    }
    expect(redactHeaders({ Accept: 'application/json' })).toEqual({ accept: 'application/json' })
  })

  it('hides the extra headers a caller names, such as a backend API key header', () => {
    expect(redactHeaders({ 'X-Api-Key': 'k' }, new Set(['x-api-key']))).toEqual({
      'x-api-key': REDACTED,
    })
  })

  it('reads Headers, pairs and records alike, joining repeated names as Headers does', () => {
    const pairs: Array<[string, string]> = [
      ['Accept', 'text/plain'],
      ['accept', 'application/json'],
      ['Cookie', 'a=1'],
      ['Cookie', 'b=2'],
    ]
    expect(redactHeaders(pairs)).toEqual({
      accept: 'text/plain, application/json',
      cookie: REDACTED,
    })
    expect(redactHeaders(new Headers(pairs))).toEqual(redactHeaders(pairs))
  })

  it('keeps a header named __proto__ as data', () => {
    const out = redactHeaders([['__proto__', 'x']])
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['__proto__'])
  })
})

describe("serve's raw header list, as the journal and its HAR record it", () => {
  it('redacts credentials read from a raw [name, value, …] list without pairs', () => {
    const flat = ['Authorization', 'Bearer k', 'Cookie', 'a=1', 'Accept', 'text/plain']
    const raw = { flat, [Symbol.iterator]: () => [][Symbol.iterator]() }
    expect(redactHeaders(raw as Iterable<readonly [string, string]>)).toEqual({
      authorization: REDACTED,
      cookie: REDACTED,
      accept: 'text/plain',
    })
  })

  it('shows no credential sent over HTTP in the journal or its HAR export', async () => {
    const mock = await createPetstoreHttpServer({ port: 0, scenario: 'empty' })
    try {
      const response = await fetch(`${mock.url}/pets`, {
        headers: {
          Authorization: 'Bearer petstore-demo-key',
          Cookie: 'session=s3cret',
          'Proxy-Authorization': 'Basic c2VjcmV0',
        },
      })
      expect(response.status).toBe(200)
      const entry = mock.petstore.requests.at(-1)!
      expect(entry.requestHeaders).toMatchObject({
        authorization: REDACTED,
        cookie: REDACTED,
        'proxy-authorization': REDACTED,
      })
      const har = JSON.stringify(journalHar([entry]))
      expect(har).not.toMatch(/petstore-demo-key|s3cret|c2VjcmV0/)
      expect(har).toContain(REDACTED)
    } finally {
      await mock.close()
    }
  })
})
