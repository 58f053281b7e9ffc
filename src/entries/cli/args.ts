/**
 * The command line of `petstore-mock`, parsed with node:util's parseArgs and checked into the
 * options of the HTTP server. Every mistake is a UsageError with a sentence a person can act on.
 */
import { parseArgs } from 'node:util'
import type { Checked } from '../../base/checked'
import {
  checkNow,
  checkProxyOperations,
  checkProxyRecord,
  checkProxyTarget,
  checkScenarioName,
  MAX_JOURNAL_SIZE,
  MAX_PROXY_TIMEOUT_MS,
  MAX_SCENARIO_SIZE,
  parseFaultRate,
  parseLatency,
  scenarioNames,
  type ProxyOptions,
} from '../../controller/settings'
import type { ScenarioName } from '../../factories/scenarios'
import type { LatencySetting } from '../../runtime/chaos-and-canned'
import {
  ADMIN_TOKEN_ENV,
  adminTokenProblem,
  checkAdminToken,
  checkAllowedHost,
  checkOrigin,
  type AllowedHosts,
} from '../../controller/settings-access'
import { FSYNC_MODES, type FsyncMode } from '../http/data-log'
import { DEFAULT_HOST, DEFAULT_PORT } from '../http/http-server'
import { stateFileProblem } from './state-option'
import { suggest } from './suggest'

/** A command line the CLI cannot run; the message says what to change. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** The flags of `serve`, as parseArgs reads them; the help text documents each one. */
export const serveFlags = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  seed: { type: 'string' },
  scenario: { type: 'string' },
  pets: { type: 'string' },
  latency: { type: 'string' },
  'fault-rate': { type: 'string' },
  now: { type: 'string' },
  'history-size': { type: 'string' },
  'journal-size': { type: 'string' },
  'no-auth': { type: 'boolean' },
  admin: { type: 'boolean' },
  'admin-token': { type: 'string' },
  data: { type: 'string' },
  fsync: { type: 'string' },
  'cors-origin': { type: 'string', multiple: true },
  'allowed-host': { type: 'string', multiple: true },
  proxy: { type: 'string' },
  'proxy-only': { type: 'string' },
  'proxy-timeout': { type: 'string' },
  record: { type: 'string' },
  'record-overwrite': { type: 'boolean' },
  'redact-header': { type: 'string', multiple: true },
  'scenario-from': { type: 'string' },
  state: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const

/** What `serve` was asked for. */
export interface ServeOptions {
  port: number
  host: string
  seed: number
  scenario: ScenarioName
  /** Pets in the large scenario; undefined keeps its default. */
  pets: number | undefined
  latency: LatencySetting
  faultRate: number
  /** A frozen clock; undefined runs on real time. */
  now: Date | undefined
  /** How many writes the store's history keeps (`historySize`); undefined keeps the default. */
  historySize: number | undefined
  /** How many requests the journal keeps (`journalSize`); undefined keeps the default. */
  journalSize: number | undefined
  auth: boolean
  admin: boolean
  /** The JSON file that keeps the store across restarts; undefined keeps it in memory only. */
  data: string | undefined
  /** When --data's log reaches the disk; undefined keeps the default (`batch`). */
  fsync: FsyncMode | undefined
  /** The token every `/__admin` request must send (`--admin-token` or PETSTORE_ADMIN_TOKEN). */
  adminToken: string | undefined
  /** `'*'` for any origin, else the exact origins (`'*'` among them opens the API only). */
  corsOrigins: '*' | string[]
  /** Host names answered besides loopback names and IP addresses; `true` with `all`. */
  allowedHosts: AllowedHosts
  /** Forward operations to this real backend; undefined mocks every one. */
  proxy: ProxyOptions | undefined
  /** The HAR file the proxy's exchanges are recorded to (with `--proxy`). */
  record: string | undefined
  /** Replace what the `--record` file holds instead of appending to it. */
  recordOverwrite: true | undefined
  /** A HAR recording or store snapshot to start from instead of a seeded scenario. */
  scenarioFrom: string | undefined
  state: string | undefined // a shared state file to start from
  quiet: boolean
}

/** A parsed command line. */
export type CliCommand =
  { command: 'help' } | { command: 'version' } | { command: 'serve'; options: ServeOptions }

const commands = ['serve', 'help']

/**
 * Parses the arguments after `petstore-mock` (and PETSTORE_ADMIN_TOKEN from `env`); throws
 * UsageError on anything it cannot run.
 */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): CliCommand {
  const { values, positionals } = parseFlags(argv)
  if (values.help) return { command: 'help' }
  if (values.version) return { command: 'version' }
  const [command, ...extra] = positionals
  if (command === undefined || command === 'help') return { command: 'help' }
  if (!commands.includes(command)) {
    throw new UsageError(`Unknown command "${command}".${suggest(command, commands)}`)
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`)

  const pets =
    values.pets === undefined ? undefined : integer('--pets', values.pets, 1, MAX_SCENARIO_SIZE)
  const scenario = scenarioOf(values.scenario, pets)
  const host = hostOf(values.host)
  const admin = values.admin ?? false
  const badState = stateFileProblem(values.state, values)
  if (badState) throw new UsageError(badState)
  return {
    command: 'serve',
    options: {
      port: values.port === undefined ? DEFAULT_PORT : integer('--port', values.port, 0, 65535),
      host,
      seed:
        values.seed === undefined
          ? 1
          : integer('--seed', values.seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
      scenario,
      pets,
      latency: checked('--latency', values.latency, parseLatency, 'none'),
      faultRate: checked('--fault-rate', values['fault-rate'], parseFaultRate, 0),
      now: checked('--now', values.now, checkNow, undefined),
      historySize: size('--history-size', values['history-size']),
      journalSize: size('--journal-size', values['journal-size']),
      auth: !values['no-auth'],
      admin,
      adminToken: adminTokenOf(host, admin, values['admin-token'], env[ADMIN_TOKEN_ENV]),
      data: dataOf(values.data),
      fsync: fsyncOf(values.fsync, values.data),
      corsOrigins: corsOf(values['cors-origin']),
      allowedHosts: allowedHostsOf(values['allowed-host']),
      proxy: recordOf(
        proxyOf(values.proxy, values['proxy-only'], values['proxy-timeout']),
        values.record,
        values['redact-header'],
      ),
      record: values.record,
      recordOverwrite: recordOverwriteOf(values['record-overwrite'], values.record),
      scenarioFrom: scenarioFromOf(values['scenario-from'], values.scenario, pets),
      state: values.state,
      quiet: values.quiet ?? false,
    },
  }
}

function parseFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: serveFlags, allowPositionals: true, strict: true })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1]
    if (unknown) {
      const names = Object.keys(serveFlags).map((name) => `--${name}`)
      throw new UsageError(`Unknown option ${unknown}.${suggest(unknown, names)}`)
    }
    throw new UsageError(message.replace(/\.?$/, '.'))
  }
}

// A cap of the history or the journal, as their options take it.
function size(flag: string, text: string | undefined): number | undefined {
  return text === undefined ? undefined : integer(flag, text, 0, MAX_JOURNAL_SIZE)
}

function integer(flag: string, text: string, min: number, max: number): number {
  const value = /^-?\d+$/.test(text.trim()) ? Number(text) : NaN
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not "${text}".`)
  }
  return value
}

function checked<T, D>(
  flag: string,
  text: string | undefined,
  check: (text: string) => Checked<T>,
  fallback: D,
): T | D {
  if (text === undefined) return fallback
  const result = check(text)
  if (!result.ok) throw new UsageError(`${flag} ${result.problem}, not "${text}".`)
  return result.value
}

function scenarioOf(text: string | undefined, pets: number | undefined): ScenarioName {
  if (text === undefined) return pets === undefined ? 'default' : 'large'
  const name = checkScenarioName(text)
  if (!name.ok) {
    throw new UsageError(
      `--scenario ${name.problem}, not "${text}".${suggest(text, scenarioNames)}`,
    )
  }
  if (pets !== undefined && text !== 'large') {
    throw new UsageError(
      `--pets sets the size of the large scenario; drop it or use --scenario large.`,
    )
  }
  return name.value
}

function hostOf(text: string | undefined): string {
  if (text === undefined) return DEFAULT_HOST
  if (!/^[\w.:%-]+$/.test(text) && !/^\[[\da-f:.]+\]$/i.test(text)) {
    throw new UsageError(
      `--host must be an address or host name, e.g. 127.0.0.1 or 0.0.0.0, not "${text}".`,
    )
  }
  // `[::1]` as people write it in URLs is `::1` to listen().
  return text.replace(/^\[(.*)\]$/, '$1')
}

function dataOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  if (text.trim() === '' || text.endsWith('/')) {
    throw new UsageError(
      `--data must name a JSON file, such as ./petstore-data.json, not "${text}".`,
    )
  }
  return text
}

function fsyncOf(text: string | undefined, data: string | undefined): FsyncMode | undefined {
  if (text === undefined) return undefined
  if (!FSYNC_MODES.includes(text as FsyncMode)) {
    throw new UsageError(`--fsync must be ${FSYNC_MODES.join(', ')}, not "${text}".`)
  }
  if (data === undefined)
    throw new UsageError('--fsync needs --data <file.json>: it says how that file is kept.')
  return text as FsyncMode
}

function proxyOf(
  target: string | undefined,
  only: string | undefined,
  timeout: string | undefined,
): ProxyOptions | undefined {
  if (target === undefined) {
    const orphan =
      only !== undefined ? '--proxy-only' : timeout !== undefined ? '--proxy-timeout' : undefined
    if (orphan) throw new UsageError(`${orphan} needs --proxy <base-url> to say where to forward.`)
    return undefined
  }
  const checkedTarget = checkProxyTarget(target)
  if (!checkedTarget.ok) throw new UsageError(`--proxy ${checkedTarget.problem}, not "${target}".`)
  const proxy: ProxyOptions = { target }
  if (only !== undefined) {
    const names = only
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
    const checkedOnly = checkProxyOperations(names)
    if (!checkedOnly.ok) throw new UsageError(`--proxy-only ${checkedOnly.problem}.`)
    proxy.operations = names
  }
  if (timeout !== undefined)
    proxy.timeout = integer('--proxy-timeout', timeout, 1, MAX_PROXY_TIMEOUT_MS)
  return proxy
}

function recordOf(
  proxy: ProxyOptions | undefined,
  file: string | undefined,
  redact: string[] | undefined,
): ProxyOptions | undefined {
  if (file === undefined) {
    if (redact) throw new UsageError('--redact-header applies to --record <file.har>; add it.')
    return proxy
  }
  if (!proxy) {
    throw new UsageError(
      '--record records what the proxy exchanges with a real backend; add --proxy <base-url>.',
    )
  }
  if (file.trim() === '' || file.endsWith('/')) {
    throw new UsageError(`--record must name a file, such as ./staging.har, not "${file}".`)
  }
  const record = checkProxyRecord({ redactHeaders: redact ?? [] })
  if (!record.ok) throw new UsageError(`--redact-header must name HTTP headers, such as X-Api-Key.`)
  return { ...proxy, record: { redactHeaders: redact ?? [] } }
}

function recordOverwriteOf(
  overwrite: boolean | undefined,
  file: string | undefined,
): true | undefined {
  if (overwrite && file === undefined) {
    throw new UsageError('--record-overwrite applies to --record <file.har>; add it.')
  }
  return overwrite || undefined
}

function scenarioFromOf(
  file: string | undefined,
  scenario: string | undefined,
  pets: number | undefined,
): string | undefined {
  if (file === undefined) return undefined
  if (scenario !== undefined || pets !== undefined) {
    throw new UsageError(
      `--scenario-from replaces the seeded scenario; drop ${scenario !== undefined ? '--scenario' : '--pets'}.`,
    )
  }
  if (file.trim() === '') throw new UsageError('--scenario-from must name a .har or .json file.')
  return file
}

// None: loopback pages and the server's own only. `*` with exact origins keeps them: the API
// answers any origin, `/__admin` only those.
function corsOf(origins: string[] | undefined): '*' | string[] {
  if (!origins || origins.length === 0) return []
  const checked = origins.map((origin) => {
    const result = checkOrigin(origin)
    if (!result.ok) throw new UsageError(`--cors-origin ${result.problem}, not "${origin}".`)
    return result.value
  })
  return checked.every((origin) => origin === '*') ? '*' : checked
}

function allowedHostsOf(hosts: string[] | undefined): AllowedHosts {
  if (!hosts) return []
  if (hosts.includes('all')) return true
  return hosts.map((host) => {
    const result = checkAllowedHost(host)
    if (!result.ok) {
      throw new UsageError(
        `--allowed-host ${result.problem} (or all to turn the check off), not "${host}".`,
      )
    }
    return result.value
  })
}

// The flag wins over the environment; a token in the environment alone never turns --admin on.
function adminTokenOf(
  host: string,
  admin: boolean,
  flag: string | undefined,
  fromEnv: string | undefined,
): string | undefined {
  if (flag !== undefined && !admin) {
    throw new UsageError('--admin-token protects the admin surface; add --admin to serve it.')
  }
  const [token, source] =
    flag !== undefined ? [flag, '--admin-token'] : [fromEnv || undefined, ADMIN_TOKEN_ENV]
  if (token !== undefined && admin) {
    const checked = checkAdminToken(token)
    // The token itself is never echoed: it may be pasted from a secret store.
    if (!checked.ok) throw new UsageError(`${source} ${checked.problem}.`)
  }
  const problem = adminTokenProblem(host, admin, admin ? token : undefined)
  if (problem) {
    throw new UsageError(
      `--admin-token ${problem}: start with --admin-token <token> (or set ${ADMIN_TOKEN_ENV}), e.g. --admin-token "$(openssl rand -hex 16)", or serve on --host 127.0.0.1.`,
    )
  }
  return admin ? token : undefined
}
