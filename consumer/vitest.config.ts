/**
 * The consumer suite: the packed tarball installed into a fresh project, then used the way the
 * README tells users to (Node ESM and CommonJS, the bin, Vitest, Jest, a Vite app in Chromium,
 * TypeScript). One pack and one install, shared by every file, which run one after another.
 */
import { defineConfig } from 'vitest/config'
import { stretched } from './setup/slowdown'

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    // The browser first: the Vite test launches it, and a fresh machine has none yet.
    globalSetup: ['../test/support/chromium-setup.ts', './setup/install.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: stretched(120_000),
    hookTimeout: stretched(120_000),
  },
})
