/**
 * The one home of every setting's rule: fault rate, latency, scenario and size, clock, API keys,
 * journal size, base URL, response validation and the proxy to a real backend (its rules in
 * `settings-proxy.ts`, re-exported here). The Node, browser, HTTP, CLI and harness surfaces all
 * check through here, so they accept the same values and explain a refusal alike.
 */
import { scenarios, type Scenario, type ScenarioName } from '../factories/scenarios'
import type { ChaosSettings, LatencySetting } from '../runtime/chaos-and-canned'
import { defaultApiKeys, type ApiKeys } from '../runtime/auth'
import type { ProxySettings } from '../runtime/proxy/types'
import { resolveProxy, type ProxyOptions } from './settings-proxy'
import { fail, ok, type Checked } from '../base/checked'
import { shown } from '../base/text'
import { check } from './settings-check'
import { DATE_RANGE_MS } from '../contract/limits'

export {
  checkProxyOperations,
  checkProxyRecord,
  checkProxyTarget,
  MAX_PROXY_TIMEOUT_MS,
  type ProxyOptions,
} from './settings-proxy'
export type { ProxySettings } from '../runtime/proxy/types'

/** A clock setting: a fixed instant, or a function read on every request. */
export type ClockSetting = Date | string | number | (() => Date)

/** The longest latency the mock may be told to add, in milliseconds. */
export const MAX_LATENCY_MS = 60_000

/** The most pets the `large` scenario may be asked for. */
export const MAX_SCENARIO_SIZE = 1_000_000

/** The most requests the journal may be asked to keep. */
export const MAX_JOURNAL_SIZE = 1_000_000

/** The names of the scenarios every mock knows. */
export const scenarioNames = Object.keys(scenarios) as readonly ScenarioName[]

const latencyProfiles = ['none', 'realistic', 'slow'] as const

function isDelay(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LATENCY_MS
  )
}

/** A latency setting, or why it is not one. */
export function checkLatency(value: unknown): Checked<LatencySetting> {
  if (typeof value === 'string' && (latencyProfiles as readonly string[]).includes(value)) {
    return ok(value as LatencySetting)
  }
  if (isDelay(value)) return ok(value)
  if (Array.isArray(value) && value.length === 2) {
    const [min, max] = value as unknown[]
    if (isDelay(min) && isDelay(max) && min <= max) return ok([min, max] as const)
  }
  return fail(
    `must be none, realistic, slow, a delay in ms (0-${MAX_LATENCY_MS}) or a [min, max] range`,
  )
}

/** A latency flag's text as a setting: `realistic`, `200` or `50-300`. */
export function parseLatency(text: string): Checked<LatencySetting> {
  const range = /^(\d{1,6})\s*(?:-|\.\.)\s*(\d{1,6})$/.exec(text.trim())
  if (range) return checkLatency([Number(range[1]), Number(range[2])])
  return checkLatency(/^\d{1,6}$/.test(text.trim()) ? Number(text) : text.trim())
}

/** A fault rate given in code: a number from 0 to 1. */
export function checkFaultRate(value: unknown): Checked<number> {
  if (typeof value === 'number' && value >= 0 && value <= 1) return ok(value)
  return fail('must be a number from 0 to 1')
}

/** A fault rate from outside (a flag's text or JSON): a share from 0 to 1, or a percentage. */
export function parseFaultRate(value: unknown): Checked<number> {
  let rate = value
  if (typeof value === 'string') {
    const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value)
    rate = percent ? Number(percent[1]) / 100 : value.trim() === '' ? NaN : Number(value)
  }
  const checked = checkFaultRate(rate)
  return checked.ok
    ? checked
    : fail('must be a share from 0 to 1 (e.g. 0.1) or a percentage (e.g. 10%)')
}

/** A clock instant from JSON or text: an ISO 8601 date or epoch milliseconds. */
export function checkNow(value: unknown): Checked<Date> {
  const input = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value
  if (typeof input === 'string' || typeof input === 'number' || input instanceof Date) {
    const date = new Date(input)
    const at = date.getTime()
    if (at >= DATE_RANGE_MS.min && at <= DATE_RANGE_MS.max) return ok(date)
  }
  return fail(
    'must be an ISO 8601 date from 0000-01-01 to 9999-12-31 (e.g. 2027-07-01T00:00:00Z) or epoch ms',
  )
}

/** A scenario name, or why it is not one. */
export function checkScenarioName(value: unknown): Checked<ScenarioName> {
  if (typeof value === 'string' && Object.hasOwn(scenarios, value)) return ok(value as ScenarioName)
  return fail(`must be one of ${scenarioNames.join(', ')}`)
}

/** The number of pets of the `large` scenario, or why it is not one. */
export function checkScenarioSize(value: unknown): Checked<number> {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) {
    if (value <= MAX_SCENARIO_SIZE) return ok(value)
  }
  return fail(`must be a whole number from 1 to ${MAX_SCENARIO_SIZE}`)
}

/** A scenario setting as the seeding function it names. */
export function resolveScenario(setting: ScenarioName | Scenario | undefined): Scenario {
  if (typeof setting === 'function') return setting
  const name = check('scenario', checkScenarioName(setting ?? 'default'), setting)
  return scenarios[name]
}

/** A clock setting as the function the mock reads. */
export function toClock(setting: ClockSetting | undefined, option = 'now'): () => Date {
  if (setting === undefined) return () => new Date()
  if (typeof setting === 'function') return setting
  const fixed = check(option, checkNow(setting), setting)
  return () => new Date(fixed)
}

/** Latency and fault settings changed at run time; each one checked. */
export function checkChaos(settings: Partial<ChaosSettings>): Partial<ChaosSettings> {
  if (typeof settings !== 'object' || settings === null) {
    throw new TypeError(`configure() takes an object of settings, got ${shown(settings, 200)}`)
  }
  const out: Partial<ChaosSettings> = {}
  if (settings.latency !== undefined) {
    out.latency = check('latency', checkLatency(settings.latency), settings.latency)
  }
  if (settings.faultRate !== undefined) {
    out.faultRate = check('faultRate', checkFaultRate(settings.faultRate), settings.faultRate)
  }
  return out
}

/** The options every surface passes to the core, before they are checked. */
export interface SettingsInput {
  baseUrl?: string | undefined
  seed?: number | undefined
  scenario?: ScenarioName | Scenario | undefined
  size?: number | undefined
  apiKeys?: ApiKeys | false | undefined
  now?: ClockSetting | undefined
  validateResponses?: boolean | 'warn' | undefined
  journalSize?: number | undefined
  historySize?: number | undefined
  latency?: LatencySetting | undefined
  faultRate?: number | undefined
  proxy?: ProxyOptions | undefined
  state?: string | undefined
}

/** Checked options, with every default filled in. */
export interface Settings {
  origin: string | undefined
  basePath: string
  seed: number
  scenario: Scenario
  size: number | undefined
  apiKeys: ApiKeys | false
  clock: () => Date
  validateResponses: boolean | 'warn'
  journalSize: number
  /** How many writes the store's history keeps; 0 keeps none. */
  historySize: number
  chaos: ChaosSettings
  /** Where chosen operations are forwarded; undefined mocks every operation. */
  proxy: ProxySettings | undefined
  /** A shared state to start from (checked when it loads). */
  state: string | undefined
}

/** Checks a mock's options and fills in the defaults; a misused option is a TypeError naming it. */
export function resolveSettings(options: SettingsInput): Settings {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`options must be an object, got ${shown(options, 200)}`)
  }
  const { origin, basePath } = splitBaseUrl(options.baseUrl ?? '/api/v1')
  return {
    origin,
    basePath,
    seed: options.seed === undefined ? 1 : check('seed', checkSeed(options.seed), options.seed),
    scenario: resolveScenario(options.scenario),
    size:
      options.size === undefined
        ? undefined
        : check('size', checkScenarioSize(options.size), options.size),
    apiKeys: options.apiKeys === undefined ? defaultApiKeys : checkApiKeys(options.apiKeys),
    clock: toClock(options.now),
    validateResponses: checkValidateResponses(options.validateResponses),
    journalSize:
      options.journalSize === undefined
        ? 1000
        : check('journalSize', checkJournalSize(options.journalSize), options.journalSize),
    historySize:
      options.historySize === undefined
        ? 1000
        : check('historySize', checkJournalSize(options.historySize), options.historySize),
    chaos: {
      latency: 'none',
      faultRate: 0,
      ...checkChaos({
        ...(options.latency !== undefined && { latency: options.latency }),
        ...(options.faultRate !== undefined && { faultRate: options.faultRate }),
      }),
    },
    proxy: resolveProxy(options.proxy),
    state: checkStateOption(options.state),
  }
}

/**
 * The `state` option: a state text (what `share()` gives) or a share link; its content is
 * checked when it loads.
 */
function checkStateOption(value: unknown): string | undefined {
  if (value === undefined || typeof value === 'string') return value
  throw new TypeError(
    `state must be a state text from share() or a share link, got ${shown(value)}`,
  )
}

/** A base URL split into its origin (when absolute) and its path without a trailing slash. */
export function splitBaseUrl(baseUrl: unknown): { origin: string | undefined; basePath: string } {
  if (typeof baseUrl === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(baseUrl)) {
    let url: URL | undefined
    try {
      url = new URL(baseUrl)
    } catch {
      url = undefined
    }
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.search) {
      return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') }
    }
  } else if (typeof baseUrl === 'string' && baseUrl.startsWith('/')) {
    return { origin: undefined, basePath: baseUrl.replace(/\/+$/, '') }
  }
  throw new TypeError(
    `baseUrl must be an http(s) URL or a path starting with "/", got ${shown(baseUrl, 200)}`,
  )
}

function checkSeed(value: unknown): Checked<number> {
  return typeof value === 'number' && Number.isSafeInteger(value)
    ? ok(value)
    : fail('must be a whole number')
}

// Journal and history sizes: how many entries to keep.
function checkJournalSize(value: unknown): Checked<number> {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? value <= MAX_JOURNAL_SIZE
      ? ok(value)
      : fail(`must be a whole number from 0 to ${MAX_JOURNAL_SIZE}`)
    : fail(`must be a whole number from 0 to ${MAX_JOURNAL_SIZE}`)
}

function checkValidateResponses(value: unknown): boolean | 'warn' {
  if (value === undefined) return true
  if (typeof value === 'boolean' || value === 'warn') return value
  throw new TypeError(`validateResponses must be true, false or 'warn', got ${shown(value, 200)}`)
}

function checkApiKeys(value: unknown): ApiKeys | false {
  if (value === false) return false
  const problem = 'must be false or an object of keys to scopes (e.g. { k: ["read", "write"] })'
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`apiKeys ${problem}, got ${shown(value, 200)}`)
  }
  for (const [key, scopes] of Object.entries(value)) {
    const valid =
      key !== '' &&
      Array.isArray(scopes) &&
      scopes.every((scope) => scope === 'read' || scope === 'write')
    if (!valid) {
      throw new TypeError(
        `apiKeys["${key}"] must be a list of scopes "read" and "write", got ${shown(scopes, 200)}`,
      )
    }
  }
  return value as ApiKeys
}
