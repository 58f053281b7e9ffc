export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerPetstore } = await import('petstore-mock/next')
    const { mockOptions } = await import('./lib/mock-options')
    await registerPetstore(mockOptions)
  }
}
