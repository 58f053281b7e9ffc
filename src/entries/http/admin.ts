/**
 * The state admin surface for test suites in other languages: reset, switch scenario, export and
 * import the store, change the harness settings and read the request journal, as JSON under
 * `/__admin`, outside the API. Every store change goes through the core's lifecycle queue.
 */
import { fail, ok, type Checked } from '../../base/checked'
import {
  checkLatency,
  checkNow,
  checkScenarioName,
  checkScenarioSize,
  parseFaultRate,
} from '../../controller/settings'
import { storeEnvelope, StoreSnapshotError } from '../../db/snapshot'
import { ApiError, type ErrorDetail } from '../../contract/errors'
import type { ScenarioName } from '../../factories/scenarios'
import type { LatencySetting } from '../../runtime/chaos-and-canned'
import type { PetstoreCore } from '../../controller/core'
import { readJsonBody } from '../../runtime/body'
import { errorResponse } from './node-fetch-convert'

export { MAX_SCENARIO_SIZE } from '../../controller/settings'

/** Where the admin surface lives. */
export const ADMIN_PATH = '/__admin'

/** The largest store `POST /__admin/import` reads: a `large` store of 100,000 pets fits. */
export const MAX_STORE_BYTES = 64 * 1024 * 1024

/** What the admin knows about the store it controls. */
export interface AdminState {
  seed: number
  /** The scenario's name, or `custom` for a seeding function. */
  scenario: ScenarioName | 'custom'
  /** Pets in the `large` scenario, when set. */
  size: number | undefined
  /** The clock as last set through the admin; undefined is the mock's own. */
  now: string | undefined
}

type Route = (request: Request, url: URL) => Promise<Response>

/**
 * A request's method and URL alone: what a method Fetch cannot carry (TRACE, CONNECT, TRACK)
 * reaches the router as, to be told which methods the path takes.
 */
export interface RequestLine {
  method: string
  url: string
}

/**
 * The admin surface of one mock, as one function: its answer to a request under `/__admin`, or
 * undefined for any other path. Its own small router (a path and a method table).
 */
export function createAdminRoutes(
  petstore: PetstoreCore,
  state: AdminState,
): (request: Request | RequestLine) => Promise<Response | undefined> {
  const describe = () => stateResponse(petstore, state)

  const routes: Record<string, Record<string, Route>> = {
    '': { GET: async () => describe() },
    '/reset': {
      POST: async () => {
        await petstore.reset()
        return describe()
      },
    },
    '/scenario': {
      POST: async (request) => {
        const { name, size } = scenarioInput(await readJsonBody(request))
        await petstore.setScenario(name, size)
        Object.assign(state, { scenario: name, size: name === 'large' ? size : undefined })
        return describe()
      },
    },
    '/settings': {
      POST: async (request) => {
        const input = settingsInput(await readJsonBody(request))
        petstore.configure(input)
        if (input.now !== undefined) {
          petstore.setNow(input.now ?? (() => new Date()))
          state.now = input.now?.toISOString()
        }
        return describe()
      },
    },
    ...storeTransferRoutes(petstore, describe),
    '/requests': {
      GET: async (_request, url) => {
        const since = url.searchParams.get('since')
        if (since !== null && !/^\d{1,15}$/.test(since)) {
          throw invalid([{ path: 'query.since', message: 'must be a sequence number (0 or more)' }])
        }
        const entries = petstore.requests.entries
        return Response.json(since === null ? entries : entries.filter((e) => e.seq > +since))
      },
    },
    '/requests.har': {
      GET: async () =>
        Response.json(petstore.requests.toHAR(), {
          headers: { 'Content-Disposition': 'attachment; filename="petstore-requests.har"' },
        }),
    },
    '/coverage': coverageRoute(petstore),
    ...historyRoutes(petstore),
  }

  return (request) => dispatch(routes, request)
}

// The endpoints GET /__admin lists, so a client in any language finds its way without the docs.
const ENDPOINTS = {
  'GET /__admin': 'this state',
  'POST /__admin/reset': 'back to the seeded store; empties the journal',
  'POST /__admin/scenario': '{ "name": "default" | "empty" | "large", "size"?: number }',
  'POST /__admin/settings': '{ "latency"?: …, "faultRate"?: 0-1, "now"?: ISO date | null }',
  'GET /__admin/export': 'the whole store: { format, version, dump }, as serve --data keeps it',
  'POST /__admin/import': 'replaces the whole store with one from GET /__admin/export',
  'GET /__admin/store': 'alias of GET /__admin/export',
  'PUT /__admin/store': 'alias of POST /__admin/import',
  'GET /__admin/requests': 'the journal, oldest first; ?since=<seq> for newer entries',
  'GET /__admin/requests.har': 'the journal as HAR 1.2, for DevTools or fromHar',
  'GET /__admin/coverage': 'operations and statuses answered so far; DELETE starts over',
  'GET /__admin/history': 'the committed writes, oldest first, each with its journal seq',
  'POST /__admin/rewind': '{ "seq": n }: the store as it was just before request n wrote',
  'POST /__admin/redo': 'takes the last rewind back (until a new write)',
}

function stateResponse(petstore: PetstoreCore, state: AdminState): Response {
  return Response.json({
    // null rather than absent, so clients in other languages always find the same keys.
    seed: state.seed,
    scenario: state.scenario,
    size: state.size ?? null,
    now: state.now ?? null,
    latency: petstore.settings.latency,
    faultRate: petstore.settings.faultRate,
    endpoints: ENDPOINTS,
  })
}

// The route for the request's path and method; a 404 or 405 naming what exists otherwise.
async function dispatch(
  routes: Record<string, Record<string, Route>>,
  request: Request | RequestLine,
): Promise<Response | undefined> {
  const url = new URL(request.url)
  if (!isAdminPath(url.pathname)) return undefined
  const path = url.pathname.slice(ADMIN_PATH.length).replace(/\/$/, '')
  const methods = Object.hasOwn(routes, path) ? routes[path] : undefined
  try {
    if (!methods) {
      throw new ApiError('not_found', `No admin endpoint at ${url.pathname}; see GET /__admin.`)
    }
    const route = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
    if (!route) {
      const allow = Object.keys(methods).join(', ')
      throw new ApiError('method_not_allowed', `Use ${allow} on ${url.pathname}.`, {
        headers: { Allow: allow },
      })
    }
    // Every route's method is one Fetch carries, so a request that got here is a Request.
    return await route(request as Request, url)
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error)
    throw error
  }
}

/**
 * Export and import of the whole store, in the one snapshot format (`serve --data` files too).
 * `/store` (GET, PUT) is kept as an alias of `/export` and `/import` for existing clients.
 */
function storeTransferRoutes(
  petstore: PetstoreCore,
  describe: () => Response,
): Record<string, Record<string, Route>> {
  const exportStore: Route = async () => Response.json(storeEnvelope(await petstore.snapshot()))
  const importStore: Route = async (request) => {
    const body = await readJsonBody(request, MAX_STORE_BYTES)
    try {
      await petstore.restore(body)
    } catch (error) {
      if (!(error instanceof StoreSnapshotError)) throw error
      throw invalid(error.problems.map((p) => ({ path: `body.${p.path}`, message: p.message })))
    }
    return describe()
  }
  return {
    '/export': { GET: exportStore },
    '/import': { POST: importStore },
    '/store': { GET: exportStore, PUT: importStore },
  }
}

/** Whether a path belongs to the admin surface. */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)
}

function invalid(details: ErrorDetail[]): ApiError {
  const first = details[0] as ErrorDetail
  return new ApiError('validation_failed', `${first.path} ${first.message}.`, { details })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function scenarioInput(body: unknown): { name: ScenarioName; size: number | undefined } {
  if (!isRecord(body)) throw invalid([{ path: 'body', message: 'must be an object' }])
  const details: ErrorDetail[] = []
  const name = checkScenarioName(body.name)
  if (!name.ok) details.push({ path: 'body.name', message: name.problem })
  const size = body.size === undefined ? undefined : checkScenarioSize(body.size)
  if (size && !size.ok) details.push({ path: 'body.size', message: size.problem })
  else if (size && body.name !== 'large') {
    details.push({ path: 'body.size', message: 'applies to the large scenario only' })
  }
  for (const key of Object.keys(body)) {
    if (key !== 'name' && key !== 'size')
      details.push({ path: `body.${key}`, message: 'is not allowed' })
  }
  if (details.length > 0 || !name.ok) throw invalid(details)
  return { name: name.value, size: size?.ok ? size.value : undefined }
}

/** Settings the admin may change; `now: null` hands the clock back to real time. */
interface SettingsInput {
  latency?: LatencySetting
  faultRate?: number
  now?: Date | null
}

const settingChecks: Record<string, (value: unknown) => Checked<unknown>> = {
  latency: checkLatency,
  faultRate: parseFaultRate,
  now: (value) => (value === null ? ok(null) : checkNow(value)),
}

function settingsInput(body: unknown): SettingsInput {
  if (!isRecord(body)) throw invalid([{ path: 'body', message: 'must be an object' }])
  const details: ErrorDetail[] = []
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    const check = Object.hasOwn(settingChecks, key) ? settingChecks[key] : undefined
    const checked = check ? check(value) : fail('is not allowed')
    if (checked.ok) out[key] = checked.value
    else details.push({ path: `body.${key}`, message: checked.problem })
  }
  if (details.length > 0) throw invalid(details)
  return out as SettingsInput
}

/** `/__admin/history`, `/rewind` and `/redo`: the store's history, through the core's queue. */
function historyRoutes(petstore: PetstoreCore): Record<string, Record<string, Route>> {
  const writes = () => petstore.history.length
  return {
    '/history': { GET: async () => Response.json(petstore.history) },
    '/rewind': {
      POST: async (request) => {
        const body = await readJsonBody(request)
        const keys = isRecord(body) ? Object.keys(body).filter((key) => key !== 'seq') : []
        const seq = isRecord(body) ? body.seq : undefined
        if (!isRecord(body)) throw invalid([{ path: 'body', message: 'must be an object' }])
        if (keys.length > 0) throw invalid([{ path: `body.${keys[0]}`, message: 'is not allowed' }])
        if (!Number.isSafeInteger(seq) || (seq as number) < 1) {
          throw invalid([{ path: 'body.seq', message: 'must be a journal seq (1 or more)' }])
        }
        await petstore.rewind(seq as number)
        return Response.json({ rewoundTo: seq, writes: writes() })
      },
    },
    '/redo': {
      POST: async () => Response.json({ redone: await petstore.redo(), writes: writes() }),
    },
  }
}

/**
 * `/__admin/coverage`: the same JSON as `petstore.coverage()`; DELETE starts the count over (a
 * reset keeps it, since coverage is about the whole session, not one store).
 */
function coverageRoute(petstore: PetstoreCore): Record<string, Route> {
  return {
    GET: async () => Response.json(petstore.coverage()),
    DELETE: async () => {
      petstore.coverage.clear()
      return Response.json(petstore.coverage())
    },
  }
}
