/**
 * Keeps the store of the tab that holds it in IndexedDB, on what the core exposes: it loads
 * through `restore()` (queued after the first seeding) and saves from the db's change events.
 *
 * A save after writes appends one patch (`db.patch()`), costing what they touched; a reset, a
 * scenario switch, a restore, the first save and a compaction in idle time (`compactAfter`)
 * write the whole store. Saves are group commits, one after another so the patches on disk never
 * have a gap. A write answered through the mock waits until IndexedDB has taken its save (see
 * `commit`): a write the app saw succeed survives the tab closing, and the commit itself (~1-2 ms)
 * stays off the request's path. Writes made straight on `db` are saved after a short pause, and
 * on `pagehide`.
 */
import type { StoreWrite } from '../../../db/events'
import type { Petstore } from '../../../controller/petstore'
import type { HandedOver, LoadedStore, SavedStore } from './saved'
import type { WorkerStatusCell } from '../worker-status'
import { createSaveQueue } from './save-queue'
import { devLog } from '../../../base/log'

/** Where the store is kept and who hears about it. */
export interface DurableStoreOptions {
  saved: SavedStore
  /** Told whether saves succeed, and of a refused saved store. */
  status: WorkerStatusCell
  /** How long writes made outside requests are gathered before one save, in ms. Default 50. */
  debounceMs?: number
}

/** The durable layer of the tab that holds the store. */
export interface DurableStore {
  /**
   * Loads the saved store into the mock; a missing one keeps the scenario, an older or damaged
   * one is refused with a notice (status and console) and the scenario stays.
   */
  load(): Promise<void>
  /**
   * Resolves once IndexedDB has taken every write made so far (queued, its commit under way), or
   * the save failed and said so.
   */
  commit(): Promise<void>
  /** Resolves once every write made so far is committed to disk (or the save failed and said so). */
  settled(): Promise<void>
  /** Saves what is not saved yet and stops listening. */
  detach(): void
}

/** Attaches the durable layer to a mock; see `startPetstoreWorker({ persist })`. */
export function attachDurableStore(petstore: Petstore, options: DurableStoreOptions): DurableStore {
  const { saved, status } = options
  // What the writes since the last save touched; the whole store is written instead while
  // `whole` is set (nothing saved yet, the store replaced, or a save failed and left a gap).
  let touched: Array<StoreWrite['changes']> = []
  let whole = true
  const stops: Array<() => void> = []

  let compact = false
  let detached = false
  const askCompaction = whenIdleOnce(() => {
    // A tab that let go of the store must not write its copy over the next holder's.
    if (detached) return
    compact = true
    void commit()
  })

  const saveOnce = async (): Promise<HandedOver | undefined> => {
    const changes = touched.flat()
    touched = []
    if (whole || compact) {
      whole = compact = false
      return saved.save(await petstore.snapshot())
    }
    if (changes.length === 0) return undefined
    const handed = await saved.append(await petstore.db.patch(changes))
    if (saved.patches >= compactAfter(petstore)) askCompaction()
    return handed
  }

  const queue = createSaveQueue(saveOnce, {
    saved: () => status.set({ persist: 'saved', notice: undefined }),
    failed: (error) => {
      // The patches on disk may now miss these writes: the next save writes the whole store.
      whole = true
      // A demo that cannot save still runs: the panel says why, every time it matters.
      status.set({ persist: 'failed', notice: `Not saved: ${describe(error)}` })
      devLog.warn('could not save the store:', error)
    },
  })
  const commit = () => {
    later.cancel()
    return queue.commit()
  }
  const later = debounced(() => void commit(), options.debounceMs ?? 50)

  let loading = false
  stops.push(
    // Every committed write, whether a request, a test builder or a script made it.
    petstore.db.onChange((change) => {
      if (change.kind === 'replace') return void (whole = true)
      touched.push(change.changes)
      later.schedule()
    }),
    petstore.onStoreReplaced((reason) => {
      if (reason !== 'seed' && !loading) void commit()
    }),
    onPageHide(() => {
      if (later.pending) void commit()
    }),
  )

  return {
    async load() {
      const found = await readSaved(saved, status)
      if (!found) return
      if (found.kind === 'loaded') {
        loading = true
        try {
          await petstore.restore(found.snapshot)
        } finally {
          loading = false
        }
        // The saved snapshot and its patches are this store: later writes go on top of them.
        whole = false
        touched = []
      }
      status.set({ persist: 'saved' })
    },
    commit,
    async settled() {
      later.cancel()
      await queue.settled()
    },
    detach() {
      if (later.pending) void commit()
      detached = true
      later.cancel()
      for (const stop of stops.splice(0)) stop()
    },
  }
}

// Patches on one snapshot before the whole store is written again: at least COMPACT_AFTER, and one
// for every ten records the store holds, so a whole save (~35 ms at 10,000 pets) costs each write
// about the same at any size, while a load applies at most a tenth of the store again.
const COMPACT_AFTER = 200

function compactAfter(petstore: Petstore): number {
  const { db } = petstore
  const records = db.pets.size + db.categories.size + db.orders.size
  return Math.max(COMPACT_AFTER, Math.ceil(records / 10))
}

// Compaction (the whole store written again, the patches dropped) is its own save, run when the
// page is idle: the write that makes it due is saved as a patch like any other, so no answer
// waits for a whole store being cloned and committed. Asked again before it ran, it runs once.
function whenIdleOnce(run: () => void): () => void {
  let asked = false
  const idle = () => {
    asked = false
    run()
  }
  return () => {
    if (asked) return
    asked = true
    // An idle callback where the browser has one, a timer elsewhere.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(idle, { timeout: 1000 })
    else setTimeout(idle, 0)
  }
}

// Runs `run` once `ms` pass with no new `schedule()`; `pending` while it waits.
function debounced(run: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    get pending() {
      return timer !== undefined
    },
    cancel,
    schedule() {
      cancel()
      timer = setTimeout(() => {
        timer = undefined
        run()
      }, ms)
    },
  }
}

// pagehide cannot wait for a promise; the save starts at once and usually completes.
function onPageHide(run: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  window.addEventListener('pagehide', run)
  return () => window.removeEventListener('pagehide', run)
}

// The saved store, or undefined when it was refused: an older or damaged one is said (status and
// console) and the scenario stays.
async function readSaved(
  saved: SavedStore,
  status: WorkerStatusCell,
): Promise<Exclude<LoadedStore, { kind: 'refused' }> | undefined> {
  status.set({ persist: 'loading' })
  const found = await saved.load()
  if (found.kind !== 'refused') return found
  const notice = `The saved store was refused and the scenario loaded instead: ${describe(found.error)}`
  status.set({ persist: 'failed', notice })
  devLog.warn(`${notice}`)
  return undefined
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
