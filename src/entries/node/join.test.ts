// createPetstoreServer({ join }) on a team's own msw server, with the team's usual hooks.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPetstoreServer } from 'petstore-mock/node'

const BASE = 'http://node-join.test/api/v1'
const headers = { Authorization: 'Bearer petstore-demo-key' }
const me = http.get('http://auth.test/me', () => HttpResponse.json({ id: 'u1' }))
const server = setupServer(me)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const petstore = createPetstoreServer({ join: server, baseUrl: BASE, scenario: 'empty' })
const listPets = async () => (await fetch(`${BASE}/pets`, { headers })).json() as Promise<unknown>

describe('createPetstoreServer({ join: server })', () => {
  it("answers the API on the team's server at once, beside the team's handlers", async () => {
    await petstore.given.pet({ name: 'Rex' })
    expect(await listPets()).toEqual([{ id: 1, name: 'Rex', categoryId: 1, status: 'available' }])
    expect(await (await fetch('http://auth.test/me')).json()).toEqual({ id: 'u1' })
    expect(petstore.hasReceived('listPets').pass).toBe(true)
  })

  it("keeps answering after the team's resetHandlers(), with its store", async () => {
    expect(await listPets()).toHaveLength(1)
    expect(petstore.requests.entries).toHaveLength(2)
  })

  it("takes a test's reply() through the team's server.use()", async () => {
    server.use(petstore.reply('listPets', { status: 503 }))
    expect((await fetch(`${BASE}/pets`, { headers })).status).toBe(503)
  })

  it("takes its handlers off with close(), leaving the team's", async () => {
    petstore.close()
    expect(server.listHandlers()).toEqual([me])
    petstore.listen()
    expect(await listPets()).toHaveLength(1)
  })

  it('refuses a join that is not an msw server, naming the option', () => {
    expect(() => createPetstoreServer({ join: 'server' as never })).toThrow(
      new TypeError(
        `createPetstoreServer: join must be the msw server you already run (what setupServer() from 'msw/node' returned), not "server"`,
      ),
    )
  })
})
