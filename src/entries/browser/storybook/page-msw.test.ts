// petstoreLoader beside msw-storybook-addon's mswLoader(), with msw's Node server standing in for
// the addon's worker and a loader written as the addon's csf3 one is (3.0.3: start once, set
// context.msw, resetHandlers(), use(parameters.msw)); Storybook runs a story's loaders together.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenWith } from '../../../handlers/msw'
import { findStoryWorker, UNREACHABLE_MSW_MESSAGE } from './page-msw'
import { mswParameterHandlers, type StoryContextLike } from './story'
import { petstoreLoader, reply, type StoryParameters } from './index'

const BASE = 'http://storybook.test/api/v1'
const server = setupServer()
beforeAll(() => listenWith(server, { onUnhandledRequest: 'error' }))
afterAll(() => server.close())

let addonStarted: Promise<typeof server> | undefined
const mswLoader = () => async (context: StoryContextLike) => {
  // The addon's worker takes a while to start; ours waits for it rather than starting another.
  const worker = await (addonStarted ??= new Promise((resolve) =>
    setTimeout(() => resolve(server), 80),
  ))
  context.msw = worker
  worker.resetHandlers()
  const handlers = mswParameterHandlers(context.parameters.msw)
  if (handlers.length > 0) worker.use(...handlers)
  return {}
}
const petstore = petstoreLoader({ baseUrl: BASE })
const addon = mswLoader()
const runStory = (loaders: Array<(c: StoryContextLike) => Promise<unknown>>, parameters = {}) => {
  const context: StoryContextLike = { parameters }
  return Promise.all(loaders.map((loader) => loader(context)))
}
const key = { Authorization: 'Bearer petstore-demo-key' }
const status = async (path: string) => (await fetch(BASE + path, { headers: key })).status

describe('petstoreLoader beside mswLoader()', () => {
  it("joins the addon's worker in either order, with each story's handlers and reset", async () => {
    const [first] = (await runStory([petstore, addon], {
      petstore: { reply: [reply('listPets', { status: 503 })] },
      msw: [http.get(`${BASE}/categories`, () => HttpResponse.json([]))],
    })) as [{ petstore: { worker: unknown } }]
    expect(first.petstore.worker).toBe(server)
    expect(await status('/pets')).toBe(503)
    expect(await (await fetch(`${BASE}/categories`, { headers: key })).json()).toEqual([])
    // The next story, loaders the other way round: the addon's reset leaves the mock answering.
    const given: StoryParameters['given'] = (g) => g.pet({ name: 'Rex' })
    await runStory([addon, petstore], { petstore: { given } })
    expect(await status('/pets')).toBe(200)
    const pets = (await (await fetch(`${BASE}/pets?name=Rex`, { headers: key })).json()) as []
    expect(pets.length).toBe(1)
    expect(
      ((await (await fetch(`${BASE}/categories`, { headers: key })).json()) as []).length,
    ).toBeGreaterThan(0)
  })
})

describe('the wait for another msw in the page', () => {
  it('finds nothing when no other msw shows itself in time', async () => {
    await expect(
      findStoryWorker({ parameters: {} }, { showWithinMs: 30, otherMsw: () => false }),
    ).resolves.toBeUndefined()
  })

  it('names join when another msw runs but never reaches context.msw', async () => {
    const waiting = findStoryWorker(
      { parameters: {} },
      { otherMsw: () => true, handedWithinMs: 50 },
    )
    await expect(waiting).rejects.toThrow(UNREACHABLE_MSW_MESSAGE)
    expect(UNREACHABLE_MSW_MESSAGE).toContain('petstoreLoader({ join: worker })')
  })
})
