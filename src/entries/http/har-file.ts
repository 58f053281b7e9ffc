/**
 * `serve --proxy <url> --record <file.har>`: the proxy's recording kept in a HAR file, written
 * whole (temporary file, fsync, rename) a short while after each exchange and once more on exit,
 * so the file always opens in DevTools, even after a crash.
 */
import type { ProxyRecording } from '../../runtime/proxy/recording'
import { writeFileAtomic } from './atomic-file'

/** How long the file waits for more exchanges before it is written. */
export const HAR_FLUSH_MS = 200

/** A recording bound to its file. */
export interface HarFileSync {
  /** Writes now if anything was recorded since the last write. */
  flush(): Promise<void>
  /** Stops listening and writes what is left. */
  close(): Promise<void>
}

/**
 * Keeps `file` in step with a recording; the first write happens at once, so an empty recording
 * is a valid HAR file too.
 */
export function syncHarFile(
  recording: ProxyRecording,
  file: string,
  options: { flushMs?: number; onError?: (error: Error) => void } = {},
): HarFileSync {
  const { flushMs = HAR_FLUSH_MS, onError } = options
  let dirty = true
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()
  const write = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = undefined
    writing = writing.then(async () => {
      if (!dirty) return
      dirty = false
      try {
        await writeFileAtomic(file, `${JSON.stringify(recording.toHAR(), null, 2)}\n`)
      } catch (error) {
        dirty = true
        onError?.(error as Error)
      }
    })
    return writing
  }
  const stop = recording.subscribe(() => {
    dirty = true
    timer ??= setTimeout(() => void write(), flushMs)
  })
  void write()
  return {
    flush: write,
    async close() {
      stop()
      await write()
    },
  }
}
