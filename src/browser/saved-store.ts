/**
 * The store kept in IndexedDB: one record per mock, holding the store's envelope
 * (`{ format: 'petstore-mock/store', version: 1, dump }`, the one snapshot format), written by
 * structured clone (no JSON text on the page's thread) and read once when a tab takes the store.
 * What is read back is untrusted: it is checked whole, and an older or damaged store is refused,
 * not half-loaded. The key-value backend is an interface, so the logic runs in tests without a
 * browser.
 */
import type { DatabaseDump } from '../core/db/database'
import { parseStoreSnapshot, storeEnvelope, type StoreSnapshot } from '../core/db/dump'

/** Where saved stores live: IndexedDB in the browser, a Map in tests. */
export interface KeyValueBackend {
  get(key: string): Promise<unknown>
  put(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

/** What a load found. */
export type LoadedStore =
  { kind: 'empty' } | { kind: 'loaded'; dump: DatabaseDump } | { kind: 'refused'; error: Error }

/** Reads and writes one saved store. */
export interface SavedStore {
  readonly key: string
  /** The saved store, checked. */
  load(): Promise<LoadedStore>
  /** Resolves once the store is committed (the IndexedDB transaction completed). */
  save(snapshot: StoreSnapshot): Promise<void>
  clear(): Promise<void>
}

/**
 * Opens the saved store under `key`.
 *
 * @example
 * const saved = openSavedStore('petstore-mock:/api/v1')
 * const found = await saved.load() // { kind: 'empty' } on a first visit
 */
export function openSavedStore(
  key: string,
  backend: KeyValueBackend = indexedDbBackend(),
  legacy: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage,
): SavedStore {
  return {
    key,
    async load() {
      let value: unknown
      try {
        value = await backend.get(key)
      } catch (error) {
        return { kind: 'refused', error: asError(error) }
      }
      if (value === undefined) return legacyStore(key, legacy)
      try {
        return { kind: 'loaded', dump: parseStoreSnapshot(value) }
      } catch (error) {
        return { kind: 'refused', error: asError(error) }
      }
    },
    save: (snapshot) => backend.put(key, storeEnvelope(snapshot)),
    clear: () => backend.delete(key),
  }
}

// Versions before IndexedDB kept the store in localStorage under the same key: it is refused
// (said once, then removed) rather than silently forgotten.
function legacyStore(
  key: string,
  legacy: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
): LoadedStore {
  try {
    if (legacy?.getItem(key) == null) return { kind: 'empty' }
    legacy.removeItem(key)
  } catch {
    return { kind: 'empty' }
  }
  const why =
    'it was saved by an older version in localStorage, and the store now lives in IndexedDB'
  return { kind: 'refused', error: new Error(why) }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

const DATABASE = 'petstore-mock'
const RECORDS = 'stores'

/**
 * The IndexedDB backend: database `petstore-mock`, object store `stores`. Where IndexedDB is
 * missing or refused (some private modes), every call rejects with the reason, so the caller can
 * say so.
 *
 * @example
 * const saved = openSavedStore('k', indexedDbBackend())
 */
export function indexedDbBackend(factory?: IDBFactory): KeyValueBackend {
  let opened: Promise<IDBDatabase> | undefined
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const idb = factory ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB)
      if (!idb) return reject(new Error('IndexedDB is not available in this browser'))
      const request = idb.open(DATABASE, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(RECORDS)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'))
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
    }))
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (records: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await open()
    return new Promise<T>((resolve, reject) => {
      // Relaxed: committed once the OS has it, which a closed or reloaded tab cannot undo (only
      // a power cut could); 'strict' waits for the disk and made every write slower.
      const tx = db.transaction(RECORDS, mode, { durability: 'relaxed' })
      const request = work(tx.objectStore(RECORDS))
      // Resolved on the transaction's completion, not the request's: only then is it committed.
      tx.oncomplete = () => resolve(request.result)
      tx.onabort = () => reject(tx.error ?? new Error('the IndexedDB transaction was aborted'))
      tx.onerror = () => reject(tx.error ?? new Error('the IndexedDB transaction failed'))
    })
  }
  return {
    get: (key) => run('readonly', (records) => records.get(key)),
    put: async (key, value) => {
      await run('readwrite', (records) => records.put(value, key))
    },
    delete: async (key) => {
      await run('readwrite', (records) => records.delete(key))
    },
  }
}

/**
 * A backend in memory, for tests and pages without IndexedDB.
 *
 * @example
 * const saved = openSavedStore('k', memoryBackend())
 */
export function memoryBackend(): KeyValueBackend & { readonly records: Map<string, unknown> } {
  const records = new Map<string, unknown>()
  return {
    records,
    get: async (key) => structuredClone(records.get(key)),
    put: async (key, value) => void records.set(key, structuredClone(value)),
    delete: async (key) => void records.delete(key),
  }
}
