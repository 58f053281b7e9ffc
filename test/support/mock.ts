/**
 * Test set-up for this repo's own suites: one mock per test file, listening for the file's
 * lifetime, reset to its seeded state before every test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createPetstoreServer, type PetstoreServer } from '../../src/entries/node'
import type { PetstoreOptions } from '../../src/controller/petstore'
import { createApiClient, type ApiClient } from '../../src/conformance/client'

/** The base URL the suites talk to. */
export const TEST_BASE = 'http://petstore.test/api/v1'

/**
 * Starts a mock for the current test file and returns it with a contract-checking client.
 *
 * @example
 * const { petstore, api } = useTestMock({ scenario: 'empty' })
 * it('lists nothing', async () => expect((await api.get('/pets')).body).toEqual([]))
 */
export function useTestMock(options: PetstoreOptions = {}): {
  petstore: PetstoreServer
  api: ApiClient
} {
  const petstore = createPetstoreServer({ baseUrl: TEST_BASE, ...options })
  const api = createApiClient({ baseUrl: options.baseUrl ?? TEST_BASE })
  beforeAll(() => petstore.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => petstore.reset())
  afterAll(() => petstore.close())
  return { petstore, api }
}
