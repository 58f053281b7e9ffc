// A model-based test of the controller: random interleavings of requests (through msw), reset,
// setScenario, snapshot/restore, configure and close/listen, checked after every step against a
// model that replays the same story one call at a time on fresh mocks.
import fc from 'fast-check'
import { getResponse } from 'msw'
import { afterAll, describe, expect, it } from 'vitest'
import { fuzzSeed, rerun } from '../../test/support/conformance'
import type { StoreSnapshot } from '../db/database'
import type { ScenarioName } from '../factories/scenarios'
import { createPetstoreServer, type PetstoreServer } from '../entries/node'
import { createPetstore, type Petstore } from './petstore'
import { createApiClient, type ApiResponse } from '../conformance/client'

const BASE = 'http://model.test/api/v1'
const OPTIONS = { baseUrl: BASE, seed: 6, size: 60, now: '2026-11-01T00:00:00.000Z' } as const
const seed = fuzzSeed()

type Write =
  | { kind: 'createPet'; name: string; categoryId: number }
  | { kind: 'deletePet'; id: number }
  | { kind: 'createCategory'; name: string }
  | { kind: 'createOrder'; petId: number; quantity: number }
  | { kind: 'setStock'; petId: number; quantity: number }

type Replacement =
  | { kind: 'reset' }
  | { kind: 'setScenario'; name: ScenarioName }
  | { kind: 'restore'; pick: number }

interface Step {
  configure: { latency: number; faultRate: number } | null
  replacements: Replacement[]
  reads: number
  snapshot: boolean
  writes: Write[]
  relisten: boolean
}

const id = fc.integer({ min: 1, max: 64 })
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('createPet' as const),
    name: fc.constantFrom('Rex', 'Bolt', 'Mia'),
    categoryId: fc.integer({ min: 1, max: 9 }),
  }),
  fc.record({ kind: fc.constant('deletePet' as const), id }),
  fc.record({
    kind: fc.constant('createCategory' as const),
    name: fc.constantFrom('Ferrets', 'Dogs', 'Owls'),
  }),
  fc.record({
    kind: fc.constant('createOrder' as const),
    petId: id,
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('setStock' as const),
    petId: id,
    quantity: fc.integer({ min: 0, max: 5 }),
  }),
)
const replacement: fc.Arbitrary<Replacement> = fc.oneof(
  fc.constant({ kind: 'reset' as const }),
  fc.record({
    kind: fc.constant('setScenario' as const),
    name: fc.constantFrom<ScenarioName>('default', 'empty', 'large'),
  }),
  fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }),
)
const step: fc.Arbitrary<Step> = fc.record({
  configure: fc.option(
    fc.record({ latency: fc.constantFrom(0, 1, 2), faultRate: fc.constantFrom(0, 0, 0.2) }),
  ),
  replacements: fc.array(replacement, { maxLength: 3 }),
  reads: fc.integer({ min: 0, max: 4 }),
  snapshot: fc.boolean(),
  writes: fc.array(write, { maxLength: 4 }),
  relisten: fc.boolean(),
})

function requestOf(w: Write): { method: string; path: string; body?: unknown } {
  switch (w.kind) {
    case 'createPet':
      return { method: 'POST', path: '/pets', body: { name: w.name, categoryId: w.categoryId } }
    case 'deletePet':
      return { method: 'DELETE', path: `/pets/${w.id}` }
    case 'createCategory':
      return { method: 'POST', path: '/categories', body: { name: w.name } }
    case 'createOrder':
      return {
        method: 'POST',
        path: '/store/orders',
        body: { petId: w.petId, quantity: w.quantity },
      }
    case 'setStock':
      return { method: 'PUT', path: `/store/inventory/${w.petId}`, body: { quantity: w.quantity } }
  }
}

const isInjected = (response: ApiResponse) =>
  response.status >= 500 &&
  String((response.body as { message?: unknown } | undefined)?.message).startsWith('Injected fault')

function expectNoUnplanned5xx(response: ApiResponse): void {
  if (response.status >= 500 && !isInjected(response)) {
    throw new Error(`answered ${response.status}: ${JSON.stringify(response.body)}`)
  }
}

const exported = async (petstore: Petstore) => JSON.stringify(await petstore.snapshot())

/** The model: the same story, one call at a time, each replacement on a fresh mock. */
class Model {
  petstore = createPetstore(OPTIONS)
  scenario: ScenarioName = 'default'
  readonly api = createApiClient({
    baseUrl: BASE,
    fetch: async (input, init) =>
      (await getResponse(this.petstore.handlers, new Request(input, init))) ?? Response.error(),
  })

  async replace(r: Replacement, snapshot: StoreSnapshot | undefined): Promise<void> {
    if (r.kind === 'setScenario') this.scenario = r.name
    this.petstore = createPetstore({ ...OPTIONS, scenario: this.scenario })
    if (r.kind === 'restore' && snapshot) await this.petstore.restore(snapshot)
    await this.petstore.ready
  }
}

async function runStory(real: PetstoreServer, steps: Step[]): Promise<void> {
  const api = createApiClient({ baseUrl: BASE })
  const model = new Model()
  const snapshots: StoreSnapshot[] = []
  // Each story starts where the model does, whatever the story before left behind.
  await real.setScenario('default')
  real.configure({ latency: 0, faultRate: 0 })

  for (const s of steps) {
    if (s.configure) real.configure(s.configure)
    // Replacements, reads and a snapshot all start before any of them is awaited.
    const planned = s.replacements.map((r) => ({
      r,
      snapshot:
        r.kind === 'restore' ? snapshots[r.pick % Math.max(snapshots.length, 1)] : undefined,
    }))
    const replacing = planned
      .filter(({ r, snapshot }) => r.kind !== 'restore' || snapshot)
      .map(({ r, snapshot }) => {
        if (r.kind === 'reset') return real.reset()
        if (r.kind === 'setScenario') return real.setScenario(r.name)
        return real.restore(snapshot)
      })
    const reads = Array.from({ length: s.reads }, () => api.get('/pets', { query: { limit: 2 } }))
    const snapshot = s.snapshot ? real.snapshot() : undefined
    for (const p of planned) {
      if (p.r.kind !== 'restore' || p.snapshot) await model.replace(p.r, p.snapshot)
    }

    // Writes go one at a time; the first waits at the gate for the replacements above.
    for (const w of s.writes) {
      const { method, path, body } = requestOf(w)
      const got = await api.call(method, path, body === undefined ? {} : { body })
      expectNoUnplanned5xx(got)
      if (isInjected(got)) continue
      const expected = await model.api.call(method, path, body === undefined ? {} : { body })
      expect({ write: w, status: got.status, body: got.body }).toEqual({
        write: w,
        status: expected.status,
        body: expected.body,
      })
    }

    await Promise.all(replacing)
    for (const read of await Promise.all(reads)) expectNoUnplanned5xx(read)
    if (snapshot) snapshots.push(structuredClone(await snapshot) as StoreSnapshot)
    if (s.relisten) {
      real.close()
      real.listen({ onUnhandledRequest: 'error' })
    }
    expect(await exported(real)).toBe(await exported(model.petstore))
  }
}

describe(`the controller under random interleavings (seed ${seed}; set FUZZ_SEED to change)`, () => {
  const real = createPetstoreServer(OPTIONS)
  real.listen({ onUnhandledRequest: 'error' })
  afterAll(() => real.close())

  it('never answers an unplanned 5xx and always ends on the seed plus the writes since', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), (steps) =>
        runStory(real, steps),
      ),
      { seed, numRuns: 20, endOnFailure: true },
    )
  }, 60_000)

  it('names how to rerun it', () => {
    expect(rerun('src/petstore.model.test.ts', seed)).toContain(`FUZZ_SEED=${seed}`)
  })
})
