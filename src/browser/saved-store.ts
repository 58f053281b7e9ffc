/**
 * The store snapshot in localStorage: one JSON entry per mock, read once at start and written
 * after changes. Storage errors (quota, private mode) are reported once and otherwise ignored:
 * a demo that cannot save should still run.
 */
import { isStoreSnapshot, type StoreSnapshot } from './snapshot'

/** Reads and writes one saved snapshot. */
export interface SavedStore {
  readonly key: string
  load(): StoreSnapshot | undefined
  save(snapshot: StoreSnapshot): void
  clear(): void
}

/**
 * Opens the saved snapshot under `key`.
 *
 * @example
 * const saved = openSavedStore('petstore-mock:/api/v1')
 * const snapshot = saved.load() // undefined on a first visit
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
        const parsed: unknown = JSON.parse(text)
        if (isStoreSnapshot(parsed)) return parsed
        warnOnce('read', new Error('not a snapshot this version understands'))
      } catch (error) {
        warnOnce('read', error)
      }
      return undefined
    },
    save(snapshot) {
      try {
        storage.setItem(key, JSON.stringify(snapshot))
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
