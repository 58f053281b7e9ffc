/**
 * A request body as a web stream that enforces the contract's size limit while it reads, so an
 * endless or huge upload costs about 64 KiB of memory, never more. The pipeline's own
 * `readJsonBody` then decides the answer, which keeps every Error object the same as in-process.
 */
import type { IncomingMessage } from 'node:http'
import { ApiError } from '../../contract/errors'
import { MAX_BODY_BYTES } from '../../runtime/body'

/** How a body stream reads its request. */
export interface BodyLimitOptions {
  /** Bytes the consumer may see; one more is handed over so it can tell the body is too big. */
  maxBytes?: number
  /** How long a client may send nothing while the body is being read. Default 30 s. */
  idleTimeoutMs?: number
  /** Called once, when the body is first read (the moment to send `100 Continue`). */
  onFirstRead?: () => void
}

/** The default wait for the next bytes of a body before giving up on a stalled client. */
export const BODY_IDLE_TIMEOUT_MS = 30_000

/**
 * Whether a request is framed with a body (RFC 9112: a Content-Length above 0 or any
 * Transfer-Encoding), whatever its method.
 */
export function declaresBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true
  return Number(req.headers['content-length'] ?? 0) > 0
}

/**
 * Whether the mock reads a request's body: GET and HEAD bodies are never read, as a browser's
 * fetch cannot send them and the in-process mock never sees them.
 */
export function hasBody(req: IncomingMessage): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD' && declaresBody(req)
}

/**
 * The body of `req` as a ReadableStream, or null when it has none. Nothing is read until a
 * reader asks, and reading stops one byte past `maxBytes`: the reader sees `maxBytes + 1` bytes
 * and answers 413 by its own rule (a declared Content-Length over the limit is never read). A stalled or vanished client makes the stream fail with
 * a 400 invalid_json ApiError, which the pipeline answers like any other.
 */
export function streamBody(
  req: IncomingMessage,
  options: BodyLimitOptions = {},
): ReadableStream<Uint8Array> | null {
  if (!hasBody(req)) return null
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES
  const idleTimeoutMs = options.idleTimeoutMs ?? BODY_IDLE_TIMEOUT_MS
  const declared = Number(req.headers['content-length'] ?? 0)
  let received = 0
  let started = false
  let finished = false
  let idle: NodeJS.Timeout | undefined
  let controller!: ReadableStreamDefaultController<Uint8Array>

  const stop = () => {
    finished = true
    clearTimeout(idle)
    req.off('data', onData)
    req.off('end', onEnd)
    req.off('close', onClose)
    // Paused, the socket stops being read; the response then closes the connection.
    req.pause()
  }
  const fail = (message: string) => {
    if (finished) return
    stop()
    controller.error(new ApiError('invalid_json', message))
  }
  const onData = (chunk: Buffer) => {
    clearTimeout(idle)
    received += chunk.byteLength
    if (received > maxBytes) {
      controller.enqueue(chunk.subarray(0, chunk.byteLength - (received - maxBytes - 1)))
      stop()
      controller.close()
      return
    }
    controller.enqueue(chunk)
    // One chunk at a time: the next one is read when the consumer asks (pull).
    if ((controller.desiredSize ?? 0) <= 0) req.pause()
  }
  const onEnd = () => {
    if (finished) return
    stop()
    controller.close()
  }
  const onClose = () =>
    fail(`The connection closed after ${received} bytes, before the body ended.`)

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c
      },
      pull() {
        if (finished) return
        if (declared > maxBytes) {
          // Refused by its declared size alone: no byte is read, and no 100 Continue invites it.
          finished = true
          controller.error(
            new ApiError('payload_too_large', `The body is over the ${maxBytes}-byte limit.`),
          )
          return
        }
        if (!started) {
          started = true
          options.onFirstRead?.()
          req.on('data', onData)
          req.on('end', onEnd)
          req.on('close', onClose)
        }
        clearTimeout(idle)
        idle = setTimeout(
          () =>
            fail(
              `The body stopped arriving: nothing for ${idleTimeoutMs} ms after ${received} bytes.`,
            ),
          idleTimeoutMs,
        )
        req.resume()
      },
      cancel() {
        stop()
      },
    },
    // No read-ahead of our own: bytes leave the socket when a reader wants them. (MSW clones each
    // request, and the clone's tee reads one chunk ahead; the limit holds all the same.)
    { highWaterMark: 0 },
  )
}
