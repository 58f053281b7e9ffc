import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // This example sits inside the petstore-mock repository, which has a lockfile of its own.
  turbopack: { root: import.meta.dirname },
  // The repository's check runs `tsc` (npm run typecheck) before it builds, and says so here.
  typescript: { ignoreBuildErrors: process.env.PETSTORE_EXAMPLE_TYPECHECKED === '1' },
}

export default nextConfig
