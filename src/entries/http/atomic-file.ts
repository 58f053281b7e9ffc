/**
 * Files written whole or not at all: a temporary file in the same folder, fsynced, then renamed
 * over the target. Readers, and a restart after a crash (even `kill -9` mid-write), see the old
 * file or the new one, never half of one. `serve --data`, `serve --record` and `capture` write
 * through here.
 */
import { open, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** Writes `text` to `file` atomically. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  // Same folder, so rename() stays on one file system and is atomic.
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`)
  const handle = await open(temp, 'w')
  try {
    await handle.writeFile(text, 'utf8')
    await handle.sync()
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
  await syncFolder(dirname(file))
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
