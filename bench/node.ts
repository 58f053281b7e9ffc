/**
 * In-process benchmark: each operation of the mock against a bare MSW handler that answers the
 * same URL with a constant body, in the same process and run, at several store sizes.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { listenWith } from '../src/handlers/msw'
import { createPetstore, type Petstore } from '../src/controller/petstore'
import { mean, median, percentile } from './stats'

const ORIGIN = 'http://bench.local'
const BASE = `${ORIGIN}/api/v1`
const KEY = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

/** One timed operation. */
interface BenchCase {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path template as in openapi.yaml, for the bare handler. */
  template: string
  /** The concrete path and query of the i-th request. */
  path: (i: number) => string
  body?: (i: number) => unknown
  status: number
  /** Untimed, before each mock batch: makes `count` records it consumes (delete, cancel). */
  refill?: (count: number) => Promise<void>
}

/** Timings of one operation at one size. */
export interface CaseResult {
  name: string
  size: number
  bareMeanMs: number
  bareP95Ms: number
  mockMeanMs: number
  mockP95Ms: number
  /** Median over rounds of mock mean / bare mean. */
  ratio: number
}

interface Pools {
  petstore: Petstore
  size: number
  stockedPets: number[]
  orders: number[]
  cancellable: number[]
  deletable: number[]
}

function cases(p: Pools): BenchCase[] {
  // Pets near the end are deleted by the deletePet case; the others stay for every other case.
  // Pets 1-40 are kept stocked for createOrder, so the other cases leave them alone.
  const pet = (i: number) => 41 + ((i * 7919) % (p.size - 41))
  const db = p.petstore.db
  const order = (i: number) => p.orders[i % p.orders.length] as number
  return [
    {
      name: 'getPetById',
      method: 'GET',
      template: '/pets/:id',
      path: (i) => `/pets/${pet(i)}`,
      status: 200,
    },
    {
      name: 'updatePet',
      method: 'PUT',
      template: '/pets/:id',
      path: (i) => `/pets/${pet(i)}`,
      body: (i) => ({ name: `Renamed ${i % 50}`, categoryId: 1 + (i % 8), status: 'available' }),
      status: 200,
    },
    {
      name: 'deletePet',
      method: 'DELETE',
      template: '/pets/:id',
      // The bare side finds the pool empty and sends an id it ignores.
      path: () => `/pets/${p.deletable.pop() ?? 1}`,
      status: 204,
      // Deleted pets are replaced before each batch, so the store keeps its size.
      refill: async (count) => {
        for (let i = 0; i < count; i++) {
          p.deletable.push((await db.createPet({ name: `Doomed ${i}`, categoryId: 1 })).id)
        }
      },
    },
    {
      name: 'getInventoryItem',
      method: 'GET',
      template: '/store/inventory/:id',
      path: (i) => `/store/inventory/${pet(i)}`,
      status: 200,
    },
    {
      name: 'updateInventory',
      method: 'PUT',
      template: '/store/inventory/:id',
      path: (i) => `/store/inventory/${pet(i)}`,
      body: (i) => ({ quantity: i % 7 }),
      status: 200,
    },
    {
      name: 'getOrderById',
      method: 'GET',
      template: '/store/orders/:id',
      path: (i) => `/store/orders/${order(i)}`,
      status: 200,
    },
    {
      name: 'updateOrder',
      method: 'PATCH',
      template: '/store/orders/:id',
      path: (i) => `/store/orders/${order(i)}`,
      body: (i) => ({ shipDate: new Date(Date.UTC(2026, 11, 1 + (i % 28))).toISOString() }),
      status: 200,
    },
    {
      name: 'cancelOrder',
      method: 'DELETE',
      template: '/store/orders/:id',
      path: () => `/store/orders/${p.cancellable.pop() ?? 1}`,
      status: 204,
      refill: async (count) => {
        for (let i = 0; i < count; i++) {
          const petId = p.stockedPets[i % p.stockedPets.length] as number
          p.cancellable.push((await db.placeOrder({ petId, quantity: 1 })).id)
        }
      },
    },
    {
      name: 'createPet',
      method: 'POST',
      template: '/pets',
      path: () => '/pets',
      body: (i) => ({ name: `Newcomer ${i}`, categoryId: 1 + (i % 8) }),
      status: 201,
    },
    {
      name: 'createOrder',
      method: 'POST',
      template: '/store/orders',
      path: () => '/store/orders',
      body: (i) => ({ petId: p.stockedPets[i % p.stockedPets.length], quantity: 1 }),
      status: 201,
    },
    {
      name: 'listPets',
      method: 'GET',
      template: '/pets',
      path: () => '/pets?limit=20',
      status: 200,
    },
    {
      name: 'listPets (status+category, -id, page 3)',
      method: 'GET',
      template: '/pets',
      path: (i) =>
        `/pets?status=available&status=pending&categoryId=${1 + (i % 8)}&sort=-id&limit=20&offset=40`,
      status: 200,
    },
    {
      name: 'listPets (status, sort name)',
      method: 'GET',
      template: '/pets',
      path: () => '/pets?status=sold&sort=name&limit=20&offset=20',
      status: 200,
    },
    {
      name: 'listPets (rare status, -name)',
      method: 'GET',
      template: '/pets',
      path: () => '/pets?status=pending&sort=-name&limit=20',
      status: 200,
    },
    {
      name: 'listPets (name+status+category)',
      method: 'GET',
      template: '/pets',
      path: (i) => `/pets?name=ma&status=pending&status=sold&categoryId=${1 + (i % 8)}&limit=20`,
      status: 200,
    },
    {
      name: 'listPets (category, name, deep offset)',
      method: 'GET',
      template: '/pets',
      path: (i) =>
        `/pets?categoryId=${1 + (i % 8)}&sort=name&limit=20&offset=${500 + (i % 7) * 100}`,
      status: 200,
    },
    {
      name: 'listPets (name filter)',
      method: 'GET',
      template: '/pets',
      path: () => '/pets?name=max&limit=20',
      status: 200,
    },
    {
      name: 'listInventory (status, page 6)',
      method: 'GET',
      template: '/store/inventory',
      path: () => '/store/inventory?status=sold&limit=20&offset=100',
      status: 200,
    },
    {
      name: 'listOrders (open)',
      method: 'GET',
      template: '/store/orders',
      path: () => '/store/orders?complete=false&limit=20',
      status: 200,
    },
    {
      name: 'listCategories',
      method: 'GET',
      template: '/categories',
      path: () => '/categories',
      status: 200,
    },
  ]
}

async function send(c: BenchCase, i: number): Promise<number> {
  const body = c.body?.(i)
  const started = performance.now()
  const res = await fetch(BASE + c.path(i), {
    method: c.method,
    headers: KEY,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await res.arrayBuffer()
  const elapsed = performance.now() - started
  if (res.status !== c.status) throw new Error(`${c.name}: expected ${c.status}, got ${res.status}`)
  return elapsed
}

function bareHandler(c: BenchCase, constant: JsonBodyType): HttpHandler {
  const resolver = () =>
    c.status === 204
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(constant, { status: c.status })
  const method = c.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
  return http[method](BASE + c.template, resolver)
}

async function preparePools(petstore: Petstore, size: number): Promise<Pools> {
  const db = petstore.db
  const stockedPets: number[] = []
  for (let id = 1; id <= 40; id++) {
    // The large scenario leaves some of these with open orders, which would cap their stock.
    const open = await db.listOrders({ petId: id, complete: false, limit: 100, offset: 0 })
    for (const order of open.items) await db.cancelOrder(order.id)
    await db.updatePet(id, { name: `Stocked ${id}`, categoryId: 1 + (id % 8), status: 'available' })
    await db.setStock(id, 1_000_000)
    stockedPets.push(id)
  }
  const orders: number[] = []
  for (let i = 0; i < 200; i++)
    orders.push((await db.placeOrder({ petId: stockedPets[i % 40] as number, quantity: 1 })).id)
  return { petstore, size, stockedPets, orders, cancellable: [], deletable: [] }
}

/**
 * Runs every case at one store size; the store is seeded once with the `large` scenario.
 *
 * @example
 * const results = await benchNode({ size: 10_000, rounds: 5, perRound: 100 })
 */
export async function benchNode(options: {
  size: number
  rounds: number
  perRound: number
}): Promise<CaseResult[]> {
  const petstore = createPetstore({ baseUrl: BASE, scenario: 'large', size: options.size })
  await petstore.ready
  const pools = await preparePools(petstore, options.size)
  const server = setupServer()
  listenWith(server, { onUnhandledRequest: 'error' })
  const results: CaseResult[] = []
  try {
    for (const c of cases(pools)) {
      server.resetHandlers(...petstore.handlers)
      const sample = c.status === 204 ? undefined : await sampleBody(c)
      const bare = [bareHandler(c, sample)]
      // Warm both paths (JIT, validator compilation) before timing.
      await c.refill?.(30)
      for (let i = 0; i < 30; i++) await send(c, i)
      server.resetHandlers(...bare)
      for (let i = 0; i < 30; i++) await send(c, i)
      const bareTimes: number[] = []
      const mockTimes: number[] = []
      const ratios: number[] = []
      let n = 1000
      for (let round = 0; round < options.rounds; round++) {
        const roundBare: number[] = []
        const roundMock: number[] = []
        // Alternate which side goes first, so drift in the machine does not favour one.
        for (const side of round % 2 === 0 ? ['bare', 'mock'] : ['mock', 'bare']) {
          server.resetHandlers(...(side === 'bare' ? bare : petstore.handlers))
          const into = side === 'bare' ? roundBare : roundMock
          if (side === 'mock') await c.refill?.(options.perRound)
          for (let i = 0; i < options.perRound; i++) into.push(await send(c, n++))
        }
        bareTimes.push(...roundBare)
        mockTimes.push(...roundMock)
        ratios.push(mean(roundMock) / mean(roundBare))
      }
      results.push({
        name: c.name,
        size: options.size,
        bareMeanMs: mean(bareTimes),
        bareP95Ms: percentile(bareTimes, 95),
        mockMeanMs: mean(mockTimes),
        mockP95Ms: percentile(mockTimes, 95),
        ratio: median(ratios),
      })
    }
  } finally {
    server.close()
  }
  return results

  // The bare handler answers with a body of the same shape and size as the mock's first answer.
  async function sampleBody(c: BenchCase): Promise<JsonBodyType> {
    const path = c.method === 'GET' ? c.path(0) : cases(pools)[0]!.path(1)
    return (await (await fetch(BASE + path, { headers: KEY })).json()) as JsonBodyType
  }
}
