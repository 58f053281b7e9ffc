import { describe, expect, it } from 'vitest'
import { counted, formatCount, printable, shown } from './text'

describe('printable', () => {
  it('leaves ordinary text as it is, accents and spaces included', () => {
    expect(printable('GET /pets?name=Zoë a')).toBe('GET /pets?name=Zoë a')
  })

  it('shows control and invisible format characters as ?', () => {
    expect(printable('a\x1b[2Jb\r\nc\u202Ed\u0085e\x7f')).toBe('a?[2Jb??c?d?e?')
  })

  it('cuts long text to its limit, ending in an ellipsis', () => {
    const cut = printable('x'.repeat(500))
    expect(cut).toHaveLength(200)
    expect(cut.endsWith('x…')).toBe(true)
    expect(printable('abcdef', 4)).toBe('abc…')
  })
})

describe('shown', () => {
  it('shows a value as JSON, strings quoted', () => {
    expect([shown('Rex'), shown(3), shown({ a: [1] }), shown(null)]).toEqual([
      '"Rex"',
      '3',
      '{"a":[1]}',
      'null',
    ])
  })

  it('says nothing for undefined and falls back to String for what JSON cannot write', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect([shown(undefined), shown(cyclic), shown(() => 1)]).toEqual([
      'nothing',
      '[object Object]',
      'a function',
    ])
  })

  it('cuts a long value to 60 characters and keeps it printable', () => {
    expect(shown('y'.repeat(100))).toHaveLength(60)
    expect(shown('evil\u202Etxt.exe')).toBe('"evil?txt.exe"')
  })
})

describe('counts', () => {
  it('group digits and pick the plural by the count', () => {
    expect(formatCount(2313)).toBe('2,313')
    expect(counted(10000, 'pet', 'pets')).toBe('10,000 pets')
    expect(counted(1, 'category', 'categories')).toBe('1 category')
    expect(counted(0, 'order', 'orders')).toBe('0 orders')
  })
})
