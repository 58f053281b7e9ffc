/**
 * snapshot() / restore(): a copy of every record and the id counters, and a way back to it.
 * Built on the database's export() and import(), which keep ids and rebuild the indexes.
 */
import type { DatabaseDump, PetstoreDatabase } from '../db/database'

/**
 * Every record of the store at one moment, plus the next ids; plain data, safe to keep and compare.
 *
 * @example
 * const before: StoreSnapshot = await petstore.snapshot()
 * before.pets.length // 48 in the default scenario
 */
export type StoreSnapshot = Readonly<DatabaseDump>

/**
 * What snapshot and restore need from a mock.
 *
 * @example
 * const store: SnapshotStore = createPetstore()
 */
export interface SnapshotStore {
  db: PetstoreDatabase
  readonly ready: Promise<void>
}

/**
 * Copies every record; export() runs in the store's queue, so the copy is consistent.
 *
 * @example
 * const before = await takeSnapshot(petstore)
 */
export async function takeSnapshot(store: SnapshotStore): Promise<StoreSnapshot> {
  await store.ready
  return structuredClone(await store.db.export())
}

/**
 * Puts the store back to a snapshot: same records, same ids, same stock and statuses, and
 * records created afterwards get the ids they would have had then.
 *
 * @example
 * const before = await takeSnapshot(petstore)
 * await petstore.db.deletePet(1)
 * await restoreSnapshot(petstore, before) // pet 1 is back
 */
export async function restoreSnapshot(
  store: SnapshotStore,
  snapshot: StoreSnapshot,
): Promise<void> {
  await store.ready
  await store.db.import(structuredClone(snapshot) as DatabaseDump)
}
