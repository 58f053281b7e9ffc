/**
 * The hostile-state group at every door that loads a state: each text is refused, naming where,
 * with nothing loaded and nothing answered from it (no planted header, no planted one-off).
 * Imported snapshots and HAR recordings refuse unreadable names as the API does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPetstore } from '../controller/petstore'
import { decodeState, type SharedState } from '../controller/state'
import { StoreSnapshotError } from '../db/snapshot'
import { createPetstoreServer } from '../entries/node'
import { createPetstoreHttpServer, type PetstoreHttpServer } from '../entries/http'
import { fromHar } from '../factories/from-har'
import type { Har } from '../runtime/har/types'
import { hostileStates, UNREADABLE_NAMES, type HostileState } from './hostile-states'

const BASE = 'http://hostile.test/api/v1'
const AUTH = { Authorization: 'Bearer petstore-demo-key' }
let good: SharedState
let states: HostileState[]
let served: PetstoreHttpServer

beforeAll(async () => {
  const source = createPetstore({ baseUrl: BASE, seed: 7 })
  await source.ready
  good = await decodeState(await source.share())
  states = await hostileStates(good)
  served = await createPetstoreHttpServer({ port: 0, seed: 7, admin: true })
})
afterAll(() => served?.close())

describe('a hostile state', () => {
  it('is refused by createPetstoreServer({ state }) at once, before it could answer', () => {
    for (const { name, text } of states) {
      expect(() => createPetstoreServer({ baseUrl: BASE, state: text }), name).toThrow(
        StoreSnapshotError,
      )
    }
  })

  it('is refused by restore(), naming where, and the store and its answers stay as they were', async () => {
    const petstore = createPetstore({ baseUrl: BASE, seed: 7 })
    await petstore.ready
    const before = JSON.stringify(await petstore.snapshot())
    for (const { name, text, path } of states) {
      const error = await petstore.restore(text).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error, name).toBeInstanceOf(StoreSnapshotError)
      expect((error as StoreSnapshotError).problems[0]?.path, name).toMatch(path)
    }
    expect(JSON.stringify(await petstore.snapshot())).toBe(before)
    const res = await petstore.fetch(new Request(`${BASE}/pets`, { headers: AUTH }))
    expect(res?.status).toBe(200)
    expect(res?.headers.get('set-cookie')).toBeNull()
  })

  it('is refused by serve’s /__admin/import with 400 naming the field, and nothing is loaded or answered from it', async () => {
    const exported = () => fetch(`${served.origin}/__admin/export`).then((r) => r.text())
    const before = await exported()
    for (const { name, text, path } of states) {
      const res = await fetch(`${served.origin}/__admin/import`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(text),
      })
      const body = (await res.json()) as { code: string; details: Array<{ path: string }> }
      expect(res.status, name).toBe(400)
      expect(body.code, name).toBe('validation_failed')
      expect(body.details[0]?.path.replace(/^body\./, ''), name).toMatch(path)
    }
    expect(await exported()).toBe(before)
    const pets = await fetch(`${served.url}/pets`, {
      headers: { ...AUTH, Origin: 'https://evil.example' },
    })
    expect(pets.status).toBe(200)
    expect(pets.headers.get('set-cookie')).toBeNull()
    expect(pets.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('unreadable names', () => {
  it('are refused in an imported snapshot, naming the record', async () => {
    const petstore = createPetstore({ baseUrl: BASE, seed: 7 })
    await petstore.ready
    for (const [what, name] of UNREADABLE_NAMES) {
      const snapshot = structuredClone(good.store)
      snapshot.categories[0]!.name = name
      await expect(petstore.restore(snapshot), what).rejects.toThrow(/categories\[0\]\.name/)
    }
  })

  it('are left out of a store replayed from HAR, each entry reported as outside openapi.yaml', () => {
    const entries = UNREADABLE_NAMES.map(([, name], i) => {
      const text = JSON.stringify({ id: i + 1, name })
      return {
        startedDateTime: '2026-11-25T10:00:00.000Z',
        time: 1,
        request: {
          method: 'GET',
          url: `${BASE}/categories/${i + 1}`,
          httpVersion: 'HTTP/1.1',
          headers: [],
          queryString: [],
        },
        response: {
          status: 200,
          statusText: '',
          headers: [{ name: 'content-type', value: 'application/json' }],
          content: { size: text.length, mimeType: 'application/json', text },
        },
      }
    })
    const replay = fromHar({ log: { version: '1.2', entries } } as unknown as Har, {
      baseUrl: BASE,
    })
    expect(replay.store.categories).toEqual([])
    expect(replay.summary.skipped.map((s) => s.reason)).toEqual(
      UNREADABLE_NAMES.map(() => expect.stringMatching(/^breaks openapi.yaml: body.name/)),
    )
  })
})
