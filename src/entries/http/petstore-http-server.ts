/**
 * The mock over real HTTP: the same handlers, state and harness options as in-process, served by
 * node:http for curl, Postman, mobile apps and test suites in other languages. The server itself
 * is ./start.ts; this is the public way in, whose mock is the whole controller (`handlers` and
 * `reply` included, for code that also hands it to msw).
 */
import { createPetstore, type Petstore } from '../../controller/petstore'
import { startHttpServer, type HttpServerOptions, type RunningHttpServer } from './http-server'

/** Options of the HTTP server: the mock's own, plus where and how to serve it. */
export interface PetstoreHttpOptions extends HttpServerOptions {
  /** Serve this mock instead of creating one (its baseUrl must be a path). */
  petstore?: Petstore
}

/** A running HTTP server. */
export interface PetstoreHttpServer extends RunningHttpServer<Petstore> {
  /** The mock being served: its db, journal, reset() and the rest. */
  petstore: Petstore
}

/**
 * Starts the mock on node:http and resolves once it listens and its scenario is seeded.
 *
 * @example
 * const mock = await createPetstoreHttpServer({ port: 0, seed: 7 })
 * const res = await fetch(`${mock.url}/pets`, {
 *   headers: { Authorization: 'Bearer petstore-demo-key' },
 * })
 * await mock.close()
 */
export function createPetstoreHttpServer(
  options: PetstoreHttpOptions = {},
): Promise<PetstoreHttpServer> {
  return startHttpServer(options, createPetstore)
}
