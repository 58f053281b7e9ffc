/**
 * The browser entry: the mock inside a service worker, for apps in development and for demos
 * with no backend. Only this entry (and src/browser/) imports msw/browser.
 */
import { http } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { scenarios, type Scenario, type ScenarioName } from './factories/scenarios'
import { resolvers } from './handlers'
import { createPetstore, type Petstore, type PetstoreOptions } from './petstore'
import { handlePetstoreRequest, isUnderBase } from './runtime/pipeline'
import { withApiKey } from './browser/api-key'
import { createDurableStore, type StoreReplacedReason } from './browser/durable-store'
import { openSavedStore } from './browser/saved-store'

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

/** The mock running in a service worker. */
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
  /**
   * Calls `listener` when the whole store was replaced: by `reset()`, `setScenario()` or a
   * snapshot from another tab. Apps reload what they show. Returns the unsubscribe function.
   */
  onStoreReplaced(listener: (reason: StoreReplacedReason) => void): () => void
}

function toScenario(setting: ScenarioName | Scenario | undefined): Scenario {
  if (typeof setting === 'function') return setting
  const found = scenarios[setting ?? 'default']
  if (!found) throw new TypeError(`Unknown scenario "${String(setting)}"`)
  return found
}

/**
 * Starts the Petstore mock in a service worker and resolves once the worker intercepts
 * requests and the store is seeded (or restored).
 *
 * @example
 * const petstore = await startPetstoreWorker({ persist: true, sync: true })
 * const res = await fetch('/api/v1/pets', {
 *   headers: { Authorization: 'Bearer petstore-demo-key' },
 * })
 * await petstore.reset()
 */
export async function startPetstoreWorker(
  options: PetstoreWorkerOptions = {},
): Promise<PetstoreWorker> {
  const baseUrl = options.baseUrl ?? new URL('/api/v1', location.origin).href
  const storageKey = `petstore-mock:${baseUrl}`
  const persistKey = typeof options.persist === 'object' ? options.persist.key : undefined
  const durable = createDurableStore({
    seed: toScenario(options.scenario),
    ...(options.persist && { saved: openSavedStore(persistKey ?? storageKey) }),
    ...(options.sync && { channel: persistKey ?? storageKey }),
  })
  const petstore = createPetstore({ ...options, baseUrl, scenario: durable.scenario })
  const listeners = new Set<(reason: StoreReplacedReason) => void>()
  const announce = (reason: StoreReplacedReason) => {
    for (const listener of listeners) listener(reason)
  }
  durable.attach(petstore, announce)

  let keyOverride: string | null | undefined
  const { context } = petstore
  const handlers = [
    http.all(
      ({ request }) => isUnderBase(new URL(request.url), context),
      ({ request }) => handlePetstoreRequest(withApiKey(request, keyOverride), context, resolvers),
    ),
  ]
  const worker = setupWorker(...handlers)
  try {
    await worker.start({
      serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
      quiet: !options.logRequests,
      onUnhandledRequest: options.onUnhandledRequest ?? 'bypass',
    })
    await petstore.ready
  } catch (error) {
    durable.detach()
    throw error
  }

  const coreReset = petstore.reset
  const coreSetScenario = petstore.setScenario
  const extension = {
    handlers,
    worker,
    stop() {
      durable.detach()
      worker.stop()
    },
    setApiKeyOverride(key: string | null | undefined) {
      keyOverride = key
    },
    get apiKeyOverride() {
      return keyOverride
    },
    save: durable.flush,
    onStoreReplaced(listener: (reason: StoreReplacedReason) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async reset() {
      await coreReset()
      await durable.flush()
      announce('reset')
    },
    async setScenario(next: ScenarioName | Scenario, size?: number) {
      durable.setSeed(toScenario(next))
      await coreSetScenario(durable.scenario, size)
      await durable.flush()
      announce('scenario')
    },
  }
  // Descriptors, not Object.assign, so the apiKeyOverride getter stays a getter.
  return Object.defineProperties(
    petstore,
    Object.getOwnPropertyDescriptors(extension),
  ) as PetstoreWorker
}

export type { PetstoreOptions } from './petstore'
export type { StoreReplacedReason } from './browser/durable-store'
export {
  mountHarnessPanel,
  type HarnessPanel,
  type HarnessPanelOptions,
} from './browser/harness-panel'
export { loadHarnessChoices, harnessOptions, type HarnessChoices } from './browser/harness-choices'
