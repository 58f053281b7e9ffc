import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.tsx'],
    // Generous: `npm test` runs this next to other suites on busy machines.
    testTimeout: 30_000,
  },
})
