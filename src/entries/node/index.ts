/**
 * The Node entry: the mock as an MSW interceptor for tests and scripts.
 */
import { setupServer, type SetupServer } from 'msw/node'
import { assertNode } from '../test-kit/node-only'
import {
  createPetstore,
  extendPetstore,
  type Petstore,
  type PetstoreOptions,
} from '../../controller/petstore'

/** The mock attached to an MSW server in Node. */
export interface PetstoreServer extends Petstore {
  /** The msw server, for `server.use()` overrides. */
  server: SetupServer
  /** Starts intercepting requests. Requests outside the API pass through. */
  listen(options?: Parameters<SetupServer['listen']>[0]): void
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
export function createPetstoreServer(options: PetstoreOptions = {}): PetstoreServer {
  assertNode('createPetstoreServer', "startPetstoreWorker from 'petstore-mock/browser'")
  const petstore = createPetstore(options)
  const server = setupServer(...petstore.handlers)
  return extendPetstore(petstore, {
    server,
    listen(listenOptions?: Parameters<SetupServer['listen']>[0]) {
      server.listen({ onUnhandledRequest: 'bypass', ...listenOptions })
    },
    close() {
      server.close()
    },
  })
}

export type { PetstoreOptions } from '../../controller/petstore'
export { fromHar, fromSnapshot } from './replay-files'
export type { ReplayScenario } from '../../factories/replay'
