/**
 * Reset by copy: restoring a store image the mock built itself (`db.import` of what `db.export`
 * gave), for the default scenario and for `large` at 10,000 pets. Each restore is followed by a
 * write, untimed, so the next restore starts from a store that changed, as in a test suite.
 */
import { createPetstore } from '../src/controller/petstore'
import { median } from './stats'

/** Milliseconds to restore one image (median), with the store it restores. */
export interface ResetResult {
  name: string
  pets: number
  medianMs: number
  p95Ms: number
}

async function timeReset(
  name: string,
  options: Parameters<typeof createPetstore>[0],
  runs: number,
) {
  const petstore = createPetstore(options)
  await petstore.ready
  const { db } = petstore
  const image = await db.export()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    await db.createPet({ name: `Between ${i}`, categoryId: 1 })
    const started = performance.now()
    await db.import(image)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] as number
  return { name, pets: db.pets.size, medianMs: median(times), p95Ms: p95 }
}

/**
 * Times restoring the default store and the large one.
 *
 * @example
 * const [small, large] = await benchReset(50)
 */
export async function benchReset(runs: number): Promise<ResetResult[]> {
  return [
    await timeReset('reset default scenario (db.import of its image)', { seed: 1 }, runs),
    await timeReset(
      'reset large, 10,000 pets (db.import of its image)',
      { scenario: 'large', size: 10_000 },
      Math.max(5, Math.floor(runs / 5)),
    ),
  ]
}
