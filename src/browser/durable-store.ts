/**
 * Keeps a mock's store across reloads and tabs, built on what the core exposes: it restores the
 * saved store through `restore()` (so the core's lifecycle queue orders it after the first
 * seeding and before any request), saves after every committed write (debounced), after every
 * replacement and when the page is hidden, and loads the stores other tabs publish through
 * `restore(…, { reason: 'sync' })`. It wraps no method of the core.
 */
import type { Petstore } from '../core/petstore'
import type { SavedStore } from './saved-store'
import { joinTabSync, type TabSync } from './tab-sync'

/** Where the store is kept. */
export interface DurableStoreOptions {
  /** Saves to localStorage when given. */
  saved?: SavedStore
  /** Shares the store with other tabs on this BroadcastChannel when given. */
  channel?: string
  /** How long writes are gathered before one save, in ms. Default 50. */
  debounceMs?: number
}

/** The durable layer of one mock. */
export interface DurableStore {
  /** Saves and publishes the store now. */
  flush(): Promise<void>
  /** Saves writes not yet saved (with persist) and stops listening. */
  detach(): void
}

/**
 * Attaches the durable layer to a mock; see `startPetstoreWorker({ persist, sync })`. A saved
 * store that cannot be loaded is refused with a warning, and the mock keeps its scenario.
 *
 * @example
 * const petstore = createPetstore({ scenario: 'default' })
 * const durable = attachDurableStore(petstore, { saved: openSavedStore('k'), channel: 'k' })
 * await petstore.ready // the saved store, when there was one
 */
export function attachDurableStore(petstore: Petstore, options: DurableStoreOptions): DurableStore {
  const { saved } = options
  let sync: TabSync | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let attached = true
  const stops: Array<() => void> = []

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  const flush = async () => {
    cancel()
    if (!saved && !sync) return
    const snapshot = await petstore.snapshot()
    saved?.save(snapshot)
    sync?.publish(snapshot)
  }

  const schedule = () => {
    cancel()
    timer = setTimeout(() => void flush(), options.debounceMs ?? 50)
  }

  const restored = saved?.load()
  if (restored) {
    petstore.restore(restored).catch((error: unknown) => {
      console.warn('[petstore-mock] the saved store could not be restored; seeding anew:', error)
    })
  }

  stops.push(
    // Every committed write, whether a request, a test builder or a script made it.
    petstore.db.onChange((change) => {
      if (change.kind === 'write') schedule()
    }),
    petstore.onStoreReplaced((reason) => {
      // A store from another tab is that tab's to save; echoing it back would loop.
      if (reason === 'sync') return cancel()
      if (reason !== 'seed' && attached) void flush()
    }),
  )

  if (saved && typeof window !== 'undefined') {
    // pagehide cannot wait for a promise, but an idle store exports and saves in microtasks,
    // which run before the page goes.
    const onHide = () => {
      if (timer !== undefined) void flush()
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') onHide()
    }
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onHidden)
    stops.push(() => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHidden)
    })
  }

  if (options.channel) {
    sync = joinTabSync(options.channel, (store) => {
      // This tab's unsaved writes lose to the newer store: the last change wins.
      cancel()
      petstore.restore(store, { reason: 'sync' }).catch((error: unknown) => {
        console.warn('[petstore-mock] refused a store from another tab:', error)
      })
    })
    stops.push(() => sync?.close())
  }

  return {
    flush,
    detach() {
      // Writes not yet saved are saved (this tab is leaving, so they are not published).
      if (timer !== undefined && saved) void petstore.snapshot().then((s) => saved.save(s))
      cancel()
      attached = false
      for (const stop of stops.splice(0)) stop()
    },
  }
}
