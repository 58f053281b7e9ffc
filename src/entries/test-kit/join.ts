/**
 * `join`: the mock on the msw server a team already runs, through msw's public API alone
 * (`use`, `listHandlers`, `resetHandlers`). msw 3 lets one server intercept per process (the
 * last started disconnects the others), so the mock rides on the team's server instead of
 * starting a second: it never calls `listen` or `close` on it, and the team's
 * `onUnhandledRequest` / `onUnhandledFrame` stay as the team set them.
 */
import type { SetupServer } from 'msw/node'
import type { HttpHandler } from '../../handlers/msw'

/** What `join` takes: the team's own `setupServer()` (msw 2.15 or 3). */
export type JoinedServer = SetupServer

const methods = ['use', 'listHandlers', 'resetHandlers', 'listen', 'close'] as const

function describeValue(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value)
  const missing = methods.filter(
    (name) => typeof (value as Record<string, unknown>)[name] !== 'function',
  )
  return `an object without ${missing.join(', ')}`
}

/** Refuses a `join` that is not an msw server, with a TypeError naming the option. */
export function checkJoin(
  where: string,
  value: unknown,
): asserts value is JoinedServer | undefined {
  if (value === undefined) return
  const isServer =
    typeof value === 'object' &&
    value !== null &&
    methods.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
  if (!isServer)
    throw new TypeError(
      `${where}: join must be the msw server you already run (what setupServer() from 'msw/node' returned), not ${describeValue(value)}`,
    )
}

/** The mock's handlers on a joined server: put there, kept there, taken away. */
export interface JoinedHandlers {
  /** Puts the handlers on the server unless they are there (a team's resetHandlers() drops them on msw 2.15). */
  attach(): void
  /** Takes them off; the team's own handlers stay. */
  detach(): void
}

/**
 * The mock's handlers on `server`. `attach` hands them to `resetHandlers` with the server's
 * current list: msw 3 takes that list as the server's initial handlers, so the team's own
 * `server.resetHandlers()` after each test keeps them; msw 2.15 drops them there, and the kits
 * attach again before each test.
 */
export function joinServer(server: JoinedServer, handlers: readonly HttpHandler[]): JoinedHandlers {
  const ours = new Set<unknown>(handlers)
  const present = () => server.listHandlers().some((handler) => ours.has(handler))
  return {
    attach() {
      if (!present()) server.resetHandlers(...handlers, ...server.listHandlers())
    },
    detach() {
      if (!present()) return
      const theirs = server.listHandlers().filter((handler) => !ours.has(handler))
      // An empty list would mean "back to the initial handlers", which hold the mock's on msw 3.
      if (theirs.length > 0) server.resetHandlers(...theirs)
    },
  }
}

/**
 * A joined server as the runner binding sees it: nothing to start or stop (the team does), the
 * handlers put back before and after each test (the team's own reset may have dropped them).
 */
export function joinedInterceptor(
  joined: JoinedHandlers,
): Record<'start' | 'prepare' | 'resetHandlers' | 'stop', () => void> {
  return {
    start: () => joined.attach(),
    prepare: () => joined.attach(),
    resetHandlers: () => joined.attach(),
    stop: () => joined.detach(),
  }
}
