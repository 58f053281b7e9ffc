/**
 * A restart on a disk the mock's own log filled: the start fails, naming the file it could not
 * write. The disk is a tiny tmpfs (mounting needs root, as CI runs; skipped elsewhere).
 */
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createPetstoreHttpServer } from './petstore-http-server'

const dir = mkdtempSync(join(tmpdir(), 'petstore-enospc-'))
let mounted = false
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' })
  mounted = true
} catch {
  // Not root, or no mount here: the test is skipped.
}

afterAll(() => {
  if (mounted) execFileSync('umount', [dir])
  rmSync(dir, { recursive: true, force: true })
})

function fill(file: string): void {
  const fd = openSync(file, 'w')
  try {
    for (const size of [65_536, 1024, 1]) {
      try {
        for (;;) writeSync(fd, Buffer.alloc(size))
      } catch {
        // Full at this size: go on with a smaller one.
      }
    }
  } finally {
    closeSync(fd)
  }
}

describe.skipIf(!mounted)('serve --data on a full disk at start', () => {
  it('fails the start naming the file it could not write', async () => {
    const file = join(dir, 'store.json')
    const first = await createPetstoreHttpServer({ port: 0, dataFile: file })
    await first.close()
    fill(join(dir, 'filler'))
    const start = createPetstoreHttpServer({ port: 0, dataFile: file })
    await expect(start).rejects.toThrow(/ENOSPC/)
    await expect(start).rejects.toThrow(file)
  })
})
