/**
 * Pages of a list read from a table that has not changed since: a list polled again and again
 * (a dashboard, a query refetched on focus) is read from the index once per change, and its page
 * stays the same immutable value, so its JSON text and its verdict against openapi.yaml are
 * reused too. Any write to the table moves its version and starts the pages over.
 */
import { BoundedCache } from '../base/cache'
import { immutable } from '../contract/immutable'
import type { Page } from './page'

// Enough for the lists an app shows at once; the oldest goes first beyond it.
const MAX_PAGES = 32

interface Pages<T> {
  version: number
  byKey: BoundedCache<string, Page<T>>
}

/** The pages of one kind of list, per store. */
export class PageCache<T extends object> {
  // Per store: a store replaced by import() or clear() takes its pages with it.
  readonly #stores = new WeakMap<object, Pages<T>>()

  /** The page `key` names, built by `build` unless the table is still at `version`. */
  read(store: object, version: number, key: string, build: () => Page<T>): Page<T> {
    let pages = this.#stores.get(store)
    if (pages === undefined || pages.version !== version) {
      pages = { version, byKey: new BoundedCache(MAX_PAGES) }
      this.#stores.set(store, pages)
    }
    const cached = pages.byKey.get(key)
    if (cached !== undefined) return cached
    const { items, total } = build()
    return pages.byKey.set(key, Object.freeze({ items: immutable(items) as T[], total }))
  }
}
