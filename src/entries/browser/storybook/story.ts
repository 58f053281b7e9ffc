/**
 * What the Storybook loader does for each story, apart from starting the worker (so it can be
 * tested in Node with msw's server in the worker's place): back to the seeded store, the story's
 * scenario, latency and faults, its `given`, then its own handlers in front of the mock's.
 */
import { shown } from '../../../base/text'
import type { RequestHandler } from 'msw'
import type { Petstore } from '../../../controller/petstore'
import type { Given } from '../../../controller/arrange/given'
import type { Scenario, ScenarioName } from '../../../factories/scenarios'
import type { LatencySetting } from '../../../runtime/chaos-and-canned'

/**
 * The worker's part the loader uses: msw's `use` and `resetHandlers` (a `SetupWorker` has them).
 */
export interface StoryWorker {
  use(...handlers: RequestHandler[]): void
  resetHandlers(): void
}

/** A mock a story runs on: the controller plus the worker that serves it. */
export interface StoryPetstore extends Petstore {
  worker: StoryWorker
}

/** `parameters.petstore` of a story (or of a component's stories, or of the preview). */
export interface PetstoreParameters<P extends Petstore = Petstore> {
  /** The store the story starts from: `default`, `empty`, `large` or your own function. */
  scenario?: ScenarioName | Scenario
  /** Arranges records through the API's state rules before the story renders. */
  given?: (given: Given, petstore: P) => unknown
  /** Handlers in front of the mock's for this story, e.g. `reply('listPets', { status: 503 })`. */
  reply?: readonly RequestHandler[]
  /** Delay before each answer: 'none', 'realistic' (40-250 ms), 'slow' (1-3 s), ms or [min, max]. */
  latency?: LatencySetting
  /** Share of requests (0 to 1) answered with an injected 500 or 503. */
  faults?: number
}

/** The part of Storybook's story context the loader reads and writes. */
export interface StoryContextLike {
  parameters: { petstore?: unknown; msw?: unknown; [name: string]: unknown }
  /** msw-storybook-addon's worker, when a loader of it ran; set to ours when nothing set it. */
  msw?: unknown
  [name: string]: unknown
}

/** The latency and fault rate a story gets when its parameters name none. */
export interface StoryDefaults {
  latency?: LatencySetting
  faultRate?: number
}

const names = new Set(['scenario', 'given', 'reply', 'latency', 'faults'])

/** Checks `parameters.petstore`; a misused field is a TypeError naming it. */
export function checkParameters(value: unknown): PetstoreParameters {
  if (value === undefined) return {}
  const where = 'parameters.petstore'
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(
      `${where} must be an object such as { scenario: 'empty' }, not ${shown(value)}`,
    )
  }
  for (const name of Object.keys(value)) {
    if (!names.has(name)) {
      throw new TypeError(`${where}.${name} is not an option; use ${[...names].join(', ')}`)
    }
  }
  const { given, reply } = value as PetstoreParameters
  if (given !== undefined && typeof given !== 'function') {
    throw new TypeError(
      `${where}.given must be a function such as (given) => given.pet(), not ${shown(given)}`,
    )
  }
  if (reply !== undefined && !Array.isArray(reply)) {
    throw new TypeError(
      `${where}.reply must be an array of handlers such as [reply('listPets', { status: 503 })], not ${shown(reply)}`,
    )
  }
  return value as PetstoreParameters
}

/**
 * The handlers of `parameters.msw`, in the shapes msw-storybook-addon reads: an array, or
 * `{ handlers }` with an array or an object of named handlers and arrays.
 */
export function mswParameterHandlers(value: unknown): RequestHandler[] {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) return value as RequestHandler[]
  const handlers = (value as { handlers?: unknown }).handlers
  if (handlers === undefined || handlers === null) return []
  const lists = Array.isArray(handlers) ? handlers : Object.values(handlers as object)
  return (lists.flat() as unknown[]).filter(Boolean) as RequestHandler[]
}

/**
 * Prepares the mock for one story: the story's own handlers are dropped, the store goes back to
 * the seeded one (journal emptied), then the story's latency, faults, scenario and `given`
 * apply, and its handlers (`parameters.petstore.reply`, then `parameters.msw`) go in front of
 * the mock's, never in its place.
 */
export async function prepareStory(
  petstore: StoryPetstore,
  context: StoryContextLike,
  defaults: StoryDefaults,
): Promise<void> {
  const story = checkParameters(context.parameters.petstore)
  const handlers = [...(story.reply ?? []), ...mswParameterHandlers(context.parameters.msw)]
  petstore.worker.resetHandlers()
  await petstore.reset()
  try {
    petstore.configure({
      latency: story.latency ?? defaults.latency ?? 'none',
      faultRate: story.faults ?? defaults.faultRate ?? 0,
    })
  } catch (error) {
    const message = (error as Error).message.replace(/^faultRate/, 'faults')
    throw new TypeError(`parameters.petstore: ${message}`)
  }
  if (story.scenario !== undefined) await petstore.scenario(story.scenario)
  if (story.given) await story.given(petstore.given, petstore)
  if (handlers.length > 0) petstore.worker.use(...handlers)
}

/**
 * The loader for Storybook's `loaders`: starts the mock once per page (`start`), prepares it
 * for each story and hands it to the story as `loaded.petstore` (and `context.petstore`).
 */
export function createPetstoreLoader<P extends StoryPetstore>(
  start: (context: StoryContextLike) => Promise<P>,
  defaults: StoryDefaults,
): (context: StoryContextLike) => Promise<{ petstore: P }> {
  let started: Promise<P> | undefined
  return async (context) => {
    // A failed start is tried again by the next story rather than kept.
    started ??= start(context).catch((error: unknown) => {
      started = undefined
      throw error
    })
    const petstore = await started
    await prepareStory(petstore, context, defaults)
    context.petstore = petstore
    context.msw ??= petstore.worker
    return { petstore }
  }
}

/**
 * Where the loader looks for `mockServiceWorker.js` unless told: beside Storybook's preview page
 * (`iframe.html`, where `storybook dev` and `storybook build` put the static dirs, in whatever
 * sub-folder the build is served from), else at the server's root (the Vitest addon's test page,
 * which serves the static dirs there).
 */
export function defaultWorkerUrl(pathname: string): string {
  return pathname.endsWith('/iframe.html') ? './mockServiceWorker.js' : '/mockServiceWorker.js'
}
