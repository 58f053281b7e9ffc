import { describe, expect, it } from 'vitest'
import { nextIdsOf, salvageStore, storeRecord } from './salvage'

const dogs = { id: 1, name: 'Dogs' }
const rex = { id: 1, name: 'Rex', categoryId: 1, status: 'available' as const }
const rexStock = { petId: 1, quantity: 2, status: 'available' as const }

describe('salvageStore', () => {
  it('keeps a store that passes the snapshot check whole, with counters above the highest ids', () => {
    const { snapshot, dropped } = salvageStore({
      categories: [dogs],
      pets: [rex],
      inventory: [rexStock],
      orders: [],
    })
    expect(dropped).toEqual([])
    expect(snapshot.nextIds).toEqual({ category: 2, pet: 2, order: 1 })
  })

  it('drops each record the store refuses, with the reason, and what depended on it in turn', () => {
    const { snapshot, dropped } = salvageStore({
      categories: [dogs, { id: 2, name: 'DOGS' }],
      pets: [rex, { id: 2, name: 'Ghost', categoryId: 2, status: 'pending' }],
      inventory: [rexStock, { petId: 2, quantity: 0, status: 'pending' }],
      orders: [{ id: 1, petId: 2, quantity: 1, shipDate: '2026-10-01T00:00:00Z', complete: false }],
    })
    expect(dropped).toEqual([
      { record: 'category 2', reason: 'name repeats the name of category 1' },
      { record: 'pet 2', reason: 'categoryId must name an existing category; 2 does not exist' },
      {
        record: 'order 1',
        reason: 'petId: an open order must name an existing pet; 2 does not exist',
      },
    ])
    expect(snapshot.pets).toEqual([rex])
    expect(snapshot.inventory).toEqual([rexStock])
    expect(snapshot.orders).toEqual([])
  })

  it('drops a pet together with an inventory entry that contradicts its status', () => {
    const { snapshot, dropped } = salvageStore({
      categories: [dogs],
      pets: [rex],
      inventory: [{ ...rexStock, status: 'sold' }],
      orders: [],
    })
    expect(dropped).toEqual([
      {
        record: 'pet 1',
        reason: 'its inventory entry: status must equal its pet\'s status "available", got "sold"',
      },
    ])
    expect(snapshot.pets).toEqual([])
    expect(snapshot.inventory).toEqual([])
  })
})

describe('storeRecord and nextIdsOf', () => {
  it('keep the fields the store keeps, and count from one past the highest id', () => {
    expect(storeRecord('pets', { ...rex, tags: ['good'] })).toEqual(rex)
    expect(nextIdsOf({ categories: [], pets: [rex], inventory: [], orders: [] })).toEqual({
      category: 1,
      pet: 2,
      order: 1,
    })
  })
})
