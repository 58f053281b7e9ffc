// Concurrent tests, each with a store of its own through petstore.boundary(): 8 tests, each
// writing through the API and listing, none seeing another's pets or resets.
import { describe, expect, test } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'
import { eightConcurrentTests } from '../../../test/support/concurrent-tests'

const BASE = 'http://concurrent.test/api/v1'
const petstore = usePetstore({ baseUrl: BASE, scenario: 'empty' })

describe.concurrent("8 concurrent tests on the kit's own server", () => {
  eightConcurrentTests(BASE, (name, body) => test(name, petstore.boundary(body)))
})

describe('petstore.boundary', () => {
  test('fails the call whose requests broke the contract', async () => {
    const body = petstore.boundary(async () => {
      await fetch(`${BASE}/pets`, { method: 'POST', body: '{"name":""}' })
    })
    await expect(body()).rejects.toThrow("'unauthorized'")
  })

  test('hands the test its own arguments after its store', async () => {
    const body = petstore.boundary(
      async (own, word: string) => `${word} ${own.requests.entries.length}`,
    )
    await expect(body('requests:')).resolves.toBe('requests: 0')
  })
})
