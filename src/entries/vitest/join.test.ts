// usePetstore({ join }) inside a team's own msw server, set up the way msw's docs set one up:
// the team's hooks come first, as a setup file's would.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'

const BASE = 'http://join.test/api/v1'
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }
const server = setupServer(http.get('http://auth.test/me', () => HttpResponse.json({ id: 'u1' })))
// Which of the server's start and stop calls were made, and by whom: only the team's hooks.
const calls: string[] = []
const { listen, close } = server
server.listen = (...args) => (calls.push('listen'), listen(...args))
server.close = () => (calls.push('close'), close())
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const petstore = usePetstore({ join: server, baseUrl: BASE, scenario: 'empty' })

describe('usePetstore({ join: server })', () => {
  it("answers the API on the team's server, beside the team's own handlers", async () => {
    await petstore.given.pet({ name: 'Rex' })
    const pets = await fetch(`${BASE}/pets`, { headers })
    expect(await pets.json()).toEqual([{ id: 1, name: 'Rex', categoryId: 1, status: 'available' }])
    expect(await (await fetch('http://auth.test/me')).json()).toEqual({ id: 'u1' })
    expect(petstore).toHaveReceived('listPets')
    expect(petstore.server).toBe(server)
  })

  it("keeps answering after the team's resetHandlers(), from a reset store", async () => {
    const response = await fetch(`${BASE}/pets`, { headers })
    expect(await response.json()).toEqual([])
    expect(petstore.requests.entries).toHaveLength(1)
  })

  it("lets a test's server.use() override win, until the team's reset removes it", async () => {
    server.use(http.get(`${BASE}/pets`, () => HttpResponse.json([{ id: 9 }])))
    expect(await (await fetch(`${BASE}/pets`, { headers })).json()).toEqual([{ id: 9 }])
  })

  it('serves the store again once the override is gone', async () => {
    expect(await (await fetch(`${BASE}/pets`, { headers })).json()).toEqual([])
  })

  // The afterEach hook throws, so this test fails; `fails` turns that into the expected outcome.
  it.fails('fails the test that sent a request the contract rejects', async () => {
    await fetch(`${BASE}/pets`, { method: 'POST', headers, body: '{"name":""}' })
  })

  it("never starts or stops the team's server", () => {
    expect(calls).toEqual(['listen'])
  })

  it('refuses a join that is not an msw server, naming the option', () => {
    expect(() => usePetstore({ join: {} as never })).toThrow(
      new TypeError(
        "usePetstore: join must be the msw server you already run (what setupServer() from 'msw/node' returned), not an object without use, listHandlers, resetHandlers, listen, close",
      ),
    )
  })
})
