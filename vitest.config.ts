import { defineConfig } from 'vitest/config'
import { sourceAliases } from './scripts/entries.ts'

export default defineConfig({
  // `petstore-mock/...` imports (the examples') run from source: no build needed to test.
  resolve: { alias: sourceAliases(import.meta.dirname) },
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'examples/**/*.test.ts',
      // Unit tests of the suites' own helpers (the Playwright specs are *.spec.ts).
      'e2e/**/*.test.ts',
      'test/**/*.test.ts',
      // The demo's own modules that run without a page (its API client).
      'demo/src/**/*.test.ts',
    ],
    // examples/frontend and examples/next are projects with their own runners (npm run test:packed).
    exclude: [
      '**/node_modules/**',
      'examples/frontend/**',
      'examples/next/**',
      'examples/{sveltekit,vue,react-router,nuxt,astro,tanstack-start,msw-team}/**',
    ],
    environment: 'node',
    // Files share a worker and its imports instead of each starting a fresh one, which cost
    // more processor time than the tests (CONTRIBUTING, "How long npm test takes"). So a test
    // file leaves what it changes outside its own modules (globals, process.env, timers, mocks)
    // as it found it.
    isolate: false,
    testTimeout: 20_000,
    // How long expect.poll waits for what a test waits for (a line, a saved store, a log call),
    // sized for a loaded 2-core machine: a wait is a guard against a hang, never a measure of
    // speed. Vitest's default, 1 s, is a quiet machine's.
    expect: { poll: { timeout: 15_000 } },
  },
})
