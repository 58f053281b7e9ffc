import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Scenario } from '../factories/scenarios'
import { createPetstoreServer } from '../entries/node'
import {
  CONFORMANCE_BASE,
  CONFORMANCE_NOW,
  countingClient,
  fuzzSeed,
} from '../../test/support/conformance'

const CLIENTS = 60
const STEPS_PER_CLIENT = 50
const PETS = 3
const START_STOCK = 400
const seed = fuzzSeed()

// Few pets and many clients: every request competes for the same stock.
const contested: Scenario = async (db) => {
  const dogs = await db.createCategory({ name: 'Dogs' })
  for (let i = 0; i < PETS; i++) {
    const pet = await db.createPet({ name: `Pet ${i + 1}`, categoryId: dogs.id })
    await db.setStock(pet.id, START_STOCK)
  }
}

// Through MSW's real interceptor: concurrent fetches interleave as a browser's would.
const petstore = createPetstoreServer({
  baseUrl: CONFORMANCE_BASE,
  scenario: contested,
  now: CONFORMANCE_NOW,
})
const { api, requests } = countingClient()

beforeAll(() => petstore.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => petstore.reset())
afterAll(() => petstore.close())

type Action =
  | { kind: 'order'; pet: number; quantity: number }
  | { kind: 'cancel' | 'complete' | 'read'; pick: number }

interface Placed {
  id: number
  petId: number
  quantity: number
  state: 'open' | 'complete' | 'cancelled'
}

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      pet: fc.integer({ min: 1, max: PETS }),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('complete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('read' as const), pick: fc.nat() }) },
)

// Each client only cancels or completes its own orders, so every answer is predictable alone.
async function client(actions: Action[], placed: Placed[], stockSeen: number[]): Promise<void> {
  const mine: Placed[] = []
  for (const step of actions) {
    const open = mine.filter((o) => o.state === 'open')
    if (step.kind === 'order') {
      const answer = await api.op('createOrder', {
        body: { petId: step.pet, quantity: step.quantity },
      })
      if (answer.status === 201) {
        const order: Placed = {
          id: answer.body.id as number,
          petId: step.pet,
          quantity: step.quantity,
          state: 'open',
        }
        mine.push(order)
        placed.push(order)
      } else if (!['insufficient_stock', 'pet_not_available'].includes(answer.code ?? '')) {
        throw new Error(`createOrder answered ${answer.status} ${answer.code}`)
      }
    } else if (step.kind === 'read') {
      const entry = await api.ok('getInventoryItem', {
        params: { petId: (step.pick % PETS) + 1 },
      })
      stockSeen.push(entry.quantity)
    } else if (open.length > 0) {
      const order = open[step.pick % open.length] as Placed
      if (step.kind === 'cancel') {
        expect((await api.op('cancelOrder', { params: { orderId: order.id } })).status).toBe(204)
        order.state = 'cancelled'
      } else {
        expect(
          (
            await api.op('updateOrder', {
              params: { orderId: order.id },
              body: { complete: true },
            })
          ).status,
        ).toBe(200)
        order.state = 'complete'
      }
    }
  }
}

interface OrderView {
  id: number
  petId: number
  quantity: number
  complete: boolean
}

async function everyOrder(): Promise<OrderView[]> {
  const all: OrderView[] = []
  for (let offset = 0; ; offset += 100) {
    const page = (await api.ok('listOrders', { query: { limit: 100, offset } })) as OrderView[]
    all.push(...page)
    if (page.length < 100) return all
  }
}

describe(`many clients at once (seed ${seed})`, () => {
  it(`loses no update and conserves stock with ${CLIENTS} concurrent clients placing, cancelling and completing orders on ${PETS} pets`, async ({
    annotate,
  }) => {
    const plans = fc.sample(
      fc.array(action, { minLength: STEPS_PER_CLIENT, maxLength: STEPS_PER_CLIENT }),
      { seed, numRuns: CLIENTS },
    )
    const placed: Placed[] = []
    const stockSeen: number[] = []
    const before = requests()
    await Promise.all(plans.map((actions) => client(actions, placed, stockSeen)))

    const all = await everyOrder()
    const kept = placed.filter((o) => o.state !== 'cancelled')
    // No lost update: exactly the orders that were placed and not cancelled exist, as placed.
    expect(
      all
        .map((o) => [o.id, o.petId, o.quantity, o.complete])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(
      kept
        .map((o) => [o.id, o.petId, o.quantity, o.state === 'complete'])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    )
    expect(new Set(placed.map((o) => o.id)).size).toBe(placed.length)
    for (let petId = 1; petId <= PETS; petId++) {
      const entry = await api.ok('getInventoryItem', { params: { petId } })
      const held = kept.filter((o) => o.petId === petId).reduce((sum, o) => sum + o.quantity, 0)
      expect(entry.quantity + held, `pet ${petId}: stock + ordered = starting stock`).toBe(
        START_STOCK,
      )
      const open = kept.some((o) => o.petId === petId && o.state === 'open')
      expect(entry.status).toBe(entry.quantity > 0 ? 'available' : open ? 'pending' : 'sold')
    }
    expect(Math.min(...stockSeen, 0)).toBeGreaterThanOrEqual(0)
    const sent = requests() - before
    await annotate(`${CLIENTS} clients, ${sent} requests, ${placed.length} orders placed`)
    expect(sent).toBeGreaterThanOrEqual(CLIENTS * STEPS_PER_CLIENT * 0.8)
  }, 120_000)

  it(`creates a contested category name exactly once when ${CLIENTS} clients race for it`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        api.op('createCategory', { body: { name: 'Parrots' } }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.code === 'category_exists')).toHaveLength(CLIENTS - 1)
    const body = await api.ok('listCategories', { query: { limit: 100 } })
    expect(body.filter((c) => c.name === 'Parrots')).toHaveLength(1)
  })

  it(`deletes a pet exactly once when ${CLIENTS} clients race to delete it`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () => api.op('deletePet', { params: { petId: 1 } })),
    )
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 404)).toHaveLength(CLIENTS - 1)
    expect((await api.op('getInventoryItem', { params: { petId: 1 } })).status).toBe(404)
  })

  it(`never sells more than the stock when ${CLIENTS} clients order the last units at once`, async () => {
    await api.op('updateInventory', { params: { petId: 2 }, body: { quantity: 7 } })
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        api.op('createOrder', { body: { petId: 2, quantity: 1 } }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(7)
    const entry = await api.op('getInventoryItem', {
      params: { petId: 2 },
    })
    expect(entry.body).toEqual({ petId: 2, quantity: 0, status: 'pending' })
  })
})
