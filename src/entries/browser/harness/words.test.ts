import { describe, expect, it } from 'vitest'
import { counted, formatCount } from './words'

describe('harness counts', () => {
  it('group digits and pick the plural by the count', () => {
    expect(formatCount(2313)).toBe('2,313')
    expect(counted(10000, 'pet', 'pets')).toBe('10,000 pets')
    expect(counted(1, 'category', 'categories')).toBe('1 category')
    expect(counted(0, 'order', 'orders')).toBe('0 orders')
  })
})
