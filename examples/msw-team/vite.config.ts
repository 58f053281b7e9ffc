/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig } from 'vite'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react(), msw()],
  // The page's first load imports msw's worker API through virtual:msw, which the optimizer
  // finds only then (and reloads the page for): bundle it from the start.
  optimizeDeps: { include: ['msw/browser'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Worker threads start far sooner than forked processes: on a busy machine a fork took
    // longer than Vitest's 60 s wait for a worker to answer.
    pool: 'threads',
    // Generous: the tests run beside other work on busy machines.
    testTimeout: 30_000,
  },
})
