/**
 * `npm run test:msw-team`: the example in examples/msw-team (create-vite's react-ts app as a team
 * on msw 3 has it: msw/vite and virtual:msw, its own handlers, its own setupServer in Vitest,
 * msw-storybook-addon, Playwright on the dev server) with petstore-mock added to it, on the packed
 * tarball: its lockfile and the tarball, then each step of its own `npm test`, timed.
 * `npm run test:packed` runs it on the tarball the consumer suite uses; alone, it packs one.
 */
import { fileURLToPath } from 'node:url'
import { ensureChromium } from '../test/support/chromium'
import {
  installAndTestExample,
  runExampleTests,
  whenRunAlone,
  type StepTiming,
} from './test-frontend'

/** The example's folder. */
export const MSW_TEAM_EXAMPLE = fileURLToPath(new URL('../examples/msw-team/', import.meta.url))

/**
 * Installs the example from its lockfile plus `tarball` (or awaits `installing`, its install
 * started earlier by installAhead), runs its own `npm test` step by step and returns the timings.
 *
 * @example
 * const timings = await testMswTeamExample('/tmp/pack/petstore-mock-0.1.0.tgz')
 */
export async function testMswTeamExample(
  tarball: string,
  installing?: Promise<StepTiming[]>,
): Promise<StepTiming[]> {
  // Its Playwright tests need a Chromium: Playwright's own, else the system's (ensureChromium).
  ensureChromium()
  if (!installing) return installAndTestExample(MSW_TEAM_EXAMPLE, tarball)
  return [...(await installing), ...(await runExampleTests(MSW_TEAM_EXAMPLE))]
}

await whenRunAlone(import.meta.url, 'msw-team', testMswTeamExample)
