import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Pet, PetStatus } from '../schemas'
import { nameKey } from '../names'
import { PetIndex, type PetIndexQuery } from './pet-index'

const statusArb = fc.constantFrom<PetStatus>('available', 'pending', 'sold')
const nameArb = fc.constantFrom('Rex', 'rex', 'Max', 'Maxine', 'Bella', 'Tom', 'Ämma', 'tom')

// The obvious, slow answer the index must agree with.
function naive(pets: Map<number, Pet>, q: PetIndexQuery): { ids: number[]; total: number } {
  let items = [...pets.values()].filter(
    (p) =>
      (!q.status?.length || q.status.includes(p.status)) &&
      (q.categoryId === undefined || p.categoryId === q.categoryId) &&
      (q.name === undefined || nameKey(p.name).includes(nameKey(q.name))),
  )
  const sort = q.sort ?? 'id'
  items.sort((a, b) => a.id - b.id)
  if (sort === 'name' || sort === '-name') {
    items = items.sort((a, b) => {
      const x = nameKey(a.name)
      const y = nameKey(b.name)
      return x < y ? -1 : x > y ? 1 : a.id - b.id
    })
  }
  if (sort.startsWith('-')) items.reverse()
  return { ids: items.slice(q.offset, q.offset + q.limit).map((p) => p.id), total: items.length }
}

describe('PetIndex', () => {
  it('answers every list query exactly as filtering and sorting all pets would', () => {
    const petArb = fc.record({
      name: nameArb,
      categoryId: fc.integer({ min: 1, max: 3 }),
      status: statusArb,
    })
    const queryArb = fc.record({
      status: fc.option(fc.subarray<PetStatus>(['available', 'pending', 'sold']), {
        nil: undefined,
      }),
      categoryId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      name: fc.option(fc.constantFrom('x', 'ma', 'REX', 'o', 'ä'), { nil: undefined }),
      sort: fc.constantFrom('id', '-id', 'name', '-name'),
      limit: fc.integer({ min: 1, max: 10 }),
      offset: fc.integer({ min: 0, max: 25 }),
    }) as fc.Arbitrary<PetIndexQuery>
    const opArb = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), pet: petArb }),
      fc.record({ kind: fc.constant('update' as const), at: fc.nat(), pet: petArb }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      // Queries and copies between writes, so name orders built early are kept in step.
      fc.record({ kind: fc.constant('query' as const), query: queryArb }),
      fc.record({ kind: fc.constant('clone' as const) }),
    )
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 80 }),
        fc.array(queryArb, { minLength: 1, maxLength: 5 }),
        (ops, queries) => {
          let index = new PetIndex()
          const pets = new Map<number, Pet>()
          let nextId = 1
          for (const op of ops) {
            const ids = [...pets.keys()]
            if (op.kind === 'query') {
              expect(index.query(op.query)).toEqual(naive(pets, op.query))
            } else if (op.kind === 'clone') {
              const original = index
              index = original.clone()
              // The original changes from here on; the copy must not notice.
              original.add({ id: 10_000, name: 'Ghost', categoryId: 1, status: 'pending' })
            } else if (op.kind === 'add') {
              const pet = { id: nextId++, ...op.pet }
              pets.set(pet.id, pet)
              index.add(pet)
            } else if (ids.length > 0) {
              const id = ids[op.at % ids.length] as number
              const previous = pets.get(id) as Pet
              if (op.kind === 'remove') {
                pets.delete(id)
                index.remove(previous)
              } else {
                const next = { id, ...op.pet }
                pets.set(id, next)
                index.update(previous, next)
              }
            }
          }
          for (const q of queries) expect(index.query(q)).toEqual(naive(pets, q))
        },
      ),
      { seed: 3, numRuns: 300 },
    )
  })

  it('counts the pets in a category', () => {
    const index = new PetIndex()
    index.add({ id: 1, name: 'Rex', categoryId: 2, status: 'sold' })
    index.add({ id: 2, name: 'Tom', categoryId: 2, status: 'available' })
    index.remove({ id: 1, name: 'Rex', categoryId: 2, status: 'sold' })
    expect(index.countInCategory(2)).toBe(1)
    expect(index.countInCategory(3)).toBe(0)
  })
})
