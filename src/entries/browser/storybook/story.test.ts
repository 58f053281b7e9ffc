// The loader's per-story logic, with msw's Node server standing in for the service worker (both
// have `use` and `resetHandlers`); the real Storybook run is examples/frontend's.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenWith } from '../../../handlers/msw'
import { createPetstore, extendPetstore } from '../../../controller/petstore'
import {
  createPetstoreLoader,
  defaultWorkerUrl,
  mswParameterHandlers,
  type PetstoreParameters,
  type StoryContextLike,
} from './story'

const BASE = 'http://storybook.test/api/v1'
const core = createPetstore({ baseUrl: BASE })
const server = setupServer(...core.handlers)
const petstore = extendPetstore(core, { worker: server })
let starts = 0
const loader = createPetstoreLoader(async () => {
  starts++
  return petstore
}, {})

beforeAll(() => listenWith(server, { onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const key = { Authorization: 'Bearer petstore-demo-key' }
const get = (path: string) => fetch(BASE + path, { headers: key })
const story = (parameters: StoryContextLike['parameters']): StoryContextLike => ({ parameters })
const petNames = async () =>
  ((await (await get('/pets')).json()) as { name: string }[]).map((p) => p.name)

describe('the Storybook loader', () => {
  it("starts the mock once and gives each story the seeded store with the story's own data", async () => {
    const first = await loader(
      story({
        petstore: {
          scenario: 'empty',
          given: (g) => g.pet({ name: 'Rex' }),
        } satisfies PetstoreParameters,
      }),
    )
    expect(first.petstore).toBe(petstore)
    expect(await petNames()).toEqual(['Rex'])
    await loader(story({}))
    expect((await petNames()).length).toBe(20)
    await loader(story({ petstore: { scenario: 'empty' } }))
    expect(await petNames()).toEqual([])
    expect(starts).toBe(1)
  })

  it('gives a story a pending order through the state rules', async () => {
    await loader(
      story({
        petstore: {
          scenario: 'empty',
          given: async (given, mock) => {
            const pet = await given.pet({ name: 'Rex', stock: 1 })
            await given.order({ petId: pet.id })
            expect(mock).toBe(petstore)
          },
        } satisfies PetstoreParameters,
      }),
    )
    const pets = (await (await get('/pets?status=pending')).json()) as { name: string }[]
    expect(pets.map((p) => p.name)).toEqual(['Rex'])
  })

  it("puts a story's handlers in front of the mock's, and drops them for the next story", async () => {
    await loader(
      story({
        petstore: { reply: [petstore.reply('listPets', { status: 503 })] },
        msw: {
          handlers: { categories: [http.get(`${BASE}/categories`, () => HttpResponse.json([]))] },
        },
      }),
    )
    expect((await get('/pets')).status).toBe(503)
    expect(await (await get('/categories')).json()).toEqual([])
    // The mock still answers everything the story did not override.
    expect((await get('/store/inventory')).status).toBe(200)
    await loader(story({}))
    expect((await get('/pets')).status).toBe(200)
    expect(((await (await get('/categories')).json()) as unknown[]).length).toBeGreaterThan(0)
  })

  it("applies the story's latency and faults, and back to none for the next story", async () => {
    await loader(story({ petstore: { latency: 150, faults: 1 } }))
    const started = performance.now()
    expect([500, 503]).toContain((await get('/pets')).status)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    await loader(story({}))
    expect(petstore.settings).toMatchObject({ latency: 'none', faultRate: 0 })
  })

  it('empties the journal before each story, so a play function sees only its own requests', async () => {
    await get('/pets')
    const { petstore: mock } = await loader(story({}))
    expect(mock.requests.length).toBe(0)
    await get('/pets?limit=5')
    expect(mock.hasReceived('listPets', { query: { limit: 5 } }).pass).toBe(true)
  })

  it('hands the worker to msw-storybook-addon style code as context.msw, unless one is set', async () => {
    const context = story({})
    await loader(context)
    expect(context.msw).toBe(server)
    expect(context.petstore).toBe(petstore)
    const theirs = story({})
    theirs.msw = 'the addon’s'
    await loader(theirs)
    expect(theirs.msw).toBe('the addon’s')
  })

  it('names a misused parameter in a TypeError', async () => {
    await expect(loader(story({ petstore: { scenery: 'empty' } }))).rejects.toThrow(
      'parameters.petstore.scenery is not an option; use scenario, given, reply, latency, faults',
    )
    await expect(loader(story({ petstore: { given: 'Rex' } }))).rejects.toThrow(
      'parameters.petstore.given must be a function',
    )
    await expect(loader(story({ petstore: { faults: 2 } }))).rejects.toThrow(
      'parameters.petstore: faults must be a number from 0 to 1, got 2',
    )
    await expect(loader(story({ petstore: { reply: {} } }))).rejects.toThrow(
      'parameters.petstore.reply must be an array of handlers',
    )
  })
})

describe('parameters.msw', () => {
  it('reads every shape msw-storybook-addon takes', () => {
    const a = http.get(`${BASE}/a`, () => undefined)
    const b = http.get(`${BASE}/b`, () => undefined)
    expect(mswParameterHandlers([a])).toEqual([a])
    expect(mswParameterHandlers({ handlers: [a, b] })).toEqual([a, b])
    expect(mswParameterHandlers({ handlers: { one: a, more: [b], off: null } })).toEqual([a, b])
    expect(mswParameterHandlers(undefined)).toEqual([])
  })
})

describe("the worker script's default place", () => {
  it("is beside Storybook's iframe.html, in any sub-folder, and at the root for the Vitest addon", () => {
    expect(defaultWorkerUrl('/iframe.html')).toBe('./mockServiceWorker.js')
    expect(defaultWorkerUrl('/design-system/iframe.html')).toBe('./mockServiceWorker.js')
    expect(defaultWorkerUrl('/__vitest_test__/')).toBe('/mockServiceWorker.js')
  })
})
