/**
 * Scenario snapshots: the whole store a scenario seeds, built once per (scenario, size) in a
 * scratch database and then restored by copy. Reset is a `db.import` of the snapshot, not a
 * re-seeding, so it costs a copy and gives exactly the bytes a fresh seed gives.
 */
import { PetstoreDatabase, type StoreSnapshot } from '../db/database'
import { Store } from '../db/store'
import { loadCreateFaker } from '../factories/faker-loader'
import { DEFAULT_STORE_SEED, defaultStore } from '../factories/generated/default-store'
import { scenarios, type Scenario } from '../factories/scenarios'

/** The scenario snapshots of one mock: its seed and clock are part of what a scenario seeds. */
export interface ScenarioSnapshots {
  /** The snapshot of `scenario` with `size`, built on first use and kept. */
  of(scenario: Scenario, size: number | undefined): Promise<StoreSnapshot>
}

/** Creates the snapshot cache of one mock. */
export function createScenarioSnapshots(options: {
  seed: number
  now: () => Date
}): ScenarioSnapshots {
  // Keyed by the seeding function itself, so two custom scenarios never share a snapshot.
  const cache = new Map<Scenario, Map<number | undefined, Promise<StoreSnapshot>>>()
  return {
    of(scenario, size) {
      let bySize = cache.get(scenario)
      if (!bySize) cache.set(scenario, (bySize = new Map()))
      let snapshot = bySize.get(size)
      if (!snapshot) {
        snapshot = build(scenario, size, options)
        bySize.set(size, snapshot)
        // A scenario that failed is tried again next time, not remembered as broken.
        snapshot.catch(() => bySize.delete(size))
      }
      return snapshot
    },
  }
}

async function build(
  scenario: Scenario,
  size: number | undefined,
  { seed, now }: { seed: number; now: () => Date },
): Promise<StoreSnapshot> {
  // The default store of the default seed ships prebuilt (`npm run generate` seeds it, a test
  // fails when it drifts): the usual start loads no faker, runs no seeding and checks no record.
  if (scenario === scenarios.default && seed === DEFAULT_STORE_SEED) {
    return Store.sealTrusted(defaultStore)
  }
  const scratch = new PetstoreDatabase({ now })
  const createFaker = await loadCreateFaker()
  await scenario(scratch, { faker: createFaker(seed), ...(size !== undefined && { size }) })
  return scratch.export()
}
