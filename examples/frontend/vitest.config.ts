import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from './test/chromium'
import { WAIT_MS } from './test/wait'

export default defineConfig({
  plugins: [react()],
  test: {
    // Generous: `npm test` runs this next to other suites on busy machines.
    testTimeout: 30_000,
    // expect.element (browser mode) waits as long as findBy… does in jsdom: test/wait.ts.
    expect: { poll: { timeout: WAIT_MS } },
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['test/vitest/**/*.test.tsx'],
          setupFiles: ['test/vitest/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['test/node/**/*.test.ts'] },
      },
    ],
  },
})
