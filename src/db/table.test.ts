import { describe, expect, it } from 'vitest'
import { petSchema } from './schemas'
import { Table } from './table'

describe('Table', () => {
  it('keeps the @msw/data collection and its index holding the same records after removals', async () => {
    const table = new Table(petSchema, (p) => p.id)
    for (let id = 1; id <= 50; id++) {
      await table.insert({ id, name: `Pet ${id}`, categoryId: 1, status: 'available' })
    }
    for (const id of [1, 50, 25, 2, 49, 13]) table.remove(id)
    table.patch(7, { name: 'Renamed' })
    const inCollection = table.collection
      .all()
      .map((p) => p.id)
      .sort((a, b) => a - b)
    expect(inCollection).toEqual([...table.values()].map((p) => p.id))
    expect(table.collection.findFirst((q) => q.where({ id: 7 }))?.name).toBe('Renamed')
    expect(table.size).toBe(44)
  })

  it('answers undefined when removing a key it does not hold', () => {
    expect(new Table(petSchema, (p) => p.id).remove(9)).toBeUndefined()
  })
})
