/**
 * Contract mode: checks any running Petstore server against openapi.yaml with the suite that
 * guards the mock (hostile input, generated valid and broken requests for every operation, the
 * state rules). Exit code 0: every answer kept the contract; 1: failures; 2: could not run.
 *
 *   npm run contract -- --base-url http://localhost:3000/api/v1 --key petstore-demo-key
 */
import { writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { formatReport } from '../src/conformance/report'
import type { ConformanceFailure } from '../src/conformance/runner'
import {
  DEFAULT_SEED,
  runConformance,
  type ConformanceOptions,
  type ConformanceReport,
} from '../src/conformance/suite'

const usage = `Usage: npm run contract -- --base-url <url> --key <key> [options]

Checks a Petstore server against openapi.yaml: hostile input, generated valid and broken requests
for every operation, and the state rules. Use a server whose data may change.

Options:
  --base-url <url>       where the API lives, e.g. http://localhost:3000/api/v1 (required)
  --key <key>            a read-write API key (or set PETSTORE_KEY)
  --readonly-key <key>   a read-only key, to check 403 on writes (or set PETSTORE_READONLY_KEY)
  --seed <n>             the seed of the generated requests (default ${DEFAULT_SEED})
  --runs <n>             generated requests per operation and kind (default 100)
  --only <list>          only these properties, e.g. createPet,updateOrder:mutated (skips hostile)
  --path <path>          replay a failure's fast-check path (with --only naming one property)
  --no-hostile           skip the hostile input groups
  --no-invariants        skip the final state-rules check
  --no-shrink            report the first failing request as found, without shrinking it
  --json <file>          also write the full report as JSON
  --quiet                print only the report
  -h, --help             show this help`

/** Where the CLI writes. */
export interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

const terminal: Output = { out: (line) => console.log(line), err: (line) => console.error(line) }

class UsageError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value))
    throw new UsageError(`--${name} must be an integer, got "${raw}"`)
  return value
}

function parse(
  argv: string[],
  env: Record<string, string | undefined>,
): { options: ConformanceOptions; json?: string; quiet: boolean } | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      key: { type: 'string' },
      'readonly-key': { type: 'string' },
      seed: { type: 'string' },
      runs: { type: 'string' },
      only: { type: 'string' },
      path: { type: 'string' },
      'no-hostile': { type: 'boolean' },
      'no-invariants': { type: 'boolean' },
      'no-shrink': { type: 'boolean' },
      json: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) return 'help'
  const baseUrl = values['base-url']
  if (!baseUrl) throw new UsageError('--base-url is required')
  if (!/^https?:\/\//i.test(baseUrl))
    throw new UsageError(`--base-url must be an http(s) URL, got "${baseUrl}"`)
  const key = values.key ?? env.PETSTORE_KEY
  if (!key) throw new UsageError('--key (or PETSTORE_KEY) is required')
  const readOnlyKey = values['readonly-key'] ?? env.PETSTORE_READONLY_KEY
  const only = values.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (values.path !== undefined && only?.length !== 1)
    throw new UsageError('--path needs --only to name exactly one property')
  const options: ConformanceOptions = {
    baseUrl,
    key,
    ...(readOnlyKey && { readOnlyKey }),
    seed: integer('seed', values.seed, DEFAULT_SEED),
    numRuns: integer('runs', values.runs, 100),
    ...(only && { only }),
    ...(values.path !== undefined && { path: values.path }),
    ...(values['no-hostile'] && { hostile: false }),
    ...(values['no-invariants'] && { invariants: false }),
    ...(values['no-shrink'] && { shrink: false }),
  }
  return { options, ...(values.json && { json: values.json }), quiet: values.quiet === true }
}

/**
 * The command that replays one failure, with keys left to the environment.
 *
 * @example
 * replayCommand(failure, report) // 'npm run contract -- --base-url … --seed 1 --only createPet:valid --path "4:2"'
 */
export function replayCommand(
  failure: ConformanceFailure,
  report: ConformanceReport,
): string | undefined {
  if (!failure.replay) return undefined
  const { only, path } = failure.replay
  return `npm run contract -- --base-url ${report.baseUrl} --seed ${report.seed} --runs ${report.numRuns} --only ${only} --path "${path}"  (with PETSTORE_KEY set)`
}

/**
 * Runs the CLI and returns its exit code.
 *
 * @example
 * process.exitCode = await main(['--base-url', 'http://localhost:3000/api/v1', '--key', 'k'])
 */
export async function main(
  argv: string[],
  io: Output = terminal,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv, env)
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    return 2
  }
  if (parsed === 'help') {
    io.out(usage)
    return 0
  }
  const { options, json, quiet } = parsed
  let report: ConformanceReport
  try {
    report = await runConformance({ ...options, ...(!quiet && { onProgress: io.out }) })
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
    io.err(
      `Could not check ${options.baseUrl}: ${error instanceof Error ? error.message : String(error)}${cause}`,
    )
    return 2
  }
  if (json) await writeFile(json, `${JSON.stringify(report, null, 2)}\n`)
  io.out(formatReport(report, replayCommand))
  return report.ok ? 0 : 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2))
}
