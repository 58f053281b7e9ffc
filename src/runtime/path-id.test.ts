import { describe, it, expect } from 'vitest'
import type { OpenAPIV3 } from 'openapi-types'
import { document } from '../contract/generated/openapi-document'
import { parsePathId } from './path-id'

describe('parsePathId', () => {
  it('accepts a plain id', () => {
    expect(parsePathId('1')).toEqual({ ok: true, value: 1 })
    expect(parsePathId('42')).toEqual({ ok: true, value: 42 })
  })

  it('accepts leading zeros as plain decimal digits', () => {
    expect(parsePathId('007')).toEqual({ ok: true, value: 7 })
  })

  it('refuses 0, which is below the minimum of 1', () => {
    expect(parsePathId('0')).toEqual({ ok: false, problem: 'must be 1 or more' })
    expect(parsePathId('000')).toMatchObject({ ok: false })
  })

  it('refuses ids that are not plain decimal digits', () => {
    for (const raw of [
      '1e3',
      '0x10',
      '-0',
      '-1',
      '+1',
      '1.5',
      '1.0',
      ' 1',
      '1 ',
      '',
      'abc',
      '١',
      '１',
      '1_000',
    ]) {
      expect(parsePathId(raw), JSON.stringify(raw)).toEqual({
        ok: false,
        problem: 'must be plain decimal digits',
      })
    }
  })

  it('accepts the largest safe integer as an id that can exist', () => {
    expect(parsePathId('9007199254740991')).toEqual({ ok: true, value: 9007199254740991 })
  })

  it('refuses ids beyond 2^53-1, the maximum openapi.yaml gives, as JavaScript tools read it', () => {
    for (const raw of [
      '9007199254740992',
      '9007199254740993',
      '1111111111111111111',
      '9223372036854775807',
      '10000000000000000000',
      '1'.repeat(1000),
    ]) {
      expect(parsePathId(raw), raw).toEqual({
        ok: false,
        problem: 'must be at most 9007199254740991',
      })
    }
  })

  it('reads its form and its bound from openapi.yaml, which tools read the same way', () => {
    const pathId = document.components?.schemas?.PathId as OpenAPIV3.SchemaObject
    const id = document.components?.schemas?.Id as OpenAPIV3.SchemaObject
    expect(pathId.maximum).toBe(Number.MAX_SAFE_INTEGER)
    expect(id.maximum).toBe(Number.MAX_SAFE_INTEGER)
    const digits = new RegExp(pathId.pattern ?? '', 'u')
    for (const raw of ['1', '007', '42', '+1', '1e1', '1.0', '0x1', ' 1', '-1', '١']) {
      expect(parsePathId(raw).ok || raw === '0', raw).toBe(digits.test(raw))
    }
  })

  it('parses a very long digit string quickly', () => {
    const started = performance.now()
    expect(parsePathId('9'.repeat(1_000_000))).toMatchObject({ ok: false })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('accepts a long digit string with leading zeros whose value is in bounds, as it accepts 007', () => {
    // '0000000000000000000007' is plain decimal digits with the value 7, like '007'.
    expect(parsePathId('0000000000000000000007')).toEqual({ ok: true, value: 7 })
    expect(parsePathId(`${'0'.repeat(30)}9007199254740991`)).toEqual({
      ok: true,
      value: 9007199254740991,
    })
  })

  it('refuses a long run of zeros as below the minimum', () => {
    expect(parsePathId('0'.repeat(25))).toMatchObject({ ok: false })
  })
})
