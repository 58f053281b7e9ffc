// petstore's own msw server beside a team's, in either order: both answer with the default
// fetch-only interception; with msw's whole interception (msw 3) never silent.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it } from 'vitest'
import { createPetstoreServer } from 'petstore-mock/node'
import { assertStillIntercepting } from './one-interceptor'

const team = setupServer(http.get('http://auth.test/me', () => HttpResponse.json({ id: 'u1' })))
const petstore = createPetstoreServer({
  baseUrl: 'http://one.test/api/v1',
  scenario: 'empty',
  intercept: 'all',
})
const fetchOnly = createPetstoreServer({ baseUrl: 'http://two.test/api/v1', scenario: 'empty' })
const stop = (server: { readyState: number; close(): void }) => {
  if (server.readyState === 1) server.close()
}
afterEach(() => {
  stop(team)
  stop(petstore.server)
  petstore.close()
  fetchOnly.close()
})

const bothAnswer = async () => {
  const me = await fetch('http://auth.test/me')
  const pets = await fetch('http://two.test/api/v1/pets', {
    headers: { Authorization: 'Bearer petstore-demo-key' },
  })
  return { me: await me.json(), pets: pets.status }
}

describe("petstore's own server (fetch alone, the default) beside a team's msw server", () => {
  it('answers beside the team’s when started after it', async () => {
    team.listen()
    fetchOnly.listen()
    expect(await bothAnswer()).toEqual({ me: { id: 'u1' }, pets: 200 })
  })

  it('answers beside the team’s when started before it', async () => {
    fetchOnly.listen()
    team.listen()
    await expect(assertStillIntercepting(fetchOnly.server)).resolves.toBeUndefined()
    expect(await bothAnswer()).toEqual({ me: { id: 'u1' }, pets: 200 })
  })
})

describe("petstore's own server with intercept: 'all' beside a team's msw server", () => {
  it('refuses to start after the team’s, naming it and the fix', () => {
    team.listen()
    expect(() => petstore.listen()).toThrow(
      "[petstore-mock] createPetstoreServer: another msw server was already listening in this process (your own setupServer(), in a test set-up file most likely), and msw lets only the last server started intercept, so starting petstore's has switched yours off. Start one server and hand it to petstore: usePetstore({ join: server }) or createPetstoreServer({ join: server }).",
    )
  })

  it('notices when the team’s starts after it, naming the fix', async () => {
    petstore.listen()
    await expect(assertStillIntercepting(petstore.server)).resolves.toBeUndefined()
    team.listen()
    await expect(assertStillIntercepting(petstore.server)).rejects.toThrow(
      "[petstore-mock] petstore's msw server no longer receives requests: another msw server (your own setupServer(), most likely) started after it in this process",
    )
  })

  it('starts quietly when no other server runs, and its probe leaves no handler behind', async () => {
    petstore.listen()
    await assertStillIntercepting(petstore.server)
    expect(petstore.server.listHandlers()).toEqual(petstore.handlers)
  })
})
