/**
 * The Vitest browser-mode entry: the same `usePetstore()` as `petstore-mock/vitest` (the kit's
 * `given`, `reply`, matchers and contract guard, reset after each test), served to the page by
 * msw's service worker instead of msw/node, which cannot load in a browser. It lives in the
 * browser entry's folder, the one place msw/browser may be imported.
 */
import { startOptions, stopOnce, type UnhandledRequestStrategy } from '../../../handlers/msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { extendPetstore } from '../../../controller/petstore'
import { bindToRunner, petstoreMatchers, type PetstoreMatchers } from '../../test-kit/bind'
import { createTestKit, type PetstoreTestKit, type PetstoreTestOptions } from '../../test-kit/kit'
import { checkTestOptions } from '../../test-kit/test-options'

/**
 * Options of `usePetstore` in Vitest browser mode.
 *
 * @example
 * usePetstore({ scenario: 'empty', serviceWorkerUrl: '/mockServiceWorker.js' })
 */
export interface BrowserUsePetstoreOptions extends PetstoreTestOptions {
  /**
   * What to do with requests outside the API that no handler served (MSW's strategies); the
   * test runner's own module requests are among them. Default `'bypass'`.
   */
  onUnhandledRequest?: UnhandledRequestStrategy
  /** Where mockServiceWorker.js is served (`npx msw init public`). Default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string
}

/**
 * The mock of a browser-mode test file: the test kit plus its msw worker.
 *
 * @example
 * petstore.worker.use(petstore.reply('listPets', { status: 503 }))
 */
export interface VitestBrowserPetstore extends PetstoreTestKit {
  /** The msw worker, for `worker.use()` overrides (removed after each test). */
  worker: SetupWorker
}

/**
 * Starts the mock for the current file in the page's service worker: it starts before the first
 * test; after each test it fails the test if a request broke the contract, then resets the
 * store, the journal and any `worker.use()` overrides; it stops after the last test.
 *
 * @example
 * const petstore = usePetstore({ scenario: 'empty' })
 *
 * test('shows the pet', async () => {
 *   await petstore.given.pet({ name: 'Rex' })
 *   render(<Pets />)
 *   await expect.element(page.getByText('Rex')).toBeVisible()
 *   expect(petstore).toHaveReceived('listPets')
 * })
 */
export function usePetstore(options: BrowserUsePetstoreOptions = {}): VitestBrowserPetstore {
  checkTestOptions('usePetstore', options)
  const {
    onUnhandledRequest = 'bypass',
    serviceWorkerUrl = '/mockServiceWorker.js',
    ...kitOptions
  } = options
  if (typeof serviceWorkerUrl !== 'string') {
    throw new TypeError(
      `usePetstore: serviceWorkerUrl must be a path such as '/mockServiceWorker.js', not ${JSON.stringify(serviceWorkerUrl)}`,
    )
  }
  const kit = createTestKit(kitOptions)
  const worker = setupWorker(...kit.handlers)
  bindToRunner(
    { beforeAll, afterEach, afterAll },
    kit,
    {
      start: (strategy) =>
        worker.start(
          startOptions(worker, {
            serviceWorker: { url: serviceWorkerUrl },
            quiet: true,
            onUnhandledRequest: strategy,
          }),
        ),
      resetHandlers: () => worker.resetHandlers(),
      stop: () => stopOnce(() => worker.stop(), worker),
    },
    { strategy: onUnhandledRequest },
  )
  return extendPetstore(kit, { worker })
}

expect.extend(petstoreMatchers)

declare module 'vitest' {
  // Without type parameters, so it merges into Vitest 4's Matchers<T> and Vitest 5's
  // Matchers<R, T> alike (see petstore-mock/vitest).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation
  interface Matchers extends PetstoreMatchers<void> {}
}

export type { RequestMatch } from '../../../controller/assert/match'
export type { Given } from '../../../controller/arrange/given'
export type { OneOffReply } from '../../../runtime/next-response'
export { RequestContractError, ContractRejectionError } from '../../test-kit/guard'
