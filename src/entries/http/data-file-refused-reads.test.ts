/**
 * `serve --data` on a disk that refuses some appends, under concurrent reads: a write answered
 * 503 ("not made") is never seen by another client, not even for the moment between its refusal
 * and the store being read back, and none is left behind once the disk takes writes again.
 */
import { mkdtempSync, rmSync, writeSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createPetstore } from '../../controller/petstore'
import { createApiClient } from '../../conformance/client'
import { readDataFile, syncDataFile, writeDataFile, type DataFileSync } from './data-file'
import type { WriteFn } from './data-log'
import { createPetstoreListener } from './listener'

let dir: string
let server: Server | undefined
let sync: DataFileSync | undefined

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-refused-reads-'))
})
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)))
  await sync?.close().catch(() => undefined)
  rmSync(dir, { recursive: true, force: true })
})

// The disk is full for every record that names a refused pet: half of it is written, then ENOSPC.
const fullForRefused: WriteFn = (fd, buffer, offset, length) => {
  if (!buffer.includes('Refused')) return writeSync(fd, buffer, offset, length)
  if (offset === 0) return writeSync(fd, buffer, 0, Math.ceil(length / 2))
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
}

async function serve(file: string) {
  const petstore = createPetstore()
  await petstore.ready
  await writeDataFile(file, await petstore.snapshot())
  sync = syncDataFile(petstore, file, { write: fullForRefused, onError: () => undefined })
  const listener = createPetstoreListener(petstore, { durable: sync.durable })
  server = createServer((req, res) => listener(req, res))
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1` })
}

it('never shows a write it answered 503 to a concurrent reader, and keeps none of them', async () => {
  const file = join(dir, 'store.json')
  const api = await serve(file)
  const pet = await api.op('getPetById', { params: { petId: 1 } })
  expect(pet.status).toBe(200)
  const { categoryId } = pet.body as { categoryId: number }
  const seen: string[] = []
  const statuses: number[] = []
  const reader = async (rounds: number) => {
    for (let i = 0; i < rounds; i++) {
      const read = await api.op('getPetById', { params: { petId: 1 } })
      seen.push((read.body as { name: string }).name)
    }
  }
  const writer = async (rounds: number) => {
    for (let i = 0; i < rounds; i++) {
      const name = i % 2 ? `Kept ${i}` : `Refused ${i}`
      const put = await api.op('updatePet', { params: { petId: 1 }, body: { name, categoryId } })
      statuses.push(put.status)
      expect(put.status).toBe(name.startsWith('Refused') ? 503 : 200)
    }
  }
  await Promise.all([writer(60), writer(60), reader(150), reader(150), reader(150)])
  expect(statuses.filter((s) => s === 503).length).toBe(60)
  expect(seen.filter((name) => name.startsWith('Refused'))).toEqual([])
  // Neither the store served nor the files hold a refused write.
  const last = await api.op('getPetById', { params: { petId: 1 } })
  expect((last.body as { name: string }).name).toMatch(/^(Kept|[^R])/)
  const stored = await readDataFile(file)
  expect(stored?.snapshot.pets.find((p) => p.id === 1)?.name).toBe(
    (last.body as { name: string }).name,
  )
}, 60_000)
