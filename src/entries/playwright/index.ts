/**
 * The Playwright entry: a `petstore` fixture that serves the mock to the page through
 * Playwright's routing (`bridge.ts`, no service worker to register), and an `expect` with
 * the `toHaveReceived` matchers. Every test gets its own mock, so tests never share state, also
 * under `fullyParallel`. A page that answers the API with a mock of its own is warned about
 * (`bypassed.ts`).
 */
import { expect as baseExpect, test as base, type ExpectMatcherState } from '@playwright/test'
import type { UnhandledRequestStrategy } from '../../handlers/msw'
import { routeThroughMsw, type PlaywrightNetwork } from './bridge'
import { warnWhenBypassed } from './bypassed'
import { isUnderBase } from '../../runtime/pipeline'
import { extendPetstore } from '../../controller/petstore'
import { createTestKit, type PetstoreTestKit, type PetstoreTestOptions } from '../test-kit/kit'
import { checkTestOptions } from '../test-kit/test-options'
import {
  receivedOutcome,
  receivedTimesOutcome,
  type MatcherOutcome,
  type ReceivedArgs,
  type ReceivedTimesArgs,
} from '../../controller/assert/matchers'

/**
 * Options of the `petstore` fixture; set them with `test.use({ petstoreOptions })`.
 *
 * @example
 * test.use({ petstoreOptions: { scenario: 'empty', baseUrl: '/api/v1' } })
 */
export interface PlaywrightPetstoreOptions extends PetstoreTestOptions {
  /**
   * What to do with requests outside the API that no handler served (MSW's strategies); the
   * page's own assets are among them. Default `'bypass'`.
   */
  onUnhandledRequest?: UnhandledRequestStrategy
}

/**
 * The mock of one Playwright test: the test kit plus its network fixture.
 *
 * @example
 * petstore.network.use(http.get('http://shop.test/api/v1/pets', () => HttpResponse.json([])))
 */
export interface PlaywrightPetstore extends PetstoreTestKit {
  /** The handlers the test's pages are answered by, for `network.use()` overrides. */
  network: PlaywrightNetwork
}

/** The fixtures this entry adds. */
interface PetstoreFixtures {
  petstoreOptions: PlaywrightPetstoreOptions
  petstore: PlaywrightPetstore
}

/**
 * Playwright's `test` with the mock: every page of the test talks to a fresh Petstore, and the
 * test fails if the app sent a request the contract rejects.
 *
 * @example
 * import { expect, test } from 'petstore-mock/playwright'
 *
 * test.use({ petstoreOptions: { scenario: 'empty' } })
 *
 * test('orders the pet', async ({ page, petstore }) => {
 *   const pet = await petstore.given.pet({ name: 'Rex' })
 *   await page.goto('/')
 *   await page.getByRole('button', { name: 'Adopt Rex' }).click()
 *   await expect(petstore).toHaveReceived('createOrder', { body: { petId: pet.id } })
 * })
 */
export const test = base.extend<PetstoreFixtures>({
  petstoreOptions: [{}, { option: true }],
  petstore: [
    async ({ context, petstoreOptions }, use) => {
      checkTestOptions('petstoreOptions', petstoreOptions)
      const { onUnhandledRequest = 'bypass', ...kitOptions } = petstoreOptions
      const kit = createTestKit(kitOptions)
      const routed = await routeThroughMsw(
        context,
        kit.handlers,
        kit.guard.onUnhandledRequest(onUnhandledRequest),
      )
      const stopWatching = warnWhenBypassed(
        context,
        (url) => isUnderBase(url, kit.context),
        routed.routed,
      )
      await kit.ready
      try {
        await use(extendPetstore(kit, { network: routed.network }))
      } finally {
        stopWatching()
        await routed.close()
      }
      // Throwing in teardown fails this test, the one whose page sent the request.
      await kit.guard.check()
    },
    { auto: true },
  ],
})

// Requests leave the page asynchronously, so the matchers retry until the expect timeout,
// like Playwright's own web-first assertions.
async function retry(
  state: ExpectMatcherState,
  name: string,
  evaluate: () => MatcherOutcome,
): Promise<MatcherOutcome & { name: string }> {
  const deadline = Date.now() + state.timeout
  let outcome = evaluate()
  while (outcome.pass === state.isNot && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    outcome = evaluate()
  }
  return { ...outcome, name }
}

/**
 * Playwright's `expect` with `toHaveReceived` and `toHaveReceivedTimes` (both retry until the
 * expect timeout, so `await` them).
 *
 * @example
 * await expect(petstore).toHaveReceived('createOrder', { body: { petId: 3 } })
 * await expect(petstore).toHaveReceivedTimes('listPets', 2)
 */
export const expect = baseExpect.extend({
  async toHaveReceived(this: ExpectMatcherState, received: PetstoreTestKit, ...args: ReceivedArgs) {
    return retry(this, 'toHaveReceived', () => receivedOutcome(received, ...args))
  },
  async toHaveReceivedTimes(
    this: ExpectMatcherState,
    received: PetstoreTestKit,
    ...args: ReceivedTimesArgs
  ) {
    return retry(this, 'toHaveReceivedTimes', () => receivedTimesOutcome(received, ...args))
  },
})

export type { RequestMatch } from '../../controller/assert/match'
export type { Given } from '../../controller/arrange/given'
export type { OneOffReply } from '../../runtime/next-response'
export type { StoreSnapshot } from '../test-kit/snapshot'
export { RequestContractError, ContractRejectionError } from '../test-kit/guard'
export type { PlaywrightNetwork } from './bridge'
