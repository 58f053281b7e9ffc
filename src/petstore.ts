/**
 * The environment-neutral mock: database, scenario, pipeline context and MSW handlers.
 * Neither `msw/node` nor `msw/browser` is imported here; the entries add those.
 */
import type { HttpHandler } from 'msw'
import { PetstoreDatabase } from './db/database'
import { createFaker } from './factories/faker'
import { scenarios, type Scenario, type ScenarioName } from './factories/scenarios'
import { createHandlers } from './handlers'
import { createChaosHook, type ChaosSettings, type LatencySetting } from './harness/chaos'
import { seededRandom } from './harness/random'
import { defaultApiKeys, type ApiKeys } from './runtime/auth'
import type { PetstoreContext, RequestHook } from './runtime/context'
import { RequestJournal } from './runtime/journal'

/** A clock setting: a fixed instant, or a function read on every request. */
export type ClockSetting = Date | string | number | (() => Date)

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
  /** Delay before each answer: 'none' (default), 'realistic' (40-250 ms), 'slow' (1-3 s), ms, or [min, max]. */
  latency?: LatencySetting
  /** Share of requests (0 to 1) answered with an injected 500 or 503. Default 0. */
  faultRate?: number
}

/** One running mock, before it is attached to a server or worker. */
export interface Petstore {
  /** The MSW handlers; pass them to setupServer / setupWorker, or prepend your own with use(). */
  handlers: HttpHandler[]
  /** The stateful store (the same one the handlers use). */
  db: PetstoreDatabase
  /** What the mock answered, newest last. */
  requests: RequestJournal
  /** The shared pipeline context. */
  context: PetstoreContext
  /** Resolves once the scenario is seeded. */
  ready: Promise<void>
  /** Back to the seeded state: same seed, same data, empty journal. */
  reset(): Promise<void>
  /** Moves the mock's clock. */
  setNow(now: ClockSetting): void
  /** Adds a hook that may answer a request before the pipeline's checks. */
  addHook(hook: RequestHook): () => void
  /** Changes latency and fault injection at run time. */
  configure(settings: Partial<ChaosSettings>): void
  /** The current latency and fault settings. */
  readonly settings: Readonly<ChaosSettings>
  /** Reseeds the store with another scenario (same seed); the journal is kept. */
  setScenario(scenario: ScenarioName | Scenario, size?: number): Promise<void>
}

function toClock(setting: ClockSetting | undefined): () => Date {
  if (setting === undefined) return () => new Date()
  if (typeof setting === 'function') return setting
  const fixed = new Date(setting)
  if (Number.isNaN(fixed.getTime())) throw new TypeError(`now: not a date: ${String(setting)}`)
  return () => new Date(fixed)
}

function toScenario(setting: ScenarioName | Scenario | undefined): Scenario {
  if (typeof setting === 'function') return setting
  const found = scenarios[setting ?? 'default']
  if (!found) throw new TypeError(`Unknown scenario "${String(setting)}"`)
  return found
}

function checkFaultRate(rate: number): number {
  if (!(rate >= 0 && rate <= 1))
    throw new RangeError(`faultRate must be between 0 and 1, got ${rate}`)
  return rate
}

function splitBase(baseUrl: string): { origin: string | undefined; basePath: string } {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(baseUrl)) {
    const url = new URL(baseUrl)
    return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') }
  }
  if (!baseUrl.startsWith('/'))
    throw new TypeError(`baseUrl must be a URL or start with "/": ${baseUrl}`)
  return { origin: undefined, basePath: baseUrl.replace(/\/+$/, '') }
}

/**
 * Creates the mock: seeds the store and returns handlers plus the controller.
 *
 * @example
 * const petstore = createPetstore({ seed: 7, scenario: 'default' })
 * setupServer(...petstore.handlers).listen()
 * await petstore.ready
 */
export function createPetstore(options: PetstoreOptions = {}): Petstore {
  let clock = toClock(options.now)
  const now = () => clock()
  const db = new PetstoreDatabase({ now })
  const journal = new RequestJournal(options.journalSize)
  let scenario = toScenario(options.scenario)
  let size = options.size
  const seed = options.seed ?? 1
  const chaos: ChaosSettings = {
    latency: options.latency ?? 'none',
    faultRate: checkFaultRate(options.faultRate ?? 0),
  }

  const seedStore = async (): Promise<void> => {
    await db.clear()
    await scenario(db, { faker: createFaker(seed), ...(size !== undefined && { size }) })
  }
  let ready = seedStore()
  // Requests wait for seeding; a failed seed surfaces there and in `ready`, not as an unhandled rejection.
  ready.catch(() => undefined)

  const { origin, basePath } = splitBase(options.baseUrl ?? '/api/v1')
  const context: PetstoreContext = {
    db,
    now,
    apiKeys: options.apiKeys === undefined ? defaultApiKeys : options.apiKeys,
    validateResponses: options.validateResponses ?? true,
    journal,
    basePath,
    origin,
    ready: () => ready,
    hooks: [createChaosHook(() => chaos, seededRandom(seed))],
  }

  return {
    handlers: createHandlers(context),
    db,
    requests: journal,
    context,
    get ready() {
      return ready
    },
    reset() {
      journal.clear()
      ready = seedStore()
      return ready
    },
    setNow(setting) {
      clock = toClock(setting)
    },
    configure(settings) {
      if (settings.latency !== undefined) chaos.latency = settings.latency
      if (settings.faultRate !== undefined) chaos.faultRate = checkFaultRate(settings.faultRate)
    },
    get settings() {
      return { ...chaos }
    },
    setScenario(next, nextSize) {
      scenario = toScenario(next)
      size = nextSize ?? size
      ready = seedStore()
      return ready
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
}
