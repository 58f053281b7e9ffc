/**
 * `serve --data`: the store survives restarts, a broken file stops the start untouched, and a
 * process killed in the middle of a burst of writes leaves a whole, loadable file.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { main, type CliIo } from '../cli/main'
import { parseStoreSnapshot } from '../../db/dump'
import { createApiClient } from '../conformance/client'
import { DataFileError, readDataFile } from './data-file'
import { createPetstoreHttpServer } from './server'

const root = fileURLToPath(new URL('../../../', import.meta.url))
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
    await expect
      .poll(() => stored().pets.some((p) => p.id === pet.id), { timeout: 3000 })
      .toBe(true)
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

describe('a crash in the middle of writes', () => {
  function spawnServe() {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "import { main } from './src/entries/cli/main.ts'; process.exitCode = await main(process.argv.slice(1))",
        'serve',
        '--port',
        '0',
        '--quiet',
        '--data',
        file,
      ],
      { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } },
    )
    const out: string[] = []
    child.stdout.setEncoding('utf8').on('data', (text: string) => out.push(...text.split('\n')))
    child.stderr.setEncoding('utf8').on('data', (text: string) => out.push(...text.split('\n')))
    return { child, out }
  }

  async function urlOf(out: string[]): Promise<string> {
    const pattern = /^ {2}API {8}(http:\/\/127\.0\.0\.1:\d+\/api\/v1)$/
    await expect.poll(() => out.some((l) => pattern.test(l)), { timeout: 45_000 }).toBe(true)
    return (out.map((l) => pattern.exec(l)).find(Boolean) as RegExpMatchArray)[1] as string
  }

  it('leaves a whole file holding every write acknowledged before the last flush', async () => {
    const first = spawnServe()
    let seenOnDisk: number[] = []
    try {
      const api = createApiClient({ baseUrl: await urlOf(first.out) })
      const created: number[] = []
      const deadline = Date.now() + 2500
      while (Date.now() < deadline) {
        const pet = await api.ok('createPet', {
          body: { name: `Burst ${created.length}`, categoryId: 1 },
        })
        created.push(pet.id)
        // Every read during the burst must find a whole store: never half a file.
        const ids = stored().pets.map((p) => p.id)
        if (ids.length > seenOnDisk.length) seenOnDisk = ids
      }
      expect(seenOnDisk.length).toBeGreaterThan(48)
    } finally {
      first.child.kill('SIGKILL')
      await new Promise((resolve) => first.child.once('exit', resolve))
    }
    const onDisk = stored().pets.map((p) => p.id)
    expect(onDisk).toEqual(expect.arrayContaining(seenOnDisk))

    const second = spawnServe()
    try {
      const api = createApiClient({ baseUrl: await urlOf(second.out) })
      const total = (await api.get('/pets', { query: { limit: 1 } })).headers.get('x-total-count')
      expect(Number(total)).toBe(onDisk.length)
    } finally {
      second.child.kill('SIGTERM')
      await new Promise((resolve) => second.child.once('exit', resolve))
    }
  }, 120_000)
})
