import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  /* config options here */
  cacheComponents: true,
  partialPrefetching: true,
  turbopack: {
    // This example sits inside the petstore-mock repository, which has a lockfile of its own.
    root: import.meta.dirname,
    rules: {
      '*.css': {
        loaders: ['@tailwindcss/turbopack'],
        as: '*.css',
      },
    },
  },
  // The repository's check runs `tsc` (npm run typecheck) before it builds, and says so here.
  typescript: { ignoreBuildErrors: process.env.PETSTORE_EXAMPLE_TYPECHECKED === '1' },
}

export default nextConfig
