// petstore's own msw server beside a team's, in either order: never silent (msw 3).
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it } from 'vitest'
import { createPetstoreServer } from 'petstore-mock/node'
import { assertStillIntercepting } from './one-interceptor'

const team = setupServer(http.get('http://auth.test/me', () => HttpResponse.json({ id: 'u1' })))
const petstore = createPetstoreServer({ baseUrl: 'http://one.test/api/v1', scenario: 'empty' })
const stop = (server: { readyState: number; close(): void }) => {
  if (server.readyState === 1) server.close()
}
afterEach(() => {
  stop(team)
  stop(petstore.server)
  petstore.close()
})

describe("petstore's own server beside a team's msw server", () => {
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
