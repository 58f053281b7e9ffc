/**
 * `serve --data` when the log cannot take a write (a full disk): the client is told, with the
 * documented 503 Error object, that the change may not survive a restart; it is never a 201.
 * /dev/full fails every write with ENOSPC, so the log is pointed at it. The server is put
 * together as `createPetstoreHttpServer` does, minus reading the log back at start (reading
 * /dev/full never ends).
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPetstore } from '../../controller/petstore'
import { createApiClient } from '../../conformance/client'
import { readDataFile, syncDataFile, writeDataFile, type DataFileSync } from './data-file'
import { logFileOf } from './data-log'
import { createPetstoreListener } from './listener'

let dir: string
let server: Server | undefined
let sync: DataFileSync | undefined

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-full-'))
})
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)))
  await sync?.close().catch(() => undefined)
  rmSync(dir, { recursive: true, force: true })
})

async function serveWithFullLog() {
  const file = join(dir, 'store.json')
  const petstore = createPetstore()
  await petstore.ready
  await writeDataFile(file, await petstore.snapshot())
  symlinkSync('/dev/full', logFileOf(file))
  const errors: string[] = []
  sync = syncDataFile(petstore, file, { onError: (error) => errors.push(error.message) })
  const listener = createPetstoreListener(petstore, { durable: sync.durable })
  server = createServer((req, res) => listener(req, res))
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { api: createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1` }), errors }
}

describe.skipIf(!existsSync('/dev/full'))('serve --data on a full disk', () => {
  it('answers a write it could not log with a 503 Error object, and reads still work', async () => {
    const { api, errors } = await serveWithFullLog()
    // The client refuses any answer outside openapi.yaml, so each answer below is in it.
    const created = await api.op('createPet', { body: { name: 'Unlogged', categoryId: 1 } })
    expect(created.status).toBe(503)
    expect(created.body).toMatchObject({ code: 'service_unavailable', status: 503 })
    expect((created.body as { message: string }).message).toMatch(
      /could not be written to the data file \(ENOSPC[^)]*\), so it was not made/,
    )
    expect(errors.join('\n')).toMatch(/ENOSPC/)
    expect((await api.op('getPetById', { params: { petId: 1 } })).status).toBe(200)
  })
  it('refuses to start on a log that is a device, naming it, instead of reading it forever', async () => {
    const file = join(dir, 'store.json')
    symlinkSync('/dev/full', logFileOf(file))
    await expect(readDataFile(file)).rejects.toThrow(
      `${logFileOf(file)} cannot be read (is not a regular file)`,
    )
  })
})
