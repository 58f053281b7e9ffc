/**
 * One process per file: `serve --data` and `serve --record` hold `<file>.lock`, which names the
 * holder's pid. The lock is made whole and at once (written aside, then hard-linked into place,
 * which fails if a lock exists), so no reader ever sees a half-written one. A lock whose pid no
 * longer runs (a `kill -9`) is taken over: under a second, short-lived takeover lock, so two
 * starts racing for the same stale lock cannot both win.
 */
import { link, readFile, rm, writeFile } from 'node:fs/promises'
import { unlinkSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { isRunning } from './atomic-file'

/** Another running process holds the file. */
export class FileLockError extends Error {
  override name = 'FileLockError'
  constructor(
    readonly file: string,
    readonly holder: number,
  ) {
    super(
      `${file} is in use by another petstore-mock (pid ${holder}): stop that one first, or give this one another file.`,
    )
  }
}

/** A held lock. */
export interface FileLock {
  /** Whether a stale lock of a process that is gone was taken over. */
  tookOver: number | undefined
  /** Gives the file up (idempotent). */
  release(): Promise<void>
}

/** Takes the lock of `file`, or throws FileLockError naming the pid of the process holding it. */
export async function lockFile(file: string): Promise<FileLock> {
  const lock = lockOf(file)
  let tookOver: number | undefined
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createLock(lock)) return held(lock, tookOver)
    const holder = await holderOf(lock)
    if (holder !== undefined && isRunning(holder)) throw new FileLockError(file, holder)
    // Gone (or a lock file with no pid in it): take it over, one starter at a time.
    if (await takeOver(lock, holder)) return held(lock, holder ?? tookOver)
    tookOver = holder
  }
  const holder = await holderOf(lock)
  throw new FileLockError(file, holder ?? -1)
}

function lockOf(file: string): string {
  return join(dirname(file), `${basename(file)}.lock`)
}

let asides = 0

// Written aside, then linked into place: the lock appears whole, or not at all if one exists.
// The aside file is each call's own: two starts in one process (a test's servers) racing for one
// lock removed each other's, and the loser's link failed with ENOENT instead of FileLockError.
async function createLock(lock: string): Promise<boolean> {
  const aside = `${lock}.${process.pid}.${++asides}.new`
  await writeFile(aside, `${process.pid}\n`)
  try {
    await link(aside, lock)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    await rm(aside, { force: true })
  }
}

async function holderOf(lock: string): Promise<number | undefined> {
  const text = await readFile(lock, 'utf8').catch(() => '')
  return /^\d+\n?$/.test(text) ? Number(text) : undefined
}

// Under `<lock>.takeover`: read the stale lock again, and only if it still names the same gone
// process remove it and create ours. The takeover lock of a starter killed mid-takeover is itself
// stale, and is cleared the same way on the next attempt.
async function takeOver(lock: string, stale: number | undefined): Promise<boolean> {
  const guard = `${lock}.takeover`
  if (!(await createLock(guard))) {
    const other = await holderOf(guard)
    if (other === undefined || !isRunning(other)) await rm(guard, { force: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    return false
  }
  try {
    if ((await holderOf(lock)) !== stale) return false
    await rm(lock, { force: true })
    return await createLock(lock)
  } finally {
    await rm(guard, { force: true })
  }
}

function held(lock: string, tookOver: number | undefined): FileLock {
  let released = false
  // A process that exits without close() (an uncaught error, process.exit) still gives it up.
  const onExit = () => {
    if (released) return
    try {
      unlinkSync(lock)
    } catch {
      // Already gone: nothing to give up.
    }
  }
  process.once('exit', onExit)
  return {
    tookOver,
    async release() {
      if (released) return
      released = true
      process.off('exit', onExit)
      if ((await holderOf(lock)) === process.pid) await rm(lock, { force: true })
    },
  }
}
