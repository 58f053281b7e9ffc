/**
 * The browser entry's types, apart from its code, so the harness panel can name the worker
 * without importing the entry that mounts it.
 */
import type { SetupWorker } from 'msw/browser'
import type { Petstore, PetstoreOptions } from '../core/petstore'

/** Options of the browser entry: the Node entry's, plus where the worker lives and durability. */
export interface PetstoreWorkerOptions extends PetstoreOptions {
  /**
   * Keep the store in localStorage, so it survives a reload: `true`, or `{ key }` to choose the
   * storage key. Default false. `reset()` goes back to the seeded store and saves that.
   */
  persist?: boolean | { key?: string }
  /** Share the store between tabs of this origin (BroadcastChannel). Default false. */
  sync?: boolean
  /** Where mockServiceWorker.js is served. Default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string
  /** What to do with requests outside the API. Default `bypass`. */
  onUnhandledRequest?: 'bypass' | 'warn' | 'error'
  /** Log every intercepted request in the console. Default false. */
  logRequests?: boolean
}

/**
 * The mock running in a service worker. `onStoreReplaced` (from the core) tells the app when the
 * whole store was replaced: by `reset()`, `setScenario()`, `restore()` or another tab (`sync`).
 */
export interface PetstoreWorker extends Petstore {
  /** The msw worker, for `worker.use()` overrides. */
  worker: SetupWorker
  /** Saves writes not yet saved (with persist), then stops intercepting and saving. */
  stop(): void
  /**
   * Makes the mock see this API key on every request, whatever the app sent: a key, `null` for
   * none, or `undefined` to use what each request carries (the default).
   */
  setApiKeyOverride(key: string | null | undefined): void
  /** The key set by setApiKeyOverride. */
  readonly apiKeyOverride: string | null | undefined
  /** Saves (and shares with other tabs) the store now, instead of after the next write. */
  save(): Promise<void>
}
