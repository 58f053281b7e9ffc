/**
 * Raw HTTP for the tests of the HTTP server: bodies sent in chunks, trickled, cut off or never
 * finished, and bytes that are not HTTP at all. fetch cannot send these, so node:http and
 * node:net are used directly.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** A response as the raw helpers read it. */
export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  text: string
  /** The parsed JSON body, or undefined when it is not JSON. */
  json: unknown
  /** Body bytes the client had written when the response arrived. */
  sentBytes: number
}

/** How a raw request sends its body. */
export interface RawRequestOptions {
  method?: string
  headers?: Record<string, string | number>
  /** Chunks to write; an async iterable may go on for ever (the helper stops at the response). */
  body?: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>
  /** Wait this long between chunks. */
  delayMs?: number
  /** Stop after the body without ending the request (a stalled client). */
  leaveOpen?: boolean
  /** Destroy the connection after the body (a client that vanishes). */
  destroyAfterBody?: boolean
}

/**
 * Sends one request with node:http and resolves with the response, even when the server
 * answers before the body is complete.
 *
 * @example
 * const res = await rawRequest(`${mock.url}/pets`, { method: 'POST', body: ['{"na', 'me":1}'] })
 */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0
    let answered = false
    const req = httpRequest(url, {
      method: options.method ?? 'POST',
      headers: options.headers,
      agent: false,
    })
    req.on('response', (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json: parse(text),
          sentBytes,
        })
      })
      res.on('error', reject)
    })
    // Once the server has answered, a refused rest of the body (EPIPE, reset) is expected.
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    void (async () => {
      for await (const chunk of options.body ?? []) {
        if (answered || req.destroyed) return
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
        sentBytes += bytes.byteLength
        if (!req.write(bytes))
          await new Promise((done) => req.once('drain', done).once('close', done))
        if (options.delayMs) await sleep(options.delayMs)
      }
      if (options.destroyAfterBody) req.destroy()
      else if (!options.leaveOpen) req.end()
    })().catch(() => undefined)
  })
}

/**
 * Writes raw bytes to a TCP connection and resolves with everything the server sent back
 * before it closed the connection (or `waitMs` passed).
 *
 * @example
 * await rawExchange(port, 'GARBAGE / HTTP/1.1\r\n\r\n') // 'HTTP/1.1 400 Bad Request…'
 */
export function rawExchange(port: number, bytes: string, waitMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'))
    const timer = setTimeout(() => {
      socket.destroy()
      done()
    }, waitMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', () => {
      clearTimeout(timer)
      done()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error)
    })
    socket.write(bytes)
  })
}

/**
 * The status line, headers and parsed JSON body of a raw HTTP/1.1 response text.
 *
 * @example
 * parseRawResponse('HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\n\r\n{}').status // 400
 */
export function parseRawResponse(text: string): {
  status: number
  headers: Record<string, string>
  json: unknown
} {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2)
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const at = line.indexOf(':')
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
  }
  return { status: Number(statusLine.split(' ')[1]), headers, json: parse(body) }
}

/**
 * Chunks of `size` bytes of JSON-looking text, for ever: an upload that never ends by itself.
 *
 * @example
 * await rawRequest(url, { headers: { 'Transfer-Encoding': 'chunked' }, body: endlessBody(16384) })
 */
export async function* endlessBody(size: number): AsyncGenerator<Uint8Array> {
  yield Buffer.from('{"name":"')
  const chunk = Buffer.alloc(size, 'a')
  for (;;) yield chunk
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
