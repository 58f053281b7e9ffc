import { describe, expect, it } from 'vitest'
import { StoreSnapshotError } from '../db/snapshot'
import { createPetstore } from './petstore'
import { decodeState, encodeState, type SharedState } from './state'

const BASE = 'http://hostile.test/api/v1'
const AUTH = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

async function goodState(): Promise<SharedState> {
  const petstore = createPetstore({ baseUrl: BASE, seed: 7 })
  await petstore.ready
  return decodeState(await petstore.share())
}

async function refusal(text: string): Promise<StoreSnapshotError> {
  const error = await decodeState(text).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(StoreSnapshotError)
  return error as StoreSnapshotError
}

function listReply(name: string, value: string) {
  return { operationId: 'listPets', status: 200, body: [], headers: { [name]: value } }
}

function createdReply(location: string) {
  const body = { id: 5, name: 'Rex', categoryId: 1, status: 'available' }
  return { operationId: 'createPet', status: 201, body, headers: { Location: location } }
}

async function withPending(pending: unknown[]): Promise<string> {
  return encodeState({ ...(await goodState()), pending: pending as SharedState['pending'] })
}

describe('a shared state is checked as a write through the API would be', () => {
  it('refuses one-off replies that plant cookies, CORS grants or framing headers', async () => {
    for (const name of ['Set-Cookie', 'Access-Control-Allow-Origin', 'Content-Length']) {
      const text = await withPending([
        { operationId: 'listPets', status: 200, body: [], headers: { [name]: 'x' } },
      ])
      const error = await refusal(text)
      expect(error.problems[0]!.path).toBe('pending[0]')
      expect(error.message).toContain(`may not set ${name}`)
    }
  })

  it('refuses one-off reply headers the API itself never sends, naming the header', async () => {
    const cases: Array<[string, string]> = [
      ['Location', 'https://evil.example/steal'],
      ['Location', '//evil.example/steal'],
      ['Content-Encoding', 'gzip'],
      ['Service-Worker-Allowed', '/'],
      ['Cache-Control', 'public, max-age=31536000, immutable'],
      ['Content-Disposition', 'attachment; filename=evil.html'],
      ['X-Content-Type-Options', 'bogus'],
    ]
    for (const [name, value] of cases) {
      const reply = name === 'Location' ? createdReply(value) : listReply(name, value)
      const error = await refusal(await withPending([reply]))
      expect(error.problems[0]!.path).toBe('pending[0]')
      expect(error.message).toContain(name)
    }
    // What the API itself sends for that answer is taken.
    const fine = await withPending([listReply('X-Total-Count', '0')])
    await expect(decodeState(fine)).resolves.toBeDefined()
  })

  it('refuses unknown fields, Object.prototype names included', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'foo']) {
      const text = JSON.stringify(await goodState()).replace(/^\{/, `{"${key}":1,`)
      const error = await refusal(await encodeState(JSON.parse(text) as SharedState))
      expect(error.message).toContain(`has unknown fields: ${key}`)
    }
  })

  it('refuses a delay past a minute, headers that are not an object and unknown fields', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ operationId: 'listPets', delay: 1e9 }, /delay must be whole milliseconds from 0 to 60000/],
      [
        { operationId: 'listPets', status: 200, body: [], headers: 'x' },
        /headers must be an object/,
      ],
      [
        { operationId: 'listPets', status: 200, body: [], headers: { 'X-A': 'a\r\nb' } },
        /one line/,
      ],
      [{ operationId: 'listPets', delay: 1, code: 'x', extra: 1 }, /unknown fields: code, extra/],
      [{ operationId: 'nope', delay: 1 }, /must name an operation/],
    ]
    for (const [reply, message] of cases) {
      expect((await refusal(await withPending([reply]))).message).toMatch(message)
    }
  })

  it('refuses a clock outside the dates openapi.yaml can write', async () => {
    const text = await encodeState({ ...(await goodState()), now: '+275760-09-12T00:00:00.000Z' })
    expect((await refusal(text)).problems.map((p) => p.path)).toEqual(['now'])
  })

  it('refuses a share link with a broken % escape, naming the state', async () => {
    const error = await refusal('https://app.test/#petstore-state=%E0%A4%A')
    expect(error.message).toMatch(/broken % escape/)
  })

  it('refuses a store that stock and open orders put past the ceiling', async () => {
    const state = await goodState()
    const open = state.store.orders.find((order) => !order.complete)!
    const item = state.store.inventory.find((entry) => entry.petId === open.petId)!
    item.quantity = 1_000_000
    const error = await refusal(await encodeState(state))
    expect(error.problems[0]!.path).toMatch(/^store\.inventory\[\d+\]\.quantity$/)
  })
})

describe('restore()', () => {
  it('forgets the one-off replies planned before it', async () => {
    const petstore = createPetstore({ baseUrl: BASE, seed: 7 })
    await petstore.ready
    const saved = await petstore.snapshot()
    petstore.nextResponse('listPets', { status: 503 })
    await petstore.restore(saved)
    const res = await petstore.fetch(new Request(`${BASE}/pets`, { headers: AUTH }))
    expect(res!.status).toBe(200)
  })

  it('puts the state’s one-offs in place of the earlier ones, and keeps them if it fails', async () => {
    const petstore = createPetstore({ baseUrl: BASE, seed: 7 })
    await petstore.ready
    petstore.nextResponse('listPets', { status: 503 })
    await expect(petstore.restore('petstore-state.1.broken')).rejects.toThrow(StoreSnapshotError)
    const first = await petstore.fetch(new Request(`${BASE}/pets`, { headers: AUTH }))
    expect(first!.status).toBe(503)
    petstore.nextResponse('listPets', { status: 503 })
    await petstore.restore(await withPending([{ operationId: 'listCategories', status: 500 }]))
    const pets = await petstore.fetch(new Request(`${BASE}/pets`, { headers: AUTH }))
    const categories = await petstore.fetch(new Request(`${BASE}/categories`, { headers: AUTH }))
    expect([pets!.status, categories!.status]).toEqual([200, 500])
  })
})

describe('a clock at either end of the date range', () => {
  it('still places an order, its default ship date kept within the dates the contract writes', async () => {
    for (const [at, shipDate] of [
      [8.64e15, '9999-12-31T23:59:59.999Z'],
      [-8.64e15, '0000-01-01T00:00:00.000Z'],
    ] as const) {
      const petstore = createPetstore({ baseUrl: BASE, seed: 7, now: () => new Date(at) })
      await petstore.ready
      const pet = (await petstore.db.listPets({ status: ['available'], limit: 1, offset: 0 }))
        .items[0]!
      const init = {
        method: 'POST',
        headers: AUTH,
        body: JSON.stringify({ petId: pet.id, quantity: 1 }),
      }
      const res = await petstore.fetch(new Request(`${BASE}/store/orders`, init))
      expect(res!.status).toBe(201)
      expect(((await res!.json()) as { shipDate: string }).shipDate).toBe(shipDate)
    }
  })
})
