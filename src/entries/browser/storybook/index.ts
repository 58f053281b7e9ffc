/**
 * The Storybook entry: one loader in `.storybook/preview.ts` runs the mock in the page's service
 * worker (through the browser entry), resets it before every story and applies the story's
 * `parameters.petstore` (scenario, given, reply, latency, faults). A story's handlers, from
 * `parameters.petstore.reply` or msw-storybook-addon's `parameters.msw`, go in front of the mock's
 * and never replace them. Beside the addon's `mswLoader()` it joins the addon's worker
 * (`page-msw.ts`, docs/decisions/017-storybook-joins-the-addon.md).
 */
import { getResponse, http, type HttpHandler } from 'msw'
import type { OperationId } from '../../../contract/operations'
import type { OneOffReply } from '../../../runtime/next-response'
import {
  createReplyHandler,
  replyRoutesTo,
  type ReplyOptions,
  type ReplyResolver,
  type UncheckedReply,
  type UncheckedResolver,
} from '../../../controller/arrange/reply'
import { startPetstoreWorker } from '..'
import type { PetstoreWorker, PetstoreWorkerOptions } from '../types'
import type { SetupWorker } from 'msw/browser'
import { OTHER_MSW_MESSAGE } from '../other-msw'
import { assertOnlyWorker, SECOND_WORKER_MESSAGE } from './second-worker'
import { findStoryWorker, UNREACHABLE_MSW_MESSAGE } from './page-msw'
import {
  createPetstoreLoader,
  defaultWorkerUrl,
  type PetstoreParameters,
  type StoryContextLike,
} from './story'

/**
 * Options of `petstoreLoader`: the browser entry's (`baseUrl`, `seed`, `scenario`, `latency`,
 * `serviceWorkerUrl`, …). Stories change scenario, latency and faults through their parameters.
 *
 * @example
 * petstoreLoader({ baseUrl: '/api/v1', serviceWorkerUrl: '/static/mockServiceWorker.js' })
 */
export type PetstoreStorybookOptions = Omit<PetstoreWorkerOptions, 'persist' | 'sync' | 'join'> & {
  /**
   * The page's msw worker, for the mock to join, when something other than msw-storybook-addon's
   * `mswLoader()` starts it (the addon's worker is joined without being named). Default: the
   * addon's worker when `mswLoader()` runs beside, else a worker of the mock's own.
   */
  join?: SetupWorker
}

/**
 * `parameters.petstore` of a story, typed for the browser's controller.
 *
 * @example
 * const parameters = { petstore: { scenario: 'empty' } satisfies StoryParameters }
 */
export type StoryParameters = PetstoreParameters<PetstoreWorker>

// One page, one mock, however many loaders ask: `reply()` handlers answer through it.
let current: PetstoreWorker | undefined
let starting: Promise<PetstoreWorker> | undefined
// Failures a next story would only repeat: it tries again after any other.
const lasting = new Set([SECOND_WORKER_MESSAGE, UNREACHABLE_MSW_MESSAGE])

/**
 * The loader for `.storybook/preview.ts`. The first story starts the mock: on msw-storybook-addon's
 * worker when `mswLoader()` is in `loaders` too (in either order), on the worker named by `join`,
 * or else in a service worker of its own (`mockServiceWorker.js`, from `npx msw init <static
 * dir>`). Before every story the store goes back to its seeded state and the story's
 * `parameters.petstore` applies. The story gets the controller as `loaded.petstore`, for `play`
 * functions. A page has one mock: the options of the loader that starts it apply.
 *
 * @example
 * // .storybook/preview.ts
 * import { mswLoader } from 'msw-storybook-addon/csf3'
 * import { petstoreLoader } from 'petstore-mock/storybook'
 * export default { loaders: [mswLoader(), petstoreLoader()] }
 */
export function petstoreLoader(
  options: PetstoreStorybookOptions = {},
): (context: StoryContextLike) => Promise<{ petstore: PetstoreWorker }> {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`petstoreLoader: options must be an object, not ${String(options)}`)
  }
  const { latency, faultRate } = options
  return createPetstoreLoader(
    (context) =>
      (starting ??= startForStories(options, context)
        .then((petstore) => (current = petstore))
        .catch((error: unknown) => {
          if (!(error instanceof Error && lasting.has(error.message))) starting = undefined
          throw error
        })),
    { latency, faultRate },
  )
}

// On the worker found or named, else on one of the mock's own, checked to be the only one.
async function startForStories(
  options: PetstoreStorybookOptions,
  context: StoryContextLike,
): Promise<PetstoreWorker> {
  const { join, serviceWorkerUrl, onUnhandledRequest, logRequests, ...mock } = options
  // The worker options are for a worker of the mock's own: named with `join`, they are refused.
  if (join) return startPetstoreWorker({ ...options, join })
  const onWorker = (worker: SetupWorker) => startPetstoreWorker({ ...mock, join: worker })
  const found = await findStoryWorker(context)
  if (found) return onWorker(found)
  let petstore: PetstoreWorker
  try {
    petstore = await startPetstoreWorker({
      serviceWorkerUrl: serviceWorkerUrl ?? defaultWorkerUrl(location.pathname),
      ...(onUnhandledRequest && { onUnhandledRequest }),
      ...(logRequests !== undefined && { logRequests }),
      ...mock,
    })
  } catch (error) {
    // Another msw showed itself after the wait: join it once it reaches the story.
    if (!(error instanceof Error && error.message === OTHER_MSW_MESSAGE)) throw error
    const late = await findStoryWorker(context, { showWithinMs: 0, otherMsw: () => true })
    return onWorker(late!)
  }
  const base = options.baseUrl ?? new URL('/api/v1', location.origin).href
  await assertOnlyWorker(base.replace(/\/+$/, ''))
  return petstore
}

/**
 * A typed one-off handler for a story, answered by the page's mock exactly as `petstore.reply()`
 * answers (auth and input checks first, the answer checked against openapi.yaml, journalled,
 * counted). For `parameters.petstore.reply`, `parameters.msw` or `context.msw.use()`; a fixed
 * reply outside openapi.yaml is refused at once, unless `{ unchecked: true }`.
 *
 * @example
 * export const Failing = {
 *   parameters: { petstore: { reply: [reply('listPets', { status: 503 })] } },
 * }
 */
export function reply<Id extends OperationId>(
  operationId: Id,
  init: OneOffReply<Id> | ReplyResolver<Id>,
  options?: ReplyOptions & { unchecked?: false },
): HttpHandler
export function reply<Id extends OperationId>(
  operationId: Id,
  init: UncheckedReply | UncheckedResolver<Id>,
  options: ReplyOptions & { unchecked: true },
): HttpHandler
export function reply(
  operationId: OperationId,
  init: unknown,
  options?: ReplyOptions,
): HttpHandler {
  type Init = Parameters<typeof createReplyHandler>[2]
  // Made now with no mock behind it: a reply outside the contract fails where the story is written.
  createReplyHandler(() => undefined, operationId, init as Init, options)
  const made = new WeakMap<PetstoreWorker, HttpHandler>()
  const handlerOf = (petstore: PetstoreWorker) => {
    let handler = made.get(petstore)
    if (!handler) {
      const untyped = petstore.reply as (
        id: OperationId,
        init: unknown,
        options?: ReplyOptions,
      ) => HttpHandler
      // `once` is this handler's own: the inner one only answers.
      handler = untyped(operationId, init, { ...options, once: false })
      made.set(petstore, handler)
    }
    return handler
  }
  return http.all(
    ({ request }) => current !== undefined && replyRoutesTo(request, current.context, operationId),
    ({ request }) => (current ? getResponse([handlerOf(current)], request) : undefined),
    { once: options?.once ?? false },
  )
}

export type { PetstoreWorker } from '../types'
