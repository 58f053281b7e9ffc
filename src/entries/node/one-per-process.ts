/**
 * One mock per process. A second msw server listening in the process hides the first one
 * without a word (its requests, even for another API, go to the network: msw 2.15), which is
 * what a dev server did when it evaluated a server file again after an edit: a fresh store each
 * time, the old one still listening and never answering. Here a second listen() is refused,
 * naming the way out, and startPetstoreServer() reuses the running mock. The record lives on globalThis under a registered symbol, so a module
 * evaluated again (a hot reload, the ESM and CommonJS builds side by side) sees the same one.
 */
import { splitBaseUrl } from '../../controller/settings'
import { devLog } from '../../base/log'

/** The API a mock answers: its origin (any, for a relative base) and its base path. */
export interface ApiBase {
  origin: string | undefined
  basePath: string
}

interface Running {
  base: ApiBase
  owner: object
  /** The options it was started with, as text, to tell a later call with other options. */
  options: string
}

const RUNNING = Symbol.for('petstore-mock.running')
const scope = globalThis as { [RUNNING]?: Running[] }
const running = (): Running[] => (scope[RUNNING] ??= [])

/** The API base of `baseUrl`, as the mock reads it (`/api/v1` by default). */
export function apiBase(baseUrl: unknown): ApiBase {
  return splitBaseUrl(baseUrl ?? '/api/v1')
}

function overlaps(a: ApiBase, b: ApiBase): boolean {
  return (
    a.basePath === b.basePath &&
    (a.origin === undefined || b.origin === undefined || a.origin === b.origin)
  )
}

const describe = (base: ApiBase) => `${base.origin ?? ''}${base.basePath}`

/**
 * Records `owner` as the mock listening for `base`; throws when another mock listens in this
 * process. Listening again (the same owner) is fine.
 */
export function claimApi(owner: object, base: ApiBase, options: unknown = {}): void {
  const other = running().find((entry) => entry.owner !== owner)
  if (other) {
    throw new Error(
      `[petstore-mock] another mock already answers ${describe(other.base)} in this process, and a second one would hide it (msw's newest server takes every request). ` +
        `Close the first (petstore.close()) before starting another, or keep one mock for the whole process with startPetstoreServer() from 'petstore-mock/node', which gives a file evaluated again (as after an edit in a dev server) the running mock and its store.`,
    )
  }
  if (!running().some((entry) => entry.owner === owner)) {
    running().push({ base, owner, options: optionsText(options) })
  }
}

/** Forgets `owner` (its mock stopped listening). */
export function releaseApi(owner: object): void {
  const list = running()
  const at = list.findIndex((entry) => entry.owner === owner)
  if (at >= 0) list.splice(at, 1)
}

/**
 * The running mock for `base` when there is one; warns once per call when it was started with
 * other options, which it keeps.
 */
export function runningFor<T extends object>(base: ApiBase, options: unknown): T | undefined {
  const entry = running().find((candidate) => overlaps(candidate.base, base))
  if (entry && entry.options !== optionsText(options)) {
    devLog.warn(
      `the mock for ${describe(entry.base)} is already running, started with other options: it keeps its store and its options (restart the process to apply the new ones).`,
    )
  }
  return entry?.owner as T | undefined
}

// Functions (a clock) and scenarios compare by their text: enough to notice an edited option.
function optionsText(options: unknown): string {
  return JSON.stringify(options, (_key, value: unknown) =>
    typeof value === 'function' ? String(value) : value,
  )
}
