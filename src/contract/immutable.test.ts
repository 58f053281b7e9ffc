import { describe, expect, it } from 'vitest'
import { immutable, isImmutable } from './immutable'

describe('immutable', () => {
  it('freezes a flat record and marks it', () => {
    const pet = immutable({ id: 1, name: 'Rex', categoryId: 1, status: 'available', owner: null })
    expect(Object.isFrozen(pet)).toBe(true)
    expect(isImmutable(pet)).toBe(true)
  })

  it('marks a list of immutable records, and not one that holds a changeable one', () => {
    const rex = immutable({ id: 1, name: 'Rex' })
    expect(isImmutable(immutable([rex, 'text', 3]))).toBe(true)
    expect(isImmutable(immutable([rex, { id: 2, name: 'Tom' }]))).toBe(false)
  })

  it('freezes but does not mark a value that could still answer differently', () => {
    const nested = immutable({ id: 1, tags: ['a'] })
    const withGetter = immutable(
      Object.defineProperty({}, 'now', { get: Date.now, enumerable: true }),
    )
    const withToJson = immutable({ id: 1, toJSON: () => 'x' })
    const withClass = immutable(
      new (class Box {
        id = 1
      })(),
    )
    for (const value of [nested, withGetter, withToJson, withClass]) {
      expect(Object.isFrozen(value)).toBe(true)
      expect(isImmutable(value)).toBe(false)
    }
  })

  it('counts a value frozen by hand as not marked', () => {
    expect(isImmutable(Object.freeze({ id: 1 }))).toBe(false)
    expect(isImmutable('text')).toBe(false)
    expect(isImmutable(null)).toBe(false)
  })
})
