/**
 * The data file's lock belongs to the file, not to a path or a pid number: a lock naming a pid
 * that runs but is not its holder (this very process after a container restart, or pid 1) never
 * blocks a start, and two paths to one file (a symlink, `..`, a hard link) are one file.
 */
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../conformance/client'
import { FileLockError, lockFile } from './file-lock'
import { createPetstoreHttpServer } from './petstore-http-server'

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-lock-id-'))
  file = join(dir, 'store.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('a lock naming a pid that runs', () => {
  it('takes over a lock naming this process when this process does not hold it', async () => {
    writeFileSync(`${file}.lock`, `${process.pid}\n`)
    const lock = await lockFile(file)
    expect(lock.tookOver).toBe(process.pid)
    await lock.release()
  })

  it.skipIf(!existsSync('/proc/1/stat'))(
    'takes over a lock naming pid 1 written by a process that started at another time',
    async () => {
      writeFileSync(`${file}.lock`, '1 4242424242\n')
      const lock = await lockFile(file)
      expect(lock.tookOver).toBe(1)
      await lock.release()
    },
  )

  it('still refuses while this process holds the lock itself', async () => {
    const lock = await lockFile(file)
    await expect(lockFile(file)).rejects.toBeInstanceOf(FileLockError)
    await lock.release()
  })
})

describe('two paths to one data file', () => {
  it('refuses a second serve through a symlink or a .. path to the file the first holds', async () => {
    mkdirSync(join(dir, 'a'))
    mkdirSync(join(dir, 'b'))
    const real = join(dir, 'a', 'x.json')
    symlinkSync(join('..', 'a', 'x.json'), join(dir, 'b', 'x.json'))
    const first = await createPetstoreHttpServer({ port: 0, dataFile: real })
    try {
      for (const other of [join(dir, 'b', 'x.json'), join(dir, 'b', '..', 'a', 'x.json')]) {
        await expect(createPetstoreHttpServer({ port: 0, dataFile: other })).rejects.toThrow(
          FileLockError,
        )
      }
    } finally {
      await first.close()
    }
  })

  it('keeps a symlinked data file a symlink, writing through to its target', async () => {
    mkdirSync(join(dir, 'a'))
    const real = join(dir, 'a', 'x.json')
    const link = join(dir, 'x.json')
    symlinkSync(real, link)
    const server = await createPetstoreHttpServer({ port: 0, dataFile: link })
    const api = createApiClient({ baseUrl: server.url })
    const created = await api.op('createPet', { body: { name: 'Through', categoryId: 1 } })
    expect(created.status).toBe(201)
    await server.close()
    expect(lstatSync(link).isSymbolicLink()).toBe(true)
    expect(readFileSync(real, 'utf8')).toContain('"Through"')
  })

  it('refuses a data file with another hard link, naming both the file and the reason', async () => {
    const first = await createPetstoreHttpServer({ port: 0, dataFile: file })
    await first.close()
    linkSync(file, join(dir, 'other.json'))
    await expect(
      createPetstoreHttpServer({ port: 0, dataFile: join(dir, 'other.json') }),
    ).rejects.toThrow(/other\.json has 2 hard links/)
  })
})
