import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Scenario } from '../factories/scenarios'
import { createPetstoreServer } from '../entries/node'
import { storeCommands, type World } from './commands'
import { pipelineFetch } from './in-process'
import { readStore, stateRuleProblems } from './invariants'
import { StoreModel } from './model'
import { goneProblems, listStore, loadModel, storeDifferences } from './model-check'
import { Runner } from './run-state'
import {
  CONFORMANCE_BASE,
  CONFORMANCE_NOW,
  KEYS,
  countingClient,
  fuzzSeed,
  rerun,
} from '../../test/support/conformance'

const SEQUENCES = 200
const MAX_STEPS = 30
const seed = fuzzSeed()

// Every state the rules talk about, from the first step: stock above 0, an open order, a pet
// pending and one sold, and a category without pets.
const smallStore: Scenario = async (db) => {
  const dogs = await db.createCategory({ name: 'Dogs', description: 'Loyal.' })
  const cats = await db.createCategory({ name: 'Cats' })
  await db.createCategory({ name: 'Birds' })
  const rex = await db.createPet({ name: 'Rex', categoryId: dogs.id })
  await db.setStock(rex.id, 3)
  await db.placeOrder({ petId: rex.id, quantity: 1, shipDate: '2026-11-20T10:00:00.000Z' })
  const tom = await db.createPet({ name: 'Tom', categoryId: cats.id })
  const sale = await db.placeOrder({
    petId: tom.id,
    quantity: 1,
    shipDate: '2026-11-21T10:00:00.000Z',
  })
  await db.updateOrder(sale.id, { complete: true })
  const kit = await db.createPet({ name: 'Kit', categoryId: cats.id })
  await db.placeOrder({ petId: kit.id, quantity: 1, shipDate: '2026-11-22T10:00:00.000Z' })
  await db.createPet({ name: 'Bo', categoryId: dogs.id, status: 'sold' })
}

const petstore = createPetstoreServer({
  baseUrl: CONFORMANCE_BASE,
  scenario: smallStore,
  now: CONFORMANCE_NOW,
  // The runner's checks judge every answer; the mock's own check would only double the work.
  validateResponses: false,
})
const direct = pipelineFetch(petstore)
// The runner reads the store for the state rules; the client makes the steps.
const runner = new Runner({ baseUrl: CONFORMANCE_BASE, ...KEYS, fetch: direct })
const { api, requests } = countingClient(direct)

describe(`the state machine of openapi.yaml (seed ${seed})`, () => {
  it(`keeps every state rule after each step of ${SEQUENCES} random sequences of up to ${MAX_STEPS} steps`, async ({
    annotate,
  }) => {
    const world: World = { api, steps: 0 }
    let sequences = 0
    const before = runner.requests + requests()
    await fc
      .assert(
        fc.asyncProperty(
          fc.commands(storeCommands(), { maxCommands: MAX_STEPS, size: 'max' }),
          async (commands) => {
            sequences++
            await petstore.reset()
            const failuresBefore = runner.failures.length
            const model = await loadModel(api, new StoreModel())
            await fc.asyncModelRun(() => ({ model, real: world }), commands)
            // At the end of each sequence: every list, the contract's rules, and no deleted record back.
            const differences = storeDifferences(
              model,
              await listStore(api, { categories: true, orders: true }),
            )
            const view = await readStore(runner)
            const rules = view
              ? stateRuleProblems(view).map((p) => p.message)
              : ['the lists could not be read']
            const revived = await goneProblems(api, model)
            const problems = [
              ...differences,
              ...rules,
              ...revived,
              ...runner.failures.slice(failuresBefore).map((f) => f.title),
            ]
            if (problems.length > 0)
              throw new Error(`at the end of the sequence:\n  - ${problems.join('\n  - ')}`)
          },
        ),
        { seed, numRuns: SEQUENCES },
      )
      .catch((error: unknown) => {
        // fast-check keeps the failing step's own error as the cause; show both.
        const cause =
          error instanceof Error && error.cause !== undefined
            ? `\nCause: ${String(error.cause)}`
            : ''
        throw new Error(
          `${String(error)}${cause}\nRerun: ${rerun('src/conformance/stateful.test.ts', seed)}`,
        )
      })
    await annotate(
      `${sequences} sequences, ${world.steps} steps, ${runner.requests + requests() - before} requests`,
    )
    expect(sequences).toBeGreaterThanOrEqual(SEQUENCES)
  }, 180_000)

  it('refuses stock that, with the units in open orders, would pass 1,000,000, so a cancel never overflows', async () => {
    await petstore.reset()
    // A new pet, so no seeded order holds any of its units.
    const { id: rex } = await api.ok('createPet', { body: { name: 'Rex', categoryId: 1 } })
    await api.ok('updateInventory', { params: { petId: rex }, body: { quantity: 5 } })
    const order = await api.ok('createOrder', { body: { petId: rex, quantity: 3 } })
    const tooMuch = await api.op('updateInventory', {
      params: { petId: rex },
      body: { quantity: 1_000_000 },
    })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body).toMatchObject({ code: 'stock_limit_exceeded' })
    const most = await api.op('updateInventory', {
      params: { petId: rex },
      body: { quantity: 999_997 },
    })
    expect(most.status).toBe(200)
    await api.ok('cancelOrder', { params: { orderId: order.id as number } })
    const entry = await api.ok('getInventoryItem', { params: { petId: rex } })
    expect(entry.quantity).toBe(1_000_000)
    await api.ok('listInventory')
  })
})
