/**
 * Reset by copy, as a test suite calls it between tests: `petstore.reset()` (the store back to its
 * seeded image, the journal cleared), for the default scenario and for `large` at 10,000 pets.
 * Each reset is preceded by a write, untimed, so it restores a store that changed.
 * `npm run bench:instructions` counts the default store's reset in instructions too.
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
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    await db.createPet({ name: `Between ${i}`, categoryId: 1 })
    const started = performance.now()
    await petstore.reset()
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
    await timeReset('reset default scenario (petstore.reset())', { seed: 1 }, runs),
    await timeReset(
      'reset large, 10,000 pets (petstore.reset())',
      { scenario: 'large', size: 10_000 },
      Math.max(5, Math.floor(runs / 5)),
    ),
  ]
}
