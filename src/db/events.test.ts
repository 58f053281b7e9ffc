import { afterEach, describe, expect, it, vi } from 'vitest'
import { PetstoreDatabase } from './database'
import type { StoreChange } from './events'

async function watched() {
  const db = new PetstoreDatabase({ now: () => new Date('2026-01-01T00:00:00.000Z') })
  const dogs = await db.createCategory({ name: 'Dogs' })
  const rex = await db.createPet({ name: 'Rex', categoryId: dogs.id })
  const changes: StoreChange[] = []
  const stop = db.onChange((change) => changes.push(change))
  return { db, dogs, rex, changes, stop }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('db.onChange', () => {
  it('tells each committed write with the tables and ids it touched', async () => {
    const { db, rex, changes } = await watched()
    const order = await db.placeOrder({ petId: rex.id, quantity: 1 })
    expect(changes).toEqual([
      {
        kind: 'write',
        operation: 'placeOrder',
        changes: [
          { table: 'orders', ids: [order.id] },
          { table: 'inventory', ids: [rex.id] },
          { table: 'pets', ids: [rex.id] },
        ],
      },
    ])
  })

  it('does not tell a write that was refused, since it changed nothing', async () => {
    const { db, changes } = await watched()
    await expect(db.createCategory({ name: 'dogs' })).rejects.toMatchObject({
      code: 'category_exists',
    })
    await expect(db.deletePet(99)).rejects.toMatchObject({ code: 'not_found' })
    expect(changes).toEqual([])
  })

  it('does not tell reads', async () => {
    const { db, rex, changes } = await watched()
    await db.getPet(rex.id)
    await db.listPets({ limit: 10, offset: 0 })
    await db.export()
    expect(changes).toEqual([])
  })

  it('tells clear() and import() as a replacement of the whole store', async () => {
    const { db, changes } = await watched()
    const saved = await db.export()
    await db.clear()
    await db.import(saved)
    expect(changes).toEqual([{ kind: 'replace' }, { kind: 'replace' }])
  })

  it('lets a listener read the store as committed', async () => {
    const { db, dogs } = await watched()
    const seen: number[] = []
    db.onChange(() => {
      void db.export().then((dump) => seen.push(dump.pets.length))
    })
    await db.createPet({ name: 'Fido', categoryId: dogs.id })
    await db.export()
    expect(seen).toEqual([2])
  })

  it('stops telling a listener once it unsubscribed', async () => {
    const { db, dogs, changes, stop } = await watched()
    stop()
    await db.createCategory({ name: 'Cats' })
    await db.updateCategory(dogs.id, { name: 'Hounds' })
    expect(changes).toEqual([])
  })

  it('keeps the write and the other listeners when a listener throws, and reports the error', async () => {
    const { db, changes } = await watched()
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    db.onChange(() => {
      throw new Error('listener broke')
    })
    const after: string[] = []
    db.onChange((change) => after.push(change.kind))
    const cats = await db.createCategory({ name: 'Cats' })
    expect(await db.getCategory(cats.id)).toEqual({ id: cats.id, name: 'Cats' })
    expect(changes).toHaveLength(1)
    expect(after).toEqual(['write'])
    expect(reported).toHaveBeenCalledWith(
      '[petstore-mock] a store change listener threw:',
      expect.objectContaining({ message: 'listener broke' }),
    )
  })

  it('refuses a listener that is not a function with a TypeError naming it', async () => {
    const { db } = await watched()
    expect(() => db.onChange('nope' as never)).toThrow(
      new TypeError('onChange: listener must be a function'),
    )
  })
})
