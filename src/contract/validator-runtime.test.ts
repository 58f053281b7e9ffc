import { fullFormats } from 'ajv-formats/dist/formats'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codePointLength, formats } from './validator-runtime'

// ajv-formats is what the validators used before they were generated; its checks stay the yardstick.
const reference = fullFormats as unknown as Record<string, { validate: (s: string) => boolean }>

const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`))
const dateTimeLike = fc
  .tuple(
    digits(4),
    digits(2),
    digits(2),
    fc.constantFrom('T', 't', ' ', '\t', 'x'),
    digits(2),
    digits(2),
    digits(2),
    fc.constantFrom('', '.5', '.123456'),
    fc.constantFrom('Z', 'z', '', '+01:00', '-05:30', '+0530', '+05', '+24:00', '-00:61'),
  )
  .map(([y, mo, d, sep, h, mi, s, frac, tz]) => `${y}-${mo}-${d}${sep}${h}:${mi}:${s}${frac}${tz}`)

describe('the formats the generated validators call', () => {
  it('judge dates and times exactly as ajv-formats does', () => {
    const edge = [
      '2024-02-29T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-12-31T23:59:60Z',
      '2026-12-31T22:59:60-01:00',
      '2026-12-31T23:59:60+01:00',
      '2026-10-02T09:00:00.000Z',
      '2026-10-02 09:00:00Z',
      '2026-10-02T09:00:00',
      '2026-10-02TT09:00:00Z',
      '2026-10-02T09:00:00 Z',
      '2026-10-02\n09:00:00Z',
      'tomorrow',
      '',
    ]
    for (const text of edge) {
      expect(formats['date-time'].validate(text), text).toBe(reference['date-time']!.validate(text))
    }
    fc.assert(
      fc.property(dateTimeLike, (text) => {
        expect(formats['date-time'].validate(text)).toBe(reference['date-time']!.validate(text))
        const day = text.slice(0, 10)
        expect(formats.date.validate(day)).toBe(reference.date!.validate(day))
      }),
      { numRuns: 3000 },
    )
  })

  it('count a string in code points, as minLength and maxLength do', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(codePointLength(text)).toBe([...text].length)
      }),
    )
    expect(codePointLength('🐕 Rex')).toBe(5)
  })
})
