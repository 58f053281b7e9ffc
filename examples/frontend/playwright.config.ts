// The story checks: the static Storybook (`npm run build-storybook`) served by `vite preview`,
// each story opened in Chromium as a person would, in Storybook's own UI.
import { createServer } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './test/chromium'
import { WAIT_MS } from './test/wait'

// A free port, chosen once by the main process; Playwright's workers inherit it.
process.env.STORIES_PORT ??= await new Promise<string>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number }
    server.close(() => resolve(String(port)))
  })
})
const baseURL = `http://127.0.0.1:${process.env.STORIES_PORT}`

export default defineConfig({
  testDir: 'test/stories',
  reporter: 'list',
  // Generous: the first story waits for the worker and the store, and the test then walks nine
  // stories. A guard against a hang that stretches with the machine's load (per core, 1 to 8).
  timeout: 120_000 * Math.min(8, Math.max(1, loadavg()[0]! / availableParallelism())),
  expect: { timeout: WAIT_MS },
  forbidOnly: !!process.env.CI,
  use: { baseURL, browserName: 'chromium', launchOptions: chromiumLaunchOptions },
  webServer: {
    command: `vite preview --outDir storybook-static --host 127.0.0.1 --strictPort --port ${process.env.STORIES_PORT}`,
    url: baseURL,
    reuseExistingServer: false,
  },
})
