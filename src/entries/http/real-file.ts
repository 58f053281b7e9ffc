/**
 * The file a path names, whatever the path: `serve --data` and `--record` lock, read and write
 * the real file, so two paths to one file (a symlink, `..`, a symlinked folder) share one lock,
 * and a symlink stays a symlink (the atomic rename replaces its target, never the link).
 */
import { readlink, realpath } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'

/** The absolute path of the file `path` leads to, following symlinks; it need not exist yet. */
export async function realFile(path: string, hops = 0): Promise<string> {
  try {
    return await realpath(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  // A symlink to a file not made yet leads to where the file will be.
  const target = await readlink(path).catch(() => undefined)
  if (target !== undefined && hops < 40) return realFile(resolve(dirname(path), target), hops + 1)
  const folder = await realpath(dirname(resolve(path))).catch(() => dirname(resolve(path)))
  return join(folder, basename(path))
}
