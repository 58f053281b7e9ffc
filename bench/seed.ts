/**
 * Seeding, memory and start-up costs: the mock's `large` scenario against creating the same
 * plain records straight into @msw/data collections.
 */
import { Collection } from '@msw/data'
import { createPetstoreServer } from '../src/node'
import { categorySchema, inventorySchema, petSchema } from '../src/db/schemas'
import { createPetstore } from '../src/petstore'

/** What the seeding benchmark measured. */
export interface SeedResult {
  size: number
  mockSeedMs: number
  bareSeedMs: number
  ratio: number
  heapMb: number
}

function collectGarbage(): void {
  ;(globalThis as { gc?: () => void }).gc?.()
}

function heapUsed(): number {
  collectGarbage()
  collectGarbage()
  return process.memoryUsage().heapUsed
}

async function bareSeed(size: number): Promise<number> {
  const started = performance.now()
  const categories = new Collection({ schema: categorySchema })
  const pets = new Collection({ schema: petSchema })
  const inventory = new Collection({ schema: inventorySchema })
  for (let id = 1; id <= 8; id++)
    await categories.create({ id, name: `Category ${id}`, description: 'Plain.' })
  for (let id = 1; id <= size; id++) {
    const status = id % 10 === 0 ? 'sold' : 'available'
    await pets.create({ id, name: `Pet ${id}`, categoryId: 1 + (id % 8), status })
    await inventory.create({ petId: id, quantity: status === 'available' ? 1 : 0, status })
  }
  return performance.now() - started
}

/**
 * Seeds `size` pets both ways (median of `rounds`), and measures the mock's heap.
 *
 * @example
 * await benchSeeding(100_000, 3) // { mockSeedMs: …, bareSeedMs: …, ratio: …, heapMb: … }
 */
export async function benchSeeding(size: number, rounds: number): Promise<SeedResult> {
  const mock: number[] = []
  const bare: number[] = []
  let heapMb = 0
  for (let round = 0; round < rounds; round++) {
    bare.push(await bareSeed(size))
    const before = heapUsed()
    const started = performance.now()
    const petstore = createPetstore({ scenario: 'large', size })
    await petstore.ready
    mock.push(performance.now() - started)
    heapMb = Math.max(heapMb, (heapUsed() - before) / 2 ** 20)
    // Keep the store alive until the heap was read.
    if (petstore.db.pets.size !== size) throw new Error('seeding lost pets')
  }
  const mockSeedMs = mock.sort((a, b) => a - b)[Math.floor(rounds / 2)] as number
  const bareSeedMs = bare.sort((a, b) => a - b)[Math.floor(rounds / 2)] as number
  return { size, mockSeedMs, bareSeedMs, ratio: mockSeedMs / bareSeedMs, heapMb }
}

/**
 * Start-up of createPetstoreServer: until it returns, and until the default store is seeded.
 *
 * @example
 * await benchStartup() // { createMs: 0.4, readyMs: 25 }
 */
export async function benchStartup(): Promise<{ createMs: number; readyMs: number }> {
  const started = performance.now()
  const petstore = createPetstoreServer({ baseUrl: 'http://bench.local/api/v1' })
  const createMs = performance.now() - started
  await petstore.ready
  return { createMs, readyMs: performance.now() - started }
}
