/**
 * The parts of `petstore-mock/browser` the demo uses, named, in a module the demo imports
 * lazily: the bundler keeps only these (and what they use) in the mock's chunk. Imported straight,
 * the entry would reach the demo as a namespace object (it shares its chunk with modules faker's
 * chunk reads back), which keeps every export, the harness panel among them.
 */
export { harnessOptions, loadHarnessChoices, startPetstoreWorker } from 'petstore-mock/browser'

/**
 * The harness panel's code, a chunk of its own: no request needs its UI, styles or HAR tools.
 * Imported from here, inside the mock's chunk, so that chunk reads what the two share from the
 * mock's chunk (already loaded) instead of both reading a third.
 *
 * @example
 * const { mountHarnessPanel } = await loadHarness()
 */
export const loadHarness = () => import('./harness')
