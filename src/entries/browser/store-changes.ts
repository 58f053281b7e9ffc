/**
 * One event for an app to refresh what it fetched: the store changed under it. That is a store
 * replaced (reset, scenario, restore, rewind and redo, from the harness, a test or this code; in
 * a tab that does not hold a shared store, the holder's replacement arriving) or, with `sync`,
 * a write another tab made. The app's own writes are left out: the app already knows them.
 */
import type { Petstore } from '../../controller/petstore'
import { isWriteMethod } from '../../contract/operations'
import type { JournalEntry } from '../../runtime/journal'
import type { StoreReplacedReason } from '../../runtime/lifecycle'

/** What changed the store under the app. */
export interface StoreChange {
  /**
   * `reset`, `scenario`, `restore`, `rewind` (also redo): this tab's store was replaced; `sync`:
   * the tab holding the shared store replaced it; `other-tab`: another tab wrote to it.
   */
  reason: Exclude<StoreReplacedReason, 'seed'> | 'other-tab'
}

/** The browser mock's `onStoreChanged`. */
export function storeChanges(
  petstore: Petstore,
  fromOtherTab: (entry: JournalEntry) => boolean,
): { onStoreChanged(listener: (change: StoreChange) => void): () => void } {
  return {
    onStoreChanged(listener) {
      const stopReplaced = petstore.onStoreReplaced((reason) => {
        // The first seeding is the store the app starts on, not a change under it.
        if (reason !== 'seed') listener({ reason })
      })
      const stopWrites = petstore.requests.subscribe((entry) => {
        if (entry.status < 400 && isWriteMethod(entry.method) && fromOtherTab(entry)) {
          listener({ reason: 'other-tab' })
        }
      })
      return () => {
        stopReplaced()
        stopWrites()
      }
    },
  }
}
