/**
 * `serve --proxy <url> --record <file.har>`: the proxy's recording kept in a HAR file, appended
 * in place at a flat cost per exchange however long the file grows. The file is always HAR as
 * JSON: its entries, then a fixed closing tail (`]` and `}`s). New entries are written over the
 * tail, followed by the tail again, in one positional write at the tail's offset, so a write
 * costs what it adds, never what the file already holds. Every exchange is in the file before
 * the client gets its answer (the listener waits for `settled`); exchanges that arrive during a
 * write share the next one. A kill -9 can tear only the last write, whose answers were never
 * sent: opening the file again (`openHarFile`) cuts it back to its last whole entry. Only the
 * last write, on close, is fsynced: a power cut may lose the exchanges since the start.
 */
import { open, readFile, stat, type FileHandle } from 'node:fs/promises'
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

/** A HAR file that cannot be appended to (not HAR, or damaged before its last entry). */
export class HarFileError extends Error {
  override name = 'HarFileError'
}

// The file as JSON.stringify(har, null, 2) writes it, around entries kept as text: each entry
// is turned into text once.
const empty = JSON.stringify(harOf([]), null, 2)
const split = empty.lastIndexOf('[]') + 1
const HEAD = empty.slice(0, split)
const TAIL = `\n    ${empty.slice(split)}\n`
const ENTRY_END = '\n      }'

function entryText(entry: HarEntry): string {
  return `\n      ${JSON.stringify(entry, null, 2).replaceAll('\n', '\n      ')}`
}

/** What was in the file before this run, as `openHarFile` found it. */
export interface OpenedHar {
  /** Entries of earlier runs kept at the start of the file. */
  kept: number
  /** Whether a torn last write (a run killed mid-write) was cut off. */
  repaired: boolean
  /** Whether an existing recording was replaced (`overwrite`). */
  replaced: boolean
}

/**
 * Makes `file` a HAR file this process appends to: an existing recording is kept (its torn
 * last write, if any, cut off) and rewritten once in the layout appended to; with `overwrite` it
 * starts empty. A file that is not HAR throws HarFileError saying to use `overwrite`.
 */
export async function openHarFile(
  file: string,
  options: { overwrite?: boolean } = {},
): Promise<OpenedHar> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  // An empty file holds no recording to keep, but it was a file: it is replaced, and said so.
  if (text === undefined || text.trim() === '' || options.overwrite) {
    await writeFileAtomic(file, `${HEAD}${TAIL}`, { fsync: false })
    return { kept: 0, repaired: false, replaced: text !== undefined }
  }
  const found = text
  const read = readHar(found)
  if (!read) {
    throw new HarFileError(
      `${file} is not a HAR recording petstore-mock can append to; move it away, or pass --record-overwrite to replace it.`,
    )
  }
  const texts = read.entries.map(entryText)
  await writeFileAtomic(file, `${HEAD}${texts.join(',')}${TAIL}`, { fsync: false })
  return { kept: texts.length, repaired: read.repaired, replaced: false }
}

// The entries of a HAR text; a text torn mid-write is cut back to its last whole entry.
function readHar(text: string): { entries: HarEntry[]; repaired: boolean } | undefined {
  const whole = entriesOf(text)
  if (whole) return { entries: whole, repaired: false }
  // Torn: the last write of this layout stopped part-way. Cut at each entry end, last first;
  // the torn part is one write's batch, so the first few tries find the whole entries.
  for (let end = text.lastIndexOf(ENTRY_END); end !== -1;) {
    const entries = entriesOf(`${text.slice(0, end + ENTRY_END.length)}${TAIL}`)
    if (entries) return { entries, repaired: true }
    end = end === 0 ? -1 : text.lastIndexOf(ENTRY_END, end - 1)
  }
  return text.startsWith(HEAD) ? { entries: [], repaired: true } : undefined
}

function entriesOf(text: string): HarEntry[] | undefined {
  let har: unknown
  try {
    har = JSON.parse(text)
  } catch {
    return undefined
  }
  const entries = (har as { log?: { entries?: unknown } } | null)?.log?.entries
  if (!Array.isArray(entries)) return undefined
  return entries.every(isHarEntry) ? (entries as HarEntry[]) : undefined
}

// The parts of a HAR 1.2 entry that replay and appending read: a request with its method and
// URL, a response with its status, both with header lists.
function isHarEntry(entry: unknown): boolean {
  const { request, response } = (isObject(entry) ? entry : {}) as Record<string, unknown>
  return (
    isObject(request) &&
    isObject(response) &&
    typeof request.method === 'string' &&
    typeof request.url === 'string' &&
    Array.isArray(request.headers) &&
    Number.isInteger(response.status) &&
    Array.isArray(response.headers)
  )
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// The file's end, written in place: `add` writes entries over the tail, then the tail again, in
// one positional write; `startOver` first makes the file an empty HAR (earlier runs' entries
// dropped). `kept` entries are in the file already.
function tailWriter(file: string, kept: number) {
  let handle: FileHandle | undefined
  // Where the tail starts; undefined until the file was measured.
  let tailAt: number | undefined
  let inFile = kept
  const add = async (batch: string[]) => {
    if (batch.length === 0) return
    handle ??= await open(file, 'r+')
    tailAt ??= (await stat(file)).size - Buffer.byteLength(TAIL)
    const text = `${inFile === 0 ? '' : ','}${batch.join(',')}${TAIL}`
    const bytes = Buffer.from(text)
    await handle.write(bytes, 0, bytes.length, tailAt)
    tailAt += bytes.length - Buffer.byteLength(TAIL)
    inFile += batch.length
  }
  const startOver = async (batch: string[]) => {
    await handle?.close()
    handle = undefined
    tailAt = undefined
    inFile = 0
    await writeFileAtomic(file, `${HEAD}${TAIL}`, { fsync: false })
    await add(batch)
  }
  // Only the last write is fsynced (the module's comment says why).
  const close = async (onError?: (error: Error) => void) => {
    if (!handle) return
    await handle.sync().catch((error: Error) => onError?.(error))
    await handle.close()
    handle = undefined
  }
  return { add, startOver, close }
}

// Callers waiting until the first `count` exchanges are in the file.
function waitersFor() {
  const waiters: Array<{ count: number; resolve: () => void }> = []
  return {
    wait: (count: number) => new Promise<void>((resolve) => waiters.push({ count, resolve })),
    release(count: number) {
      for (const waiter of waiters.filter((w) => w.count <= count)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    },
  }
}

/**
 * Keeps `file` (opened by `openHarFile`, holding `kept` entries of earlier runs) in step with a
 * recording, appending in place.
 */
export function syncHarFile(
  recording: ProxyRecording,
  file: string,
  options: { onError?: (error: Error) => void; kept?: number } = {},
): HarFileSync {
  // This run's entries as text, waiting to be written (the written ones are dropped).
  let queued = recording.entries.map(entryText)
  // Exchanges seen and exchanges in the file, counted over the run (a clear() included).
  let recorded = queued.length
  // -1 until a file not opened by openHarFile had its first write.
  let written = options.kept === undefined ? -1 : 0
  let length = recording.length
  // A file not opened by openHarFile is started over by the first write; so is the file after
  // `recording.clear()` in code, earlier runs' entries included.
  let restart = options.kept === undefined
  let running: Promise<void> | undefined
  const tail = tailWriter(file, options.kept ?? 0)
  const waiters = waitersFor()
  const writeOnce = async (): Promise<boolean> => {
    const batch = queued
    queued = []
    const count = recorded
    let ok = true
    try {
      if (restart) {
        restart = false
        await tail.startOver(batch)
      } else await tail.add(batch)
      written = count
    } catch (error) {
      ok = false
      // Kept for the next try, in order.
      queued = [...batch, ...queued]
      options.onError?.(error as Error)
    }
    // A failed write releases every waiter (the loop stops until the next exchange): an answer
    // is not held back for the recording.
    waiters.release(ok ? count : Number.POSITIVE_INFINITY)
    return ok
  }
  const write = (): Promise<void> => {
    running ??= (async () => {
      while ((await writeOnce()) && (queued.length > 0 || restart));
      running = undefined
    })()
    return running
  }
  const stop = recording.subscribe((entry) => {
    if (recording.length <= length) {
      restart = true
      queued = []
    }
    length = recording.length
    queued.push(entryText(entry))
    recorded++
    void write()
  })
  void write()
  return {
    settled() {
      const count = recorded
      if (written >= count) return Promise.resolve()
      const settled = waiters.wait(count)
      void write()
      return settled
    },
    async close() {
      stop()
      await running
      await write()
      await tail.close(options.onError)
    },
  }
}
