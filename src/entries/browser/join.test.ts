// Joining a team's msw, with msw's Node server standing in for the page's (it has the same
// handler API: use, resetHandlers, listHandlers); the page itself is e2e/join.spec.ts's.
import { http, HttpResponse } from 'msw'
import { defaultNetworkOptions, setupServer } from 'msw/node'
import { defineNetwork } from 'msw/experimental'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPetstoreWorker } from './index'

const baseUrl = 'http://team.test/api/v1'
const key = { Authorization: 'Bearer petstore-demo-key' }
const me = http.get('http://team.test/auth/me', () => HttpResponse.json({ name: 'Ada' }))
const server = setupServer(me)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const status = async (url: string) => (await fetch(url, { headers: key })).status

describe('startPetstoreWorker({ join })', () => {
  it("answers the API on the team's msw, and the team's own handler keeps answering", async () => {
    const petstore = await startPetstoreWorker({ baseUrl, join: server })
    try {
      expect(petstore.worker).toBe(server)
      expect(await status(`${baseUrl}/pets`)).toBe(200)
      expect(await (await fetch('http://team.test/auth/me')).json()).toEqual({ name: 'Ada' })
      expect(petstore.hasReceived('listPets').pass).toBe(true)
    } finally {
      petstore.stop()
    }
  })

  it("keeps answering after the team's resetHandlers(), with or without handlers", async () => {
    const petstore = await startPetstoreWorker({ baseUrl, join: server })
    try {
      server.resetHandlers()
      expect(await status(`${baseUrl}/pets`)).toBe(200)
      server.resetHandlers(me)
      expect(await status(`${baseUrl}/pets`)).toBe(200)
      // The team's override still goes in front of the mock.
      server.use(http.get(`${baseUrl}/pets`, () => HttpResponse.json([], { status: 503 })))
      expect(await status(`${baseUrl}/pets`)).toBe(503)
      server.resetHandlers()
      expect(await status(`${baseUrl}/pets`)).toBe(200)
    } finally {
      petstore.stop()
    }
  })

  it("leaves the team's msw as it found it once stopped", async () => {
    const before = server.listHandlers()
    const reset = server.resetHandlers
    const petstore = await startPetstoreWorker({ baseUrl, join: server })
    petstore.stop()
    expect(server.listHandlers()).toEqual(before)
    expect(server.resetHandlers).toBe(reset)
    await expect(fetch(`${baseUrl}/pets`)).rejects.toThrow()
    expect(await (await fetch('http://team.test/auth/me')).json()).toEqual({ name: 'Ada' })
  })

  it("joins msw 3's network before the team configures it, and keeps its place", async () => {
    // What `virtual:msw` gives a server-side consumer of Vite: msw 3's network, still off.
    const network = defineNetwork(defaultNetworkOptions)
    server.close()
    const petstore = await startPetstoreWorker({ baseUrl, join: network })
    try {
      network.configure({ handlers: [me] })
      await network.enable()
      expect(await status(`${baseUrl}/pets`)).toBe(200)
      expect(await (await fetch('http://team.test/auth/me')).json()).toEqual({ name: 'Ada' })
    } finally {
      petstore.stop()
      await network.disable()
      server.listen({ onUnhandledFrame: 'error' })
    }
  })

  it('names join in a TypeError when it is not msw, or comes with a worker option', async () => {
    await expect(startPetstoreWorker({ baseUrl, join: {} as never })).rejects.toThrow(
      new TypeError(
        "join must be msw's network from 'virtual:msw' (msw/vite) or a setupWorker() of msw 2.15 or 3, got {}",
      ),
    )
    await expect(
      startPetstoreWorker({ baseUrl, join: server, serviceWorkerUrl: '/sw.js' }),
    ).rejects.toThrow(
      new TypeError(
        'join: serviceWorkerUrl belongs to the msw you join; set it where that msw starts',
      ),
    )
  })
})
