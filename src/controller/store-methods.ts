/**
 * The store's replacements on one mock: the first seeding, `reset`, `setScenario`, `snapshot`,
 * `restore` and `scenarioStore`, each through the lifecycle queue. Every replacement builds its
 * store aside and swaps it in with one db.import, so no request ever sees an empty or half-built
 * store.
 */
import type { PetstoreDatabase } from '../db/database'
import { parseStoreSnapshot, type StoreSnapshot } from '../db/snapshot'
import type { Scenario, ScenarioName } from '../factories/scenarios'
import type { RequestJournal } from '../runtime/journal'
import type { StoreLifecycle, StoreReplacedReason } from '../runtime/lifecycle'
import { createScenarioSnapshots } from './scenario-snapshots'
import { checkScenarioSize, resolveScenario } from './settings'

/** How `restore()` replaces the store. */
export interface RestoreOptions {
  /** What listeners of onStoreReplaced are told. Default `restore`; tab sync passes `sync`. */
  reason?: Extract<StoreReplacedReason, 'restore' | 'sync'>
}

/** The controller's store methods (documented on `PetstoreCore`); `ready` is read as a call. */
export interface StoreMethods {
  ready(): Promise<void>
  reset(): Promise<void>
  setScenario(scenario: ScenarioName | Scenario, size?: number): Promise<void>
  snapshot(): Promise<StoreSnapshot>
  restore(snapshot: unknown, options?: RestoreOptions): Promise<void>
  scenarioStore(scenario: ScenarioName | Scenario, size?: number): Promise<StoreSnapshot>
  /** The scenario the store was last seeded with, for a shared state. */
  current(): { scenario: Scenario; size: number | undefined }
}

/** What the store methods work on: the mock's store, queue and journal, and its first scenario. */
export interface StoreMethodParts {
  db: PetstoreDatabase
  lifecycle: StoreLifecycle
  journal: RequestJournal
  seed: number
  now: () => Date
  scenario: Scenario
  size: number | undefined
  /** A shared state to start from (and reset to) instead of seeding. */
  state: string | undefined
  /** Checks a state text whole and loads it (`share.ts`); resolves with its store. */
  loadState(text: unknown): Promise<StoreSnapshot>
  /** Forgets the one-off replies planned before a restore: they were meant for the old store. */
  clearOneOffs(): void
}

/** Queues the first seeding and returns the store methods. */
export function createStoreMethods(parts: StoreMethodParts): StoreMethods {
  const { db, lifecycle, journal } = parts
  const scenarioSnapshots = createScenarioSnapshots({ seed: parts.seed, now: parts.now })
  let { scenario, size } = parts
  const seedWith = (target: Scenario, targetSize: number | undefined) => async () => {
    await db.import(await scenarioSnapshots.of(target, targetSize))
  }
  // Snapshots this mock exported: deep-frozen by the database, so they cannot have changed since.
  const trusted = new WeakSet<object>()
  const trust = (snapshot: StoreSnapshot) => {
    if (Object.isFrozen(snapshot)) trusted.add(snapshot)
    return snapshot
  }
  // With the `state` option, the shared store is what the mock starts from and resets to.
  let sharedStore: StoreSnapshot | undefined
  const { state } = parts
  const seeded = lifecycle.replace({
    reason: 'seed',
    run:
      state === undefined
        ? seedWith(scenario, size)
        : async () => void (sharedStore = trust(await parts.loadState(state))),
  })
  // A failed seed surfaces in `ready`, not as an unhandled rejection.
  seeded.catch(() => undefined)

  return {
    // A later call that fails rejects that call only; `ready` fails only with no store at all.
    ready: () => lifecycle.settled().then(() => seeded),
    reset() {
      return lifecycle.replace({
        reason: 'reset',
        key: 'reset',
        // Read when it runs: the scenario is the one the last successful setScenario put in.
        run: async () => {
          if (sharedStore) await db.import(sharedStore)
          else await seedWith(scenario, size)()
          journal.clear()
        },
      })
    },
    setScenario(next, nextSize) {
      try {
        const target = resolveScenario(next)
        const targetSize = nextSize === undefined ? undefined : checkSize(nextSize)
        return lifecycle.replace({
          reason: 'scenario',
          run: async () => {
            const chosenSize = targetSize ?? size
            await seedWith(target, chosenSize)()
            // Only once it is in place: a scenario that failed is not what reset goes back to.
            ;[scenario, size] = [target, chosenSize]
            sharedStore = undefined
          },
        })
      } catch (error) {
        return Promise.reject(error)
      }
    },
    snapshot: () => lifecycle.read(async () => trust(await db.export())),
    restore(snapshot, options = {}) {
      return lifecycle.replace({
        reason: options.reason ?? 'restore',
        run: async () => {
          const value: unknown = await snapshot
          // Text is a shared state (`share()`): its store and the settings it carries.
          if (typeof value === 'string') return void (await parts.loadState(value))
          // A store this mock handed out is deep-frozen and known good; anything else is checked.
          await db.import(
            trusted.has(value as object) ? (value as StoreSnapshot) : parseStoreSnapshot(value),
          )
          // A tab mirroring the holder's store keeps its test's one-offs.
          if (options.reason !== 'sync') parts.clearOneOffs()
        },
      })
    },
    current: () => ({ scenario, size }),
    async scenarioStore(target, targetSize) {
      const snapshot = await scenarioSnapshots.of(
        resolveScenario(target),
        targetSize === undefined ? size : checkSize(targetSize),
      )
      return trust(snapshot)
    },
  }
}

function checkSize(value: number): number {
  const checked = checkScenarioSize(value)
  if (!checked.ok) throw new TypeError(`size ${checked.problem}, got ${String(value)}`)
  return checked.value
}
