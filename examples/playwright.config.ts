/**
 * Playwright config of the examples (and of the petstore fixture's own tests): the pet shop page
 * on a tiny static server, Chromium (Playwright's own, else Debian's: ../test/support/chromium), and
 * petstore-mock serving the API.
 */
import { defineConfig } from '@playwright/test'
import { freePort } from '../e2e/free-port'
import { chromiumLaunchOptions } from '../test/support/chromium'

// A free port, chosen once by the main process; workers inherit it through the environment.
process.env.PETSTORE_EXAMPLES_PORT ??= String(await freePort())
const port = process.env.PETSTORE_EXAMPLES_PORT
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: '..',
  testMatch: ['examples/**/*.e2e.ts', 'src/**/*.e2e.ts'],
  outputDir: '../test-results/examples',
  reporter: 'list',
  globalSetup: '../test/support/chromium-setup.ts',
  forbidOnly: true,
  // Generous: `npm test` runs on busy machines, next to other suites.
  timeout: 60_000,
  // One retry, as the demo's config: the reporter names a test that needed it as flaky.
  retries: 1,
  // What a test waits for (the list, the toast), sized for a loaded 2-core machine, as the demo's.
  expect: { timeout: 15_000 },
  webServer: {
    command: 'node --import tsx shop/server.ts',
    url: baseURL,
    env: { PORT: port },
    reuseExistingServer: false,
  },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
  },
})
