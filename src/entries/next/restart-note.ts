/**
 * An edit to next.config.ts (or .env) makes `next dev` start its server process again: the
 * mock's store, held in that process (docs/decisions/006-next-one-store.md), starts again from
 * the seed. registerPetstore says so at the restart, rather than let the store reset silently.
 * The mark: the process that last started the mock, and its parent (`next dev` itself), kept
 * under .next/cache, which only `next dev` and `next build` write.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const MARK = '.next/cache/petstore-mock/dev-server.json'

interface Pids {
  pid: number
  ppid: number
}

function readMark(file: string): Partial<Pids> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Pids>
  } catch {
    return {}
  }
}

/**
 * Whether this process is a restart of the server of the `next dev` that started the mock
 * before (same parent, another process), marking this one for the next restart.
 *
 * @example
 * if (restartedServer(process.cwd())) devLog.warn('next dev restarted its server: …')
 */
export function restartedServer(
  appDir: string,
  self: Pids = { pid: process.pid, ppid: process.ppid },
): boolean {
  // Not a Next app's folder (`next dev` makes .next before instrumentation runs): nothing to mark.
  if (!existsSync(join(appDir, '.next'))) return false
  const file = join(appDir, MARK)
  const before = readMark(file)
  try {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(self))
  } catch {
    // A read-only folder: no mark, so no note at the next restart; the mock itself runs on.
  }
  return before.ppid === self.ppid && before.pid !== self.pid
}
