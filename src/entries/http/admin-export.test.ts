/**
 * `GET /__admin/export` and `POST /__admin/import`: the whole store in the one snapshot format
 * (the `serve --data` file's), with `/__admin/store` kept as their alias.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../conformance/client'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

let mock: PetstoreHttpServer
let api: ReturnType<typeof createApiClient>

beforeAll(async () => {
  mock = await createPetstoreHttpServer({ port: 0, seed: 5, admin: true })
  api = createApiClient({ baseUrl: mock.url })
})
afterAll(() => mock.close())

async function admin(method: string, path: string, body?: string) {
  const res = await fetch(`${mock.origin}/__admin${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('store export and import', () => {
  it('exports the store and imports it back after changes, restoring it whole', async () => {
    const exported = await admin('GET', '/export')
    expect(exported.body).toMatchObject({ format: 'petstore-mock/store', version: 1 })
    await api.ok('deletePet', { params: { petId: 48 } })
    expect((await admin('POST', '/import', JSON.stringify(exported.body))).status).toBe(200)
    expect(await api.ok('getPetById', { params: { petId: 48 } })).toMatchObject({ id: 48 })
    expect((await admin('GET', '/export')).body).toEqual(exported.body)
  })

  it('keeps /__admin/store as an alias of export and import', async () => {
    const exported = await admin('GET', '/export')
    expect((await admin('GET', '/store')).body).toEqual(exported.body)
    expect((await admin('PUT', '/store', JSON.stringify(exported.body))).status).toBe(200)
  })

  it('refuses an import that is not a store with a 400 naming the field, keeping the store', async () => {
    const before = await admin('GET', '/export')
    const res = await admin('POST', '/import', JSON.stringify({ format: 'other', dump: {} }))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('body.format'),
    })
    expect((await admin('GET', '/export')).body).toEqual(before.body)
  })

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await admin('POST', '/import', '{"format":')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'invalid_json' })
  })

  it('answers 405 naming POST for a GET on import', async () => {
    const res = await admin('GET', '/import')
    expect(res.status).toBe(405)
    expect(res.body.message).toBe('Use POST on /__admin/import.')
  })
})
