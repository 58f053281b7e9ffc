/**
 * `petstore-mock contract <base-url>`: runs the conformance suite against any Petstore server
 * and prints a readable report (or JSON), whole even when the server dies on the way. Exit code
 * 0: every answer kept openapi.yaml; 1: findings (a server that stopped answering included);
 * 2: a bad command line.
 */
import { parseArgs } from 'node:util'
import { groupFindings } from '../../conformance/findings'
import {
  formatReport,
  runConformance,
  type ConformanceFailure,
  type ConformanceOptions,
  type ConformanceReport,
} from '../../conformance'

/** Where the command writes: the report to `out`, progress and errors to `err`. */
export interface ContractIo {
  out(line: string): void
  err(line: string): void
}

/** The flags of `contract`, as parseArgs reads them; the help text documents each one. */
export const contractFlags = {
  key: { type: 'string' },
  'readonly-key': { type: 'string' },
  requests: { type: 'string' },
  seed: { type: 'string' },
  only: { type: 'string' },
  path: { type: 'string' },
  'no-hostile': { type: 'boolean' },
  'no-invariants': { type: 'boolean' },
  'no-shrink': { type: 'boolean' },
  'keep-going': { type: 'boolean' },
  timeout: { type: 'string' },
  verbose: { type: 'boolean' },
  json: { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const

/** The most generated requests per operation and kind; more only takes longer. */
export const MAX_REQUESTS = 100_000

/** A parsed `contract` command line. */
export type ContractCommand =
  | { command: 'help' }
  | {
      command: 'run'
      options: ConformanceOptions
      json: boolean
      quiet: boolean
      verbose: boolean
    }

/** A `contract` command line that cannot run; the message names the flag and what to change. */
export class ContractUsageError extends TypeError {
  override name = 'ContractUsageError'
}

function integer(flag: string, text: string | undefined, min: number, max: number) {
  if (text === undefined) return undefined
  const value = /^-?\d+$/.test(text.trim()) ? Number(text) : NaN
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ContractUsageError(
      `${flag} must be a whole number from ${min} to ${max}, not "${text}".`,
    )
  }
  return value
}

function flagsOf(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: contractFlags, allowPositionals: true })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1]
    if (unknown) throw new ContractUsageError(`Unknown option ${unknown} for contract.`)
    throw new ContractUsageError(message.replace(/\.?$/, '.'))
  }
}

function baseUrlOf(positionals: string[]): string {
  const [baseUrl, extra] = positionals
  if (baseUrl === undefined) {
    throw new ContractUsageError(
      '<base-url> is required: where the API lives, e.g. http://localhost:4010/api/v1.',
    )
  }
  if (extra !== undefined) throw new ContractUsageError(`Unexpected argument "${extra}".`)
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new ContractUsageError(`<base-url> must be an http(s) URL, not "${baseUrl}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ContractUsageError(`<base-url> must be an http(s) URL, not "${baseUrl}".`)
  }
  return baseUrl
}

/**
 * Parses the arguments after `petstore-mock contract`; throws ContractUsageError (a TypeError
 * naming the flag) on anything it cannot run.
 */
export function parseContractArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ContractCommand {
  const { values, positionals } = flagsOf(argv)
  if (values.help) return { command: 'help' }
  const baseUrl = baseUrlOf(positionals)
  const key = values.key ?? env.PETSTORE_KEY
  if (!key) {
    throw new ContractUsageError(
      '--key (or PETSTORE_KEY) is required: a key with read and write scopes; the mock accepts petstore-demo-key.',
    )
  }
  const readOnlyKey = values['readonly-key'] ?? env.PETSTORE_READONLY_KEY
  const only = values.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (values.path !== undefined && only?.length !== 1) {
    throw new ContractUsageError('--path needs --only to name exactly one property.')
  }
  const seed = integer('--seed', values.seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
  const numRuns = integer('--requests', values.requests, 1, MAX_REQUESTS)
  const timeoutMs = integer('--timeout', values.timeout, 100, 600_000)
  const options: ConformanceOptions = {
    baseUrl,
    key,
    ...(readOnlyKey && { readOnlyKey }),
    ...(seed !== undefined && { seed }),
    ...(numRuns !== undefined && { numRuns }),
    ...(only && { only }),
    ...(values.path !== undefined && { path: values.path }),
    ...(values['no-hostile'] && { hostile: false }),
    ...(values['no-invariants'] && { invariants: false }),
    ...(values['no-shrink'] && { shrink: false }),
    ...(values['keep-going'] && { keepGoing: true }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  }
  return {
    command: 'run',
    options,
    json: values.json ?? false,
    quiet: values.quiet ?? false,
    verbose: values.verbose ?? false,
  }
}

/** The command that replays one failure, with keys left to the environment. */
export function replayCommand(
  failure: ConformanceFailure,
  report: ConformanceReport,
): string | undefined {
  if (!failure.replay) return undefined
  const { only, path } = failure.replay
  return `petstore-mock contract ${report.baseUrl} --seed ${report.seed} --requests ${report.numRuns} --only ${only} --path "${path}"  (with PETSTORE_KEY set)`
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
  return `${message}${cause}`
}

/**
 * Runs a parsed `contract` command and resolves with its exit code: 0 conforming, 1 findings
 * (including a server that stopped answering, or a check that could not go on). The report is
 * always printed whole; `--json` is always one complete JSON document.
 */
export async function runContract(
  command: Extract<ContractCommand, { command: 'run' }>,
  io: ContractIo,
): Promise<number> {
  const { options, json, quiet, verbose } = command
  let report: ConformanceReport
  try {
    report = await runConformance({
      ...options,
      // Progress goes to stderr, so stdout holds only the report (and stays valid JSON).
      ...(!quiet && { onProgress: (line: string) => io.err(line) }),
    })
  } catch (error) {
    // A fault of the checker itself: said plainly, and still one JSON document on stdout.
    const message = `could not check ${options.baseUrl}: ${messageOf(error)}`
    io.err(`petstore-mock: ${message}`)
    if (json)
      io.out(JSON.stringify({ ok: false, baseUrl: options.baseUrl, error: message }, null, 2))
    return 1
  }
  if (json) {
    io.out(JSON.stringify({ ...report, groups: groupFindings(report.failures) }, null, 2))
  } else {
    io.out(formatReport(report, replayCommand, { verbose }))
  }
  return report.ok ? 0 : 1
}
