/**
 * The state admin surface for test suites in other languages: reset, switch scenario, change
 * the harness settings and read the request journal, as JSON under `/__admin`, outside the API.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { ApiError, type ErrorDetail } from '../errors'
import { scenarios, type ScenarioName } from '../factories/scenarios'
import type { LatencySetting } from '../harness/chaos'
import type { Petstore } from '../petstore'
import { readJsonBody } from '../runtime/body'
import { errorResponse } from './bridge'
import { checkFaultRate, checkLatency, checkNow } from './settings'

/** Where the admin surface lives. */
export const ADMIN_PATH = '/__admin'

/** The most pets the admin may ask the `large` scenario for. */
export const MAX_SCENARIO_SIZE = 1_000_000

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
 * The MSW handlers of the admin surface, bound to one mock.
 *
 * @example
 * const handlers = createAdminHandlers(petstore, { seed: 1, scenario: 'default', size: undefined, now: undefined })
 * await getResponse(handlers, new Request('http://localhost/__admin/reset', { method: 'POST' }))
 */
export function createAdminHandlers(petstore: Petstore, state: AdminState): HttpHandler[] {
  const describe = () =>
    HttpResponse.json({
      // null rather than absent, so clients in other languages always find the same keys.
      seed: state.seed,
      scenario: state.scenario,
      size: state.size ?? null,
      now: state.now ?? null,
      latency: petstore.settings.latency,
      faultRate: petstore.settings.faultRate,
      endpoints: {
        'GET /__admin': 'this state',
        'POST /__admin/reset': 'back to the seeded store; empties the journal',
        'POST /__admin/scenario': '{ "name": "default" | "empty" | "large", "size"?: number }',
        'POST /__admin/settings': '{ "latency"?: …, "faultRate"?: 0-1, "now"?: ISO date | null }',
        'GET /__admin/requests': 'the journal, oldest first; ?since=<seq> for newer entries',
      },
    })

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
    '/requests': {
      GET: async (_request, url) => {
        const since = url.searchParams.get('since')
        if (since !== null && !/^\d{1,15}$/.test(since)) {
          throw invalid([{ path: 'query.since', message: 'must be a sequence number (0 or more)' }])
        }
        const entries = petstore.requests.entries
        return HttpResponse.json(since === null ? entries : entries.filter((e) => e.seq > +since))
      },
    },
  }

  return [
    http.all(
      ({ request }) => isAdminPath(new URL(request.url).pathname),
      async ({ request }) => {
        const url = new URL(request.url)
        const path = url.pathname.slice(ADMIN_PATH.length).replace(/\/$/, '')
        const methods = routes[path]
        try {
          if (!methods) {
            throw new ApiError(
              'not_found',
              `No admin endpoint at ${url.pathname}; see GET /__admin.`,
            )
          }
          const route = methods[request.method]
          if (!route) {
            const allow = Object.keys(methods).join(', ')
            throw new ApiError('method_not_allowed', `Use ${allow} on ${url.pathname}.`, {
              headers: { Allow: allow },
            })
          }
          return await route(request, url)
        } catch (error) {
          if (error instanceof ApiError) return errorResponse(error)
          throw error
        }
      },
    ),
  ]
}

/**
 * Whether a path belongs to the admin surface.
 *
 * @example
 * isAdminPath('/__admin/reset') // true
 */
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
  const names = Object.keys(scenarios)
  if (typeof body.name !== 'string' || !names.includes(body.name)) {
    details.push({ path: 'body.name', message: `must be one of ${names.join(', ')}` })
  }
  const size = body.size
  if (size !== undefined) {
    if (
      typeof size !== 'number' ||
      !Number.isInteger(size) ||
      size < 1 ||
      size > MAX_SCENARIO_SIZE
    ) {
      details.push({
        path: 'body.size',
        message: `must be an integer from 1 to ${MAX_SCENARIO_SIZE}`,
      })
    } else if (body.name !== 'large') {
      details.push({ path: 'body.size', message: 'applies to the large scenario only' })
    }
  }
  for (const key of Object.keys(body)) {
    if (key !== 'name' && key !== 'size')
      details.push({ path: `body.${key}`, message: 'is not allowed' })
  }
  if (details.length > 0) throw invalid(details)
  return { name: body.name as ScenarioName, size: size as number | undefined }
}

/** Settings the admin may change; `now: null` hands the clock back to real time. */
interface SettingsInput {
  latency?: LatencySetting
  faultRate?: number
  now?: Date | null
}

type Checked = { ok: true; value: unknown } | { ok: false; message: string }

const settingChecks: Record<string, (value: unknown) => Checked> = {
  latency: checkLatency,
  faultRate: checkFaultRate,
  now: (value) => (value === null ? { ok: true, value: null } : checkNow(value)),
}

function settingsInput(body: unknown): SettingsInput {
  if (!isRecord(body)) throw invalid([{ path: 'body', message: 'must be an object' }])
  const details: ErrorDetail[] = []
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    const check = Object.hasOwn(settingChecks, key) ? settingChecks[key] : undefined
    const checked = check ? check(value) : { ok: false as const, message: 'is not allowed' }
    if (checked.ok) out[key] = checked.value
    else details.push({ path: `body.${key}`, message: checked.message })
  }
  if (details.length > 0) throw invalid(details)
  return out as SettingsInput
}
