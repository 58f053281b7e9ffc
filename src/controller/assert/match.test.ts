import { describe, expect, it } from 'vitest'
import { diffValue, formatValue } from './match'

describe('diffValue', () => {
  it('needs only the expected fields of an object, however deep', () => {
    expect(diffValue('body', { a: { b: 1 } }, { a: { b: 1, c: 2 }, d: 3 })).toEqual([])
    expect(diffValue('body', { a: { b: 1 } }, { a: { b: 2 } })).toEqual([
      { path: 'body.a.b', expected: 1, received: 2 },
    ])
  })

  it('needs arrays of the same length, compared item by item', () => {
    expect(diffValue('body', [1, { x: 1 }], [1, { x: 1, y: 2 }])).toEqual([])
    expect(diffValue('body', [1, 2], [1, 3])).toEqual([
      { path: 'body[1]', expected: 2, received: 3 },
    ])
    expect(diffValue('body', [1], [1, 2])).toEqual([
      { path: 'body', expected: [1], received: [1, 2] },
    ])
  })

  it('reports a missing field with nothing received', () => {
    expect(diffValue('body', { petId: 3 }, {})).toEqual([
      { path: 'body.petId', expected: 3, received: undefined },
    ])
  })

  it('accepts asymmetric matchers anywhere', () => {
    expect(diffValue('body', { id: expect.any(Number) }, { id: 4 })).toEqual([])
    expect(diffValue('body', { id: expect.any(Number) }, { id: '4' })).toHaveLength(1)
  })
})

describe('formatValue', () => {
  it('writes values the way a test would write them', () => {
    expect(formatValue({ petId: 3, name: "Rex's", tags: ['a'], 'x-y': null })).toBe(
      "{ petId: 3, name: 'Rex\\'s', tags: ['a'], 'x-y': null }",
    )
    expect(formatValue(expect.any(Number))).toBe('Any<Number>')
  })

  it('shortens long values', () => {
    expect(formatValue({ text: 'x'.repeat(500) })).toHaveLength(200)
  })
})
