import { describe, expect, it } from 'vitest'
import { slotsInView } from './row-layout'

describe('the journal window', () => {
  const rows = ['a', 'b', 'c', 'd', 'e']

  it('draws only the rows that overlap the view, and counts the height of all of them', () => {
    const { drawn, total } = slotsInView(
      rows,
      () => 10,
      15,
      32,
      () => false,
    )
    expect(drawn.map((slot) => slot.item)).toEqual(['b', 'c', 'd'])
    expect(drawn[0]).toEqual({ item: 'b', start: 10, end: 20 })
    expect(total).toBe(50)
  })

  it('keeps the focused row however far the view has scrolled from it', () => {
    const { drawn } = slotsInView(
      rows,
      () => 10,
      40,
      50,
      (item) => item === 'a',
    )
    expect(drawn.map((slot) => slot.item)).toEqual(['a', 'e'])
  })

  it('stacks an opened row by its own height', () => {
    const { drawn } = slotsInView(
      rows,
      (item) => (item === 'a' ? 100 : 10),
      100,
      115,
      () => false,
    )
    expect(drawn).toEqual([
      { item: 'b', start: 100, end: 110 },
      { item: 'c', start: 110, end: 120 },
    ])
  })
})
