/**
 * One `serve` per data file: a second start on a held file refuses, naming the holder's pid; a
 * lock left by a process killed with SIGKILL is taken over, and only by one of two racing starts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { spawnServe } from '../../../test/support/serve-child'
import { FileLockError, lockFile } from './file-lock'
import { createPetstoreHttpServer } from './petstore-http-server'

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-lock-'))
  file = join(dir, 'store.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('serve --data on a file another serve holds', () => {
  it('refuses to start, naming the pid that holds it, and starts once that one was killed', async () => {
    const first = spawnServe(['--data', file])
    await first.url
    const second = spawnServe(['--data', file])
    await expect(second.url).rejects.toThrow(
      new RegExp(`store\\.json is in use by another petstore-mock \\(pid ${first.child.pid}\\)`),
    )
    expect(second.child.exitCode).toBe(1)

    await first.stop('SIGKILL')
    expect(readFileSync(`${file}.lock`, 'utf8')).toMatch(
      new RegExp(`^${first.child.pid}( \\d+)?\n$`),
    )
    const third = spawnServe(['--data', file])
    try {
      await third.url
      expect(third.out.join('\n')).toContain(
        `took over the lock of ${file} from pid ${first.child.pid}`,
      )
    } finally {
      await third.stop('SIGTERM')
    }
    expect(existsSync(`${file}.lock`)).toBe(false)
  }, 120_000)
})

describe('lockFile', () => {
  it('refuses a second holder in the same process and frees the file on release', async () => {
    const lock = await lockFile(file)
    await expect(lockFile(file)).rejects.toMatchObject({ holder: process.pid })
    await expect(createPetstoreHttpServer({ port: 0, dataFile: file })).rejects.toBeInstanceOf(
      FileLockError,
    )
    await lock.release()
    const again = await lockFile(file)
    await again.release()
    expect(existsSync(`${file}.lock`)).toBe(false)
  })

  it('lets only one of several starts racing for a stale lock win, the others told who holds it', async () => {
    // Many rounds: the race lost one round in five when the starts shared a file to link from.
    for (let round = 0; round < 30; round++) {
      // A pid far beyond any running process: the lock of one that is gone.
      writeFileSync(`${file}.lock`, '4194303\n')
      const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => lockFile(file)))
      const won = outcomes.filter((o) => o.status === 'fulfilled')
      expect(won).toHaveLength(1)
      for (const lost of outcomes.filter((o) => o.status === 'rejected')) {
        expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(FileLockError)
      }
      await (won[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release()
    }
  })
})
