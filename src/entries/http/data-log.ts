/**
 * The write-ahead log of `serve --data`: one JSON record per line beside the data file, appended
 * with a plain `write` before a write's answer leaves, so the answer means the record reached the
 * operating system and survives the process being killed. Each record is a store patch
 * (`src/db/patch.ts`: the records a write touched, as they are after it) or, after the whole
 * store was replaced, the store envelope of `src/db/snapshot.ts`; no format of its own.
 */
import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { promisify } from 'node:util'

/**
 * When the log is forced to the disk. Every mode writes a record before its write is answered,
 * so a process kill loses nothing answered; they differ on a power cut:
 * `always` fsyncs before answering (nothing answered is lost), `batch` fsyncs within
 * `BATCH_SYNC_MS` after (the last tenth of a second may be lost), `off` leaves it to the
 * operating system (Linux writes within about 30 s).
 */
export type FsyncMode = 'always' | 'batch' | 'off'

/** Every mode, in the order the help text lists them. */
export const FSYNC_MODES: readonly FsyncMode[] = ['always', 'batch', 'off']

/** The mode unless told otherwise. */
export const DEFAULT_FSYNC: FsyncMode = 'batch'

/** With `batch`, the longest a record waits for its fsync, in ms. */
export const BATCH_SYNC_MS = 100

const syncAsync = promisify(fdatasync)

/** How the log writes its bytes: `fs.writeSync`'s shape, so a test can fail it mid-record. */
export type WriteFn = (fd: number, buffer: Buffer, offset: number, length: number) => number

/** The log file that belongs to a data file. */
export function logFileOf(dataFile: string): string {
  return `${dataFile}.log`
}

/** What a log holds, read back at start. */
export interface LogContents {
  /** Every whole record, parsed, in order (still untrusted). */
  records: unknown[]
  /** Bytes up to the end of the last whole record. */
  bytes: number
  /** A last record cut short (the process died mid-append): where it starts, and its length. */
  torn?: { offset: number; bytes: number }
}

/** A record in the middle of the log that is not JSON: the log is damaged, not just cut short. */
export class DamagedLogError extends Error {
  override name = 'DamagedLogError'
  constructor(readonly offset: number) {
    super(`has a record at byte ${offset} that is not JSON, followed by more records`)
  }
}

/**
 * Reads a log: undefined when there is none. A record counts once its line ends; a last line
 * that does not end, or does not parse, is the append a kill cut short and is left out. Any
 * other line that does not parse throws DamagedLogError.
 */
export function readLog(path: string): LogContents | undefined {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat) return undefined
  // A device or a pipe in its place could be read forever (/dev/zero never ends).
  if (!stat.isFile()) throw new Error('is not a regular file')
  const text = readFileSync(path)
  const records: unknown[] = []
  let start = 0
  let bad: number | undefined
  while (start < text.length) {
    const end = text.indexOf(0x0a, start)
    if (end === -1) break
    if (bad !== undefined) throw new DamagedLogError(bad)
    try {
      records.push(JSON.parse(text.toString('utf8', start, end)))
    } catch {
      bad = start
    }
    start = end + 1
  }
  const tornAt = bad ?? (start < text.length ? start : undefined)
  if (tornAt === undefined) return { records, bytes: text.length }
  return { records, bytes: tornAt, torn: { offset: tornAt, bytes: text.length - tornAt } }
}

/** The log, open for appending. */
export class DataLog {
  readonly #path: string
  readonly #mode: FsyncMode
  readonly #write: WriteFn
  #fd: number
  /** Bytes ever appended (across rewrites), the offset of the file's first byte, and fsynced. */
  #appended: number
  #base = 0
  #synced: number
  #syncing: Promise<void> | undefined
  #timer: ReturnType<typeof setTimeout> | undefined
  #failed: Error | undefined
  #torn = false
  /** Bumped when a fold swaps the file: an fsync of the old one no longer matters. */
  #generation = 0

  /** Opens (or creates) the log, cutting it to `keep` bytes: a torn last record goes. */
  constructor(path: string, mode: FsyncMode, keep: number, write: WriteFn = writeSync) {
    this.#path = path
    this.#write = write
    this.#mode = mode
    this.#fd = openSync(path, 'a+')
    if (statSync(path).size !== keep) ftruncateSync(this.#fd, keep)
    this.#appended = this.#synced = keep
  }

  /** Bytes appended since the log was opened, counting those folded away. */
  get appended(): number {
    return this.#appended
  }

  /** Whether the file holds records not yet folded into the data file. */
  get pending(): boolean {
    return this.#appended > this.#base
  }

  /** The size of the file: the records not yet folded. */
  get pendingBytes(): number {
    return this.#appended - this.#base
  }

  /**
   * Appends one record, synchronously: when this returns, the operating system has it. A failed
   * append (a full disk) is cut back to the last whole record and throws; the log then refuses
   * every append, unwritten, until `recovered()`: the store in memory holds writes the log does
   * not, and nothing may land after them until the store is read back from the files.
   */
  append(record: unknown): void {
    if (this.#failed) throw this.#failed
    const bytes = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8')
    let written = 0
    try {
      while (written < bytes.length) {
        written += this.#write(this.#fd, bytes, written, bytes.length - written)
      }
    } catch (error) {
      this.#failed = error as Error
      // Shrinking needs no space; should even that fail, the fragment stays and so does the refusal.
      try {
        if (written > 0) ftruncateSync(this.#fd, this.#appended - this.#base)
      } catch {
        this.#torn = true
      }
      throw error
    }
    this.#appended += bytes.length
    if (this.#mode === 'batch') this.#timer ??= setTimeout(() => void this.#sync(), BATCH_SYNC_MS)
  }

  /** Whether an append failed and the log refuses appends until `recovered()`. */
  get failed(): boolean {
    return this.#failed !== undefined
  }

  /** Why the log refuses appends (see `failed`). */
  get failure(): Error {
    return this.#failed ?? new Error('the log refuses appends')
  }

  /** The store was read back from the files: appends are taken again. */
  recovered(): void {
    if (!this.#torn) this.#failed = undefined
  }

  /**
   * Resolves once every record appended so far is as safe as the mode promises: at once for
   * `batch` and `off`, after an fsync shared by every append waiting for it for `always`.
   * Rejects while the log refuses appends (see `append`).
   */
  async durable(): Promise<void> {
    if (this.#failed) throw this.#failed
    if (this.#mode !== 'always') return
    const target = this.#appended
    while (this.#synced < target) await this.#sync()
  }

  // One fsync at a time; whoever asks meanwhile shares the next one.
  #sync(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = undefined
    this.#syncing ??= (async () => {
      const upto = this.#appended
      const generation = this.#generation
      try {
        await syncAsync(this.#fd)
        this.#synced = Math.max(this.#synced, upto)
      } catch (error) {
        // The fold closed that file after fsyncing what it kept: nothing is lost.
        if (generation !== this.#generation) return
        this.#failed = error as Error
        throw error
      } finally {
        this.#syncing = undefined
      }
    })()
    return this.#syncing
  }

  /**
   * Drops the records up to `upto` (a value of `appended`), which the data file now holds, in
   * one synchronous step, so no append lands in between. The records after it are rewritten to
   * a new file renamed over the log; a crash before the rename leaves the old log, whose replay
   * on the new data file gives the same store.
   */
  foldedUpTo(upto: number): void {
    const keepFrom = upto - this.#base
    const size = this.#appended - this.#base
    if (keepFrom >= size) {
      ftruncateSync(this.#fd, 0)
    } else {
      const tail = Buffer.alloc(size - keepFrom)
      readSync(this.#fd, tail, 0, tail.length, keepFrom)
      const temp = `${this.#path}.tmp`
      const fd = openSync(temp, 'w')
      try {
        writeSync(fd, tail)
        if (this.#mode !== 'off') fdatasyncSync(fd)
      } finally {
        closeSync(fd)
      }
      renameSync(temp, this.#path)
      this.#generation++
      closeSync(this.#fd)
      this.#fd = openSync(this.#path, 'a+')
    }
    this.#base = this.#appended - Math.max(0, size - keepFrom)
    // Folded records are fsynced in the data file, and a rewritten tail was fsynced above.
    if (this.#mode !== 'off') this.#synced = this.#appended
  }

  /** Closes the log (fsyncing it unless `off`); `remove` also deletes it (everything folded). */
  close(remove: boolean): void {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = undefined
    try {
      if (this.#mode !== 'off' && !remove) fdatasyncSync(this.#fd)
    } finally {
      closeSync(this.#fd)
    }
    if (remove) rmSync(this.#path, { force: true })
  }
}
