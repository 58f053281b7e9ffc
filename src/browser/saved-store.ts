/**
 * The store in localStorage: one JSON entry per mock, holding the store's envelope
 * (`{ format: 'petstore-mock/store', version: 1, dump }`), read once at start and written after
 * changes. What is read back is untrusted: it is checked whole before the mock loads it. Storage
 * errors (quota, private mode) are reported once and otherwise ignored: a demo that cannot save
 * should still run.
 */
import type { DatabaseDump } from '../core/db/database'
import { parseStoreSnapshot, storeEnvelope, type StoreSnapshot } from '../core/db/dump'

/** Reads and writes one saved store. */
export interface SavedStore {
  readonly key: string
  /** The saved store, checked; undefined when nothing (or nothing loadable) is saved. */
  load(): DatabaseDump | undefined
  save(snapshot: StoreSnapshot): void
  clear(): void
}

/**
 * Opens the saved store under `key`.
 *
 * @example
 * const saved = openSavedStore('petstore-mock:/api/v1')
 * const dump = saved.load() // undefined on a first visit
 */
export function openSavedStore(key: string, storage: Storage = localStorage): SavedStore {
  let warned = false
  const warnOnce = (what: string, error: unknown) => {
    if (warned) return
    warned = true
    console.warn(`[petstore-mock] could not ${what} the saved store (${key}):`, error)
  }
  return {
    key,
    load() {
      try {
        const text = storage.getItem(key)
        if (text === null) return undefined
        return parseStoreSnapshot(JSON.parse(text))
      } catch (error) {
        // A damaged or older store is refused whole; the mock starts from its scenario.
        warnOnce('load', error)
        return undefined
      }
    },
    save(snapshot) {
      try {
        storage.setItem(key, JSON.stringify(storeEnvelope(snapshot)))
      } catch (error) {
        warnOnce('write', error)
      }
    },
    clear() {
      try {
        storage.removeItem(key)
      } catch (error) {
        warnOnce('clear', error)
      }
    },
  }
}
