// Unhandled requests through msw itself (its real server, the installed major), not only as a
// callback: msw 3 silently ignores msw 2's `onUnhandledRequest`, which the adapter carries over.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { listenWith, stopOnce } from '../../handlers/msw'
import { createTestKit } from '../test-kit/kit'
import { createPetstoreServer } from './index'

let backend: Server
let outside: string

beforeAll(async () => {
  backend = createServer((_request, response) => response.writeHead(204).end())
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  outside = `http://127.0.0.1:${(backend.address() as AddressInfo).port}/elsewhere`
})
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())))
afterEach(() => vi.restoreAllMocks())

describe("msw's server with the mock's unhandled-request handling", () => {
  it('hands the contract guard a request to the API that no handler served, and fails the check', async () => {
    const kit = createTestKit({ baseUrl: 'http://petstore.test/api/v1', scenario: 'empty' })
    // Only a reply() handler is installed, so the API's own origin has a gap msw reports.
    const server = setupServer()
    listenWith(server, { onUnhandledRequest: kit.guard.onUnhandledRequest('bypass') })
    try {
      await fetch('http://petstore.test/elsewhere').catch(() => undefined)
      await expect(kit.guard.check()).rejects.toThrow(
        /GET http:\/\/petstore\.test\/elsewhere → no answer: no handler served it/,
      )
    } finally {
      stopOnce(() => server.close(), server)
    }
  })

  it("prints msw's warning or error from the callback, and lets the request through either way, as msw 2 does", async () => {
    const server = setupServer()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    listenWith(server, {
      onUnhandledRequest: (request, print) =>
        request.url.endsWith('?fail') ? print.error() : print.warning(),
    })
    try {
      expect((await fetch(`${outside}?fail`)).status).toBe(204)
      expect((await fetch(outside)).status).toBe(204)
      await expect
        .poll(() => error)
        .toHaveBeenCalledWith(expect.stringContaining('/elsewhere?fail'))
      await expect.poll(() => warn).toHaveBeenCalledWith(expect.stringContaining('/elsewhere'))
    } finally {
      stopOnce(() => server.close(), server)
    }
  })

  it("fails the request with the 'error' strategy", async () => {
    const server = setupServer()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    listenWith(server, { onUnhandledRequest: 'error' })
    try {
      await expect(fetch(outside)).rejects.toThrow()
    } finally {
      stopOnce(() => server.close(), server)
    }
  })

  it('lets a request outside the API through by default, and closes twice and listens again', async () => {
    const petstore = createPetstoreServer({ baseUrl: 'http://petstore.test/api/v1' })
    const warn = vi.spyOn(console, 'warn')
    petstore.listen()
    expect((await fetch(outside)).status).toBe(204)
    petstore.close()
    petstore.close()
    petstore.listen()
    expect((await fetch(outside)).status).toBe(204)
    petstore.close()
    expect(warn).not.toHaveBeenCalled()
  })
})
