/**
 * Joining the msw a team already runs in the page (`startPetstoreWorker({ join })`): msw 3's
 * `virtual:msw` network, or a `setupWorker()` of msw 2.15 or 3. The mock's handlers go onto it
 * through msw's public handler API, and stay there across the team's `resetHandlers()` and
 * (msw 3's network) `configure({ handlers })`: those two methods of the object the team handed
 * over are wrapped until `leave()`, which puts them back (docs/decisions/016-join-the-pages-msw.md).
 */
import type { RequestHandler } from 'msw'
import { shown } from '../../base/text'

/**
 * The msw a page already runs, as far as the mock uses it: msw's handler API, which msw 3's
 * `virtual:msw` network and a `setupWorker()` of msw 2.15 or 3 all have.
 */
export interface JoinableMsw {
  use(...handlers: RequestHandler[]): void
  resetHandlers(...handlers: RequestHandler[]): void
  listHandlers(): ReadonlyArray<unknown>
  /** msw 3's network: replaces its handlers while it is off. */
  configure?(options: { handlers?: unknown }): void
}

/** The mock on a joined msw. */
export interface JoinedMsw {
  /** Takes the mock's handlers off and gives the team's methods back. */
  leave(): void
}

const JOIN_SHAPE = "msw's network from 'virtual:msw' (msw/vite) or a setupWorker() of msw 2.15 or 3"

/**
 * Checks `join`; anything else than msw's handler API is a TypeError naming it, and so are the
 * options of a worker the mock would start (`own`), which belong to the msw joined.
 */
export function checkJoin(value: unknown, own: Record<string, unknown> = {}): JoinableMsw {
  const given = Object.keys(own).filter((name) => own[name] !== undefined)
  if (given.length > 0) {
    throw new TypeError(
      `join: ${given.join(', ')} ${given.length > 1 ? 'belong' : 'belongs'} to the msw you join; set ${given.length > 1 ? 'them' : 'it'} where that msw starts`,
    )
  }
  const target = value as Partial<Record<keyof JoinableMsw, unknown>> | null
  const methods = ['use', 'resetHandlers', 'listHandlers'] as const
  if (
    typeof target !== 'object' ||
    target === null ||
    !methods.every((name) => typeof target[name] === 'function')
  ) {
    throw new TypeError(`join must be ${JOIN_SHAPE}, got ${shown(value)}`)
  }
  if (target.configure !== undefined && typeof target.configure !== 'function') {
    throw new TypeError(`join.configure must be msw's network configure(), got ${shown(value)}`)
  }
  return target as JoinableMsw
}

/** Puts `handlers` on the team's msw and keeps them there until `leave()`. */
export function joinMsw(target: JoinableMsw, handlers: RequestHandler[]): JoinedMsw {
  const ours = new Set<unknown>(handlers)
  const present = () => target.listHandlers().some((handler) => ours.has(handler))
  // The team's own methods, as they were (own properties, or inherited from msw's class).
  const own = {
    resetHandlers: Object.getOwnPropertyDescriptor(target, 'resetHandlers'),
    configure: Object.getOwnPropertyDescriptor(target, 'configure'),
  }
  const reset = target.resetHandlers
  const configure = target.configure
  target.resetHandlers = (...next: RequestHandler[]) => {
    reset.apply(target, next)
    // Behind whatever the team puts in front afterwards: `use` prepends.
    if (!present()) target.use(...handlers)
  }
  if (configure) {
    target.configure = (options: { handlers?: unknown }) => {
      const next = options.handlers
      // A handlers controller of the team's own is left as it is; a list gets the mock's too.
      configure.call(
        target,
        Array.isArray(next)
          ? { ...options, handlers: [...(next as unknown[]), ...handlers] }
          : options,
      )
    }
  }
  if (!present()) target.use(...handlers)
  return {
    leave() {
      restore(target, 'resetHandlers', own.resetHandlers)
      restore(target, 'configure', own.configure)
      if (!present()) return
      const rest = target.listHandlers().filter((handler) => !ours.has(handler))
      target.resetHandlers(...(rest as RequestHandler[]))
    },
  }
}

function restore(target: object, name: string, descriptor: PropertyDescriptor | undefined): void {
  if (descriptor) Object.defineProperty(target, name, descriptor)
  else Reflect.deleteProperty(target, name)
}
