import { describe, expect, it } from 'vitest'
import { Slots } from './slots'

describe('Slots', () => {
  it('keeps values by key, counts them and lists them in key order', () => {
    const slots = new Slots<string>()
    for (const key of [70, 3, 31, 32, 0]) slots.set(key, `v${key}`)
    slots.set(3, 'again')
    expect(slots.delete(31)).toBe(true)
    expect(slots.delete(31)).toBe(false)
    expect(slots.size).toBe(4)
    expect([...slots.keys()]).toEqual([0, 3, 32, 70])
    expect([...slots.values()]).toEqual(['v0', 'again', 'v32', 'v70'])
    expect(slots.has(70)).toBe(true)
    expect(slots.get(71)).toBeUndefined()
  })

  it('leaves a sealed state as it was while the original and its copies change', () => {
    const original = new Slots<number>()
    for (let key = 1; key <= 100; key++) original.set(key, key)
    const sealed = original.seal()
    const copy = new Slots(sealed)
    copy.set(5, -5)
    copy.delete(40)
    original.set(6, -6)
    original.set(500, 500)
    const again = new Slots(sealed)
    expect([again.get(5), again.get(6), again.get(40), again.get(500), again.size]).toEqual([
      5, 6, 40, undefined, 100,
    ])
    expect([copy.get(5), copy.get(6), copy.has(40), copy.size]).toEqual([-5, 6, false, 99])
    expect([original.get(5), original.get(6), original.get(500), original.size]).toEqual([
      5, -6, 500, 101,
    ])
  })

  it('refuses a key that is not a whole number of zero or more', () => {
    expect(() => new Slots<number>().set(-1, 1)).toThrow(RangeError)
    expect(() => new Slots<number>().set(1.5, 1)).toThrow(RangeError)
  })
})
