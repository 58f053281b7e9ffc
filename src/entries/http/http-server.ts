/**
 * The mock over real HTTP, for any controller: node:http, the listener, the data file and the
 * recording around it. `createPetstoreHttpServer` (petstore-http-server.ts) starts it with the msw
 * controller; the CLI's `serve` with the core alone (`createPetstoreCore`).
 */
import { counted } from '../../base/text'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PetstoreCore, PetstoreOptions } from '../../controller/core'
import {
  resolveAccess,
  type AllowedHosts,
  type CorsOrigins,
} from '../../controller/settings-access'
import type { AdminState } from './admin'
import { answerClientError, answerConnect } from './client-error'
import { clearStaleTemps, lockFiles, realFileOf } from './start-files'
import { namingFile } from './file-error'
import { readDataFile, syncDataFile, writeDataFile, type DataFileSync } from './data-file'
import { FSYNC_MODES, type FsyncMode } from './data-log'
import { openHarFile, syncHarFile, type HarFileSync } from './har-file'
import { createPetstoreListener, type ListenerOptions } from './listener'
import { devLog } from '../../base/log'

/** The port the CLI and the server use unless told otherwise (Prism's, so tools find it). */
export const DEFAULT_PORT = 4010
/** Loopback only, unless told otherwise: the mock's keys are public. */
export const DEFAULT_HOST = '127.0.0.1'

/** Options of the HTTP server: the mock's own, plus where and how to serve it. */
export interface HttpServerOptions extends Omit<PetstoreOptions, 'baseUrl'> {
  /** Default 4010; 0 picks a free port. */
  port?: number
  /** Default `127.0.0.1`. */
  host?: string
  /**
   * Browser origins allowed on the API besides pages on loopback origins (`localhost`,
   * `127.0.0.1`, `[::1]`, any port) and the server's own pages, which always are: `'*'` for any,
   * or exact origins such as `http://192.168.1.20:5173` (a phone on the LAN). Default none. The
   * exact ones may also use `/__admin`, which otherwise answers only the server's own origin
   * (never `*`); `['*', 'http://localhost:5173']` opens the API to all and the admin to that one.
   */
  corsOrigins?: CorsOrigins
  /**
   * Host names the server answers to besides `localhost`, `*.localhost` and IP addresses (against
   * DNS rebinding); `.example.com` covers its subdomains; `true` answers any (not advised).
   * Default none.
   */
  allowedHosts?: AllowedHosts
  /** Serve the state admin surface under `/__admin`. Default false. */
  admin?: boolean
  /**
   * The token every `/__admin` request must send as `Authorization: Bearer <token>` (16 or more
   * visible characters). Required when `admin` is on and `host` is not loopback.
   */
  adminToken?: string
  /** Receives one line per request. Default: no log. */
  log?: (line: string) => void
  /** How long a request body may stall before the request fails with 400. Default 30 s. */
  bodyIdleTimeoutMs?: number
  /**
   * Keep the store in this JSON file: loaded at start (or seeded and created when missing). Each
   * write is appended to `<dataFile>.log` before it is answered and folded into the file in the
   * background and on close. A broken file fails the start.
   */
  dataFile?: string
  /**
   * When the log reaches the disk: `'always'` (fsync before each write's answer), `'batch'`
   * (default: within 0.1 s after) or `'off'` (left to the OS). A process kill loses no answered
   * write in any mode; a power cut differs. Needs `dataFile`.
   */
  fsync?: FsyncMode
  /** Receives a failed write of the data file or its log. Default: console.error. */
  onDataFileError?: (error: Error) => void
  /** Receives what the start found worth saying, such as a torn last log record. Default: console.warn. */
  onDataFileNotice?: (message: string) => void
  /**
   * With `proxy: { …, record: true }`: keep the recording in this HAR file. Each exchange is
   * appended in place before its answer is sent; a killed process can tear only the last write,
   * whose answers were never sent, and the next start cuts it off. Failed writes go to
   * `onDataFileError`.
   */
  recordFile?: string
  /**
   * Replace what `recordFile` holds instead of appending to it. Default false: an existing
   * recording is appended to, and a file that is not one stops the start.
   */
  recordOverwrite?: boolean
}

/** A running HTTP server, serving the controller `Mock`. */
export interface RunningHttpServer<Mock extends PetstoreCore> {
  /** The API's base URL, e.g. `http://127.0.0.1:4010/api/v1`. */
  url: string
  /** The server's root, e.g. `http://127.0.0.1:4010` (openapi.yaml and /__admin live here). */
  origin: string
  port: number
  /** The mock being served: its db, journal, reset() and the rest. */
  petstore: Mock
  /** The node:http server. */
  server: Server
  /** Stops accepting, lets requests in flight finish (1 s at most) and resolves once closed. */
  close(): Promise<void>
}

/**
 * Starts `options.petstore`, or the mock `create` makes, on node:http, and resolves once it
 * listens and its scenario is seeded.
 */
export async function startHttpServer<Mock extends PetstoreCore>(
  options: HttpServerOptions & { petstore?: Mock | undefined },
  create: (options: PetstoreOptions) => Mock,
): Promise<RunningHttpServer<Mock>> {
  const {
    port = DEFAULT_PORT,
    host = DEFAULT_HOST,
    petstore: given,
    corsOrigins,
    allowedHosts,
    admin,
    adminToken,
    log,
    bodyIdleTimeoutMs,
    fsync,
    onDataFileError,
    onDataFileNotice,
    recordOverwrite,
    ...mockOptions
  } = options
  // Checked first: a misused option must stop the start before anything listens.
  const access = resolveAccess({ host, admin, allowedHosts, corsOrigins, adminToken })
  checkDataOptions(options.dataFile, fsync)
  // The files themselves, not the paths given: one lock per file, and a symlink is kept.
  const dataFile = await realFileOf(options.dataFile)
  const recordFile = await realFileOf(options.recordFile)
  const notice = onDataFileNotice ?? ((message: string) => devLog.warn(message))
  // One process per file: a second serve on it would answer writes the first one overwrites.
  const locks = await lockFiles([dataFile, recordFile], notice)
  try {
    await clearStaleTemps([dataFile, recordFile], notice)
    const { petstore, sync } = await openStore(() => given ?? create(mockOptions), dataFile, {
      fsync,
      onDataFileError,
      notice,
    }).catch((error: unknown) => {
      throw dataFile === undefined ? error : namingFile(dataFile, error)
    })
    const stopProxyLog = log ? logProxied(petstore, log) : undefined
    let har: HarFileSync | undefined
    const listener = createPetstoreListener(petstore, {
      ...listenerOptions(access, { host, log, bodyIdleTimeoutMs, sync }),
      ...(admin && { admin: adminState(options) }),
      ...(recordFile !== undefined && { recorded: async () => har?.settled() }),
    })
    const server = nodeServer(listener)
    const close = async () => {
      stopProxyLog?.()
      await closeServer(server)
      await sync?.close()
      await har?.close()
      await locks.release()
    }
    try {
      if (recordFile !== undefined) {
        har = await recordTo(petstore, recordFile, {
          recordOverwrite,
          onDataFileError,
          notice,
        })
      }
      // The records of the last run go into the file now, so the log starts short.
      await sync?.flush()
      // Only a store that loaded and checked is served: a refused state never answers.
      await petstore.ready
      await listen(server, port, host)
    } catch (error) {
      await close()
      throw error
    }
    return running(server, petstore, close)
  } catch (error) {
    await locks.release()
    throw error
  }
}

function listenerOptions(
  access: ReturnType<typeof resolveAccess>,
  options: Pick<HttpServerOptions, 'log' | 'bodyIdleTimeoutMs'> & {
    host: string
    sync: DataFileSync | undefined
  },
): ListenerOptions {
  const { log, bodyIdleTimeoutMs, sync } = options
  return {
    corsOrigins: access.apiOrigins,
    adminOrigins: access.adminOrigins,
    allowedHosts: access.allowedHosts,
    boundHost: options.host,
    ...(access.adminToken !== undefined && { adminToken: access.adminToken }),
    ...(log && { log }),
    ...(bodyIdleTimeoutMs !== undefined && { bodyIdleTimeoutMs }),
    ...(sync && { durable: sync.durable }),
  }
}

// Read before listening: a broken file must stop the start with nothing served or written.
// Then the store is bound to its data file before the first request can arrive, so no write is
// ever answered unlogged: the file's store goes in, or the seeded one is written out.
async function openStore<Mock extends PetstoreCore>(
  create: () => Mock,
  dataFile: string | undefined,
  options: Pick<HttpServerOptions, 'fsync' | 'onDataFileError'> & {
    notice: (message: string) => void
  },
): Promise<{ petstore: Mock; sync: DataFileSync | undefined }> {
  const stored =
    dataFile === undefined ? undefined : await readDataFile(dataFile, { onNotice: options.notice })
  const petstore = create()
  if (petstore.context.origin !== undefined) {
    throw new TypeError('Serve a mock whose baseUrl is a path (e.g. /api/v1), not a full URL.')
  }
  if (dataFile === undefined) return { petstore, sync: undefined }
  await petstore.ready
  if (stored) await petstore.restore(stored.snapshot)
  else await writeDataFile(dataFile, await petstore.snapshot())
  const sync = syncDataFile(petstore, dataFile, {
    ...(options.fsync && { fsync: options.fsync }),
    keep: stored?.log?.bytes ?? 0,
    onError:
      options.onDataFileError ??
      ((error) => devLog.error(`could not write ${dataFile}:`, error.message)),
  })
  return { petstore, sync }
}

function nodeServer(listener: ReturnType<typeof createPetstoreListener>): Server {
  const server = createServer((req, res) => listener(req, res))
  // Node's 5 s leaves a client that stalls a few seconds (a loaded CI machine) sending on a
  // socket the server is closing: the request is lost with "other side closed".
  server.keepAliveTimeout = 30_000
  server.on('checkContinue', (req, res) => listener(req, res, true))
  server.on('clientError', answerClientError)
  server.on('connect', answerConnect)
  return server
}

function running<Mock extends PetstoreCore>(
  server: Server,
  petstore: Mock,
  close: () => Promise<void>,
): RunningHttpServer<Mock> {
  const address = server.address() as AddressInfo
  const origin = `http://${urlHost(address.address)}:${address.port}`
  return {
    url: origin + petstore.context.basePath,
    origin,
    port: address.port,
    petstore,
    server,
    close,
  }
}

// The proxy's recording, kept in a HAR file: appended to, or replaced with recordOverwrite.
async function recordTo(
  petstore: PetstoreCore,
  recordFile: string,
  options: Pick<HttpServerOptions, 'recordOverwrite' | 'onDataFileError'> & {
    notice: (message: string) => void
  },
): Promise<HarFileSync> {
  if (!petstore.recording) {
    throw new TypeError('recordFile records the proxy: set proxy: { target, record: true } too.')
  }
  const opened = await openHarFile(recordFile, { overwrite: options.recordOverwrite ?? false })
  if (opened.kept > 0 || opened.repaired) {
    const repaired = opened.repaired ? ' (its last write, torn by a killed run, cut off)' : ''
    options.notice(
      `appending to ${recordFile}: it holds ${counted(opened.kept, 'exchange', 'exchanges')} already${repaired}`,
    )
  } else if (opened.replaced) options.notice(`replaced the recording in ${recordFile}`)
  const onError =
    options.onDataFileError ??
    ((error: Error) => devLog.error(`could not write ${recordFile}:`, error.message))
  return syncHarFile(petstore.recording, recordFile, { onError, kept: opened.kept })
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function checkDataOptions(dataFile: unknown, fsync: unknown): void {
  if (dataFile !== undefined && (typeof dataFile !== 'string' || dataFile === '')) {
    throw new TypeError(
      `createPetstoreHttpServer: dataFile must be a file path, not ${JSON.stringify(dataFile)}`,
    )
  }
  if (fsync === undefined) return
  if (!FSYNC_MODES.includes(fsync as FsyncMode)) {
    throw new TypeError(
      `createPetstoreHttpServer: fsync must be ${FSYNC_MODES.map((m) => `'${m}'`).join(', ')}, not ${JSON.stringify(fsync)}`,
    )
  }
  if (dataFile === undefined) {
    throw new TypeError(
      'createPetstoreHttpServer: fsync needs dataFile (it says how the file is kept)',
    )
  }
}

// What the request line cannot say: the real backend broke the contract, or could not answer.
function logProxied(petstore: PetstoreCore, log: (line: string) => void): () => void {
  return petstore.requests.subscribe((entry) => {
    if (!entry.proxied) return
    const what = `${entry.method} ${entry.path} (${entry.operationId ?? 'no operation'})`
    if (entry.code === 'bad_gateway' || entry.code === 'gateway_timeout') {
      log(`  proxy: ${what} ${entry.status} ${entry.code}: ${entry.message ?? ''}`)
    }
    for (const violation of entry.violations) {
      log(
        `  proxy: ${what} ${entry.status} from the real backend breaks openapi.yaml: ${violation}`,
      )
    }
  })
}

function adminState(options: HttpServerOptions): AdminState {
  const { scenario = 'default' } = options
  return {
    seed: options.seed ?? 1,
    scenario: typeof scenario === 'function' ? 'custom' : scenario,
    size: options.size,
    now:
      options.now === undefined || typeof options.now === 'function'
        ? undefined
        : new Date(options.now).toISOString(),
  }
}

// The URL must be reachable: a wildcard address is reached through loopback.
function urlHost(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1'
  if (address === '::') return '[::1]'
  return address.includes(':') ? `[${address}]` : address
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    // Keep-alive connections with nothing in flight would hold close() open.
    server.closeIdleConnections()
    setTimeout(() => server.closeAllConnections(), 1000).unref()
  })
}
