/**
 * The msw the mock answers through in the page: a worker of its own, or the team's msw it joined
 * (`join.ts`). Either way `stop()` leaves no handler of the mock answering: its own worker stops,
 * a joined msw gets its handlers back without the mock's.
 */
import { setupWorker, type SetupWorker } from 'msw/browser'
import type { RequestHandler } from 'msw'
import { startOptions, stopOnce } from '../../handlers/msw'
import { joinMsw, type JoinableMsw } from './join'
import { anotherMswInPage, OTHER_MSW_MESSAGE } from './other-msw'

/** Where the mock's handlers run. */
export interface PageMsw<Msw> {
  readonly worker: Msw
  /** Resolves once requests reach the mock's handlers (at once on a joined msw). */
  start(): Promise<void>
  stop(): void
}

/** How the mock's own worker starts. */
export interface OwnWorkerOptions {
  serviceWorkerUrl?: string | undefined
  onUnhandledRequest?: 'bypass' | 'warn' | 'error' | undefined
  logRequests?: boolean | undefined
}

/** The mock's handlers on the team's msw; nothing is started. */
export function joinedMsw<Msw extends JoinableMsw>(
  target: Msw,
  handlers: RequestHandler[],
): PageMsw<Msw> {
  let joined: ReturnType<typeof joinMsw> | undefined
  return {
    worker: target,
    async start() {
      joined = joinMsw(target, handlers)
    },
    stop() {
      joined?.leave()
      joined = undefined
    },
  }
}

/** A worker of the mock's own, started only when no other msw runs in the page. */
export function ownWorker(
  handlers: RequestHandler[],
  options: OwnWorkerOptions,
): PageMsw<SetupWorker> {
  const worker = setupWorker(...handlers)
  return {
    worker,
    async start() {
      // Checked again here: another msw may have started while the mock was being set up.
      if (anotherMswInPage()) throw new Error(OTHER_MSW_MESSAGE)
      try {
        await worker.start(
          startOptions(worker, {
            serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
            quiet: !options.logRequests,
            onUnhandledRequest: options.onUnhandledRequest ?? 'bypass',
          }),
        )
      } catch (error) {
        // msw's own words for a second msw ("Failed to replace a global value") name no fix.
        if (/already replaced/.test(String((error as Error).message))) {
          throw new Error(OTHER_MSW_MESSAGE, { cause: error })
        }
        throw error
      }
    },
    stop: () => stopOnce(() => worker.stop(), worker),
  }
}
