import { describe, expect, it } from 'vitest'
import { readBounded } from './bytes'

function streamOf(...chunks: number[][]): {
  stream: ReadableStream<Uint8Array>
  cancelled: () => boolean
} {
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk))
      controller.close()
    },
    cancel() {
      cancelled = true
    },
  })
  return { stream, cancelled: () => cancelled }
}

const tooMany = (): never => {
  throw new RangeError('over the limit')
}

describe('reading a stream within a limit', () => {
  it('gives every chunk joined in order when the stream fits', async () => {
    const { stream } = streamOf([1, 2], [3], [4, 5])
    expect([...(await readBounded(stream, 5, tooMany))]).toEqual([1, 2, 3, 4, 5])
  })

  it('throws what the caller says and cancels the stream once a chunk goes past the limit', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(4))
      },
    })
    await expect(readBounded(body, 10, tooMany)).rejects.toThrow('over the limit')
  })

  it('reads an empty stream as no bytes', async () => {
    const { stream, cancelled } = streamOf()
    expect((await readBounded(stream, 0, tooMany)).length).toBe(0)
    expect(cancelled()).toBe(false)
  })
})
