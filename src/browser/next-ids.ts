/**
 * Watches the store's collections for created records, to learn the next id of each table.
 * The highest id still stored is not enough: when the newest pet is deleted, its id must not
 * be handed out again after a reload, or old links and completed orders would point at a
 * different pet.
 */
import type { PetstoreDatabase } from '../db/database'
import type { NextIds } from './snapshot'

/** The next ids seen so far, and how to stop watching. */
export interface NextIdTracker {
  /** The lowest next ids consistent with every record created since the last `restart()`. */
  current(): Partial<NextIds>
  /** Forgets what was seen, for when the store is cleared and numbering starts again. */
  restart(): void
  stop(): void
}

/**
 * Starts watching a database's creates.
 *
 * @example
 * const ids = trackNextIds(petstore.db)
 * await petstore.db.createCategory({ name: 'Ferrets' })
 * ids.current().category // one more than the new category's id
 */
export function trackNextIds(db: PetstoreDatabase): NextIdTracker {
  let seen: Partial<NextIds> = {}
  const watch = (key: keyof NextIds, collection: WatchedCollection) => {
    const listener = (event: { data: { record: { id: number } } }) => {
      seen[key] = Math.max(seen[key] ?? 1, event.data.record.id + 1)
    }
    collection.hooks.on('create', listener)
    return () => collection.hooks.removeListener('create', listener)
  }
  const stops = [
    watch('category', db.categories.collection as unknown as WatchedCollection),
    watch('pet', db.pets.collection as unknown as WatchedCollection),
    watch('order', db.orders.collection as unknown as WatchedCollection),
  ]
  return {
    current: () => ({ ...seen }),
    restart: () => {
      seen = {}
    },
    stop: () => stops.forEach((stop) => stop()),
  }
}

// The slice of @msw/data's hook emitter used here; its generic types do not survive a
// listener shared by three collections of different schemas.
interface WatchedCollection {
  hooks: {
    on(type: 'create', listener: (event: { data: { record: { id: number } } }) => void): void
    removeListener(
      type: 'create',
      listener: (event: { data: { record: { id: number } } }) => void,
    ): void
  }
}
