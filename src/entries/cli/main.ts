/**
 * `petstore-mock`: parses the command line, serves the mock over HTTP and stops cleanly on
 * Ctrl-C. The process is reached only through `io`, so tests run it in-process.
 */
import { readFileSync } from 'node:fs'
import process from 'node:process'
import { existsSync } from 'node:fs'
import { StoreSnapshotError } from '../../db/snapshot'
import { DataFileError } from '../http/data-file'
import { DEFAULT_FSYNC } from '../http/data-log'
import { createPetstoreCore } from '../../controller/core'
import { startHttpServer, type HttpServerOptions } from '../http/http-server'
import { parseCliArgs, UsageError, type CliCommand, type ServeOptions } from './args'
import { banner, proxyWarning } from './banner'
import type { LoadedReplay } from './replay-option'
import { loadedStateLine, readStateFile } from './state-option'
import { missingPeer } from './optional-peer'
import type * as ConformanceRun from './conformance-run'

/** Where the CLI writes and how it learns that it should stop. */
export interface CliIo {
  out(line: string): void
  err(line: string): void
  /** Resolves with the signal's name once the process is asked to stop. */
  untilStopped(): Promise<string>
  /** Rewrites a progress line in place; given only when stderr is a terminal. */
  progress?(line: string): void
}

/** The package's version, read from package.json. */
export function packageVersion(): string {
  const json = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')
  return (JSON.parse(json) as { version: string }).version
}

/**
 * Runs the CLI and resolves with its exit code: 0 done, 1 could not start (or, for `contract`,
 * the server broke the contract), 2 bad command line. `serve` resolves only after a stop signal,
 * once the server has closed.
 */
export async function main(
  argv: readonly string[],
  io: CliIo = processIo(),
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  if (argv[0] === 'contract') return contract(argv.slice(1), io, env)
  if (argv[0] === 'capture') return capture(argv.slice(1), io, env)
  let parsed: CliCommand
  try {
    parsed = parseCliArgs(argv, env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`petstore-mock: ${error.message}`)
    io.err('Run petstore-mock --help to see every option.')
    return 2
  }
  // Each command's own code loads with it: `serve` starts without the help text or replay.
  if (parsed.command === 'help') io.out((await import('./help')).helpText(packageVersion()))
  if (parsed.command === 'version') io.out(packageVersion())
  return parsed.command === 'serve' ? serve(parsed.options, io) : 0
}

async function contract(
  argv: readonly string[],
  io: CliIo,
  env: Record<string, string | undefined>,
): Promise<number> {
  // Loaded only for this verb: `serve` starts without the suite and fast-check, an optional peer
  // (docs/decisions/014-fast-check-optional-peer.md).
  let run: typeof ConformanceRun
  try {
    run = await import('./conformance-run')
  } catch (error) {
    const missing = missingPeer(error)
    if (!missing) throw error
    io.err(`petstore-mock contract needs ${missing}, which is not installed.`)
    io.err(`Install it beside petstore-mock: npm install --save-dev ${missing}`)
    return 2
  }
  const { ContractUsageError, parseContractArgs, runContract } = run
  let command
  try {
    command = parseContractArgs(argv, env)
  } catch (error) {
    if (!(error instanceof ContractUsageError)) throw error
    io.err(`petstore-mock contract: ${error.message}`)
    io.err('Run petstore-mock contract --help to see every option.')
    return 2
  }
  if (command.command === 'help') {
    io.out((await import('./help')).contractHelpText())
    return 0
  }
  return runContract(command, io)
}

async function capture(
  argv: readonly string[],
  io: CliIo,
  env: Record<string, string | undefined>,
): Promise<number> {
  const { captureHelpText, parseCaptureArgs, runCapture } = await import('./capture-command')
  let command
  try {
    command = parseCaptureArgs(argv, env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`petstore-mock capture: ${error.message}`)
    io.err('Run petstore-mock capture --help to see every option.')
    return 2
  }
  if (command === 'help') {
    io.out(captureHelpText())
    return 0
  }
  return runCapture(command, io)
}

async function serve(options: ServeOptions, io: CliIo): Promise<number> {
  if (options.scenario === 'large') io.out(`Seeding ${options.pets ?? 10_000} pets…`)
  let replay: LoadedReplay | undefined
  if (options.scenarioFrom !== undefined) {
    replay = (await import('./replay-option')).loadReplay(options.scenarioFrom, io.err)
    if (!replay) return 1
  }
  const state = options.state === undefined ? undefined : readStateFile(options.state)
  if (state && 'problem' in state) {
    io.err(`petstore-mock: ${state.problem}`)
    return 1
  }
  let mock
  // Known before the start, which creates a missing file.
  const dataExisted = options.data !== undefined && existsSync(options.data)
  try {
    mock = await startHttpServer(
      {
        ...serverOptions(options, io),
        ...(replay && { scenario: replay.scenario }),
        ...(state && { state: state.text }),
      },
      createPetstoreCore,
    )
  } catch (error) {
    io.err(`petstore-mock: ${startError(error, options)}`)
    return 1
  }
  for (const line of replay?.lines ?? []) io.out(`Replay: ${line}`)
  if (state) io.out(await loadedStateLine(options.state!, state.text))
  for (const line of banner(mock, options, packageVersion())) io.out(line)
  const warning = proxyWarning(options.proxy)
  if (warning) io.err(`petstore-mock: ${warning}`)
  if (options.record !== undefined) io.out(`Recording the proxy's exchanges to ${options.record}.`)
  if (options.data !== undefined) {
    io.out(
      `Store kept in ${options.data} (${dataExisted ? 'loaded' : 'created'}); every write is logged before it is answered (--fsync ${options.fsync ?? DEFAULT_FSYNC}).`,
    )
  }
  const signal = await io.untilStopped()
  io.out(`Stopping (${signal})…`)
  await mock.close()
  io.out('Stopped.')
  return 0
}

function serverOptions(options: ServeOptions, io: CliIo): HttpServerOptions {
  return {
    port: options.port,
    host: options.host,
    seed: options.seed,
    scenario: options.scenario,
    ...(options.pets !== undefined && { size: options.pets }),
    latency: options.latency,
    faultRate: options.faultRate,
    ...(options.now && { now: options.now }),
    ...(options.historySize !== undefined && { historySize: options.historySize }),
    ...(options.journalSize !== undefined && { journalSize: options.journalSize }),
    ...(!options.auth && { apiKeys: false as const }),
    admin: options.admin,
    ...(options.adminToken !== undefined && { adminToken: options.adminToken }),
    allowedHosts: options.allowedHosts,
    ...(options.data !== undefined && {
      dataFile: options.data,
      ...(options.fsync && { fsync: options.fsync }),
      onDataFileError: (error: Error) =>
        io.err(`petstore-mock: could not write ${options.data}: ${error.message}`),
    }),
    onDataFileNotice: (message: string) => io.err(`petstore-mock: ${message}`),
    corsOrigins: options.corsOrigins,
    ...(options.proxy && { proxy: options.proxy }),
    ...(options.record !== undefined && {
      recordFile: options.record,
      ...(options.recordOverwrite && { recordOverwrite: true }),
    }),
    ...(!options.quiet && { log: (line: string) => io.out(line) }),
  }
}

function startError(error: unknown, options: ServeOptions): string {
  if (error instanceof StoreSnapshotError && options.state !== undefined) {
    return `state file ${options.state} cannot be loaded: ${error.message}`
  }
  if (error instanceof DataFileError) {
    return `${error.message}. Fix or move the file; it was left as it is.`
  }
  const code = (error as { code?: string }).code
  const where = `${options.host}:${options.port}`
  switch (code) {
    case 'EADDRINUSE':
      return `port ${options.port} is in use. Stop whatever holds it, or pick another with --port (0 picks a free one).`
    case 'EACCES':
      return `not allowed to listen on ${where}; ports below 1024 need privileges, try --port 4010.`
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot listen on ${options.host}: no such address on this machine. Try --host 127.0.0.1.`
    default:
      return `could not start: ${error instanceof Error ? error.message : String(error)}`
  }
}

function processIo(): CliIo {
  // One write per turn of the event loop, not one per line: under load `serve` logs a line per
  // request, and a write each (stdout to a pipe or file is synchronous) cost ~15% of its rate.
  let pending: string[] = []
  const flush = () => {
    if (pending.length === 0) return
    process.stdout.write(pending.join('\n') + '\n')
    pending = []
  }
  return {
    out: (line) => {
      if (pending.length === 0) setImmediate(flush)
      pending.push(line)
    },
    err: (line) => {
      // After what was said before it, as it would read on a terminal.
      flush()
      process.stderr.write(line + '\n')
    },
    ...(process.stderr.isTTY && {
      progress: (line: string) => {
        flush()
        process.stderr.write(`\r\x1b[K${line}`)
      },
    }),
    untilStopped: () =>
      new Promise((resolve) => {
        const stop = (signal: NodeJS.Signals) => {
          process.off('SIGINT', stop)
          process.off('SIGTERM', stop)
          // Closing waits for requests in flight; a second Ctrl-C does not.
          process.once('SIGINT', () => process.exit(130))
          resolve(signal)
        }
        process.on('SIGINT', stop)
        process.on('SIGTERM', stop)
      }),
  }
}
