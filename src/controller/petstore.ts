/**
 * The mock for msw: the core controller (./core.ts) plus the msw handlers and `reply`, built on
 * the core's ways in, and msw's `bypass` for the proxy (`src/handlers/msw.ts` is where
 * they meet msw). Every entry that hands handlers to msw (the root entry, Node, the browser, the
 * test kits) creates its mock here.
 */
import { createHandlers, mswPassThrough, type HttpHandler } from '../handlers/msw'
import type { OperationId } from '../contract/operations'
import type { ArrangeAssert } from './arrange-assert'
import { createReplyHandler, type ReplyOptions } from './arrange/reply'
import {
  createPetstoreParts,
  extendPetstore,
  type PetstoreCore,
  type PetstoreExtensions,
  type PetstoreOptions,
} from './core'

export {
  extendPetstore,
  type PetstoreCore,
  type PetstoreExtensions,
  type PetstoreOptions,
} from './core'

/**
 * One running mock, before it is attached to a server or worker; with the arrange / assert API
 * (`given`, `scenario`, `nextResponse`, `reply`, `received`, `hasReceived`, `hasReceivedTimes`).
 */
export interface Petstore extends PetstoreCore, ArrangeAssert {
  /** The MSW handlers; pass them to setupServer / setupWorker, or prepend your own with use(). */
  readonly handlers: HttpHandler[]
}

type ReplyInitOf = Parameters<typeof createReplyHandler>[2]

/**
 * Creates the mock: queues the first seeding and returns the handler plus the controller.
 *
 * @example
 * const petstore = createPetstore({ seed: 7, scenario: 'default' })
 * setupServer(...petstore.handlers).listen()
 * await petstore.ready
 */
export function createPetstore(
  options: PetstoreOptions = {},
  extensions: PetstoreExtensions = {},
): Petstore {
  const { petstore, waysIn } = createPetstoreParts(options, extensions, {
    passThrough: mswPassThrough,
  })
  const target = { context: petstore.context, waysIn }
  const msw: Pick<Petstore, 'handlers' | 'reply'> = {
    handlers: createHandlers(petstore.context, waysIn),
    reply: (operationId: OperationId, reply: unknown, replyOptions?: ReplyOptions) =>
      createReplyHandler(() => target, operationId, reply as ReplyInitOf, replyOptions),
  }
  return extendPetstore(petstore, msw)
}
