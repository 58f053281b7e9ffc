/**
 * `serve --data <file.json>`: the store kept in a file across restarts. Every write is appended
 * to the file's log (`data-log.ts`) before it is answered; the log is folded into the file in the
 * background, atomically (a temporary file in the same folder, fsync, rename), and once more on
 * exit. At start the file and its log are read back and checked whole, like an import.
 */
import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import {
  parseStoreSnapshot,
  storeEnvelope,
  StoreSnapshotError,
  type StoreSnapshot,
} from '../../db/snapshot'
import { applyStorePatches } from '../../db/patch'
import type { PetstoreCore } from '../../controller/core'
import { writeFileAtomic } from './atomic-file'
import { refusedWrite } from './refused-write'
import {
  DamagedLogError,
  DataLog,
  DEFAULT_FSYNC,
  logFileOf,
  readLog,
  type FsyncMode,
  type LogContents,
  type WriteFn,
} from './data-log'
import { JsonDepthError, parseJson } from '../../base/json'

/** How long the log waits for more changes before it is folded into the file. */
export const DATA_FLUSH_MS = 200
/**
 * While writes keep coming, the log is folded once it outgrows the data file (and this): a fold
 * writes the whole store, so its cost spread over the records since the last one stays the same
 * per write at any store size, and a start replays at most about a store's worth of log.
 */
export const FOLD_MIN_BYTES = 256 * 1024

/** A data file that cannot be used; the message names the file and what is wrong with it. */
export class DataFileError extends Error {
  override name = 'DataFileError'
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`data file ${file} ${problem}`)
  }
}

/** A data file read back at start: the store, and the log replayed on top of it. */
export interface StoredData {
  /** The store, checked whole. */
  snapshot: StoreSnapshot
  /** The log as found; `bytes` is where the next record goes. */
  log: LogContents | undefined
}

/**
 * Reads and checks a data file and replays its log (`<file>.log`): the store, or undefined when
 * neither exists yet. A log whose last record was cut short loads every record before it and
 * says so through `onNotice`. Anything else wrong (unreadable, not JSON, not a store, a damaged
 * log) throws DataFileError; nothing is changed here.
 */
export async function readDataFile(
  file: string,
  options: { onNotice?: (message: string) => void } = {},
): Promise<StoredData | undefined> {
  const logFile = logFileOf(file)
  let log: LogContents | undefined
  try {
    log = readLog(logFile)
  } catch (error) {
    if (error instanceof DamagedLogError) throw new DataFileError(logFile, error.message)
    throw new DataFileError(logFile, `cannot be read (${(error as Error).message})`)
  }
  // The file is replaced whole on every fold, which would cut a hard link to it; and two serves
  // through two links would each take it for their own.
  const links = statSync(file, { throwIfNoEntry: false })?.nlink ?? 1
  if (links > 1) {
    throw new DataFileError(
      file,
      `has ${links} hard links: the mock replaces it whole on every write to the file, which would cut them; give it one name (a symlink to it is fine)`,
    )
  }
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new DataFileError(file, `cannot be read (${(error as Error).message})`)
    }
    if (!log?.records.length) return undefined
    throw new DataFileError(
      file,
      `is missing, but its log ${logFile} holds ${log.records.length} records written on top of it`,
    )
  }
  let json: unknown
  try {
    json = parseJson(text)
  } catch (error) {
    if (error instanceof JsonDepthError) throw new DataFileError(file, `is ${error.message}`)
    throw new DataFileError(file, `is not valid JSON (${(error as Error).message})`)
  }
  const snapshot = checked(file, () => parseStoreSnapshot(json))
  if (log?.torn) {
    options.onNotice?.(
      `${logFile} ends in a torn record at byte ${log.torn.offset} (${log.torn.bytes} bytes: a write cut short when the process stopped, never answered); loaded the ${log.records.length} records before it`,
    )
  }
  if (!log?.records.length) return { snapshot, log }
  return { snapshot: checked(logFile, () => replay(snapshot, log.records)), log }
}

// The log's records in order: a store envelope starts over from that store, patches go on top.
function replay(snapshot: StoreSnapshot, records: readonly unknown[]): StoreSnapshot {
  let base: unknown = snapshot
  let patches: unknown[] = []
  let first = 0
  const apply = () => {
    try {
      base = applyStorePatches(base, patches)
    } catch (error) {
      if (!(error instanceof StoreSnapshotError)) throw error
      throw new StoreSnapshotError(
        error.problems.map((p) => ({
          ...p,
          path: p.path.replace(
            /^patches\[(\d+)\]/,
            (_, i: string) => `record ${first + Number(i) + 1}`,
          ),
        })),
      )
    }
  }
  records.forEach((record, i) => {
    if (!isEnvelope(record)) return void patches.push(record)
    apply()
    base = parseStoreSnapshot(record)
    patches = []
    first = i + 1
  })
  apply()
  return parseStoreSnapshot(base)
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

function isEnvelope(record: unknown): boolean {
  return typeof record === 'object' && record !== null && 'format' in record
}

function checked(file: string, parse: () => StoreSnapshot): StoreSnapshot {
  try {
    return parse()
  } catch (error) {
    if (!(error instanceof StoreSnapshotError)) throw error
    const problems = error.problems.map((p) => `${p.path} ${p.message}`)
    const more = problems.length > 3 ? `; and ${problems.length - 3} more` : ''
    throw new DataFileError(
      file,
      `is not a petstore-mock store: ${problems.slice(0, 3).join('; ')}${more}`,
    )
  }
}

/**
 * Writes a store to `file` atomically: readers (and a restart after a crash) see either the old
 * file or the new one, whole. Resolves with the file's size in bytes.
 */
export async function writeDataFile(file: string, snapshot: StoreSnapshot): Promise<number> {
  const text = `${JSON.stringify(storeEnvelope(snapshot), null, 2)}\n`
  await writeFileAtomic(file, text)
  return Buffer.byteLength(text)
}

/** A store bound to its data file. */
export interface DataFileSync {
  /** Folds the log into the data file now; resolves once the file holds it. */
  flush(): Promise<void>
  /**
   * Resolves once every write so far is as safe as `fsync` promises (appended before it was
   * answered, and fsynced with `always`); rejects when the log could not be written.
   */
  durable(): Promise<void>
  /** Stops listening, folds what is left and removes the log. */
  close(): Promise<void>
}

/** How a store is bound to its data file. */
export interface DataFileSyncOptions {
  /** When the log is forced to the disk. Default `batch`. */
  fsync?: FsyncMode
  /** Bytes of the log to keep when opening it (what `readDataFile` read); the rest is cut. */
  keep?: number
  /** How long the log waits for more writes before it is folded into the file. */
  flushMs?: number
  /** While writes keep coming, the log is folded once it holds this many bytes (or the file's size). */
  foldBytes?: number
  onError?: (error: Error) => void
  /** How the log writes (tests fail it mid-record); default `fs.writeSync`. */
  write?: WriteFn
}

/**
 * Keeps `file` in step with the mock's store: every committed write is appended to the log at
 * once, inside the write (so before it is answered), and the log is folded into the file after
 * writes settle (`flushMs`) or once it outgrows the file (`foldBytes`), never two at once.
 */
export function syncDataFile(
  petstore: PetstoreCore,
  file: string,
  options: DataFileSyncOptions = {},
): DataFileSync {
  const { flushMs = DATA_FLUSH_MS, foldBytes = FOLD_MIN_BYTES, onError } = options
  const log = new DataLog(
    logFileOf(file),
    options.fsync ?? DEFAULT_FSYNC,
    options.keep ?? 0,
    options.write,
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()
  let folding = false
  let fileBytes = sizeOf(file)

  // A refused write is undone inside its own step (`committed.refuse`): the store is read back
  // from the files, which never held it, before any other request can read or write, so no
  // client ever sees a change answered 503 (its caller gets the 503's ApiError). A torn log that
  // could not be cut back refuses every later write the same way.
  let failures = 0
  let undoing = false
  const before = async () => {
    undoing = true
    try {
      const stored = await readDataFile(file)
      if (!stored) throw new Error(`${file} is gone; writes are refused`)
      return stored.snapshot
    } catch (error) {
      undoing = false
      onError?.(error as Error)
      throw error
    }
  }
  const fold = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = undefined
    folding = true
    writing = writing.then(async () => {
      if (!log.pending || log.failed) return void (folding = false)
      // Every record up to here is in the snapshot taken next; later ones replay harmlessly.
      const upto = log.appended
      const failed = failures
      try {
        const snapshot = await petstore.snapshot()
        // A refused write whose undo failed (the files unreadable) must never reach the file.
        if (failed !== failures || log.failed) return
        fileBytes = await writeDataFile(file, snapshot)
        log.foldedUpTo(upto)
      } catch (error) {
        onError?.(error as Error)
      } finally {
        folding = false
      }
    })
    return writing
  }
  const changed = () => {
    if (!folding && log.pendingBytes >= Math.max(foldBytes, fileBytes)) void fold()
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void fold(), flushMs)
  }
  const stop = petstore.db.onChange((change, committed) => {
    // The store read back from the files is what they hold already.
    if (undoing && change.kind === 'replace') {
      undoing = false
      return log.recovered()
    }
    undoing = false
    if (log.failed) return committed.refuse(before, refusedWrite(log.failure))
    try {
      log.append(
        change.kind === 'replace'
          ? storeEnvelope(committed.snapshot())
          : committed.patch(change.changes),
      )
    } catch (error) {
      failures++
      onError?.(error as Error)
      return committed.refuse(before, refusedWrite(error as Error))
    }
    changed()
  })
  return {
    flush: fold,
    durable: () => log.durable(),
    async close() {
      stop()
      await fold()
      log.close(!log.pending)
    },
  }
}
