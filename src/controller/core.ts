/**
 * The environment-neutral mock: database, scenario, lifecycle, pipeline context and the ways in
 * (`fetch`, `handle`), with arrange / assert but `reply`. It imports no msw, so `serve`, which
 * runs on this alone, never loads msw (`docs/decisions/005`; `cli/serve-imports.test.ts` holds it):
 * a feature without msw belongs here, so `serve` has it too. `createPetstore` (./petstore.ts)
 * adds the msw handlers and `reply` for every other entry; the entries build their objects on
 * this one (see `extendPetstore`).
 */
import {
  createStoreLifecycle,
  type StoreLifecycle,
  type StoreReplacedReason,
} from '../runtime/lifecycle'
import {
  checkChaos,
  resolveSettings,
  toClock,
  type ClockSetting,
  type ProxyOptions,
  type Settings,
} from './settings'
import { PetstoreDatabase } from '../db/database'
import type { StoreSnapshot } from '../db/snapshot'
import { createStoreMethods, type RestoreOptions } from './store-methods'
import type { Scenario, ScenarioName } from '../factories/scenarios'
import { createWaysIn, type PetstoreExtensions, type WaysIn } from '../handlers/request-entry'
import {
  createChaosHook,
  type ChaosSettings,
  type LatencySetting,
} from '../runtime/chaos-and-canned'
import { createProxyBranch } from '../runtime/proxy/forward'
import { ProxyRecording } from '../runtime/proxy/recording'
import type { PassThrough } from '../runtime/proxy/types'
import { seededRandom } from '../runtime/random'
import type { ApiKeys } from '../runtime/auth'
import type { PipelineAnswer } from '../runtime/answer'
import type { Call } from '../runtime/request-parts'
import type { PetstoreContext, RequestHook } from '../runtime/context'
import { RequestJournal } from '../runtime/journal'
import { operationHandlers } from '../handlers'
import { createArrangeAssert, type ArrangeAssertCore } from './arrange-assert'
import { StoreHistory, type HistoryEntry } from '../db/history'
import { createRewind } from './rewind'
import { createNextResponses } from '../runtime/next-response'
import { createSharing } from './share'
import type { CoverageReport } from '../runtime/coverage'

export type { ClockSetting, ProxyOptions } from './settings'
export type { StoreReplacedReason } from '../runtime/lifecycle'
export type { StoreSnapshot } from '../db/snapshot'

/** Options shared by the Node, browser and HTTP entries. */
export interface PetstoreOptions {
  /** Absolute URL (one origin), or a path that matches any origin. Default `/api/v1`. */
  baseUrl?: string
  /** Faker seed; the same seed gives the same data. Default 1. */
  seed?: number
  /** Named scenario or your own seeding function. Default `default`. */
  scenario?: ScenarioName | Scenario
  /** Pets in the `large` scenario. Default 10,000. */
  size?: number
  /** Accepted keys and scopes, or false to turn auth off. Default: the two demo keys. */
  apiKeys?: ApiKeys | false
  /** The mock's clock. Default: the real time. */
  now?: ClockSetting
  /** Check every response against openapi.yaml: true throws, 'warn' logs. Default true. */
  validateResponses?: boolean | 'warn'
  /** How many requests the journal keeps. Default 1000. */
  journalSize?: number
  /** How many writes `history` keeps for `rewind`; 0 keeps none (and costs nothing). Default 1000. */
  historySize?: number
  /** Delay before each answer: 'none' (default), 'realistic' (40-250 ms), 'slow' (1-3 s), ms, or [min, max]. */
  latency?: LatencySetting
  /** Share of requests (0 to 1) answered with an injected 500 or 503. Default 0. */
  faultRate?: number
  /**
   * Start from a state another mock shared (`share()`, a share link or file); `reset()` comes
   * back to it. A state that cannot load rejects `ready` with a StoreSnapshotError saying why.
   */
  state?: string
  /**
   * Send these operations (default all) to a real backend and check its answers against
   * openapi.yaml; see the README's "Proxying to a real backend". Default: mock everything.
   */
  proxy?: ProxyOptions
}

export type { RestoreOptions } from './store-methods'

/**
 * One running mock, before it is attached to a server, with the arrange / assert API but `reply`
 * (`given`, `scenario`, `nextResponse`, `received`, `hasReceived`, `hasReceivedTimes`).
 * `Petstore` adds the msw handlers and `reply`.
 */
export interface PetstoreCore extends ArrangeAssertCore {
  /**
   * Answers one request through the same pipeline the MSW handler runs (the entry's `route`,
   * `transformRequest` and `observe` included), without MSW; undefined when the URL is not under
   * the mock's base. For a server of your own (`serve` uses it): msw's `getResponse` clones each
   * request and parses its cookies to match handlers, which a server that already knows the
   * request is the API's does not need.
   *
   * @example
   * const response = await petstore.fetch(
   *   new Request('http://localhost/api/v1/pets/1', {
   *     headers: { Authorization: 'Bearer petstore-demo-key' },
   *   }),
   * )
   * response?.status // 200
   */
  fetch(request: Request): Promise<Response | undefined>
  /**
   * `fetch` for a server that has the request's parts rather than a Request (`serve` uses it): the
   * answer comes back serialised (`{ status, headers, body }` with the body as JSON text), or as
   * the real backend's Response when proxied. No Fetch Request is built unless a hook, operation handler
   * or body read asks for one (`call.toRequest()`, called once), and no Response at all; with the
   * entry's `route`, `transformRequest` or `observe`, it goes the Request way.
   *
   * @internal
   */
  handle(call: Call): Promise<PipelineAnswer | undefined>
  /** The stateful store (the same one the handlers use). */
  readonly db: PetstoreDatabase
  /** What the mock answered, oldest first; reads like a read-only array. */
  readonly requests: RequestJournal
  /**
   * With `proxy: { record: true }`, every exchange with the real backend as HAR 1.2 entries
   * (`recording.toHAR()`), credentials redacted; undefined otherwise.
   */
  readonly recording: ProxyRecording | undefined
  /** The shared pipeline context: its hooks, gate and injected set change as requests run. @internal */
  readonly context: PetstoreContext
  /**
   * Resolves once the first seeding and every replacement queued so far are done; rejects only
   * when the first seeding failed.
   */
  readonly ready: Promise<void>
  /**
   * Back to the seeded state: same seed, same data, empty journal. Requests in flight finish
   * first, requests sent meanwhile wait, and overlapping calls share one reset.
   */
  reset(): Promise<void>
  /** Reseeds the store with another scenario (same seed); later resets go back to it. */
  setScenario(scenario: ScenarioName | Scenario, size?: number): Promise<void>
  /** Copies every record and the id counters, consistent with every request answered so far. */
  snapshot(): Promise<StoreSnapshot>
  /**
   * Replaces the store with a snapshot (or its envelope), ids included; or, given a state text
   * from `share()` (or a share link), the store and the settings it carries. The value is checked
   * first; a bad one rejects with StoreSnapshotError and leaves everything as it was.
   */
  restore(snapshot: unknown, options?: RestoreOptions): Promise<void>
  /**
   * The store, scenario, seed, latency, faults, fixed clock and pending one-off replies as one
   * versioned text for `restore()`, the `state` option, `serve --state` and share links; no
   * credential in it. A clock function, `reply()` handlers, hooks and the proxy stay out.
   */
  share(): Promise<string>
  /** The store `scenario` seeds with this mock's seed, built once and kept; for `restore()`. */
  scenarioStore(scenario: ScenarioName | Scenario, size?: number): Promise<StoreSnapshot>
  /**
   * The committed writes, oldest first (at most `historySize`): each with the journal seq of the
   * request that made it (undefined for a write made in code), its operation and the records it
   * added, changed and removed. A rewind takes its writes off; any other store replacement
   * (reset, scenario, restore) starts it over.
   */
  readonly history: HistoryEntry[]
  /**
   * Puts the store back as it was just before request `seq` changed it (a seq from `history`):
   * through the same queue as `reset`, so requests in flight finish first. Journalled as
   * `POST /__admin/rewind`. Rejects with a 404 ApiError when `seq` made no write still kept.
   *
   * @example
   * const order = petstore.history.find((w) => w.operation === 'placeOrder')
   * await petstore.rewind(order!.seq!)
   */
  rewind(seq: number): Promise<void>
  /** Takes the last rewind back; resolves false when there is none, or a write came since. */
  redo(): Promise<boolean>
  /** Calls `listener` after the whole store was replaced; returns the unsubscribe function. */
  onStoreReplaced(listener: (reason: StoreReplacedReason) => void): () => void
  /** Moves the mock's clock. */
  setNow(now: ClockSetting): void
  /** Adds a hook that may answer a request before the pipeline's checks. @internal */
  addHook(hook: RequestHook): () => void
  /** Changes latency and fault injection at run time. */
  configure(settings: Partial<ChaosSettings>): void
  /** The current latency and fault settings. */
  readonly settings: Readonly<ChaosSettings>
  /**
   * Which operationIds and documented statuses were answered since start (or `coverage.clear()`),
   * which came from hooks, and undocumented answers. `reset()` keeps it: it covers the run.
   */
  readonly coverage: PetstoreCoverage
}

/** The controller's coverage: call it for the report, `clear()` to start counting over. */
export interface PetstoreCoverage {
  (): CoverageReport
  clear(): void
}

export type { PetstoreExtensions } from '../handlers/request-entry'

/**
 * The core controller, and the ways in it answers through: `createPetstore` builds the msw
 * handlers and `reply` on the same ways in, so MSW and `fetch` cannot drift apart.
 */
export interface PetstoreParts {
  petstore: PetstoreCore
  waysIn: WaysIn
}

/** Creates the core controller and queues the first seeding. */
export function createPetstoreCore(
  options: PetstoreOptions = {},
  extensions: PetstoreExtensions = {},
): PetstoreCore {
  return createPetstoreParts(options, extensions).petstore
}

/** What the msw controller (`createPetstore`) gives the core; the core alone does without. */
export interface CoreWiring {
  /** How the proxy makes each forwarded request so msw lets it through. Default: as it is. */
  passThrough?: PassThrough
}

/** `createPetstoreCore`, with the ways in it answers through (for the msw handlers and `reply`). */
export function createPetstoreParts(
  options: PetstoreOptions = {},
  extensions: PetstoreExtensions = {},
  wiring: CoreWiring = {},
): PetstoreParts {
  const settings = resolveSettings(options)
  let clock = settings.clock
  let clockSetting = options.now
  const now = () => clock()
  const db = new PetstoreDatabase({ now })
  // Before the first seeding, so it starts from the seeded store.
  const history = new StoreHistory(db, settings.historySize)
  const lifecycle = createStoreLifecycle()
  const chaos: ChaosSettings = { ...settings.chaos }
  const { context, recording } = createContext(settings, { db, now, lifecycle, chaos }, wiring)
  const { journal } = context
  const { seed, scenario, size, state } = settings
  const oneOffs = createNextResponses(journal)
  const sharing = createSharing({
    seed,
    snapshot: () => db.export(),
    scenario: () => storeMethods.current(),
    chaos,
    clock: () => clockSetting,
    setClock: (setting) => {
      clockSetting = setting
      clock = toClock(setting)
    },
    oneOffs,
    importStore: (snapshot) => db.import(snapshot),
  })
  const storeMethods = createStoreMethods({
    ...{ db, lifecycle, journal, now, seed, scenario, size, state },
    loadState: sharing.load,
    clearOneOffs: () => oneOffs.clear(),
  })
  const waysIn = createWaysIn(context, extensions)
  const { rewind, redo } = createRewind(history, lifecycle, context)

  const core: Omit<PetstoreCore, keyof ArrangeAssertCore> = {
    fetch: waysIn.fetch,
    handle: waysIn.handle,
    db,
    requests: journal,
    recording,
    context,
    coverage: Object.assign(() => journal.coverage.report(), {
      clear: () => journal.coverage.clear(),
    }),
    get ready() {
      return storeMethods.ready()
    },
    reset: storeMethods.reset,
    setScenario: storeMethods.setScenario,
    snapshot: storeMethods.snapshot,
    restore: storeMethods.restore,
    scenarioStore: storeMethods.scenarioStore,
    share: () => lifecycle.read(sharing.share),
    get history() {
      return history.entries
    },
    rewind,
    redo,
    onStoreReplaced: (listener) => lifecycle.onReplaced(listener),
    setNow(setting) {
      clock = toClock(setting)
      clockSetting = setting
    },
    configure(changes) {
      Object.assign(chaos, checkChaos(changes))
    },
    get settings() {
      return { ...chaos }
    },
    addHook(hook) {
      // Before the chaos hook, so a test's one-off answer is not delayed or replaced by a fault.
      context.hooks.unshift(hook)
      return () => {
        const at = context.hooks.indexOf(hook)
        if (at !== -1) context.hooks.splice(at, 1)
      }
    },
  }
  const petstore = extendPetstore(
    core,
    createArrangeAssert({
      store: core,
      seed: settings.seed,
      journal,
      context,
      onStoreReplaced: core.onStoreReplaced,
      scenario: (next) => core.restore(core.scenarioStore(next)),
      oneOffs,
    }),
  )
  return { petstore, waysIn }
}

// What every request of the mock shares: the store, clock, gate, hooks and, with `proxy`, the
// branch to the real backend (last: a test's one-off reply, latency, faults and `__code`-style
// controls still apply first).
function createContext(
  settings: Settings,
  parts: { db: PetstoreDatabase; now: () => Date; lifecycle: StoreLifecycle; chaos: ChaosSettings },
  wiring: CoreWiring,
): { context: PetstoreContext; recording: ProxyRecording | undefined } {
  const context: PetstoreContext = {
    db: parts.db,
    now: parts.now,
    apiKeys: settings.apiKeys,
    validateResponses: settings.validateResponses,
    journal: new RequestJournal(settings.journalSize),
    basePath: settings.basePath,
    origin: settings.origin,
    gate: parts.lifecycle,
    hooks: [createChaosHook(() => parts.chaos, seededRandom(settings.seed))],
    operationHandlers,
    injected: new WeakSet(),
  }
  const recording = settings.proxy?.record ? new ProxyRecording() : undefined
  if (settings.proxy) {
    context.forward = createProxyBranch(settings.proxy, recording, wiring.passThrough)
  }
  return { context, recording }
}

/**
 * Builds an entry's object on the core's: every property of `base` (getters stay getters, so
 * `ready` and `settings` stay live) plus the entry's own. The core object is not changed.
 */
export function extendPetstore<Base extends object, Extension extends object>(
  base: Base,
  extension: Extension,
): Base & Extension {
  return Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(base),
      ...Object.getOwnPropertyDescriptors(extension),
    },
  ) as Base & Extension
}
