/**
 * Seeding, memory and start-up costs: the mock's `large` scenario (through the store's rules,
 * orders included) against creating the same plain records straight into @msw/data collections.
 */
import { Collection } from '@msw/data'
import { createPetstoreServer } from '../src/entries/node'
import {
  categorySchema,
  inventorySchema,
  orderSchema,
  petSchema,
  type Category,
  type InventoryItem,
  type Order,
  type Pet,
} from '../src/db/schemas'
import { createPetstore } from '../src/controller/petstore'

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

interface PlainRecords {
  categories: Category[]
  pets: Pet[]
  inventory: InventoryItem[]
  orders: Order[]
}

// The very records the mock seeded, created straight into bare collections.
async function bareSeed(records: PlainRecords): Promise<number> {
  const started = performance.now()
  const categories = new Collection({ schema: categorySchema })
  const pets = new Collection({ schema: petSchema })
  const inventory = new Collection({ schema: inventorySchema })
  const orders = new Collection({ schema: orderSchema })
  for (const category of records.categories) await categories.create(category)
  for (let i = 0; i < records.pets.length; i++) {
    await pets.create(records.pets[i] as Pet)
    await inventory.create(records.inventory[i] as InventoryItem)
  }
  for (const order of records.orders) await orders.create(order)
  return performance.now() - started
}

/**
 * Seeds `size` pets with the mock, then creates the same records straight into @msw/data
 * (median of `rounds`), and measures the mock's heap.
 *
 * @example
 * await benchSeeding(100_000, 3) // { mockSeedMs: …, bareSeedMs: …, ratio: …, heapMb: … }
 */
export async function benchSeeding(size: number, rounds: number): Promise<SeedResult> {
  const mock: number[] = []
  const bare: number[] = []
  let heapMb = 0
  for (let round = 0; round < rounds; round++) {
    const before = heapUsed()
    const started = performance.now()
    const petstore = createPetstore({ scenario: 'large', size })
    await petstore.ready
    mock.push(performance.now() - started)
    heapMb = Math.max(heapMb, (heapUsed() - before) / 2 ** 20)
    if (petstore.db.pets.size !== size) throw new Error('seeding lost pets')
    const records: PlainRecords = {
      categories: [...petstore.db.categories.values()].map((r) => ({ ...r })),
      pets: [...petstore.db.pets.values()].map((r) => ({ ...r })),
      inventory: [...petstore.db.inventory.values()].map((r) => ({ ...r })),
      orders: [...petstore.db.orders.values()].map((r) => ({ ...r })),
    }
    bare.push(await bareSeed(records))
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
