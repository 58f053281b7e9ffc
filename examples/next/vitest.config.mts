import { defineConfig } from 'vitest/config'

export default defineConfig({
  // tsconfig.json's `@/*` path, which Vitest does not read by itself.
  resolve: { alias: { '@/': new URL('./', import.meta.url).pathname } },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.tsx'],
    // Generous: `npm test` runs this next to other suites on busy machines.
    testTimeout: 30_000,
  },
})
