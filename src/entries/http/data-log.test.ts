/**
 * The log of `serve --data`: a last record cut short by a kill loads everything before it and
 * says where it was cut; a damaged record in the middle stops the start; records the data file
 * already holds replay harmlessly; `fsync` is checked where the server's options are.
 */
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { main, type CliIo } from '../cli/main'
import { createApiClient } from '../../conformance/client'
import { DataFileError, readDataFile } from './data-file'
import { logFileOf, readLog } from './data-log'
import { createPetstoreHttpServer } from './petstore-http-server'

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-log-'))
  file = join(dir, 'store.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A data file and its log as a killed server leaves them: `names` created, nothing folded yet. */
async function killedWith(names: string[]): Promise<{ file: string; log: string }> {
  const mock = await createPetstoreHttpServer({ port: 0, dataFile: file, scenario: 'empty' })
  const api = createApiClient({ baseUrl: mock.url })
  for (const name of names) await api.ok('createCategory', { body: { name } })
  // Copied at once, before the background fold (200 ms after the writes settle) empties the log.
  const copy = join(dir, 'killed.json')
  copyFileSync(file, copy)
  copyFileSync(logFileOf(file), logFileOf(copy))
  await mock.close()
  return { file: copy, log: logFileOf(copy) }
}

async function namesIn(dataFile: string, notices: string[] = []): Promise<string[]> {
  const mock = await createPetstoreHttpServer({
    port: 0,
    dataFile,
    onDataFileNotice: (m) => notices.push(m),
  })
  try {
    const page = await createApiClient({ baseUrl: mock.url }).ok('listCategories')
    return page.map((c) => c.name)
  } finally {
    await mock.close()
  }
}

describe('a log cut short by a kill', () => {
  it('loads every record before the torn one and names the file and the byte where it starts', async () => {
    const killed = await killedWith(['Fish', 'Birds'])
    const whole = statSync(killed.log).size
    appendFileSync(killed.log, '{"put":{"categories":[{"id":3,"na')
    const notices: string[] = []
    expect(await namesIn(killed.file, notices)).toEqual(['Fish', 'Birds'])
    expect(notices).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${killed.log.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ends in a torn record at byte ${whole} \\(33 bytes`,
        ),
      ),
    ])
  })

  it('says so on stderr when serve starts, and leaves a whole file and no log after', async () => {
    const killed = await killedWith(['Fish'])
    const whole = statSync(killed.log).size
    appendFileSync(killed.log, '{"put"')
    const err: string[] = []
    const out: string[] = []
    const io: CliIo = {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      untilStopped: async () => 'SIGTERM',
    }
    expect(await main(['serve', '--port', '0', '--quiet', '--data', killed.file], io)).toBe(0)
    expect(err).toEqual([
      expect.stringContaining(
        `petstore-mock: ${killed.log} ends in a torn record at byte ${whole}`,
      ),
    ])
    expect(out).toContain(
      `Store kept in ${killed.file} (loaded); every write is logged before it is answered (--fsync batch).`,
    )
    expect(existsSync(killed.log)).toBe(false)
    expect(await namesIn(killed.file)).toEqual(['Fish'])
  })

  it('counts a last line only once it ends, even when what was written parses', () => {
    const log = join(dir, 'x.log')
    writeFileSync(log, '{"a":1}\n{"b":2}')
    expect(readLog(log)).toEqual({ records: [{ a: 1 }], bytes: 8, torn: { offset: 8, bytes: 7 } })
  })
})

describe('a damaged log', () => {
  it('stops the start, naming the log and the byte of the damaged record, and changes nothing', async () => {
    const killed = await killedWith(['Fish', 'Birds'])
    const text = readFileSync(killed.log, 'utf8')
    const damaged = `${text.slice(0, 5)}#${text.slice(6)}`
    writeFileSync(killed.log, damaged)
    const error = await readDataFile(killed.file).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataFileError)
    expect((error as Error).message).toBe(
      `data file ${killed.log} has a record at byte 0 that is not JSON, followed by more records`,
    )
    expect(readFileSync(killed.log, 'utf8')).toBe(damaged)
  })

  it('names the record that breaks the store', async () => {
    const killed = await killedWith(['Fish'])
    appendFileSync(killed.log, `${JSON.stringify({ put: { categories: 'no' } })}\n`)
    await expect(readDataFile(killed.file)).rejects.toThrow(
      `data file ${killed.log} is not a petstore-mock store: record 2.put.categories`,
    )
  })
})

it('replays records the data file already holds without changing the store', async () => {
  const killed = await killedWith(['Fish', 'Birds'])
  const log = readFileSync(killed.log)
  // The file as a fold leaves it (every record in it), with the whole old log still beside it.
  expect(await namesIn(killed.file)).toEqual(['Fish', 'Birds'])
  writeFileSync(killed.log, log)
  expect(await namesIn(killed.file)).toEqual(['Fish', 'Birds'])
})

it('keeps every write with fsync always, each in the log when it is answered', async () => {
  const mock = await createPetstoreHttpServer({
    port: 0,
    dataFile: file,
    fsync: 'always',
    scenario: 'empty',
  })
  const api = createApiClient({ baseUrl: mock.url })
  const created = await Promise.all(
    ['Newts', 'Owls', 'Crabs'].map((name) => api.ok('createCategory', { body: { name } })),
  )
  expect(readLog(logFileOf(file))?.records).toHaveLength(3)
  await mock.close()
  expect((await namesIn(file)).filter((n) => created.some((c) => c.name === n))).toHaveLength(3)
})

describe('the fsync option', () => {
  it('is a TypeError naming it when it is not a mode, or given without a data file', async () => {
    await expect(
      createPetstoreHttpServer({ port: 0, dataFile: file, fsync: 'sometimes' as 'off' }),
    ).rejects.toThrow(
      new TypeError(
        `createPetstoreHttpServer: fsync must be 'always', 'batch', 'off', not "sometimes"`,
      ),
    )
    await expect(createPetstoreHttpServer({ port: 0, fsync: 'off' })).rejects.toThrow(
      new TypeError(
        'createPetstoreHttpServer: fsync needs dataFile (it says how the file is kept)',
      ),
    )
  })
})
