/**
 * `serve --data` killed with SIGKILL in the middle of a burst of concurrent writes: after a
 * restart on the same file, every write that was answered 201 is there.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { burstThenKill, categoryIds, spawnServe } from '../../../test/support/serve-child'

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-crash-'))
  file = join(dir, 'store.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it('keeps every create answered 201 when the process is killed mid-burst under load', async () => {
  const first = spawnServe(['--data', file])
  const burst = await burstThenKill(first, { connections: 10, killAfter: 300 })
  expect(burst.acknowledged.length).toBeGreaterThanOrEqual(300)

  const second = spawnServe(['--data', file])
  try {
    const kept = await categoryIds(await second.url)
    const lost = burst.acknowledged.filter((id) => !kept.has(id))
    expect(lost).toEqual([])
  } finally {
    await second.stop('SIGTERM')
  }
}, 120_000)
