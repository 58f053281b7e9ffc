import { createServer } from 'node:net'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium.ts'

// Free ports, chosen once by the main process; Playwright's workers inherit them.
const freePort = () =>
  new Promise<string>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(String(port)))
    })
  })
process.env.APP_PORT ??= await freePort()
process.env.STORYBOOK_PORT ??= await freePort()
const app = `http://127.0.0.1:${process.env.APP_PORT}`
const storybook = `http://127.0.0.1:${process.env.STORYBOOK_PORT}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Generous: the first page waits for Vite's first transforms on a busy machine.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions },
  projects: [
    { name: 'app', testMatch: 'app.spec.ts', use: { baseURL: app } },
    { name: 'stories', testMatch: 'stories.spec.ts', use: { baseURL: storybook } },
  ],
  webServer: [
    {
      command: `vite --host 127.0.0.1 --strictPort --port ${process.env.APP_PORT}`,
      url: app,
      reuseExistingServer: false,
    },
    {
      // The built Storybook (`npm run build-storybook`), served as a static site.
      command: `vite preview --outDir storybook-static --host 127.0.0.1 --strictPort --port ${process.env.STORYBOOK_PORT}`,
      url: storybook,
      reuseExistingServer: false,
    },
  ],
})
