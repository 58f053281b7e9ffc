// The eight concurrent tests inside a team's own msw server: petstore joins it, and each test's
// store lives in the team's server.boundary() through petstore.boundary().
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'
import { eightConcurrentTests } from '../../../test/support/concurrent-tests'

const BASE = 'http://join-concurrent.test/api/v1'
const server = setupServer(http.get('http://auth.test/me', () => HttpResponse.json({ id: 'u1' })))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const petstore = usePetstore({ join: server, baseUrl: BASE, scenario: 'empty' })

describe.concurrent("8 concurrent tests inside the team's server", () => {
  eightConcurrentTests(BASE, (name, body) =>
    test(
      name,
      petstore.boundary(async (own) => {
        await body(own)
        // The team's own handlers answer inside the boundary too.
        expect(await (await fetch('http://auth.test/me')).json()).toEqual({ id: 'u1' })
      }),
    ),
  )
})
