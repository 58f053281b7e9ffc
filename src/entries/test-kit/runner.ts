/**
 * The Node side of the Vitest and Jest entries: `usePetstore` on msw's server, writing the
 * file's coverage for a `petstoreCoverage` run at the end. Vitest's browser mode has its own
 * entry (`petstore-mock/vitest-browser`), since msw/node cannot load in a browser.
 */
import type { SetupServer } from 'msw/node'
import { listenWith, stopOnce } from '../../handlers/msw'
import { extendPetstore } from '../../controller/petstore'
import { assertNode } from './node-only'
import { bindToRunner, type RunnerHooks, type UsePetstoreOptions } from './bind'
import { writeFileCoverage } from './coverage-run'
import { createTestKit, type PetstoreTestKit } from './kit'
import { checkTestOptions } from './test-options'
import { boundaryOn, type PetstoreBoundary } from './boundary'
import { checkJoin, joinedInterceptor, joinServer } from './join'
import { checkBeforeFirstTest, listenAlone } from './one-interceptor'
import { checkIntercept, createMswServer } from './msw-server'

export {
  petstoreMatchers,
  type PetstoreMatchers,
  type RunnerHooks,
  type UsePetstoreOptions,
} from './bind'

/** The mock of a test file: the test kit plus its MSW server. */
export interface NodeTestPetstore extends PetstoreTestKit {
  /** The msw server, for `server.use()` overrides (removed after each test); with `join`, the team's. */
  server: SetupServer
  /**
   * Wraps a test function so it gets a store of its own (`own`, with the kit's arrange / assert
   * API), its handlers used inside msw's `server.boundary()`: for concurrent tests.
   *
   * @example
   * test.concurrent('lists the pet it added', petstore.boundary(async (own) => {
   *   const pet = await own.given.pet({ name: 'Rex' })
   *   expect(await listPetNames()).toEqual(['Rex'])
   * }))
   */
  boundary: PetstoreBoundary
}

/**
 * Starts the mock for the current file (or `describe` block) with the given runner's hooks: it
 * listens before the first test; after each test it fails the test if a request broke the
 * contract, then resets the store, the journal and any `server.use()` overrides; it closes
 * after the last test. With `join`, it adds its handlers to the team's server instead.
 */
export function usePetstoreWith(
  runner: RunnerHooks,
  options: UsePetstoreOptions = {},
  entry = 'petstore-mock/vitest',
): NodeTestPetstore {
  assertNode(`usePetstore from '${entry}'`, "usePetstore from 'petstore-mock/vitest-browser'")
  checkTestOptions('usePetstore', options)
  const { onUnhandledRequest = 'warn', join, intercept, ...kitOptions } = options
  checkJoin('usePetstore', join)
  checkIntercept('usePetstore', intercept)
  const kit = createTestKit(kitOptions)
  const server = join ?? createMswServer(kit.handlers, intercept)
  bindToRunner(
    runner,
    kit,
    join
      ? joinedInterceptor(joinServer(join, kit.handlers))
      : {
          start: (strategy) =>
            listenAlone('usePetstore', () => listenWith(server, { onUnhandledRequest: strategy })),
          prepare: checkBeforeFirstTest(server),
          resetHandlers: () => server.resetHandlers(),
          stop: () => stopOnce(() => server.close(), server),
        },
    { strategy: onUnhandledRequest, onEnd: () => writeFileCoverage(kit.coverage()) },
  )
  return extendPetstore(kit, { server, boundary: boundaryOn(server, kitOptions) })
}
