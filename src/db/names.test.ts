import { describe, expect, it } from 'vitest'
import { nameKey, sortedByName, storedName } from './names'

describe('names', () => {
  it('stores a name without the spaces around it, invisible characters kept as sent', () => {
    expect(storedName('  Do\u200Bgs\u00A0')).toBe('Do\u200Bgs')
  })

  it('compares names ignoring case, invisible characters and the way an accent is written', () => {
    expect(nameKey('Do\u200Bgs')).toBe(nameKey('dogs'))
    expect(nameKey('\uFEFFDOGS\u2060')).toBe('dogs')
    expect(nameKey('Zoe\u0308')).toBe(nameKey('ZOË'.normalize('NFD')))
    expect(nameKey('Zoë')).toBe(nameKey('Zoe\u0308'))
    expect(nameKey('Zoe')).not.toBe(nameKey('Zoë'))
  })

  it('sorts by that key, ties by id', () => {
    const rows = [
      { id: 3, name: 'b' },
      { id: 2, name: 'A\u200B' },
      { id: 1, name: 'a' },
    ]
    expect(sortedByName(rows).map((r) => r.id)).toEqual([1, 2, 3])
  })
})
