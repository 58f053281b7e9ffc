// A team's msw server started after usePetstore()'s own with msw's whole interception
// (intercept: 'all'; msw 3 then switches petstore's off):
// the file's first test fails, in words naming the other server and the fix.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'

usePetstore({ baseUrl: 'http://second-server.test/api/v1', intercept: 'all' })
const team = setupServer(http.get('http://auth.test/me', () => HttpResponse.json({ id: 'u1' })))
beforeAll(() => team.listen({ onUnhandledFrame: 'bypass' }))
afterAll(() => team.close())

// The beforeEach hook throws, so this test fails; `fails` turns that into the expected outcome.
it.fails('fails the first test once another server took the interceptor', () => {})

it("runs later tests on the team's server, which answers", async () => {
  expect(await (await fetch('http://auth.test/me')).json()).toEqual({ id: 'u1' })
})
