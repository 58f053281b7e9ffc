/** The harness panel, loaded by `loadHarness()` (see mock.ts) once the first screen is drawn. */
export { mountHarnessPanel } from 'petstore-mock/browser'
