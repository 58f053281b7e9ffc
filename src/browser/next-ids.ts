/**
 * Watches the store's committed writes, to learn the next id of each table.
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
  const keys = { categories: 'category', pets: 'pet', orders: 'order' } as const
  // Every id a committed write touched was handed out, so the next id is above it.
  const stop = db.onChange((change) => {
    if (change.kind !== 'write') return
    for (const { table, ids } of change.changes) {
      if (table === 'inventory') continue
      const key = keys[table]
      for (const id of ids) seen[key] = Math.max(seen[key] ?? 1, id + 1)
    }
  })
  return {
    current: () => ({ ...seen }),
    restart: () => {
      seen = {}
    },
    stop,
  }
}
