/**
 * Answers requests that are not valid HTTP/1.1 (a broken request line, bad headers, a malformed
 * chunk, headers that never finish) with a JSON Error object instead of Node's bare 400.
 */
import type { Duplex } from 'node:stream'
import { ApiError } from '../../contract/errors'

const reasons: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'The request headers are too large.',
  ERR_HTTP_REQUEST_TIMEOUT: 'The request did not arrive in time.',
}

/** The `clientError` listener of the server: writes a 400 validation_failed Error and closes. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // Node's own check: never write into a response that is already on the wire.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })
    ._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy()
    return
  }
  const reason =
    reasons[error.code ?? ''] ??
    `The request is not valid HTTP/1.1 (${error.code ?? 'unreadable'}).`
  endWith(socket, '400 Bad Request', new ApiError('validation_failed', reason))
}

/**
 * The `connect` listener of the server: the mock is no proxy, so CONNECT gets 405 with the
 * methods the API takes at all, as JSON, instead of a silently closed socket.
 */
export function answerConnect(_req: unknown, socket: Duplex): void {
  const refusal = new ApiError('method_not_allowed', 'CONNECT is not served: this is no proxy.', {
    headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
  })
  endWith(socket, '405 Method Not Allowed', refusal)
}

function endWith(socket: Duplex, statusLine: string, error: ApiError): void {
  const body = JSON.stringify(error.toBody())
  const extra = Object.entries(error.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(
    `HTTP/1.1 ${statusLine}\r\n` +
      'Content-Type: application/json\r\n' +
      extra +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
  // The parser cannot go on after an error; a client that keeps the socket open gets cut off.
  setTimeout(() => socket.destroy(), 1000).unref()
}
