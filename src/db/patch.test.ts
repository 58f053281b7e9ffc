import { describe, expect, it } from 'vitest'
import { PetstoreDatabase } from './database'
import { parseStoreSnapshot, storeEnvelope, StoreSnapshotError } from './snapshot'
import type { StoreChange } from './events'
import { applyStorePatches } from './patch'

/** A database that keeps a patch of every write, read right after it, as a saving layer does. */
async function recorded() {
  const db = new PetstoreDatabase({ now: () => new Date('2026-01-01T00:00:00.000Z') })
  const dogs = await db.createCategory({ name: 'Dogs' })
  const rex = await db.createPet({ name: 'Rex', categoryId: dogs.id, status: 'available' })
  await db.setStock(rex.id, 3)
  const base = JSON.parse(JSON.stringify(await db.export())) as unknown
  const patches: unknown[] = []
  const reads: Array<Promise<void>> = []
  db.onChange((change: StoreChange) => {
    if (change.kind !== 'write') return
    reads.push(db.patch(change.changes).then((patch) => void patches.push(patch)))
  })
  const settled = async () => {
    await Promise.all(reads)
    return JSON.parse(JSON.stringify(patches)) as unknown[]
  }
  return { db, base, settled, dogs, rex }
}

describe('store patches', () => {
  it('lead a saved snapshot to exactly the store after the writes, deletions and counters included', async () => {
    const { db, base, settled, dogs, rex } = await recorded()
    const ace = await db.createPet({ name: 'Ace', categoryId: dogs.id, status: 'available' })
    await db.placeOrder({ petId: rex.id, quantity: 2 })
    await db.updatePet(ace.id, { name: 'Ace II', categoryId: dogs.id, status: 'pending' })
    const gone = await db.createPet({ name: 'Gone', categoryId: dogs.id, status: 'available' })
    await db.deletePet(gone.id)
    await db.createCategory({ name: 'Cats' })

    const restored = parseStoreSnapshot(
      storeEnvelope(applyStorePatches(base, await settled()) as never),
    )
    const now = JSON.parse(JSON.stringify(await db.export())) as Record<string, unknown[]>
    const byId = (rows: unknown[]) =>
      [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    for (const table of ['categories', 'pets', 'inventory', 'orders'] as const) {
      expect(byId(restored[table])).toEqual(byId(now[table]!))
    }
    // The deleted pet's id is not handed out again after a restore.
    expect(restored.nextIds).toEqual(now.nextIds)
    expect(restored.pets.map((p) => p.name)).not.toContain('Gone')
  })

  it('hold only what a write touched', async () => {
    const { db, settled, rex } = await recorded()
    await db.setStock(rex.id, 5)
    const [patch] = (await settled()) as Array<{ put: Record<string, unknown[]> }>
    expect(patch!.put.inventory).toEqual([{ petId: rex.id, quantity: 5, status: 'available' }])
    expect(patch!.put.categories).toEqual([])
    expect(patch!.put.orders).toEqual([])
  })

  it('refuse a damaged patch, naming which one and where', async () => {
    const { base } = await recorded()
    const broken = { put: { pets: 'nope' }, deleted: {}, nextIds: {} }
    expect(() => applyStorePatches(base, [broken])).toThrow(StoreSnapshotError)
    expect(() => applyStorePatches(base, [broken])).toThrow(/patches\[0\]\.put/)
  })

  it('leave a value that is no snapshot to the snapshot check, which names it', () => {
    const value = { pets: 'not a table' }
    expect(applyStorePatches(value, [{}])).toBe(value)
    expect(() => parseStoreSnapshot(value)).toThrow(StoreSnapshotError)
  })
})
