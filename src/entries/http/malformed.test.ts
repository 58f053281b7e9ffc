/**
 * Malformed HTTP gets the same Error objects over the wire as in-process: bad JSON, wrong
 * content types, oversized bodies (declared or sent in chunks), slow and vanishing clients, and
 * bytes that are not HTTP at all. Never a 500, never a stack.
 */
import { getResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contractViolations } from '../../contract/response-check'
import { createPetstore } from '../../controller/petstore'
import { MAX_BODY_BYTES } from '../../runtime/body'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'
import {
  endlessBody,
  parseRawResponse,
  rawExchange,
  rawRequest,
  type RawRequestOptions,
} from '../../../test/support/raw-http'

const NOW = '2026-11-22T12:00:00.000Z'
const KEY = { Authorization: 'Bearer petstore-demo-key' }
const JSON_TYPE = { 'Content-Type': 'application/json' }

let mock: PetstoreHttpServer
const inProcess = createPetstore({ scenario: 'empty', now: NOW })
const consoleError = vi.spyOn(console, 'error')

beforeAll(async () => {
  mock = await createPetstoreHttpServer({
    port: 0,
    scenario: 'empty',
    now: NOW,
    // Short, to keep the stalled-client test quick; long enough that a busy machine's pauses
    // between the trickled bytes of the slow-client tests never look like a stall.
    bodyIdleTimeoutMs: 1000,
  })
})
beforeEach(async () => {
  await Promise.all([mock.petstore.reset(), inProcess.reset()])
  consoleError.mockClear()
})
afterEach(() => {
  // Whatever a client sends, the mock must never reach its "unexpected error" path.
  expect(consoleError).not.toHaveBeenCalled()
})
afterAll(() => mock.close())

/** The same request answered by the handlers in-process, as fetch under msw/node would send it. */
async function askInProcess(
  path: string,
  init: {
    method?: string
    headers?: Record<string, string>
    body?: string | Uint8Array | ReadableStream<Uint8Array>
  },
): Promise<{ status: number; json: unknown }> {
  // Bytes, not a string: a string body would make Request add a text/plain type of its own.
  const body = typeof init.body === 'string' ? Buffer.from(init.body) : init.body
  const request = new Request(`http://petstore.test/api/v1${path}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: body ?? null,
    ...(init.body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit)
  const response = await getResponse(inProcess.handlers, request)
  if (!response) throw new Error(`in-process: no handler for ${path}`)
  return { status: response.status, json: await response.json() }
}

/** The same request over real HTTP. */
async function askOverHttp(path: string, options: RawRequestOptions) {
  return rawRequest(`${mock.url}${path}`, options)
}

function streamOf(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
}

async function givenCategory(): Promise<number> {
  const [over] = await Promise.all([
    mock.petstore.db.createCategory({ name: 'Dogs' }),
    inProcess.db.createCategory({ name: 'Dogs' }),
  ])
  return over.id
}

describe('bodies the pipeline refuses, over HTTP exactly as in-process', () => {
  it.each([
    ['bad JSON', '{"name":'],
    ['a JSON string instead of an object', '"Dogs"'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['a body that breaks the schema', '{"name":""}'],
    ['an unknown property', '{"name":"Dogs","legs":4}'],
  ])('answers %s with the same Error object', async (_name, body) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    const headers = { ...KEY, ...JSON_TYPE }
    const over = await askOverHttp('/categories', { headers, body: [bytes] })
    const local = await askInProcess('/categories', { headers, body: bytes })
    expect(over.status).toBeGreaterThanOrEqual(400)
    expect({ status: over.status, json: over.json }).toEqual(local)
    expect(
      contractViolations('createCategory', {
        ...over,
        body: over.json,
        headers: new Headers(over.headers as Record<string, string>),
      }),
    ).toEqual([])
  })

  it('answers an empty JSON body with the same 400 invalid_json', async () => {
    const headers = { ...KEY, ...JSON_TYPE, 'Content-Length': '0' }
    const over = await askOverHttp('/categories', { headers })
    const local = await askInProcess('/categories', { headers, body: '' })
    expect(over.json).toMatchObject({ code: 'invalid_json', status: 400 })
    expect({ status: over.status, json: over.json }).toEqual(local)
  })

  it.each([
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['form data', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['no content type', {}],
  ])('answers a body sent as %s with the same 415', async (_name, type) => {
    const headers: Record<string, string> = { ...KEY, ...type }
    const over = await askOverHttp('/categories', { headers, body: ['{"name":"Dogs"}'] })
    const local = await askInProcess('/categories', { headers, body: '{"name":"Dogs"}' })
    expect(over.json).toMatchObject({ code: 'unsupported_media_type', status: 415 })
    expect({ status: over.status, json: over.json }).toEqual(local)
  })

  it('checks the key before the body, in the same order as in-process', async () => {
    const over = await askOverHttp('/categories', { headers: JSON_TYPE, body: ['{"na'] })
    const local = await askInProcess('/categories', { headers: JSON_TYPE, body: '{"na' })
    expect(over.status).toBe(401)
    expect({ status: over.status, json: over.json }).toEqual(local)
  })
})

describe('oversized bodies', () => {
  const tooBig = '{"name":"' + 'a'.repeat(MAX_BODY_BYTES) + '"}'

  it('answers a declared Content-Length over 64 KiB with the same 413', async () => {
    const headers = { ...KEY, ...JSON_TYPE }
    const over = await askOverHttp('/categories', { headers, body: [tooBig] })
    const local = await askInProcess('/categories', { headers, body: tooBig })
    expect(over.json).toMatchObject({ code: 'payload_too_large', status: 413 })
    expect({ status: over.status, json: over.json }).toEqual(local)
  })

  it('answers a chunked body that grows past 64 KiB with the same 413', async () => {
    const headers = { ...KEY, ...JSON_TYPE, 'Transfer-Encoding': 'chunked' }
    const chunks = Array.from({ length: 8 }, (_, i) =>
      Buffer.from(i === 0 ? '{"name":"' + 'a'.repeat(9_991) : 'a'.repeat(10_000)),
    )
    const over = await askOverHttp('/categories', { headers, body: chunks, delayMs: 5 })
    const local = await askInProcess('/categories', {
      headers: { ...KEY, ...JSON_TYPE },
      body: streamOf(...chunks),
    })
    expect(over.json).toMatchObject({ code: 'payload_too_large', status: 413 })
    expect({ status: over.status, json: over.json }).toEqual(local)
  })

  it('answers an endless chunked upload with 413 while it is still being sent', async () => {
    const headers = { ...KEY, ...JSON_TYPE, 'Transfer-Encoding': 'chunked' }
    const over = await askOverHttp('/categories', { headers, body: endlessBody(16 * 1024) })
    expect(over.json).toMatchObject({ code: 'payload_too_large', status: 413 })
    // The connection is not reused: the rest of the upload is never read.
    expect(over.headers.connection).toBe('close')
    expect(mock.petstore.requests.entries.at(-1)).toMatchObject({ status: 413 })
  })

  it('never reads past the limit when a body is refused before it is read', async () => {
    const over = await askOverHttp('/categories', {
      headers: { ...JSON_TYPE, 'Transfer-Encoding': 'chunked' },
      body: endlessBody(16 * 1024),
    })
    expect(over.json).toMatchObject({ code: 'unauthorized', status: 401 })
  })

  it('answers a GET that sends an endless body, closing the connection instead of reading it', async () => {
    const over = await askOverHttp('/categories', {
      method: 'GET',
      headers: { ...KEY, 'Transfer-Encoding': 'chunked' },
      body: endlessBody(16 * 1024),
    })
    expect(over.status).toBe(200)
    expect(over.headers.connection).toBe('close')
  })

  it('answers Expect: 100-continue with 413 before the client sends the body', async () => {
    const reply = await rawExchange(
      mock.port,
      'POST /api/v1/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer petstore-demo-key\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
    )
    expect(reply).not.toContain('100 Continue')
    const parsed = parseRawResponse(reply)
    expect(parsed.status).toBe(413)
    expect(parsed.json).toMatchObject({ code: 'payload_too_large', status: 413 })
  })

  it('sends 100 Continue when the body is wanted, then answers it', async () => {
    await givenCategory()
    const body = '{"name":"Cats"}'
    const over = await askOverHttp('/categories', {
      headers: { ...KEY, ...JSON_TYPE, Expect: '100-continue', 'Content-Length': body.length },
      body: [body],
    })
    expect(over.status).toBe(201)
  })
})

describe('slow and vanishing clients', () => {
  it('answers a body trickled byte by byte exactly as in-process', async () => {
    const body = '{"name":"Cats","description":"Slow."}'
    const headers = { ...KEY, ...JSON_TYPE, 'Transfer-Encoding': 'chunked' }
    const over = await askOverHttp('/categories', { headers, body: [...body], delayMs: 8 })
    const local = await askInProcess('/categories', { headers: { ...KEY, ...JSON_TYPE }, body })
    expect(over.status).toBe(201)
    expect({ status: over.status, json: over.json }).toEqual(local)
  })

  it('answers bad JSON trickled slowly with the same 400 invalid_json', async () => {
    const body = '{"name": Cats}'
    const headers = { ...KEY, ...JSON_TYPE }
    const over = await askOverHttp('/categories', {
      headers: { ...headers, 'Content-Length': body.length },
      body: [...body],
      delayMs: 10,
    })
    const local = await askInProcess('/categories', { headers, body })
    expect({ status: over.status, json: over.json }).toEqual(local)
  })

  it('answers a client that stops sending mid-body with 400 invalid_json and closes', async () => {
    const over = await askOverHttp('/categories', {
      headers: { ...KEY, ...JSON_TYPE, 'Content-Length': 100 },
      body: ['{"name":"Do'],
      leaveOpen: true,
    })
    expect(over.status).toBe(400)
    expect(over.json).toMatchObject({ code: 'invalid_json', status: 400 })
    expect((over.json as { message: string }).message).toMatch(/stopped arriving/)
    expect(over.headers.connection).toBe('close')
  })

  it('keeps serving after a client vanishes mid-body', async () => {
    await askOverHttp('/categories', {
      headers: { ...KEY, ...JSON_TYPE, 'Content-Length': 100 },
      body: ['{"name":"Do'],
      // Long enough for the bytes to reach the server before the connection goes.
      delayMs: 100,
      destroyAfterBody: true,
    }).catch(() => undefined)
    await expect.poll(() => mock.petstore.requests.entries.at(-1)?.status).toBe(400)
    const next = await askOverHttp('/categories', { method: 'GET', headers: KEY })
    expect(next.status).toBe(200)
  })
})

describe('bytes that are not valid HTTP', () => {
  it.each([
    ['a broken request line', 'GARBAGE\r\n\r\n'],
    ['a header without a colon', 'GET /api/v1/pets HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n'],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /api/v1/pets HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n',
    ],
    [
      'a malformed chunk',
      'POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    ],
  ])('answers %s with a 400 Error object', async (_name, bytes) => {
    const parsed = parseRawResponse(await rawExchange(mock.port, bytes))
    expect(parsed.status).toBe(400)
    expect(parsed.headers['content-type']).toBe('application/json')
    expect(parsed.json).toMatchObject({ code: 'validation_failed', status: 400 })
  })

  it('answers headers over the size limit with a 400 Error object', async () => {
    const huge = `GET /api/v1/pets HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`
    const parsed = parseRawResponse(await rawExchange(mock.port, huge))
    expect(parsed.json).toMatchObject({ code: 'validation_failed', status: 400 })
  })

  it('answers a malformed percent-encoding in the path as in-process', async () => {
    const over = await askOverHttp('/pets/%E0%A4%A', { method: 'GET', headers: KEY })
    const local = await askInProcess('/pets/%E0%A4%A', { method: 'GET', headers: KEY })
    expect({ status: over.status, json: over.json }).toEqual(local)
  })

  it('keeps a path that looks like another host on this server', async () => {
    const reply = await rawExchange(
      mock.port,
      'GET //evil.test/api/v1/pets HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    )
    const parsed = parseRawResponse(reply)
    expect(parsed.status).toBe(404)
    expect(parsed.json).toMatchObject({ code: 'not_found' })
  })
})
