/**
 * The demo's end-to-end suite: Chromium (which one: test/support/chromium) against the built static demo
 * (served by a plain static server) and against the Vite dev server that `npm start` runs. Both
 * servers bind to 127.0.0.1 only.
 */
import { availableParallelism, loadavg } from 'node:os'
import { defineConfig } from '@playwright/test'
import { freePort } from './e2e/free-port'
import { chromiumLaunchOptions } from './test/support/chromium'

// Free loopback ports, chosen once by the main process; workers inherit them through the
// environment, and a second run at the same time does not collide.
process.env.PETSTORE_DEMO_STATIC_PORT ??= String(await freePort())
process.env.PETSTORE_DEMO_DEV_PORT ??= String(await freePort())
const STATIC_PORT = Number(process.env.PETSTORE_DEMO_STATIC_PORT)
const DEV_PORT = Number(process.env.PETSTORE_DEMO_DEV_PORT)

// How much slower than a quiet machine this one is now (load average per core, 1 to 8): the
// waits below are guards against a hang, not a measure of speed, so they stretch with the load
// and a test passes at load 20 as it does on a quiet machine. Toasts are held by the page's
// clock (e2e/demo.ts holdClock), not raced.
const slowdown = Math.min(8, Math.max(1, loadavg()[0]! / availableParallelism()))
process.env.PETSTORE_E2E_SLOWDOWN ??= String(slowdown)

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/*.test.ts are Vitest unit tests of the helpers here.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/demo',
  globalSetup: './test/support/chromium-setup.ts',
  // Generous: every page boots a service worker and seeds a store, and CI machines are busy.
  timeout: 90_000 * slowdown,
  expect: { timeout: 15_000 * slowdown },
  fullyParallel: true,
  workers: Math.max(1, Math.min(4, availableParallelism())),
  // One retry, and the list reporter names every test that needed it as "flaky": a test that
  // passes only on a second try is a bug to fix, but one stuck click in 156 tests (the reference
  // page's Send request, waiting to be stable, once in a clean-clone run) must not stop a landing.
  retries: 1,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${STATIC_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    serviceWorkers: 'allow',
    // What a failure looked like, kept only for failures (a trace of every test costs minutes).
    screenshot: 'only-on-failure',
    viewport: { width: 1360, height: 860 },
  },
  projects: [
    { name: 'static', testIgnore: /dev-server\.spec\.ts/ },
    {
      name: 'dev',
      testMatch: /dev-server\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  webServer: [
    {
      // The demo's static build as `npm run build:demo` ships it, made by scripts/demo-build.ts
      // unless demo/dist was built from the sources as they are (in npm test, docs:build just
      // made it for the site: one build serves both).
      command: `npx tsx scripts/demo-build.ts && npx tsx e2e/static-server.ts ${STATIC_PORT} demo/dist`,
      url: `http://127.0.0.1:${STATIC_PORT}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${DEV_PORT} --strictPort --logLevel warn`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
