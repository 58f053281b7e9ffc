/**
 * Keeps a mock's store across reloads and tabs: restores the saved snapshot in place of the
 * first seeding, saves after every successful write (debounced) and when the page is hidden,
 * and loads the snapshots other tabs publish.
 *
 * It works from outside the database, through snapshots, so the database needs no storage
 * extension and its indexes are rebuilt by the same methods requests use.
 */
import type { PetstoreDatabase } from '../db/database'
import type { Scenario } from '../factories/scenarios'
import type { Petstore } from '../petstore'
import { trackNextIds, type NextIdTracker } from './next-ids'
import type { SavedStore } from './saved-store'
import { readSnapshot, restoreSnapshot, takeSnapshot, type StoreSnapshot } from './snapshot'
import { joinTabSync, type TabSync } from './tab-sync'

/** Why the whole store was replaced. */
export type StoreReplacedReason = 'reset' | 'scenario' | 'sync'

/** Where the store is kept. */
export interface DurableStoreOptions {
  /** The scenario that seeds the store when nothing is saved, and on reset. */
  seed: Scenario
  /** Saves to localStorage when given. */
  saved?: SavedStore
  /** Shares the store with other tabs on this BroadcastChannel when given. */
  channel?: string
  /** How long writes are gathered before one save, in ms. Default 50. */
  debounceMs?: number
}

/** The durable layer of one mock. */
export interface DurableStore {
  /** Hand this to createPetstore: it restores the saved store once, then seeds as `seed`. */
  readonly scenario: Scenario
  /** Changes the scenario used from the next seeding on. */
  setSeed(seed: Scenario): void
  /** Starts saving and syncing the mock's store; `replaced` hears of snapshots from other tabs. */
  attach(petstore: Petstore, replaced: (reason: StoreReplacedReason) => void): void
  /** Saves and publishes the store now. */
  flush(): Promise<void>
  /** Saves writes not yet saved (with persist) and stops listening. */
  detach(): void
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Creates the durable layer; see `startPetstoreWorker({ persist, sync })`.
 *
 * @example
 * const durable = createDurableStore({ seed: scenarios.default, saved: openSavedStore('k') })
 * const petstore = createPetstore({ scenario: durable.scenario })
 * durable.attach(petstore, (reason) => console.warn('store replaced by', reason))
 */
export function createDurableStore(options: DurableStoreOptions): DurableStore {
  let seed = options.seed
  let pending: StoreSnapshot | undefined = options.saved?.load()
  let tracker: NextIdTracker | undefined
  let db: PetstoreDatabase | undefined
  let petstore: Petstore | undefined
  let sync: TabSync | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const stops: Array<() => void> = []

  const scenario: Scenario = async (target, context) => {
    // Numbering restarts whenever the store is seeded, so does the record of ids handed out.
    tracker ??= trackNextIds(target)
    tracker.restart()
    const snapshot = pending
    pending = undefined
    if (snapshot) {
      try {
        await restoreSnapshot(target, snapshot)
        return
      } catch (error) {
        console.warn('[petstore-mock] the saved store could not be restored; seeding anew:', error)
        await target.clear()
        tracker.restart()
      }
    }
    await seed(target, context)
  }

  const knownIds = () => tracker?.current() ?? {}

  const publish = (snapshot: StoreSnapshot) => {
    options.saved?.save(snapshot)
    sync?.publish(snapshot)
  }

  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!petstore || (!options.saved && !sync)) return
    await petstore.ready
    publish(await takeSnapshot(petstore.db, knownIds))
  }

  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => void flush(), options.debounceMs ?? 50)
  }

  // pagehide cannot wait for a promise, so the store is read as it stands.
  const saveNow = () => {
    if (db && options.saved) options.saved.save(readSnapshot(db, knownIds()))
  }

  return {
    scenario,
    setSeed(next) {
      seed = next
    },
    flush,
    attach(mock, replaced) {
      petstore = mock
      db = mock.db
      // Taken now: the browser entry wraps setScenario afterwards to save and announce changes,
      // which a snapshot from another tab must not do.
      const reseed = mock.setScenario
      stops.push(
        mock.requests.subscribe((entry) => {
          if (writeMethods.has(entry.method) && entry.status < 400) schedule()
        }),
      )
      if (options.saved && typeof window !== 'undefined') {
        const onHidden = () => {
          if (document.visibilityState === 'hidden') saveNow()
        }
        window.addEventListener('pagehide', saveNow)
        document.addEventListener('visibilitychange', onHidden)
        stops.push(() => {
          window.removeEventListener('pagehide', saveNow)
          document.removeEventListener('visibilitychange', onHidden)
        })
      }
      if (options.channel) {
        sync = joinTabSync(options.channel, (snapshot) => {
          // This tab's unsaved writes lose to the newer snapshot: the last change wins.
          if (timer !== undefined) clearTimeout(timer)
          timer = undefined
          pending = snapshot
          void reseed(scenario).then(() => replaced('sync'))
        })
        stops.push(() => sync?.close())
      }
    },
    detach() {
      if (timer !== undefined) {
        clearTimeout(timer)
        saveNow()
      }
      for (const stop of stops.splice(0)) stop()
      tracker?.stop()
    },
  }
}
