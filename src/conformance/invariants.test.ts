/**
 * The state rules the conformance suite checks after its runs, on stores made by hand.
 */
import { describe, expect, it } from 'vitest'
import { stateRuleProblems, type StoreView } from './invariants'

const store = (view: Partial<StoreView>): StoreView => ({
  categories: [],
  pets: [],
  inventory: [],
  orders: [],
  ...view,
})

describe('stateRuleProblems', () => {
  it('finds nothing wrong in a store that keeps the rules', () => {
    const view = store({
      categories: [
        { id: 1, name: 'Dogs' },
        { id: 2, name: 'Cats' },
      ],
      pets: [{ id: 1, name: 'Rex', categoryId: 1, status: 'available' }],
      inventory: [{ petId: 1, quantity: 1, status: 'available' }],
    })
    expect(stateRuleProblems(view)).toEqual([])
  })

  it('names a name stored with spaces around it, and two categories that share a name', () => {
    const view = store({
      categories: [
        { id: 1, name: 'Dogs' },
        { id: 2, name: ' dogs ' },
      ],
      pets: [{ id: 1, name: 'Spacey  ', categoryId: 1, status: 'available' }],
      inventory: [{ petId: 1, quantity: 1, status: 'available' }],
    })
    expect(stateRuleProblems(view).map((p) => p.message)).toEqual([
      `category 2's name " dogs " has spaces around it`,
      'categories 1 and 2 share the name "dogs"',
      `pet 1's name "Spacey  " has spaces around it`,
    ])
  })
  it('names a name a person cannot see or that holds a control, and names alike once invisible characters are dropped', () => {
    const view = store({
      categories: [
        { id: 1, name: 'Dogs' },
        { id: 2, name: 'Do\u200Bgs' },
        { id: 3, name: '\u200B' },
      ],
      pets: [{ id: 1, name: 'Rex\u202E', categoryId: 1, status: 'available' }],
      inventory: [{ petId: 1, quantity: 1, status: 'available' }],
    })
    expect(stateRuleProblems(view).map((p) => p.message)).toEqual([
      'categories 1 and 2 share the name "Do?gs"',
      `category 3's name "?" has no visible character, or a control character`,
      `pet 1's name "Rex?" has no visible character, or a control character`,
    ])
  })
})
