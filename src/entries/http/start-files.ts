/**
 * What a start does with its files before anything is served: the real files behind the paths
 * given, their locks, and the temporary files a killed run left.
 */
import { counted } from '../../base/text'
import { removeStaleTemps } from './atomic-file'
import { lockFile, type FileLock } from './file-lock'
import { realFile } from './real-file'

/** The real file behind `path` (see real-file.ts); anything else as it is, for the checks to name. */
export async function realFileOf(path: string | undefined): Promise<string | undefined> {
  return typeof path === 'string' && path !== '' ? realFile(path) : path
}

/** Takes the lock of each file given, or releases those taken and throws. */
export async function lockFiles(
  files: ReadonlyArray<string | undefined>,
  notice: (message: string) => void,
): Promise<{ release(): Promise<void> }> {
  const held: FileLock[] = []
  const release = async () => {
    for (const lock of held.splice(0)) await lock.release()
  }
  try {
    for (const file of files) {
      if (file === undefined) continue
      const lock = await lockFile(file)
      held.push(lock)
      if (lock.tookOver !== undefined) {
        notice(
          `took over the lock of ${file} from pid ${lock.tookOver}, which is no longer running`,
        )
      }
    }
  } catch (error) {
    await release()
    throw error
  }
  return { release }
}

/** Removes the temporary files of each file given that a killed run left, saying so. */
export async function clearStaleTemps(
  files: ReadonlyArray<string | undefined>,
  notice: (message: string) => void,
) {
  for (const file of files) {
    if (file === undefined) continue
    const removed = await removeStaleTemps(file)
    if (removed.length === 0) continue
    notice(
      `removed ${counted(removed.length, 'temporary file', 'temporary files')} of ${file} left by a run that was killed mid-write: ${removed.join(', ')}`,
    )
  }
}
