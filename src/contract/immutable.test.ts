import { describe, expect, it } from 'vitest'
import { derivedValues, immutable, isFrozenRecord } from './immutable'

const rex = Object.freeze({ id: 1, name: 'Rex', categoryId: 1, status: 'available', owner: null })

describe('immutable', () => {
  it('freezes a list of frozen flat records and gives it a place for derived values', () => {
    const page = immutable([rex, 'text', 3])
    expect(Object.isFrozen(page)).toBe(true)
    expect(derivedValues(page)).toBeInstanceOf(Map)
  })

  it('keeps the places of the 64 newest lists only', () => {
    const first = immutable([rex])
    for (let i = 0; i < 63; i++) immutable([rex])
    expect(derivedValues(first)).toBeInstanceOf(Map)
    immutable([rex])
    expect(derivedValues(first)).toBeUndefined()
  })

  it('leaves the list as JSON, equality and structured clones see it', () => {
    const page = immutable([rex])
    expect(JSON.stringify(page)).toBe(JSON.stringify([rex]))
    expect(page).toStrictEqual([rex])
    expect(structuredClone(page)).toStrictEqual([rex])
  })

  it('freezes but gives no place to a list holding something that could still change', () => {
    const lists: unknown[][] = [
      [rex, { id: 2, name: 'Tom' }],
      [Object.freeze({ id: 1, tags: ['a'] })],
      [Object.freeze({ id: 1, toJSON: () => 'x' })],
      [
        Object.freeze(
          new (class Box {
            id = 1
          })(),
        ),
      ],
      [() => 1],
    ]
    for (const list of lists) {
      expect(Object.isFrozen(immutable(list))).toBe(true)
      expect(derivedValues(list)).toBeUndefined()
    }
  })

  it('gives no place to a list frozen by hand, nor to anything but a list', () => {
    expect(derivedValues(Object.freeze([rex]))).toBeUndefined()
    expect(derivedValues(immutable(Object.freeze([rex]) as (typeof rex)[]))).toBeUndefined()
    expect(derivedValues(rex)).toBeUndefined()
    expect(derivedValues(null)).toBeUndefined()
  })
})

describe('isFrozenRecord', () => {
  it('accepts a frozen plain record of JSON primitives and nothing else', () => {
    expect(isFrozenRecord(rex)).toBe(true)
    expect(isFrozenRecord({ id: 1 })).toBe(false)
    expect(isFrozenRecord(Object.freeze({ id: 1, tags: ['a'] }))).toBe(false)
    expect(isFrozenRecord(Object.freeze({ id: 1, at: undefined }))).toBe(false)
    expect(isFrozenRecord(Object.freeze([1]))).toBe(false)
    expect(isFrozenRecord('text')).toBe(false)
  })
})
