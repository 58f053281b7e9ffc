/**
 * `serve --proxy <url> --record <file.har>`: the proxy's recording kept in a HAR file. Every
 * exchange is in the file before the client gets its answer: the file is written whole
 * (temporary file, rename) with the exchanges recorded so far, and the listener holds each
 * answer until the write that holds its exchange is done (`settled`). Exchanges that arrive
 * during a write share the next one, so a burst costs a write per batch, not per exchange. A kill
 * -9 therefore leaves a file that opens in DevTools and holds every answered exchange. Only the
 * last write, on close, is fsynced: a power cut may lose the exchanges since the start.
 */
import type { HarEntry } from '../../runtime/har/types'
import { harOf } from '../../runtime/har/build'
import type { ProxyRecording } from '../../runtime/proxy/recording'
import { writeFileAtomic } from './atomic-file'

/** A recording bound to its file. */
export interface HarFileSync {
  /** Resolves once every exchange recorded so far is in the file (or its write failed). */
  settled(): Promise<void>
  /** Stops listening and writes what is left. */
  close(): Promise<void>
}

// The file as JSON.stringify(har, null, 2) writes it, around entries kept as text: each entry
// is turned into text once, not on every write.
const empty = JSON.stringify(harOf([]), null, 2)
const split = empty.lastIndexOf('[]') + 1
const HEAD = empty.slice(0, split)
const TAIL = `\n    ${empty.slice(split)}\n`

function entryText(entry: HarEntry): string {
  return `\n      ${JSON.stringify(entry, null, 2).replaceAll('\n', '\n      ')}`
}

/**
 * Keeps `file` in step with a recording; the first write happens at once, so an empty recording
 * is a valid HAR file too.
 */
export function syncHarFile(
  recording: ProxyRecording,
  file: string,
  options: { onError?: (error: Error) => void } = {},
): HarFileSync {
  let texts = recording.entries.map(entryText)
  // Entries in the file; -1 until the first write.
  let kept = -1
  let running: Promise<void> | undefined
  const waiters: Array<{ count: number; resolve: () => void }> = []
  const release = (count: number) => {
    for (const waiter of waiters.filter((w) => w.count <= count)) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
  }
  // One write at a time; the entries that arrive meanwhile go together into the next one. A kill
  // needs no fsync (the page cache outlives the process); the last write, on close, has it.
  const writeOnce = async (fsync: boolean): Promise<boolean> => {
    // `recording.clear()` in code starts the file over.
    if (recording.length < texts.length) texts = recording.entries.map(entryText)
    const count = texts.length
    if (count === kept && !fsync) return true
    let ok = true
    try {
      await writeFileAtomic(file, `${HEAD}${texts.slice(0, count).join(',')}${TAIL}`, { fsync })
      kept = count
    } catch (error) {
      ok = false
      options.onError?.(error as Error)
    }
    // A failed write releases every waiter (the loop stops until the next exchange): an answer
    // is not held back for the recording.
    release(ok ? count : Number.POSITIVE_INFINITY)
    return ok
  }
  const write = (fsync = false): Promise<void> => {
    running ??= (async () => {
      // After a failed write, the next exchange tries again.
      while ((await writeOnce(fsync)) && texts.length !== kept) fsync = false
      running = undefined
    })()
    return running
  }
  const stop = recording.subscribe((entry) => {
    texts.push(entryText(entry))
    void write()
  })
  void write()
  return {
    settled() {
      const count = texts.length
      if (kept >= count) return Promise.resolve()
      return new Promise<void>((resolve) => {
        waiters.push({ count, resolve })
        void write()
      })
    },
    async close() {
      stop()
      await running
      await write(true)
    },
  }
}
