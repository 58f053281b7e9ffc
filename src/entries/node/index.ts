/** The Node entry: the mock as an MSW interceptor for tests and scripts. */
import { readFile } from 'node:fs/promises'
import { inflateRawSync } from 'node:zlib'
import type { SetupServer } from 'msw/node'
import { listenWith, stopOnce, type UnhandledRequestStrategy } from '../../handlers/msw'
import { checkBugReport, type BugReport } from '../../controller/bug-report'
import { assertNode } from '../test-kit/node-only'
import { checkIntercept, createMswServer, type Intercept } from '../test-kit/msw-server'
import {
  createPetstore,
  extendPetstore,
  type Petstore,
  type PetstoreOptions,
} from '../../controller/petstore'
import { parseJson } from '../../base/json'
import { decodeStateSync } from '../../controller/state'

const inflate = (bytes: Uint8Array, limit: number) =>
  inflateRawSync(bytes, { maxOutputLength: limit })

/**
 * msw's `listen()` options; `onUnhandledRequest` (msw 2's name, the default `'bypass'`) works on
 * msw 3 too.
 */
export type ListenOptions = NonNullable<Parameters<SetupServer['listen']>[0]> & {
  onUnhandledRequest?: UnhandledRequestStrategy
}
import { apiBase, claimApi, releaseApi, runningFor } from './one-per-process'
import { checkJoin, type JoinedServer } from '../test-kit/join'
import { joinedPetstoreServer } from './joined-server'
import { listenAlone } from '../test-kit/one-interceptor'

/** Options of `createPetstoreServer` and `startPetstoreServer`: the mock's own, the server to join, and what to intercept. */
export interface PetstoreServerOptions extends PetstoreOptions {
  /**
   * The msw server your app or tests already run (`setupServer()`, msw 2.15 or 3): the mock adds
   * its handlers to it instead of starting a second server, which msw 3 would let switch the
   * first one off. `listen()` and `close()` then add and remove the handlers only.
   *
   * @example
   * const petstore = createPetstoreServer({ join: server, baseUrl: 'http://localhost/api/v1' })
   */
  join?: JoinedServer
  /**
   * On msw 3, which requests to intercept: `'fetch'` (the global fetch alone, at msw 2's cost per
   * request) or `'all'` (msw's whole interception: also `http.request`, axios on Node's http,
   * XHR and WebSockets). msw 2 intercepts all either way. Default `'fetch'`.
   */
  intercept?: Intercept
}

/** The mock attached to an MSW server in Node. */
export interface PetstoreServer extends Petstore {
  /** The msw server, for `server.use()` overrides. */
  server: SetupServer
  /** Starts intercepting requests. Requests outside the API pass through. */
  listen(options?: ListenOptions): void
  /** Stops intercepting; the store stays as it is, so a later listen() carries on with it. */
  close(): void
}

/**
 * Creates the Petstore mock for Node.
 *
 * @example
 * const petstore = createPetstoreServer({ baseUrl: 'http://localhost/api/v1' })
 * petstore.listen()
 * const res = await fetch('http://localhost/api/v1/pets', {
 *   headers: { Authorization: 'Bearer petstore-demo-key' },
 * })
 * petstore.close()
 */
export function createPetstoreServer(options: PetstoreServerOptions = {}): PetstoreServer {
  assertNode('createPetstoreServer', "startPetstoreWorker from 'petstore-mock/browser'")
  const { join, intercept, ...mockOptions } = options
  checkJoin('createPetstoreServer', join)
  checkIntercept('createPetstoreServer', intercept)
  // Refused here, at once: a mock that would only reject `ready` could already be answering.
  if (typeof options.state === 'string') decodeStateSync(options.state, inflate)
  const petstore = createPetstore(mockOptions)
  if (join) return joinedPetstoreServer(petstore, join)
  const server = createMswServer(petstore.handlers, intercept)
  const base = apiBase(options.baseUrl)
  const mock: PetstoreServer = extendPetstore(petstore, {
    server,
    listen(listenOptions?: ListenOptions) {
      // A second mock for the same API would hide this one's store: refused, with the way out.
      claimApi(mock, base, options)
      listenAlone('createPetstoreServer', () =>
        listenWith(server, { onUnhandledRequest: 'bypass', ...listenOptions }),
      )
    },
    close() {
      stopOnce(() => server.close(), server)
      releaseApi(mock)
    },
  })
  return mock
}

/**
 * Creates the mock and starts intercepting, once per process and API: a second call for the same
 * `baseUrl` (the file evaluated again, as a dev server does after an edit) returns the running
 * mock, with its store. Use it in a server's start-up file (an SSR entry, a hooks file); it warns
 * when a later call brings other options, which apply after a restart.
 *
 * @example
 * // hooks.server.ts, server.ts, …: evaluated again on every edit, one store all along
 * const petstore = startPetstoreServer({ baseUrl: 'https://api.example.com/v1' })
 */
export function startPetstoreServer(options: PetstoreServerOptions = {}): PetstoreServer {
  const running = runningFor<PetstoreServer>(apiBase(options.baseUrl), options)
  if (running) return running
  const petstore = createPetstoreServer(options)
  petstore.listen()
  return petstore
}

/**
 * Replays the harness's "Download bug report" in Node: reads the report (a file path, or its
 * parsed JSON) and resolves with a mock at its state (store, scenario, latency, faults, clock,
 * pending one-off replies), once it is in place; `report.requests` are the requests that led
 * there. A report or state that cannot load rejects with a StoreSnapshotError saying why.
 *
 * @example
 * const petstore = await fromBugReport('./petstore-bug-report.json')
 * petstore.listen()
 * petstore.report.requests.at(-1) // the last request the reporter's app sent
 */
export async function fromBugReport(
  file: string | object,
  options: Omit<PetstoreOptions, 'state'> = {},
): Promise<PetstoreServer & { report: BugReport }> {
  const value = typeof file === 'string' ? await readJsonFile(file) : file
  const report = checkBugReport(value)
  const petstore = createPetstoreServer({ ...options, state: report.state })
  await petstore.ready
  return extendPetstore(petstore, { report })
}

// The report is outside input: a message that names the file beats a bare SyntaxError.
async function readJsonFile(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8')
  try {
    return parseJson(text)
  } catch (error) {
    throw new SyntaxError(`${file}: ${(error as Error).message}`)
  }
}

export type { PetstoreOptions } from '../../controller/petstore'
export type { Intercept } from '../test-kit/msw-server'
export { fromFile, fromHar, fromSnapshot } from './replay-files'
export type { ReplayScenario } from '../../factories/replay'
