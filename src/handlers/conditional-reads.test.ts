/**
 * `If-Match` on a read (RFC 9110 §13.1.1): a GET of a record with an id is conditional like a
 * write, so a version the record is no longer at is answered `412 precondition_failed`, its
 * current `ETag` carried, for every read with an id, each answer checked against openapi.yaml.
 */
import { describe, expect, it } from 'vitest'
import { createPetstore } from '../controller/petstore'

const petstore = createPetstore({ baseUrl: 'http://reads.test/api/v1' })
const AUTH = { Authorization: 'Bearer petstore-demo-key' }

async function get(path: string, ifMatch?: string) {
  const headers = { ...AUTH, ...(ifMatch !== undefined && { 'If-Match': ifMatch }) }
  const res = await petstore.fetch(new Request(`http://reads.test/api/v1${path}`, { headers }))
  if (!res) throw new Error(`${path} is not under the mock's base`)
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as unknown }
}

describe('If-Match on a read with an id', () => {
  for (const path of ['/pets/2', '/categories/1', '/store/inventory/2', '/store/orders/1']) {
    it(`answers ${path} with a stale version 412 and the current ETag`, async () => {
      const current = await get(path)
      expect(current.status).toBe(200)
      const stale = await get(path, '"stale"')
      expect(stale.status).toBe(412)
      expect(stale.etag).toBe(current.etag)
      expect(stale.body).toEqual({
        code: 'precondition_failed',
        status: 412,
        message: `${path} is at ${current.etag}, not the version If-Match names.`,
      })
    })
  }

  it('answers 200 when If-Match holds the current version, or is *', async () => {
    const { etag } = await get('/pets/2')
    for (const ifMatch of [etag!, `"other", ${etag!}`, '*']) {
      expect((await get('/pets/2', ifMatch)).status, ifMatch).toBe(200)
    }
  })
})
