/**
 * Store images: the whole store a scenario seeds, as a dump, built once per (scenario, size) in a
 * scratch database and then restored by copy. Reset is a `db.import` of the image, not a
 * re-seeding, so it costs a copy and gives exactly the bytes a fresh seed gives.
 */
import { PetstoreDatabase, type DatabaseDump } from '../db/database'
import { loadCreateFaker } from '../factories/faker-loader'
import { DEFAULT_STORE_SEED, defaultStore } from '../factories/generated/default-store'
import { scenarios, type Scenario } from '../factories/scenarios'

/** The images of one mock: its seed and clock are part of what a scenario seeds. */
export interface StoreImages {
  /** The image of `scenario` with `size`, built on first use and kept. */
  of(scenario: Scenario, size: number | undefined): Promise<DatabaseDump>
}

/**
 * Creates the image cache of one mock.
 *
 * @example
 * const images = createStoreImages({ seed: 1, now: () => new Date() })
 * await db.import(await images.of(scenarios.default, undefined))
 */
export function createStoreImages(options: { seed: number; now: () => Date }): StoreImages {
  // Keyed by the seeding function itself, so two custom scenarios never share an image.
  const cache = new Map<Scenario, Map<number | undefined, Promise<DatabaseDump>>>()
  return {
    of(scenario, size) {
      let bySize = cache.get(scenario)
      if (!bySize) cache.set(scenario, (bySize = new Map()))
      let image = bySize.get(size)
      if (!image) {
        image = build(scenario, size, options)
        bySize.set(size, image)
        // A scenario that failed is tried again next time, not remembered as broken.
        image.catch(() => bySize.delete(size))
      }
      return image
    },
  }
}

async function build(
  scenario: Scenario,
  size: number | undefined,
  { seed, now }: { seed: number; now: () => Date },
): Promise<DatabaseDump> {
  const scratch = new PetstoreDatabase({ now })
  // The default store of the default seed ships prebuilt (`npm run generate` seeds it, a test
  // fails when it drifts): the usual start loads no faker and runs no seeding.
  if (scenario === scenarios.default && seed === DEFAULT_STORE_SEED) {
    await scratch.import(defaultStore)
    return scratch.export()
  }
  const createFaker = await loadCreateFaker()
  await scenario(scratch, { faker: createFaker(seed), ...(size !== undefined && { size }) })
  return scratch.export()
}
