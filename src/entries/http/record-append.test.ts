/**
 * `serve --record` on a file that already holds a recording: it appends, or with
 * `recordOverwrite` starts over, and says which; a file that is not HAR stops the start; a
 * recording torn by a killed run is cut back to its last whole entry; stale temporary files of
 * dead processes go.
 */
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Har } from '../../runtime/har/types'
import { createApiClient } from '../../conformance/client'
import { HarFileError } from './har-file'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

let dir: string
let file: string
let backend: PetstoreHttpServer
const notices: string[] = []

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-record-append-'))
  file = join(dir, 'session.har')
  backend = await createPetstoreHttpServer({ port: 0, scenario: 'empty' })
  notices.length = 0
})
afterEach(async () => {
  await backend.close()
  rmSync(dir, { recursive: true, force: true })
})

/** One run of `serve --proxy --record`: `creates` categories through it, then a clean close. */
async function run(creates: number, options: { recordOverwrite?: boolean } = {}) {
  const mock = await createPetstoreHttpServer({
    port: 0,
    proxy: { target: backend.url, record: true },
    recordFile: file,
    onDataFileNotice: (message) => notices.push(message),
    ...options,
  })
  const api = createApiClient({ baseUrl: mock.url })
  for (let i = 0; i < creates; i++) {
    await api.op('createCategory', { body: { name: `Run ${notices.length}-${i}-${Date.now()}` } })
  }
  await mock.close()
}

function entries(): Har['log']['entries'] {
  return (JSON.parse(readFileSync(file, 'utf8')) as Har).log.entries
}

describe('serve --record on an existing recording', () => {
  it('appends to it and says so', async () => {
    await run(3)
    await run(2)
    expect(entries()).toHaveLength(5)
    expect(notices).toEqual([`appending to ${file}: it holds 3 exchanges already`])
  })

  it('starts over with recordOverwrite, and says so', async () => {
    await run(3)
    await run(2, { recordOverwrite: true })
    expect(entries()).toHaveLength(2)
    expect(notices).toEqual([`replaced the recording in ${file}`])
  })

  it('refuses a file that is not HAR, naming the way to replace it, and leaves it as it was', async () => {
    writeFileSync(file, 'my notes')
    await expect(run(1)).rejects.toThrow(HarFileError)
    await expect(run(1)).rejects.toThrow(/--record-overwrite/)
    expect(readFileSync(file, 'utf8')).toBe('my notes')
  })

  it('cuts a write torn by a killed run back to its last whole entry, and appends after it', async () => {
    await run(2)
    // What a kill -9 mid-write leaves: the tail overwritten by half of the next entry.
    const text = readFileSync(file, 'utf8')
    writeFileSync(
      file,
      text.slice(0, text.lastIndexOf(']')) + ',\n      {\n        "startedDateTime": "20',
    )
    await run(1)
    expect(entries()).toHaveLength(3)
    expect(notices).toEqual([
      `appending to ${file}: it holds 2 exchanges already (its last write, torn by a killed run, cut off)`,
    ])
  })

  it('removes the temporary files of processes that are gone', async () => {
    const stale = join(dir, '.session.har.4194303.tmp')
    writeFileSync(stale, '{')
    appendFileSync(stale, 'half')
    await run(1)
    expect(existsSync(stale)).toBe(false)
    expect(notices.join('\n')).toContain('.session.har.4194303.tmp')
  })
})
