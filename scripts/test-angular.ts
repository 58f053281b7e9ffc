/**
 * `npm run test:angular`: the Angular example (examples/angular, `ng new --ssr`'s defaults) on the
 * packed tarball, driven by the Vite framework examples' own walk (scripts/test-vite-frameworks.ts):
 * its lockfile and the tarball, its own `npm test`, then `ng serve` in Chromium, then `ng build`.
 * It checks that the server render lists the default store, a pet added in the browser is in the
 * next server render, an edit to `server.ts` (evaluated again) and to the page keeps the store,
 * and the production build (`dist/`, browser and server) holds no mock code.
 * `npm run test:packed` runs it on the tarball the consumer suite uses; alone, it packs one.
 */
import { chromium, type Browser } from '@playwright/test'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import { angularExample } from './ssr-frameworks'
import { whenRunAlone, type StepTiming } from './test-frontend'
import { testFrameworkExample } from './test-vite-frameworks'

/**
 * Installs and checks the Angular example on `tarball` in `browser` (the caller's shared one,
 * else one launched here); returns the timings. `installing` is its install, started earlier by
 * installAhead.
 *
 * @example
 * const timings = await testAngularExample('/tmp/pack/petstore-mock-0.1.0.tgz')
 */
export async function testAngularExample(
  tarball: string,
  browser?: Browser,
  installing?: Promise<StepTiming[]>,
): Promise<StepTiming[]> {
  ensureChromium()
  const shared = browser ?? (await chromium.launch(chromiumLaunchOptions()))
  try {
    return await testFrameworkExample(angularExample, tarball, shared, installing)
  } finally {
    if (!browser) await shared.close()
  }
}

await whenRunAlone(import.meta.url, 'angular', (tarball) => testAngularExample(tarball))
