/**
 * The `capture` verb: its flags, its progress line on a terminal, and the one write at the end.
 * A capture that cannot finish writes nothing, so the output file is either the whole store or
 * what it was before.
 */
import { parseArgs } from 'node:util'
import { writeDataFile } from '../http/data-file'
import { captureStore, CaptureError, DEFAULT_MAX_REQUESTS, type CaptureProgress } from './capture'
import { UsageError } from './args'
import { countsOf, describeRecords } from '../../factories/replay'

/** The flags of `capture`; `capture --help` documents each. */
export const captureFlags = {
  key: { type: 'string' },
  output: { type: 'string', short: 'o' },
  'max-requests': { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const

/** Where the capture writes unless told otherwise. */
export const DEFAULT_CAPTURE_FILE = 'store.json'

/** What `capture` was asked for. */
export interface CaptureCommand {
  baseUrl: string
  key: string | undefined
  output: string
  maxRequests: number
  quiet: boolean
}

/** What the verb needs of the process. */
export interface CaptureIo {
  out(line: string): void
  err(line: string): void
  /** Rewrites the progress line (on a terminal); absent when stderr is not one. */
  progress?(line: string): void
}

/** Parses the arguments after `petstore-mock capture`; `help` when asked for it. */
export function parseCaptureArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): CaptureCommand | 'help' {
  let parsed
  try {
    parsed = parseArgs({ args: [...argv], options: captureFlags, allowPositionals: true })
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\.?$/, '.'))
  }
  const { values, positionals } = parsed
  if (values.help) return 'help'
  const [baseUrl, ...extra] = positionals
  if (baseUrl === undefined) {
    throw new UsageError(
      'capture needs the base URL of the API, e.g. https://staging.example.com/api/v1.',
    )
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`)
  if (!/^https?:\/\/[^/]/i.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new UsageError(
      `the base URL must be an absolute http(s) URL such as http://127.0.0.1:8080/api/v1, not "${baseUrl}".`,
    )
  }
  const output = values.output ?? DEFAULT_CAPTURE_FILE
  if (output.trim() === '' || output.endsWith('/')) {
    throw new UsageError(`-o must name a JSON file, such as ./staging.json, not "${output}".`)
  }
  const max = values['max-requests']
  const maxRequests = max === undefined ? DEFAULT_MAX_REQUESTS : Number(max)
  if (
    !Number.isSafeInteger(maxRequests) ||
    maxRequests < 1 ||
    (max !== undefined && !/^\d+$/.test(max))
  ) {
    throw new UsageError(`--max-requests must be a whole number from 1, not "${max}".`)
  }
  return {
    baseUrl,
    key: values.key ?? env.PETSTORE_KEY,
    output,
    maxRequests,
    quiet: values.quiet ?? false,
  }
}

/**
 * Runs a capture and resolves with the exit code: 0 written, 1 the capture could not finish
 * (nothing written).
 */
export async function runCapture(command: CaptureCommand, io: CaptureIo): Promise<number> {
  const show = (p: CaptureProgress) =>
    io.progress?.(
      `Capturing ${p.resource}: ${p.records}${p.total === undefined ? '' : ` of ${p.total}`} · ${p.requests} requests`,
    )
  let result
  try {
    result = await captureStore({
      baseUrl: command.baseUrl,
      key: command.key,
      maxRequests: command.maxRequests,
      ...(!command.quiet && { onProgress: show }),
    })
  } catch (error) {
    if (!(error instanceof CaptureError)) throw error
    io.progress?.('')
    io.err(`petstore-mock capture: ${error.message}. Nothing was written to ${command.output}.`)
    return 1
  } finally {
    io.progress?.('')
  }
  try {
    await writeDataFile(command.output, result.store)
  } catch (error) {
    io.err(
      `petstore-mock capture: could not write ${command.output} (${(error as Error).message}); it was left as it was.`,
    )
    return 1
  }
  const counts = describeRecords(countsOf(result.store))
  io.out(
    `Captured ${counts.slice(0, -1).join(', ')} and ${counts.at(-1)} from ${command.baseUrl} in ${result.requests} requests into ${command.output}.`,
  )
  if (result.skipped.length > 0) {
    io.out(`Left out (${result.skipped.length}):`)
    for (const { record, reason } of result.skipped) io.out(`  ${record}: ${reason}`)
  }
  for (const note of result.notes) io.out(`Note: ${note}`)
  io.out(`Replay it offline: petstore-mock serve --scenario-from ${command.output}`)
  return 0
}

/** The text of `petstore-mock capture --help`. */
export function captureHelpText(): string {
  return `petstore-mock capture <base-url> [options]

Reads a real server's store through its list operations (categories, pets,
inventory, orders), page by page, and writes it as one store snapshot: the
format serve --scenario-from, serve --data, /__admin/import and restore() load.
Records outside openapi.yaml or refused by the store's rules (a pet in a
missing category, a repeated name, a status its inventory contradicts) are
left out and listed with the reason.

Options
      --key <key>          a key that may read (or PETSTORE_KEY).
  -o, --output <file>      where to write. Default ${DEFAULT_CAPTURE_FILE}.
      --max-requests <n>   the most requests to send. Default ${DEFAULT_MAX_REQUESTS}.
  -q, --quiet              no progress line.
  -h, --help               this text.

Exit codes: 0 written; 1 could not finish (unreachable, 401, a dropped
connection, --max-requests reached), and nothing was written; 2 bad command line.

Then: petstore-mock serve --scenario-from <file>`
}
