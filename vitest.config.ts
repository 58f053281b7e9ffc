import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'examples/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
