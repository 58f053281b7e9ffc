import { describe, expect, it } from 'vitest'
import { immutable } from '../contract/immutable'
import { jsonText, utf8Length } from './json-text'

const samples: unknown[] = [
  { id: 1, name: 'Rex' },
  Object.freeze({ id: 1, name: 'Rëx', ok: true, none: null }),
  [Object.freeze({ id: 1 }), Object.freeze({ id: 2, name: '犬' })],
  [Object.freeze({ nested: { a: 1 } }), { plain: 1 }, undefined, 'text', 3],
  [],
  Object.freeze([Object.freeze({ id: 7 })]),
  'a string',
  42,
  null,
  [() => 1, Symbol('s')],
  Object.freeze({ when: new Date(0) }),
  [Object.freeze({ id: 1, toJSON: () => 'custom' })],
  '😀',
]

describe('jsonText', () => {
  it('writes exactly what JSON.stringify writes, with its UTF-8 length', () => {
    for (const value of samples) {
      const text = JSON.stringify(value)
      expect(jsonText(value)).toEqual({ text, bytes: new TextEncoder().encode(text).length })
    }
  })

  it('reuses a frozen record’s text and gives the same answer every time', () => {
    const record = Object.freeze({ id: 3, name: 'Tom', status: 'sold' })
    expect(jsonText([record, record]).text).toBe(JSON.stringify([record, record]))
    expect(jsonText([record, record]).text).toBe(JSON.stringify([record, record]))
  })

  it('does not cache a frozen record with a changeable value inside', () => {
    const inner = { count: 1 }
    const record = Object.freeze({ id: 1, inner })
    expect(jsonText([record]).text).toBe('[{"id":1,"inner":{"count":1}}]')
    inner.count = 2
    expect(jsonText([record]).text).toBe('[{"id":1,"inner":{"count":2}}]')
  })

  it('gives an immutable list the same text each time, and a list changed by hand its new text', () => {
    const rex = Object.freeze({ id: 1, name: 'Rex' })
    const page = immutable([rex, Object.freeze({ id: 2, name: 'Tom' })])
    expect(jsonText(page)).toEqual(jsonText(page))
    expect(jsonText(page).text).toBe(JSON.stringify(page))
    const open = [rex]
    expect(jsonText(open).text).toBe('[{"id":1,"name":"Rex"}]')
    open.push(rex)
    expect(jsonText(open).text).toBe('[{"id":1,"name":"Rex"},{"id":1,"name":"Rex"}]')
  })
})

describe('utf8Length', () => {
  it('counts the bytes of ASCII, two-, three- and four-byte characters', () => {
    for (const text of ['plain', 'héllo', '犬', '😀', 'a😀é犬']) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
    }
  })
})
