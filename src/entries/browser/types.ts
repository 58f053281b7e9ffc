/**
 * The browser entry's types, apart from its code, so the harness panel can name the worker
 * without importing the entry that mounts it.
 */
import type { SetupWorker } from 'msw/browser'
import type { JoinableMsw } from './join'
import type { StoreChange } from './store-changes'
import type { Petstore, PetstoreOptions } from '../../controller/petstore'
import type { JournalEntry } from '../../runtime/journal'
import type { SharedSettings } from './tabs/protocol'
import type { WorkerStatus } from './worker-status'

/** Options of the browser entry: the Node entry's, plus where the worker lives and durability. */
export interface PetstoreWorkerOptions extends PetstoreOptions {
  /**
   * Keep the store in IndexedDB, so it survives a reload: `true`, or `{ key }` to choose the
   * storage key. Default false. A write is answered once IndexedDB has taken it. `reset()` goes back to the
   * seeded store and saves that.
   */
  persist?: boolean | { key?: string }
  /**
   * One store for every tab of this origin and base path: one tab holds it (Web Locks) and the
   * others send it their requests (BroadcastChannel). Without those APIs, each tab keeps its own
   * store and `status` says so. Default false.
   */
  sync?: boolean
  /**
   * The msw the page already runs, for the mock to join instead of starting a worker of its own:
   * msw 3's network from `virtual:msw` (`msw/vite`), or a `setupWorker()` of msw 2.15 or 3. The
   * mock's handlers go onto it (behind the team's, kept across its `resetHandlers()`), and
   * `stop()` takes them off again. The team starts and stops its msw itself; without `join`, a
   * page where another msw runs is refused with a message naming this option.
   */
  join?: JoinableMsw
  /** Where mockServiceWorker.js is served. Default `/mockServiceWorker.js`. Not with `join`. */
  serviceWorkerUrl?: string
  /** What to do with requests outside the API. Default `bypass`. Not with `join`. */
  onUnhandledRequest?: 'bypass' | 'warn' | 'error'
  /** Log every intercepted request in the console. Default false. Not with `join`. */
  logRequests?: boolean
  /**
   * Load the state a share link carries (`#petstore-state=…`, from the harness's "Share this
   * state") once started, in every tab sharing the store, then drop it from the address bar.
   * A link that cannot load is refused with the reason, and the store stays as it was. An app
   * whose router rewrites the address before the worker starts passes the address it was
   * opened at (`location.href`, read first thing) instead of `true`. Default false.
   */
  stateFromLink?: boolean | string
}

/**
 * The mock running in a service worker. `onStoreReplaced` (from the core) tells the app when the
 * whole store was replaced: by `reset()`, `setScenario()`, `restore()` or, in a tab that does
 * not hold the shared store, by the tab that does (`sync`). With `sync`, `reset()` and
 * `setScenario()` run on the shared store from any tab; `db`, `snapshot()` and `restore()` are
 * this tab's copy, which is the shared store only in the tab holding it (`status.value.tab`).
 */
export interface PetstoreWorker<Msw = SetupWorker> extends Petstore {
  /** The msw answering for the mock (its own worker, or the one it joined), for `use()` overrides. */
  worker: Msw
  /** Which tab holds the store and whether it is saved, live (the harness panel shows it). */
  readonly status: WorkerStatus
  /** Applies harness settings (latency, faults, clock) in every tab sharing the store. */
  shareSettings(settings: SharedSettings): void
  /** Calls `listener` when another tab shared settings; returns the unsubscribe function. */
  onSharedSettings(listener: (settings: SharedSettings) => void): () => void
  /**
   * Saves writes not yet saved (with persist), then stops intercepting and saving; on a joined
   * msw, takes the mock's handlers off it and leaves it running.
   */
  stop(): void
  /**
   * Makes the mock see this API key on every request, whatever the app sent: a key, `null` for
   * none, or `undefined` to use what each request carries (the default).
   */
  setApiKeyOverride(key: string | null | undefined): void
  /** The key set by setApiKeyOverride. */
  readonly apiKeyOverride: string | null | undefined
  /**
   * Whether a journal entry is another tab's request (with `sync`), e.g. to offer a reload when
   * another tab wrote: `requests.subscribe((e) => petstore.fromOtherTab(e) && offerReload())`.
   */
  fromOtherTab(entry: JournalEntry): boolean
  /**
   * Calls `listener` when the store changed under the app: replaced (reset, scenario, restore,
   * rewind; from the harness, a test, code, or the tab holding a shared store) or written by
   * another tab (`sync`). Not for the app's own writes. Returns the unsubscribe function.
   *
   * @example
   * petstore.onStoreChanged(() => queryClient.invalidateQueries())
   */
  onStoreChanged(listener: (change: StoreChange) => void): () => void
  /** Saves the store now (in the tab holding it) and resolves once it is committed to disk. */
  save(): Promise<void>
}
