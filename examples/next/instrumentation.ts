export async function register() {
  // `next dev` only, on the Node runtime: Next writes NODE_ENV into the build, so a production
  // build drops this branch and has no mock in .next/server.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NODE_ENV === 'development') {
    const { registerPetstore } = await import('petstore-mock/next')
    const { mockOptions } = await import('@/lib/mock-options')
    await registerPetstore(mockOptions)
  }
}
