/**
 * The store kept in IndexedDB: per mock, one snapshot (the store's envelope) and the patches
 * written after it, in order, so a write costs a small record, not the whole store (~35 ms at
 * 10,000 pets). Written by structured clone (no JSON text on the page's thread). What is read
 * back is untrusted: checked whole, an older or damaged store refused, not half-loaded.
 */
import type { StorePatch } from '../../../db/database'
import { parseStoreSnapshot, storeEnvelope, type StoreSnapshot } from '../../../db/snapshot'
import { applyStorePatches } from '../../../db/patch'

/**
 * A write IndexedDB has taken: its requests queued and its commit asked for, so a tab closed or
 * reloaded from now on keeps it. `committed` settles once it is on disk, or rejects with why not.
 */
export interface HandedOver {
  committed: Promise<void>
}

/** Where saved stores live: IndexedDB in the browser, a Map in tests. */
export interface StoreBackend {
  /** The snapshot under `key` (undefined when none) and its patches, in order, read together. */
  read(key: string): Promise<{ snapshot: unknown; patches: unknown[] }>
  /** Writes the snapshot and drops the patches of `key`, in one transaction. */
  writeSnapshot(key: string, snapshot: unknown): Promise<HandedOver>
  /** Adds a patch after the others of `key`; `seq` orders them. */
  appendPatch(key: string, seq: number, patch: unknown): Promise<HandedOver>
  /** Removes the snapshot and the patches of `key`. */
  remove(key: string): Promise<void>
  /** Closes the connection once its writes are done (a mock that stops, or failed to start). */
  close?(): void
}

export type LoadedStore =
  | { kind: 'empty' }
  | { kind: 'loaded'; snapshot: StoreSnapshot }
  | { kind: 'refused'; error: Error }

export interface SavedStore {
  readonly key: string
  /** How many patches lie on the saved snapshot. */
  readonly patches: number
  /** The saved store, its patches applied, checked. */
  load(): Promise<LoadedStore>
  /** Saves the whole store, dropping the patches; resolves once IndexedDB has taken it. */
  save(snapshot: StoreSnapshot): Promise<HandedOver>
  /** Saves what some writes changed on top of the snapshot; resolves once IndexedDB has taken it. */
  append(patch: StorePatch): Promise<HandedOver>
  clear(): Promise<void>
  /** Lets go of IndexedDB; a later call opens it again. */
  close(): void
}

export function openSavedStore(
  key: string,
  backend: StoreBackend = indexedDbBackend(),
  legacy: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage,
): SavedStore {
  let seq = 0
  return {
    key,
    get patches() {
      return seq
    },
    async load() {
      let found: { snapshot: unknown; patches: unknown[] }
      try {
        found = await backend.read(key)
      } catch (error) {
        return { kind: 'refused', error: asError(error) }
      }
      seq = found.patches.length
      if (found.snapshot === undefined) return legacyStore(key, legacy)
      try {
        const envelope = found.snapshot as { dump?: unknown }
        const patched =
          typeof envelope === 'object' && envelope !== null && 'dump' in envelope
            ? { ...envelope, dump: applyStorePatches(envelope.dump, found.patches) }
            : envelope
        return { kind: 'loaded', snapshot: parseStoreSnapshot(patched) }
      } catch (error) {
        return { kind: 'refused', error: asError(error) }
      }
    },
    async save(snapshot) {
      const handed = await backend.writeSnapshot(key, storeEnvelope(snapshot))
      seq = 0
      return handed
    },
    async append(patch) {
      const handed = await backend.appendPatch(key, seq, patch)
      seq++
      return handed
    },
    async clear() {
      await backend.remove(key)
      seq = 0
    },
    close: () => backend.close?.(),
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
const SNAPSHOTS = 'stores'
const PATCHES = 'patches'
// Version 2 added the patches beside the snapshots.
const VERSION = 2

/**
 * The IndexedDB backend: database `petstore-mock`, object stores `stores` (snapshots by key) and
 * `patches` (by `[key, seq]`). Where IndexedDB is missing or refused (some private modes), every
 * call rejects with the reason, so the caller can say so.
 */
export function indexedDbBackend(factory?: IDBFactory): StoreBackend {
  let opened: Promise<IDBDatabase> | undefined
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const idb = factory ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB)
      if (!idb) return reject(new Error('IndexedDB is not available in this browser'))
      const request = idb.open(DATABASE, VERSION)
      request.onupgradeneeded = () => {
        const names = request.result.objectStoreNames
        if (!names.contains(SNAPSHOTS)) request.result.createObjectStore(SNAPSHOTS)
        if (!names.contains(PATCHES)) request.result.createObjectStore(PATCHES)
      }
      request.onsuccess = () => {
        // A newer version opening in another tab must not be blocked by this one.
        request.result.onversionchange = () => request.result.close()
        resolve(request.result)
      }
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'))
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
    }))
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (snapshots: IDBObjectStore, patches: IDBObjectStore) => () => T,
  ): Promise<T> => {
    const db = await open()
    return new Promise<T>((resolve, reject) => {
      // Relaxed: committed once the OS has it, which a closed or reloaded tab cannot undo (only
      // a power cut could); 'strict' waits for the disk and made every write slower.
      const tx = db.transaction([SNAPSHOTS, PATCHES], mode, { durability: 'relaxed' })
      const result = work(tx.objectStore(SNAPSHOTS), tx.objectStore(PATCHES))
      // Resolved on the transaction's completion, not the requests': only then is it committed.
      tx.oncomplete = () => resolve(result())
      tx.onabort = () => reject(tx.error ?? new Error('the IndexedDB transaction was aborted'))
      tx.onerror = () => reject(tx.error ?? new Error('the IndexedDB transaction failed'))
    })
  }
  // A write resolves once handed over, not once committed: the mock answers then. Its requests
  // and its commit are already sent to the browser's IndexedDB, which finishes them even if this
  // tab closes or reloads now; `committed` tells the rest (a full disk, a private mode).
  const write = async (
    scope: string[],
    work: (tx: IDBTransaction) => void,
  ): Promise<HandedOver> => {
    const db = await open()
    const tx = db.transaction(scope, 'readwrite', { durability: 'relaxed' })
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onabort = () => reject(tx.error ?? new Error('the IndexedDB transaction was aborted'))
      tx.onerror = () => reject(tx.error ?? new Error('the IndexedDB transaction failed'))
    })
    work(tx)
    // Asked for now, not when this task ends: nothing the tab does next can hold the commit back.
    tx.commit?.()
    return { committed }
  }
  const patchesOf = (key: string) => IDBKeyRange.bound([key, 0], [key, Number.MAX_SAFE_INTEGER])
  return {
    read: (key) =>
      run('readonly', (snapshots, patches) => {
        const snapshot = snapshots.get(key)
        const after = patches.getAll(patchesOf(key))
        return () => ({ snapshot: snapshot.result as unknown, patches: after.result as unknown[] })
      }),
    writeSnapshot: (key, snapshot) =>
      write([SNAPSHOTS, PATCHES], (tx) => {
        tx.objectStore(SNAPSHOTS).put(snapshot, key)
        tx.objectStore(PATCHES).delete(patchesOf(key))
      }),
    // Only the patches' store: the one write per request locks no more than it needs.
    appendPatch: (key, seq, patch) =>
      write([PATCHES], (tx) => {
        tx.objectStore(PATCHES).put(patch, [key, seq])
      }),
    remove: (key) =>
      run('readwrite', (snapshots, patches) => {
        snapshots.delete(key)
        patches.delete(patchesOf(key))
        return () => undefined
      }),
    // IndexedDB closes once the transactions under way are done; the next use opens it again.
    close() {
      const closing = opened
      opened = undefined
      void closing?.then(
        (db) => db.close(),
        () => undefined,
      )
    },
  }
}

/** A backend in memory, for tests and pages without IndexedDB. */
export function memoryBackend(): StoreBackend & {
  readonly snapshots: Map<string, unknown>
  readonly patches: Map<string, unknown[]>
} {
  const snapshots = new Map<string, unknown>()
  const patches = new Map<string, unknown[]>()
  return {
    snapshots,
    patches,
    read: async (key) => ({
      snapshot: structuredClone(snapshots.get(key)),
      patches: structuredClone(patches.get(key) ?? []),
    }),
    writeSnapshot: async (key, snapshot) => {
      snapshots.set(key, structuredClone(snapshot))
      patches.delete(key)
      return { committed: Promise.resolve() }
    },
    appendPatch: async (key, seq, patch) => {
      const list = patches.get(key) ?? []
      list[seq] = structuredClone(patch)
      patches.set(key, list)
      return { committed: Promise.resolve() }
    },
    remove: async (key) => {
      snapshots.delete(key)
      patches.delete(key)
    },
  }
}
