/**
 * The dev server's one mock: created the first time the plugin's server starts, kept on
 * globalThis under a registered symbol, so a re-evaluated module (Vite restarting on a config
 * edit, a framework reloading its server entry, two copies of this package) finds the same store
 * instead of making a second one. Nothing here is ever closed: the mock has no socket of its own
 * (it answers on the dev server's), and it lives as long as the process.
 */
import type { RequestHandler } from 'msw'
import { createPetstore, type Petstore, type PetstoreOptions } from '../../controller/petstore'
import { devLog } from '../../base/log'
import { splitBaseUrl } from '../../controller/settings'

const HELD = Symbol.for('petstore-mock.vite')

/** The process's mock and the overrides added with the plugin's `use()`, newest first. */
export interface Held {
  petstore: Petstore
  overrides: RequestHandler[]
  /** The options it was made with, as JSON: a later start with others is told, not ignored. */
  made: string
}

type Holder = { [HELD]?: Held }

// Functions (a custom scenario, a clock) cannot be compared as JSON: their source stands in.
function describeOptions(options: PetstoreOptions): string {
  return JSON.stringify(options, (_key, value: unknown) =>
    typeof value === 'function' ? String(value) : value,
  )
}

/**
 * The process's mock, created with `options` the first time; later calls get the same one, and
 * a call with other options says once that the store was kept (restart the dev server to apply);
 * `who` names the caller in that message.
 */
export function heldPetstore(
  options: PetstoreOptions,
  scope: object = globalThis,
  who = 'the Vite plugin',
): Held {
  const holder = scope as Holder
  const made = describeOptions(options)
  const held = holder[HELD]
  if (held) {
    if (held.made !== made) {
      devLog.warn(
        `${who} kept the store it already has; its new options apply after the dev server is stopped and started again.`,
      )
      held.made = made
    }
    return held
  }
  const fresh = { petstore: createPetstore(options), overrides: [], made }
  holder[HELD] = fresh
  return fresh
}

/** The mock the plugin runs in this process, if it has started one. */
export function currentHeld(scope: object = globalThis): Held | undefined {
  return (scope as Holder)[HELD]
}

/**
 * The path a dev server answers the API on (`baseUrl`, default `/api/v1`): only a path, since the
 * mock answers on the dev server's own origin; a full URL is a TypeError naming `api`'s option.
 */
export function devBasePath(api: string, baseUrl: unknown): string {
  let split: ReturnType<typeof splitBaseUrl>
  try {
    split = splitBaseUrl(baseUrl ?? '/api/v1')
  } catch (error) {
    throw new TypeError(`${api}: ${(error as Error).message}`)
  }
  if (split.origin !== undefined) {
    throw new TypeError(
      `${api}: baseUrl must be a path the dev server answers (such as /api/v1), not ${String(baseUrl)}; fetch it from the dev server's origin instead.`,
    )
  }
  return split.basePath
}
