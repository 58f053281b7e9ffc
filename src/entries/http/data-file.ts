/**
 * `serve --data <file.json>`: the store kept in a file across restarts. Loaded (and checked) at
 * start, written back atomically — a temporary file in the same folder, fsync, rename — a short
 * while after each change and once more on exit, so a crash never leaves half a file behind.
 */
import { readFile } from 'node:fs/promises'
import { writeFileAtomic } from './atomic-file'
import {
  parseStoreSnapshot,
  storeEnvelope,
  StoreSnapshotError,
  type StoreSnapshot,
} from '../../db/dump'
import type { Petstore } from '../../controller/petstore'

/** How long the file waits for more changes before it is written. */
export const DATA_FLUSH_MS = 200
/** A steady stream of changes is still written at least this often. */
export const DATA_MAX_WAIT_MS = 1000

/**
 * A data file that cannot be used; the message names the file and what is wrong with it.
 *
 * @example
 * throw new DataFileError('pets.json', 'is not JSON (Unexpected end of JSON input)')
 */
export class DataFileError extends Error {
  override name = 'DataFileError'
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`data file ${file} ${problem}`)
  }
}

/**
 * Reads and checks a data file: its store, or undefined when the file does not exist yet.
 * Anything else (unreadable, not JSON, not a store snapshot) throws DataFileError; the file is
 * never changed here.
 *
 * @example
 * const dump = await readDataFile('pets.json') // undefined on the first run
 */
export async function readDataFile(
  file: string,
): Promise<ReturnType<typeof parseStoreSnapshot> | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new DataFileError(file, `cannot be read (${(error as Error).message})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new DataFileError(file, `is not valid JSON (${(error as Error).message})`)
  }
  try {
    return parseStoreSnapshot(json)
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
 * file or the new one, whole.
 *
 * @example
 * await writeDataFile('pets.json', await petstore.snapshot())
 */
export async function writeDataFile(file: string, snapshot: StoreSnapshot): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(storeEnvelope(snapshot), null, 2)}\n`)
}

/** A store bound to its data file. */
export interface DataFileSync {
  /** Writes now if anything changed since the last write; resolves once it is on disk. */
  flush(): Promise<void>
  /** Stops listening and writes what is left. */
  close(): Promise<void>
}

/**
 * Keeps `file` in step with the mock's store: a write after changes settle (`flushMs`), at
 * least every `maxWaitMs` while they keep coming, and never two at once.
 *
 * @example
 * const sync = syncDataFile(petstore, 'pets.json', { onError: console.error })
 * await sync.close() // on exit
 */
export function syncDataFile(
  petstore: Petstore,
  file: string,
  options: { flushMs?: number; maxWaitMs?: number; onError?: (error: Error) => void } = {},
): DataFileSync {
  const { flushMs = DATA_FLUSH_MS, maxWaitMs = DATA_MAX_WAIT_MS, onError } = options
  let dirty = false
  let firstChange = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()

  const write = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = undefined
    writing = writing.then(async () => {
      if (!dirty) return
      dirty = false
      try {
        await writeDataFile(file, await petstore.snapshot())
      } catch (error) {
        dirty = true
        onError?.(error as Error)
      }
    })
    return writing
  }
  const changed = () => {
    const now = Date.now()
    if (!dirty) firstChange = now
    dirty = true
    if (timer) clearTimeout(timer)
    const wait = Math.max(0, Math.min(flushMs, firstChange + maxWaitMs - now))
    timer = setTimeout(() => void write(), wait)
  }
  const stops = [petstore.db.onChange(changed), petstore.onStoreReplaced(changed)]
  return {
    flush: write,
    async close() {
      for (const stop of stops) stop()
      await write()
    },
  }
}
