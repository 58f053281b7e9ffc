import { describe, it, expect } from 'vitest'
import { ApiError } from '../contract/errors'
import { authorize, defaultApiKeys, safeEqual, type ApiKeys } from './auth'

/** The ApiError that `run` throws; fails when it throws nothing or something else. */
function caught(run: () => void): ApiError {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError, but nothing was thrown')
}

const challenge = { 'WWW-Authenticate': 'Bearer realm="petstore"' }

describe('safeEqual', () => {
  it('is true for equal strings', () => {
    expect(safeEqual('petstore-demo-key', 'petstore-demo-key')).toBe(true)
  })

  it('is false for strings of the same length that differ', () => {
    expect(safeEqual('petstore-demo-key', 'petstore-demo-kez')).toBe(false)
    expect(safeEqual('apetstore-demo-key', 'bpetstore-demo-key')).toBe(false)
  })

  it('is false for strings of different lengths without throwing', () => {
    expect(safeEqual('petstore-demo-key', 'petstore-demo-key2')).toBe(false)
    expect(safeEqual('petstore-demo-key2', 'petstore-demo-key')).toBe(false)
    expect(safeEqual('abc', 'abcabc')).toBe(false)
  })

  it('treats a trailing NUL as a difference, not as padding', () => {
    expect(safeEqual('key', 'key\0')).toBe(false)
    expect(safeEqual('key\0', 'key')).toBe(false)
  })

  it('is true for two empty strings and false for an empty and a non-empty one', () => {
    expect(safeEqual('', '')).toBe(true)
    expect(safeEqual('', 'a')).toBe(false)
    expect(safeEqual('a', '')).toBe(false)
  })

  it('compares unicode strings by their UTF-8 bytes', () => {
    expect(safeEqual('clé-🔑', 'clé-🔑')).toBe(true)
    expect(safeEqual('clé', 'cle')).toBe(false)
    // The same text in two normal forms is two different byte strings.
    expect(safeEqual('caf\u00e9', 'cafe\u0301')).toBe(false)
    expect(safeEqual('🔑', '🔒')).toBe(false)
  })

  it('is case-sensitive', () => {
    expect(safeEqual('Key', 'key')).toBe(false)
  })
})

describe('authorize', () => {
  it('lets a read-write key read and write', () => {
    expect(() => authorize('Bearer petstore-demo-key', defaultApiKeys, 'read')).not.toThrow()
    expect(() => authorize('Bearer petstore-demo-key', defaultApiKeys, 'write')).not.toThrow()
  })

  it('lets a read-only key read', () => {
    expect(() => authorize('Bearer petstore-readonly-key', defaultApiKeys, 'read')).not.toThrow()
  })

  it('accepts the scheme in any case and surrounding whitespace', () => {
    expect(() => authorize('bearer petstore-demo-key', defaultApiKeys, 'write')).not.toThrow()
    expect(() => authorize('BEARER petstore-demo-key', defaultApiKeys, 'write')).not.toThrow()
    expect(() => authorize('  Bearer petstore-demo-key  ', defaultApiKeys, 'read')).not.toThrow()
  })

  it('answers 401 with a challenge when the header is missing', () => {
    for (const header of [null, '']) {
      const error = caught(() => authorize(header, defaultApiKeys, 'read'))
      expect(error).toMatchObject({ code: 'unauthorized', status: 401 })
      expect(error.headers).toEqual(challenge)
    }
  })

  it('answers 401 with a challenge for another scheme', () => {
    for (const header of [
      'Basic cGV0c3RvcmU6ZGVtbw==',
      'Token petstore-demo-key',
      'petstore-demo-key',
    ]) {
      const error = caught(() => authorize(header, defaultApiKeys, 'read'))
      expect(error).toMatchObject({ code: 'unauthorized', status: 401 })
      expect(error.headers).toEqual(challenge)
    }
  })

  it('answers 401 with a challenge for a malformed header', () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      '   ',
      'Bearer  petstore-demo-key',
      'Bearer petstore demo key',
      'Bearer clé',
      'Bearer petstore-demo-key\u0000',
      'Bearerpetstore-demo-key',
    ]) {
      const error = caught(() => authorize(header, defaultApiKeys, 'read'))
      expect(error).toMatchObject({ code: 'unauthorized', status: 401 })
      expect(error.headers['WWW-Authenticate']).toBe('Bearer realm="petstore"')
    }
  })

  it('answers 401 with a challenge for an unknown key', () => {
    for (const key of ['nope', 'petstore-demo', 'petstore-demo-key-2', 'PETSTORE-DEMO-KEY']) {
      const error = caught(() => authorize(`Bearer ${key}`, defaultApiKeys, 'read'))
      expect(error).toMatchObject({ code: 'unauthorized', status: 401 })
      expect(error.headers).toEqual(challenge)
    }
  })

  it('answers 403 forbidden when a read-only key writes', () => {
    const error = caught(() => authorize('Bearer petstore-readonly-key', defaultApiKeys, 'write'))
    expect(error).toMatchObject({ code: 'forbidden', status: 403 })
    expect(error.headers['WWW-Authenticate']).toBeUndefined()
    expect(error.toBody()).toMatchObject({ code: 'forbidden', status: 403 })
  })

  it('answers 403 forbidden when a write-only key reads', () => {
    const keys: ApiKeys = { 'writer-key': ['write'] }
    expect(() => authorize('Bearer writer-key', keys, 'write')).not.toThrow()
    expect(caught(() => authorize('Bearer writer-key', keys, 'read'))).toMatchObject({
      code: 'forbidden',
      status: 403,
    })
  })

  it('uses the keys it is given, not the defaults', () => {
    const keys: ApiKeys = { 'custom-key': ['read', 'write'] }
    expect(() => authorize('Bearer custom-key', keys, 'write')).not.toThrow()
    expect(caught(() => authorize('Bearer petstore-demo-key', keys, 'read'))).toMatchObject({
      code: 'unauthorized',
      status: 401,
    })
    expect(caught(() => authorize('Bearer custom-key', {}, 'read'))).toMatchObject({
      code: 'unauthorized',
      status: 401,
    })
  })
})
