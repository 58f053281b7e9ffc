/**
 * A Storybook page's loaders, without Storybook: msw-storybook-addon 3.0.3's csf3 `mswLoader()`
 * as the addon writes it (its own `setupWorker()`, started quietly, handed over as `context.msw`,
 * `resetHandlers()` and `parameters.msw` before each story) beside `petstoreLoader()`, run
 * together as Storybook runs a story's loaders. `?order=petstore-first` swaps them.
 */
import type { SetupWorker } from 'msw/browser'
import { http, HttpResponse } from 'msw'
import { petstoreLoader, reply } from 'petstore-mock/storybook'

interface StoryContext {
  parameters: Record<string, unknown>
  msw?: unknown
  [name: string]: unknown
}

let addonWorker: Promise<SetupWorker> | undefined
function mswLoader() {
  return async (context: StoryContext) => {
    const worker = await (addonWorker ??= (async () => {
      const { setupWorker } = await import('msw/browser')
      const worker = setupWorker()
      await worker.start({ quiet: true })
      return worker
    })())
    context.msw = worker
    worker.resetHandlers()
    const handlers = (context.parameters.msw ?? []) as Parameters<SetupWorker['use']>
    if (handlers.length > 0) worker.use(...handlers)
    return {}
  }
}

const loaders = [mswLoader(), petstoreLoader()]
if (new URLSearchParams(location.search).get('order') === 'petstore-first') loaders.reverse()

/** Runs one story's loaders; the story's parameters as Storybook hands them over. */
export async function runStory(parameters: Record<string, unknown>): Promise<unknown> {
  const context: StoryContext = { parameters }
  await Promise.all(loaders.map((loader) => loader(context as never)))
  return context.msw
}

/** The stories the spec runs, one after another. */
export const stories = {
  failing: { petstore: { reply: [reply('listPets', { status: 503 })] } },
  team: { msw: [http.get('/auth/me', () => HttpResponse.json({ name: 'Ada' }))] },
  plain: {},
}
