import type { PetstoreNextOptions } from 'petstore-mock/next-client'

// One object for both sides of the mock (instrumentation.ts and instrumentation-client.ts): the
// API the app calls, and the seed that makes its default store the same on every start.
export const mockOptions: PetstoreNextOptions = { baseUrl: 'https://petstore.test/api/v1', seed: 7 }
