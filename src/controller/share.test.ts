import { describe, expect, it } from 'vitest'
import { StoreSnapshotError } from '../db/snapshot'
import { createPetstore, type Petstore } from './petstore'
import { API_NAME, decodeState, encodeState, MAX_STATE_CHARS, PACKAGE_VERSION } from './state'

const BASE = 'http://share.test/api/v1'
const AUTH = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

async function get(petstore: Petstore, path: string) {
  const response = await petstore.fetch(new Request(`${BASE}${path}`, { headers: AUTH }))
  return { status: response!.status, body: (await response!.json()) as unknown }
}

async function post(petstore: Petstore, path: string, body: unknown) {
  const init = { method: 'POST', headers: AUTH, body: JSON.stringify(body) }
  return (await petstore.fetch(new Request(`${BASE}${path}`, init)))!.status
}

async function changedMock(): Promise<Petstore> {
  const petstore = createPetstore({ baseUrl: BASE, seed: 5 })
  await petstore.ready
  await post(petstore, '/categories', { name: 'Shared' })
  await post(petstore, '/store/orders', { petId: 3, quantity: 1 })
  petstore.configure({ latency: [0, 1], faultRate: 0 })
  petstore.setNow('2027-01-02T03:04:05.000Z')
  return petstore
}

const reads = [
  '/pets?limit=100',
  '/categories?limit=100',
  '/store/orders?limit=100',
  '/store/inventory?limit=100',
]

async function bodies(petstore: Petstore) {
  return Promise.all(reads.map((path) => get(petstore, path)))
}

async function damaged(petstore: Petstore, text: unknown): Promise<StoreSnapshotError> {
  const error = await petstore.restore(text).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(StoreSnapshotError)
  return error as StoreSnapshotError
}

describe('share()', () => {
  it('gives a compact, versioned text that another mock loads into the same answers', async () => {
    const source = await changedMock()
    source.nextResponse('listCategories', { status: 503 })
    const text = await source.share()
    expect(text).toMatch(/^petstore-state\.1\.[A-Za-z0-9_-]+$/)
    expect(text.length).toBeLessThan(6000)

    const copy = createPetstore({ baseUrl: BASE, state: text })
    await copy.ready
    expect(copy.settings).toEqual({ latency: [0, 1], faultRate: 0 })
    // The pending one-off travels: the copy's first category list is the 503.
    expect((await get(copy, '/categories')).status).toBe(503)
    expect((await get(source, '/categories')).status).toBe(503)
    expect(await bodies(copy)).toEqual(await bodies(source))
    // The fixed clock travels: a new order ships two days after it.
    expect(await post(copy, '/store/orders', { petId: 4, quantity: 1 })).toBe(201)
    const orders = (await get(copy, '/store/orders?limit=100')).body as Array<{ shipDate: string }>
    expect(orders.at(-1)?.shipDate).toBe('2027-01-04T03:04:05.000Z')
  })

  it('is loaded by restore(), by a share link, and reset comes back to the state option', async () => {
    const source = await changedMock()
    const text = await source.share()
    const other = createPetstore({ baseUrl: BASE })
    await other.ready
    await other.restore(`https://app.test/shop?x=1#petstore-state=${text}`)
    expect(await bodies(other)).toEqual(await bodies(source))

    const started = createPetstore({ baseUrl: BASE, state: text })
    await started.ready
    await post(started, '/categories', { name: 'Later' })
    await started.reset()
    expect(await bodies(started)).toEqual(await bodies(source))
  })

  it('carries no credential: a one-off reply cannot hold one, and the journal is redacted', async () => {
    const source = await changedMock()
    expect(() =>
      source.nextResponse('listPets', {
        status: 200,
        body: [],
        headers: { Authorization: 'Bearer petstore-demo-key' },
      }),
    ).toThrow(/may not set Authorization: the API never sends it/)
    source.nextResponse('listPets', { status: 200, body: [], headers: { 'X-Total-Count': '0' } })
    const state = await decodeState(await source.share())
    expect(JSON.stringify(state)).not.toContain('petstore-demo-key')
    expect(state.pending[0]?.headers).toMatchObject({ 'x-total-count': '0' })
  })
})

describe('a state that cannot load', () => {
  it('names what is wrong and leaves the mock as it was', async () => {
    const target = createPetstore({ baseUrl: BASE })
    await target.ready
    target.configure({ latency: 5 })
    const before = await bodies(target)
    const text = await (await changedMock()).share()
    const body = text.slice('petstore-state.1.'.length)
    const cases: Array<[unknown, RegExp]> = [
      ['hello', /not a petstore-mock state text/],
      [`petstore-state.2.${body}`, /format version 2.*reads version 1/],
      [`petstore-state.1.${body.slice(0, body.length / 2)}`, /cut short|damaged/],
      [`petstore-state.1.${body.slice(0, 40)}!${body.slice(41)}`, /outside base64url/],
      [`petstore-state.1.${'A'.repeat(MAX_STATE_CHARS)}`, /over the \d+-character limit/],
    ]
    for (const [value, message] of cases) {
      expect((await damaged(target, value)).message).toMatch(message)
    }
    expect(await bodies(target)).toEqual(before)
    expect(target.settings.latency).toBe(5)
  })

  it('refuses a state from another package version, another API or with a broken store', async () => {
    const target = createPetstore({ baseUrl: BASE })
    await target.ready
    const state = await decodeState(await (await changedMock()).share())
    const older = await encodeState({ ...state, package: '0.0.1' })
    expect((await damaged(target, older)).message).toMatch(
      new RegExp(`petstore-mock "0.0.1"; this is ${PACKAGE_VERSION}`),
    )
    const otherApi = await encodeState({ ...state, api: 'Bookstore 2.0' })
    expect((await damaged(target, otherApi)).message).toContain(`this mock serves ${API_NAME}`)
    const pets = [...state.store.pets, { ...state.store.pets[0]! }]
    const broken = await encodeState({ ...state, store: { ...state.store, pets } })
    expect((await damaged(target, broken)).problems[0]?.path).toMatch(/^store\.pets\[\d+\]/)
    const badPending = await encodeState({
      ...state,
      pending: [{ operationId: 'listPets', status: 299 }],
    })
    expect((await damaged(target, badPending)).problems[0]?.path).toBe('pending[0]')
  })

  it('rejects ready with the reason when the state option cannot load, and a non-text at once', async () => {
    const mock = createPetstore({ state: 'petstore-state.1.abc' })
    await expect(mock.ready).rejects.toThrow(StoreSnapshotError)
    expect(() => createPetstore({ state: 42 as unknown as string })).toThrow(/state must be/)
  })
})
