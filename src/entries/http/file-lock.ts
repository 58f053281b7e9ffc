/**
 * One process per file: `serve --data` and `serve --record` hold `<file>.lock` (beside the real
 * file: callers pass the path `realFile` resolved), which names the holder's pid and, where the
 * system tells it, the holder's start time. The lock is made whole and at once (written aside,
 * then hard-linked into place, which fails if a lock exists), so no reader ever sees a
 * half-written one. A lock whose holder is gone is taken over (docs/decisions/021): its pid no
 * longer runs (a `kill -9`), or runs but is another process (its start time differs: pid 1 or
 * any reused pid), or is this very process without holding it (a container restarted with the
 * same pid). Takeovers happen under a second, short-lived lock, so two starts racing for the
 * same stale lock cannot both win.
 */
import { link, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync, unlinkSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { isRunning } from './atomic-file'
import { namingFile } from './file-error'

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
  try {
    return await takeLock(file, lock)
  } catch (error) {
    if (error instanceof FileLockError) throw error
    throw namingFile(lock, error, `cannot take the lock of ${file},`)
  }
}

async function takeLock(file: string, lock: string): Promise<FileLock> {
  let tookOver: number | undefined
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createLock(lock)) return held(lock, tookOver)
    const text = await readLock(lock)
    const holder = holderIn(text)
    if (holder && !isStale(lock, holder)) throw new FileLockError(file, holder.pid)
    // Gone (or a lock file with no pid in it): take it over, one starter at a time.
    if (await takeOver(lock, text)) return held(lock, holder?.pid ?? tookOver)
    tookOver = holder?.pid
  }
  throw new FileLockError(file, holderIn(await readLock(lock))?.pid ?? -1)
}

// The locks this process holds: a lock naming our pid and not in here is a past life's.
const heldHere = new Set<string>()

interface Holder {
  pid: number
  /** When it started, in clock ticks since boot (`/proc/<pid>/stat`); unknown elsewhere. */
  started: string | undefined
}

function isStale(lock: string, holder: Holder): boolean {
  if (holder.pid === process.pid) return !heldHere.has(lock)
  if (!isRunning(holder.pid)) return true
  const now = startTimeOf(holder.pid)
  return holder.started !== undefined && now !== undefined && now !== holder.started
}

// Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

const ownText = (() => {
  const started = startTimeOf(process.pid)
  return `${process.pid}${started === undefined ? '' : ` ${started}`}\n`
})()

function lockOf(file: string): string {
  return join(dirname(file), `${basename(file)}.lock`)
}

let asides = 0

// Written aside, then linked into place: the lock appears whole, or not at all if one exists.
// The aside file is each call's own: two starts in one process (a test's servers) racing for one
// lock removed each other's, and the loser's link failed with ENOENT instead of FileLockError.
async function createLock(lock: string): Promise<boolean> {
  const aside = `${lock}.${process.pid}.${++asides}.new`
  await writeFile(aside, ownText)
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

function readLock(lock: string): Promise<string> {
  return readFile(lock, 'utf8').catch(() => '')
}

function holderIn(text: string): Holder | undefined {
  const found = /^(\d+)(?: (\d+))?\n?$/.exec(text)
  return found ? { pid: Number(found[1]), started: found[2] } : undefined
}

// Under `<lock>.takeover`: read the stale lock again, and only if it is still the same text
// remove it and create ours. The takeover lock of a starter killed mid-takeover is itself
// stale, and is cleared the same way on the next attempt.
async function takeOver(lock: string, stale: string): Promise<boolean> {
  const guard = `${lock}.takeover`
  if (!(await createLock(guard))) {
    const other = holderIn(await readLock(guard))
    // Our own pid here is another start of this process, mid-takeover: wait for it.
    if (!other || (other.pid !== process.pid && isStale(guard, other))) {
      await rm(guard, { force: true })
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    return false
  }
  try {
    if ((await readLock(lock)) !== stale) return false
    await rm(lock, { force: true })
    return await createLock(lock)
  } finally {
    await rm(guard, { force: true })
  }
}

function held(lock: string, tookOver: number | undefined): FileLock {
  let released = false
  heldHere.add(lock)
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
      heldHere.delete(lock)
      process.off('exit', onExit)
      if ((await readLock(lock)) === ownText) await rm(lock, { force: true })
    },
  }
}
