/**
 * Named scenarios: whole stores seeded through the database's own rules, so every seeded pet,
 * stock count and order is one the API itself could have produced.
 */
import type { Faker } from '@faker-js/faker'
import type { PetstoreDatabase } from '../db/database'
import type { seedDefault, seedLarge } from './scenario-seeds'

/** The scenarios every mock knows. */
export type ScenarioName = 'default' | 'empty' | 'large'

/** What a scenario gets besides the database. */
export interface ScenarioOptions {
  faker: Faker
  /** Number of pets, for `large` (default 10,000). */
  size?: number
}

/** Fills an empty database. */
export type Scenario = (db: PetstoreDatabase, options: ScenarioOptions) => Promise<void>

/**
 * Every named scenario.
 *
 * @example
 * await scenarios.empty(db, { faker }) // leaves the store empty
 */
export const scenarios: Record<ScenarioName, Scenario> = {
  default: (db, options) => loadSeeds().then((seeds) => seeds.seedDefault(db, options)),
  empty: async () => {},
  large: (db, options) => loadSeeds().then((seeds) => seeds.seedLarge(db, options)),
}

// The seeding loads with the first scenario that runs (scenario-seeds.ts says why); a failed
// load (a chunk the network lost) is tried again next time.
let loading: Promise<{ seedDefault: typeof seedDefault; seedLarge: typeof seedLarge }> | undefined

function loadSeeds(): Promise<{ seedDefault: typeof seedDefault; seedLarge: typeof seedLarge }> {
  if (!loading) {
    loading = import('./scenario-seeds')
    loading.catch(() => (loading = undefined))
  }
  return loading
}
