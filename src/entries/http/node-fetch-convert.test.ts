/**
 * Requests that `serve` answers without building a Fetch Request read their headers as Fetch
 * would: names without case, repeated fields joined with ", ".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRawResponse, rawExchange } from '../../../test/support/raw-http'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

let mock: PetstoreHttpServer
beforeAll(async () => {
  mock = await createPetstoreHttpServer({ port: 0, seed: 2 })
})
afterAll(() => mock.close())

const get = (headers: string) =>
  rawExchange(
    mock.port,
    `GET /api/v1/pets/1 HTTP/1.1\r\nHost: 127.0.0.1:${mock.port}\r\n${headers}Connection: close\r\n\r\n`,
  )

describe('headers of a request served without a Fetch Request', () => {
  it('are read whatever their case', async () => {
    const parsed = parseRawResponse(await get('aUtHoRiZaTiOn: Bearer petstore-demo-key\r\n'))
    expect(parsed.status).toBe(200)
    expect(parsed.json).toMatchObject({ id: 1 })
  })

  it('are joined when repeated, so two keys are one unknown key (401), as in-process', async () => {
    const parsed = parseRawResponse(
      await get(
        'Authorization: Bearer petstore-demo-key\r\nAuthorization: Bearer petstore-demo-key\r\n',
      ),
    )
    expect(parsed.status).toBe(401)
    expect(parsed.json).toMatchObject({ code: 'unauthorized', status: 401 })
  })

  it('steer the answer through Prefer as they do in-process', async () => {
    const parsed = parseRawResponse(
      await get('Authorization: Bearer petstore-demo-key\r\nPrefer: code=404\r\n'),
    )
    expect(parsed.status).toBe(404)
    expect(parsed.json).toMatchObject({ code: 'not_found', status: 404 })
  })

  it('reach the journal by lower-case name, the key redacted', async () => {
    await get('Authorization: Bearer petstore-demo-key\r\nX-Trace: a\r\nx-trace: b\r\n')
    expect(mock.petstore.requests.at(-1)?.requestHeaders).toMatchObject({
      authorization: '[redacted]',
      'x-trace': 'a, b',
    })
  })
})
