import { describe, expect, it } from 'vitest'
import { codePointName, NAME_PATTERN, nameProblem, PORTABLE_NAME_PATTERN } from './name-characters'

describe('name problems', () => {
  it('names a code point by its number and Unicode name, or its number alone', () => {
    expect(codePointName('\u202E')).toBe('U+202E RIGHT-TO-LEFT OVERRIDE')
    expect(codePointName('\u0000')).toBe('U+0000 NULL')
    expect(codePointName('\u009B')).toBe('U+009B CONTROL SEQUENCE INTRODUCER')
    expect(codePointName('\uFE0F')).toBe('U+FE0F VARIATION SELECTOR-16')
    expect(codePointName('\u{E0041}')).toBe('U+E0041')
  })

  it('explains a verdict exactly when the pattern from openapi.yaml refuses the name', () => {
    const pattern = new RegExp(NAME_PATTERN, 'u')
    // Every control, format and space range below U+2100, the fillers, the surrogates and the
    // specials block: where the refused and the invisible characters live.
    const codes = [0x2100, 0x3164, 0xd7ff, 0xe000, 0xfe00, 0xffff]
    const ranges = [
      [0, codes[0]],
      [codes[1], codes[1]],
      [codes[2], codes[3]],
      [codes[4], codes[5]],
    ]
    const disagree: string[] = []
    for (const code of ranges.flatMap(([a = 0, b = 0]) =>
      Array.from({ length: b - a + 1 }, (_, i) => a + i),
    )) {
      const char = String.fromCharCode(code)
      for (const name of [`x${char}`, char]) {
        if ((nameProblem(name) === undefined) !== pattern.test(name))
          disagree.push(`U+${code.toString(16)}`)
      }
    }
    expect(disagree).toEqual([])
  })

  it('refuses names of only combining marks or braille blanks, and line or paragraph separators', () => {
    expect(nameProblem('\u0301\u0302')).toMatch(/^must contain a letter, digit or symbol/)
    expect(nameProblem('\u2800')).toMatch(/U\+2800/)
    expect(nameProblem('Rex\u2028')).toMatch(/^contains U\+2028/)
    expect(nameProblem('Re\u0301x')).toBeUndefined()
    expect(nameProblem('R\u2800x')).toBeUndefined()
  })

  it('names the first refused character, even after invisible ones', () => {
    expect(nameProblem('\u200BRex\u2066\u0000')).toBe(
      'contains U+2066 LEFT-TO-RIGHT ISOLATE, an invisible control character',
    )
    expect(nameProblem('\u{E0041}\u{E0042}')).toBe(
      'must contain a letter, digit or symbol, not only spaces or invisible characters such as U+E0041',
    )
  })
})

describe('the name pattern other tools read', () => {
  // The seeds' names, names in other scripts, and the hostile ones the whole rule refuses.
  const seeds = ['Dogs', 'Cats', 'Birds', 'Fish', 'Reptiles', 'Small mammals', 'Gus', 'Charlie']
  const corpus = [
    ...seeds, 'Rex', 'Émile', 'Zoë', 'Łucja', 'Хвост', 'ポチ', '小白', '🐶 Bo',
    'x\u{1F600}', '\u{1D173}', 'a\uD800', '\uDC00b', '\uD83D', 'Re\u0301x', ' Rex ', '   ', '',
    '\u200B', '\u200B\u200B', '\u2800', '\u0301', 'Rex\u202E', 'Re\u0000x', 'Rex\n', 'Rex\u2028',
    'Rex\u2029', 'Rex\u0085', 'Rex\u061C', 'Rex\u2066', '\u00A0', '\uFEFF', 'p{Cc}', 'sClZ',
  ] // prettier-ignore
  const portable = PORTABLE_NAME_PATTERN
  const codeUnits = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))

  it('gives the same verdict with and without the u flag, on the seeds and the hostile names', () => {
    const plain = new RegExp(portable)
    const unicode = new RegExp(portable, 'u')
    const names = [...corpus, ...codeUnits.flatMap((c) => [c, `x${c}`])]
    expect(names.filter((name) => plain.test(name) !== unicode.test(name))).toEqual([])
    expect(seeds.filter((name) => !plain.test(name))).toEqual([])
  })

  it('refuses exactly the characters the whole rule refuses, and every name it accepts passes', () => {
    const plain = new RegExp(portable)
    const whole = new RegExp(NAME_PATTERN, 'u')
    const names = [...corpus, ...codeUnits.flatMap((c) => [c, `x${c}`])]
    expect(names.filter((name) => whole.test(name) && !plain.test(name))).toEqual([])
    const refused = (name: string) => !whole.test(`x${name}`)
    expect(names.filter((name) => refused(name) !== !plain.test(`x${name}`))).toEqual([])
  })
})
