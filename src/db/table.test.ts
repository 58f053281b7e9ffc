import { describe, expect, it } from 'vitest'
import { petSchema, type Pet } from './schemas'
import { SHARD_SIZE, Table } from './table'

const newTable = () => new Table('pet', petSchema, (p) => p.id)

async function filled(count: number) {
  const table = newTable()
  for (let id = 1; id <= count; id++) {
    await table.insert({ id, name: `Pet ${id}`, categoryId: 1, status: 'available' })
  }
  return table
}

describe('Table', () => {
  it('finds, updates and removes records by key across many shards', async () => {
    const table = await filled(SHARD_SIZE * 3 + 5)
    await table.update(7, { name: 'Renamed' })
    for (const id of [1, SHARD_SIZE, SHARD_SIZE * 3 + 5, 40]) await table.remove(id)
    expect(table.get(7)?.name).toBe('Renamed')
    expect(table.has(40)).toBe(false)
    expect(table.size).toBe(SHARD_SIZE * 3 + 1)
    expect([...table.values()].map((p) => p.id)).toEqual(
      Array.from({ length: SHARD_SIZE * 3 + 5 }, (_, i) => i + 1).filter(
        (id) => ![1, SHARD_SIZE, SHARD_SIZE * 3 + 5, 40].includes(id),
      ),
    )
  })

  it('hands out frozen records, so nothing can change the store behind its back', async () => {
    const table = await filled(1)
    const pet = table.get(1) as { name: string }
    expect(() => {
      pet.name = 'Hacked'
    }).toThrow(TypeError)
    expect(table.get(1)?.name).toBe('Pet 1')
  })

  it('checks every insert and update against the schema with a readable 400', async () => {
    const table = await filled(1)
    await expect(
      table.insert({ id: 2, name: '', categoryId: 1, status: 'available' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: expect.stringContaining('name'),
    })
    await expect(table.update(1, { status: 'lost' as never })).rejects.toMatchObject({
      code: 'validation_failed',
    })
    expect(table.get(1)).toEqual({ id: 1, name: 'Pet 1', categoryId: 1, status: 'available' })
    expect(table.size).toBe(1)
  })

  it('removes an optional field given as undefined', async () => {
    const table = new Table('category', (await import('./schemas')).categorySchema, (c) => c.id)
    await table.insert({ id: 1, name: 'Dogs', description: 'Loyal.' })
    const next = await table.update(1, { description: undefined })
    expect(next).toEqual({ id: 1, name: 'Dogs' })
    expect('description' in next).toBe(false)
  })

  it('answers undefined when removing a key it does not hold', async () => {
    expect(await newTable().remove(9)).toBeUndefined()
  })

  it('keeps a sealed table unchanged while tables built from it and the original change', async () => {
    const original = await filled(SHARD_SIZE + 3)
    const sealed = original.seal()
    const copy = new Table('pet', petSchema, (p) => p.id, sealed)
    await copy.update(2, { name: 'Only in the copy' })
    await copy.remove(SHARD_SIZE + 1)
    await copy.insert({ id: 500, name: 'New', categoryId: 1, status: 'sold' })
    await original.update(3, { name: 'Only in the original' })
    const again = new Table('pet', petSchema, (p) => p.id, sealed)
    expect(again.get(2)?.name).toBe('Pet 2')
    expect(again.get(3)?.name).toBe('Pet 3')
    expect(again.has(SHARD_SIZE + 1)).toBe(true)
    expect(again.has(500)).toBe(false)
    expect(copy.get(3)?.name).toBe('Pet 3')
    expect(original.get(2)?.name).toBe('Pet 2')
    expect(original.has(SHARD_SIZE + 1)).toBe(true)
    // Records the copy did not change are shared with the sealed table: safe, since they are frozen.
    expect(copy.get(1)).toBe(again.get(1))
    expect(Object.isFrozen(copy.get(1))).toBe(true)
  })

  it('keeps every generation of images apart when a copy of a copy changes the same shard', async () => {
    const first = (await filled(SHARD_SIZE)).seal()
    const child = new Table('pet', petSchema, (p) => p.id, first)
    await child.update(2, { name: 'Child' })
    await child.remove(3)
    const second = child.seal()
    const grandchild = new Table('pet', petSchema, (p) => p.id, second)
    await grandchild.update(2, { name: 'Grandchild' })
    await grandchild.update(4, { name: 'Grandchild too' })
    await grandchild.insert({ id: 3, name: 'Back', categoryId: 1, status: 'sold' })
    await child.update(5, { name: 'Child again' })
    const names = (table: Table<Pet>) => [2, 3, 4, 5].map((id) => table.get(id)?.name)
    expect(names(new Table('pet', petSchema, (p) => p.id, first))).toEqual([
      'Pet 2',
      'Pet 3',
      'Pet 4',
      'Pet 5',
    ])
    expect(names(new Table('pet', petSchema, (p) => p.id, second))).toEqual([
      'Child',
      undefined,
      'Pet 4',
      'Pet 5',
    ])
    expect(names(grandchild)).toEqual(['Grandchild', 'Back', 'Grandchild too', 'Pet 5'])
    expect(names(child)).toEqual(['Child', undefined, 'Pet 4', 'Child again'])
    expect(grandchild.size).toBe(SHARD_SIZE)
    expect(child.size).toBe(SHARD_SIZE - 1)
  })
})
