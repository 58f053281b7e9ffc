import { describe, it, expect } from 'vitest'
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

  it('accepts ids beyond 2^53 as valid but never existing', () => {
    expect(parsePathId('9007199254740992')).toEqual({ ok: true, value: Number.NaN })
    expect(parsePathId('1111111111111111111')).toEqual({ ok: true, value: Number.NaN })
  })

  it('accepts the int64 maximum as valid but never existing', () => {
    expect(parsePathId('9223372036854775807')).toEqual({ ok: true, value: Number.NaN })
  })

  it('refuses one above the int64 maximum', () => {
    expect(parsePathId('9223372036854775808')).toEqual({
      ok: false,
      problem: 'must be an int64 (at most 9223372036854775807)',
    })
    expect(parsePathId('9999999999999999999')).toMatchObject({ ok: false })
  })

  it('refuses long digit strings beyond int64', () => {
    for (const raw of ['10000000000000000000', '99999999999999999999999', '1'.repeat(1000)]) {
      expect(parsePathId(raw)).toEqual({
        ok: false,
        problem: 'must be an int64 (at most 9223372036854775807)',
      })
    }
  })

  it('parses a very long digit string quickly', () => {
    const started = performance.now()
    expect(parsePathId('9'.repeat(1_000_000))).toMatchObject({ ok: false })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('accepts a long digit string with leading zeros whose value is within int64, as it accepts 007', () => {
    // '0000000000000000000007' is plain decimal digits with the int64 value 7, like '007'.
    expect(parsePathId('0000000000000000000007')).toEqual({ ok: true, value: 7 })
    expect(parsePathId(`${'0'.repeat(30)}9223372036854775807`)).toEqual({
      ok: true,
      value: Number.NaN,
    })
  })

  it('refuses a long run of zeros as below the minimum', () => {
    expect(parsePathId('0'.repeat(25))).toMatchObject({ ok: false })
  })
})
