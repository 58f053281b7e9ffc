import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageOfUnion, SortedIds } from './sorted-ids'

function listOf(ids: number[]): SortedIds {
  const list = new SortedIds()
  for (const id of ids) list.add(id)
  return list
}

describe('SortedIds', () => {
  it('keeps ids ascending and unique whatever the order of adds and deletes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 50 }))), (ops) => {
        const list = new SortedIds()
        const model = new Set<number>()
        for (const [add, id] of ops) {
          if (add) {
            list.add(id)
            model.add(id)
          } else {
            list.delete(id)
            model.delete(id)
          }
        }
        expect([...list]).toEqual([...model].sort((a, b) => a - b))
        expect(list.size).toBe(model.size)
      }),
      { seed: 1 },
    )
  })
})

describe('pageOfUnion', () => {
  it('returns the same page as sorting the union and slicing it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 120 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (ids, parts, offset, limit, descending) => {
          const lists = Array.from({ length: parts }, (_, p) =>
            listOf(ids.filter((_, i) => i % parts === p)),
          )
          const sorted = [...ids].sort((a, b) => (descending ? b - a : a - b))
          const page = pageOfUnion(lists, { offset, limit, descending })
          expect(page.total).toBe(ids.length)
          expect(page.ids).toEqual(sorted.slice(offset, offset + limit))
        },
      ),
      { seed: 2, numRuns: 300 },
    )
  })

  it('returns an empty page past the end', () => {
    expect(pageOfUnion([listOf([1, 2])], { offset: 5, limit: 10 })).toEqual({ ids: [], total: 2 })
  })
})
