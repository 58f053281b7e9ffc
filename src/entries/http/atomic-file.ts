/**
 * Files written whole or not at all: a temporary file in the same folder, fsynced, then renamed
 * over the target. Readers, and a restart after a crash (even `kill -9` mid-write), see the old
 * file or the new one, never half of one. `serve --data`, `serve --record` and `capture` write
 * through here.
 */
import { open, readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

// The temporary file of one process: a kill mid-write leaves it behind.
function tempOf(file: string, pid: number): string {
  return join(dirname(file), `.${basename(file)}.${pid}.tmp`)
}

/**
 * Writes `text` to `file` atomically. `fsync: false` skips the two fsyncs: still whole or not at
 * all for a killed process (the page cache outlives it), but a power cut may lose the write.
 */
export async function writeFileAtomic(
  file: string,
  text: string,
  options: { fsync?: boolean } = {},
): Promise<void> {
  const fsync = options.fsync ?? true
  // Same folder, so rename() stays on one file system and is atomic.
  const temp = tempOf(file, process.pid)
  const handle = await open(temp, 'w')
  try {
    await handle.writeFile(text, 'utf8')
    if (fsync) await handle.sync()
  } catch (error) {
    await handle.close()
    await rm(temp, { force: true })
    throw error
  }
  await handle.close()
  try {
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  if (fsync) await syncFolder(dirname(file))
}

// The rename itself lives in the folder's entry; without this a power cut could undo it.
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => undefined)
  if (!handle) return
  try {
    await handle.sync()
  } catch {
    // Some file systems refuse fsync on folders; the rename is still atomic there.
  } finally {
    await handle.close()
  }
}

/**
 * Removes the temporary files of `file` left by processes that are gone (killed mid-write):
 * only names `writeFileAtomic` makes, and only for a pid that is not running. Resolves with the
 * names removed.
 */
export async function removeStaleTemps(file: string): Promise<string[]> {
  const prefix = `.${basename(file)}.`
  const names = await readdir(dirname(file)).catch(() => [])
  const removed: string[] = []
  for (const name of names.sort()) {
    const pid = name.startsWith(prefix) ? /^(\d+)\.tmp$/.exec(name.slice(prefix.length)) : null
    if (!pid || isRunning(Number(pid[1]))) continue
    await rm(tempOf(file, Number(pid[1])), { force: true })
    removed.push(name)
  }
  return removed
}

/** Whether a process with this pid runs (ours included). */
export function isRunning(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
