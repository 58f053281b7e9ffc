import { describe, expect, it } from 'vitest'
import { REDACTED, redactHeaders, redactHeaderValue } from './redact'

describe('redacting credentials from recorded headers', () => {
  it('replaces the value of each credential header and keeps every other value', () => {
    for (const name of ['Authorization', 'cookie', 'Set-Cookie', 'Proxy-Authorization']) {
      expect(redactHeaderValue(name, 'secret')).toBe(REDACTED)
    }
    expect(redactHeaderValue('Accept', 'application/json')).toBe('application/json')
  })

  it('hides the extra headers a caller names, such as a backend API key header', () => {
    expect(redactHeaderValue('X-Api-Key', 'k', new Set(['x-api-key']))).toBe(REDACTED)
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
