/**
 * `serve --data` when a log append fails part-way (a disk that fills mid-record): the fragment is
 * cut off before the 503, the refused write leaves the store too, and a restart from the files
 * (as after a kill -9, with no fold on exit) holds every write answered 201 and nothing else.
 */
import { mkdtempSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createPetstore } from '../../controller/petstore'
import { createApiClient } from '../../conformance/client'
import { readDataFile, syncDataFile, writeDataFile, type DataFileSync } from './data-file'
import { logFileOf, type WriteFn } from './data-log'
import { createPetstoreListener } from './listener'

let dir: string
let server: Server | undefined
let sync: DataFileSync | undefined

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-refused-'))
})
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)))
  rmSync(dir, { recursive: true, force: true })
})

// Writes half of the next record, then fails with ENOSPC, while `full` is set.
function fillingDisk() {
  const disk = { full: false }
  const write: WriteFn = (fd, buffer, offset, length) => {
    if (!disk.full) return writeSync(fd, buffer, offset, length)
    if (offset === 0) return writeSync(fd, buffer, 0, Math.ceil(length / 2))
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
  }
  return { disk, write }
}

async function serveOn(file: string, write: WriteFn) {
  const petstore = createPetstore()
  await petstore.ready
  await writeDataFile(file, await petstore.snapshot())
  const errors: string[] = []
  sync = syncDataFile(petstore, file, { write, onError: (error) => errors.push(error.message) })
  const listener = createPetstoreListener(petstore, { durable: sync.durable })
  server = createServer((req, res) => listener(req, res))
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { api: createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1` }), errors }
}

async function create(api: ReturnType<typeof createApiClient>, name: string) {
  return api.op('createPet', { body: { name, categoryId: 1 } })
}

it('cuts a failed append back to whole records, refuses the write everywhere, and restarts with every answered one', async () => {
  const file = join(dir, 'store.json')
  const { disk, write } = fillingDisk()
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const { api, errors } = await serveOn(file, write)

  expect((await create(api, 'Before')).status).toBe(201)
  disk.full = true
  const refused = await create(api, 'Refused')
  expect(refused.status).toBe(503)
  expect(refused.body).toEqual({
    code: 'service_unavailable',
    status: 503,
    message:
      'The change could not be written to the data file (ENOSPC: no space left on device, write), so it was not made; try again once the disk has room.',
  })
  // Only whole records: every line ends and parses.
  const text = readFileSync(logFileOf(file), 'utf8')
  expect(text.endsWith('\n')).toBe(true)
  for (const line of text.trimEnd().split('\n'))
    expect(() => JSON.parse(line) as unknown).not.toThrow()
  // The store read back from the files no longer shows the refused write.
  await expect
    .poll(async () => (await api.op('listPets', { query: { name: 'Refused' } })).body)
    .toEqual([])

  disk.full = false
  expect((await create(api, 'After')).status).toBe(201)
  // kill -9: nothing folded on exit, the files are read back as a start does.
  const restarted = await readDataFile(file)
  const names = restarted?.snapshot.pets.map((pet) => pet.name)
  expect(names).toContain('Before')
  expect(names).toContain('After')
  expect(names).not.toContain('Refused')
  // One line for the failure, through onError; no stack on the console.
  expect(errors).toEqual(['ENOSPC: no space left on device, write'])
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
  await sync?.close()
})
