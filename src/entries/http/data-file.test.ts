/**
 * `serve --data`: the store survives restarts, and a broken file stops the start untouched.
 * Killed processes and torn logs: data-file-crash.test.ts and data-log.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { main, type CliIo } from '../cli/main'
import { parseStoreSnapshot } from '../../db/snapshot'
import { createApiClient } from '../../conformance/client'
import { DataFileError, readDataFile } from './data-file'
import { createPetstoreHttpServer } from './petstore-http-server'

let dir: string
let file: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-data-'))
  file = join(dir, 'store.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function stored(): { pets: Array<{ id: number; name: string }> } {
  return parseStoreSnapshot(JSON.parse(readFileSync(file, 'utf8')))
}

async function start() {
  const mock = await createPetstoreHttpServer({ port: 0, dataFile: file })
  return { mock, api: createApiClient({ baseUrl: mock.url }) }
}

describe('serve --data', () => {
  it('seeds the scenario and creates the file when it is missing', async () => {
    const { mock } = await start()
    await mock.close()
    expect(stored().pets).toHaveLength(48)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'petstore-mock/store',
      version: 1,
    })
  })

  it('writes changes back a moment after they happen, and loads them at the next start', async () => {
    const first = await start()
    const pet = await first.api.ok('createPet', { body: { name: 'Kept', categoryId: 1 } })
    await expect.poll(() => stored().pets.some((p) => p.id === pet.id)).toBe(true)
    await first.api.ok('updatePet', {
      params: { petId: pet.id },
      body: { name: 'Renamed', categoryId: 1 },
    })
    await first.mock.close()
    expect(stored().pets.find((p) => p.id === pet.id)?.name).toBe('Renamed')

    const second = await start()
    expect(await second.api.ok('getPetById', { params: { petId: pet.id } })).toMatchObject({
      name: 'Renamed',
    })
    await second.mock.close()
  })

  it('saves a store replaced through the admin surface', async () => {
    const mock = await createPetstoreHttpServer({ port: 0, dataFile: file, admin: true })
    await fetch(`${mock.origin}/__admin/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'empty' }),
    })
    await mock.close()
    expect(stored().pets).toEqual([])
  })
})

describe('a broken data file', () => {
  function terminal() {
    const err: string[] = []
    const io: CliIo = {
      out: () => undefined,
      err: (l) => err.push(l),
      untilStopped: () => new Promise(() => undefined),
    }
    return { io, err }
  }

  it('refuses a file that is not JSON, naming the file and the problem, and leaves it as it was', async () => {
    writeFileSync(file, '{"format": "petstore-mock/store", ')
    const { io, err } = terminal()
    expect(await main(['serve', '--port', '0', '--data', file], io)).toBe(1)
    expect(err[0]).toMatch(new RegExp(`^petstore-mock: data file ${file} is not valid JSON \\(`))
    expect(readFileSync(file, 'utf8')).toBe('{"format": "petstore-mock/store", ')
  })

  it('refuses a hand-edited store that breaks the format, naming the field', async () => {
    const mock = await createPetstoreHttpServer({ port: 0, dataFile: file, scenario: 'empty' })
    await mock.close()
    const envelope = JSON.parse(readFileSync(file, 'utf8'))
    envelope.dump.pets.push({ id: 1, name: '', categoryId: 999 })
    const text = JSON.stringify(envelope)
    writeFileSync(file, text)
    const { io, err } = terminal()
    expect(await main(['serve', '--port', '0', '--data', file], io)).toBe(1)
    expect(err[0]).toContain(`data file ${file} is not a petstore-mock store: dump.pets[0]`)
    expect(readFileSync(file, 'utf8')).toBe(text)
  })

  it('throws a DataFileError from readDataFile and nothing for a missing file', async () => {
    expect(await readDataFile(join(dir, 'missing.json'))).toBeUndefined()
    writeFileSync(file, '[]')
    await expect(readDataFile(file)).rejects.toBeInstanceOf(DataFileError)
  })
})
