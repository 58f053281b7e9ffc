/**
 * Every door of `serve` answers every method with a JSON Error object, and nothing is served
 * before the store is loaded and checked.
 */
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StoreSnapshotError } from '../../db/snapshot'
import { createPetstoreServer } from '../node'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'
import { parseRawResponse, rawExchange, rawRequest } from '../../../test/support/raw-http'

let mock: PetstoreHttpServer
beforeAll(async () => {
  mock = await createPetstoreHttpServer({ port: 0, scenario: 'empty', admin: true })
})
afterAll(() => mock.close())

describe('a method Fetch cannot carry', () => {
  it.each(['/__admin/export', '/__admin', '/__admin/import'])(
    'gets 405 with Allow as JSON on %s, never a 500',
    async (path) => {
      const res = await rawRequest(`${mock.origin}${path}`, { method: 'TRACE' })
      expect(res.status).toBe(405)
      expect(res.headers.allow).toMatch(/^(GET|POST)/)
      expect(res.json).toMatchObject({ code: 'method_not_allowed', status: 405 })
    },
  )

  it('gets 405 as JSON for CONNECT instead of a closed socket', async () => {
    const text = await rawExchange(mock.port, 'CONNECT /__admin/export HTTP/1.1\r\nHost: x\r\n\r\n')
    const res = parseRawResponse(text)
    expect(res.status).toBe(405)
    expect(res.json).toMatchObject({ code: 'method_not_allowed', status: 405 })
  })
})

describe('a refused state', () => {
  it('stops serve before it listens: the port it would take is never bound', async () => {
    // The port is held elsewhere: a server that listened before checking would fail on it.
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const port = (holder.address() as { port: number }).port
    try {
      await expect(
        createPetstoreHttpServer({ port, state: 'petstore-state.1.AAAA' }),
      ).rejects.toBeInstanceOf(StoreSnapshotError)
    } finally {
      await new Promise((resolve) => holder.close(resolve))
    }
  })

  it('makes createPetstoreServer throw at once, naming what is wrong', () => {
    expect(() => createPetstoreServer({ state: 'petstore-state.1.AAAA' })).toThrow(
      StoreSnapshotError,
    )
    expect(() => createPetstoreServer({ state: 'not a state' })).toThrow(
      /must start with "petstore-state\.1\."/,
    )
  })
})
