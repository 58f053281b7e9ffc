/**
 * The one bounded reader: a request body (`runtime/body.ts`) and an inflating state text
 * (`controller/state.ts`) are read through it, so neither holds more than its limit.
 */

/**
 * A stream's bytes, read whole but never past `limit`: once over it, the stream is cancelled
 * (not awaited: a tee'd stream's cancel settles only once every branch is cancelled) and what
 * `over` throws is thrown.
 */
export async function readBounded(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  over: () => never,
): Promise<Uint8Array> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > limit) {
      reader.cancel().catch(() => undefined)
      over()
    }
    chunks.push(value)
  }
  // A body that came in one chunk (nearly every request's) is that chunk, not a copy of it.
  if (chunks.length === 1) return chunks[0] as Uint8Array
  const bytes = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}
