/**
 * `serve --data` at start removes the temporary files a fold killed mid-write left behind: only
 * names it makes itself, only for processes that are gone, and it says so in one line.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createPetstoreHttpServer } from './petstore-http-server'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-temps-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it('removes the temp files of stopped runs at start, says so once, and leaves every other file', async () => {
  const gone = spawnSync(process.execPath, ['-e', '']).pid
  const alive = process.ppid
  const stale = [`.store.json.${gone}.tmp`, `.store.json.${gone + 1_000_000}.tmp`]
  const kept = [
    `.store.json.${alive}.tmp`,
    `.other.json.${gone}.tmp`,
    '.store.json.notapid.tmp',
    `store.json.${gone}.tmp`,
  ]
  for (const name of [...stale, ...kept]) writeFileSync(join(dir, name), '{"half": ')
  const notices: string[] = []
  const file = join(dir, 'store.json')
  const mock = await createPetstoreHttpServer({
    port: 0,
    dataFile: file,
    onDataFileNotice: (message) => notices.push(message),
  })
  await mock.close()

  for (const name of stale) expect(existsSync(join(dir, name))).toBe(false)
  expect(readdirSync(dir).sort()).toEqual([...kept, 'store.json'].sort())
  expect(notices).toEqual([
    `removed 2 temporary files of ${file} left by a run that was killed mid-write: ${[...stale].sort().join(', ')}`,
  ])
})
