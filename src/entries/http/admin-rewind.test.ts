/**
 * Rewind over HTTP: `POST /__admin/rewind` behind the admin doors, and with `serve --data` the
 * rewound store is what a restart after kill -9 finds.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServe } from '../../../test/support/serve-child'
import { createApiClient } from '../../conformance/client'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

async function createCategory(api: ReturnType<typeof createApiClient>, name: string) {
  const created = await api.op('createCategory', { body: { name } })
  if (created.status !== 201) throw new Error(`createCategory answered ${created.status}`)
  return created.body.id
}

async function admin(origin: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${origin}/__admin${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('POST /__admin/rewind', () => {
  let mock: PetstoreHttpServer
  beforeAll(async () => {
    mock = await createPetstoreHttpServer({ port: 0, admin: true })
  })
  afterAll(() => mock.close())

  it('rewinds to before a request, lists the history and redoes', async () => {
    const api = createApiClient({ baseUrl: mock.url })
    const kept = await createCategory(api, 'Kept')
    const gone = await createCategory(api, 'Gone')
    const goneSeq = mock.petstore.requests.at(-1)!.seq
    const history = await admin(mock.origin, 'GET', '/history')
    expect(history.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ seq: goneSeq, operation: 'createCategory' }),
      ]),
    )

    const rewound = await admin(mock.origin, 'POST', '/rewind', { seq: goneSeq })
    expect(rewound).toMatchObject({ status: 200, body: { rewoundTo: goneSeq } })
    expect((await api.get(`/categories/${kept}`)).status).toBe(200)
    expect((await api.get(`/categories/${gone}`)).status).toBe(404)

    expect(await admin(mock.origin, 'POST', '/redo')).toMatchObject({ body: { redone: true } })
    expect((await api.get(`/categories/${gone}`)).status).toBe(200)
  })

  it('answers a clear 4xx for a seq it cannot rewind to, and for a bad body', async () => {
    expect(await admin(mock.origin, 'POST', '/rewind', { seq: 999_999 })).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: expect.stringContaining('#999999') },
    })
    expect(await admin(mock.origin, 'POST', '/rewind', { seq: 'two' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', details: [{ path: 'body.seq' }] },
    })
    expect(await admin(mock.origin, 'POST', '/rewind', { seq: 1, to: 2 })).toMatchObject({
      status: 400,
      body: { details: [{ path: 'body.to', message: 'is not allowed' }] },
    })
    expect((await admin(mock.origin, 'GET', '/rewind')).status).toBe(405)
  })
})

describe('serve --data with a rewind', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'petstore-rewind-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps the rewound store through kill -9 and a restart', async () => {
    const file = join(dir, 'store.json')
    const first = spawnServe(['--data', file, '--admin'])
    const url = await first.url
    const origin = new URL(url).origin
    const api = createApiClient({ baseUrl: url })
    const kept = await createCategory(api, 'Before')
    const gone = await createCategory(api, 'After')
    const history = (await admin(origin, 'GET', '/history')).body as unknown as Array<{
      seq: number
    }>
    const rewound = await admin(origin, 'POST', '/rewind', { seq: history.at(-1)!.seq })
    expect(rewound.status).toBe(200)
    await first.stop('SIGKILL')

    const second = spawnServe(['--data', file])
    try {
      const again = createApiClient({ baseUrl: await second.url })
      expect((await again.get(`/categories/${kept}`)).status).toBe(200)
      expect((await again.get(`/categories/${gone}`)).status).toBe(404)
    } finally {
      await second.stop('SIGTERM')
    }
  }, 60_000)
})
