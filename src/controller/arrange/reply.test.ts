import { describe, expect, it } from 'vitest'
import { usePetstore } from 'petstore-mock/vitest'
import { jsonSender } from '../../../test/support/send'

const BASE = 'http://reply.test/api/v1'
const petstore = usePetstore({ baseUrl: BASE, scenario: 'empty' })

const call = jsonSender(BASE)

describe('petstore.reply', () => {
  it('answers the operation with the reply, completing the Error object the contract requires', async () => {
    petstore.server.use(petstore.reply('listPets', { status: 503 }))
    const answer = await call('GET', '/pets')
    expect(answer).toMatchObject({
      status: 503,
      body: { code: 'service_unavailable', status: 503, message: expect.any(String) },
    })
    expect((await call('GET', '/categories')).status).toBe(200)
  })

  it('goes through the journal and coverage like every other answer', async () => {
    petstore.server.use(petstore.reply('listPets', { status: 200, body: [] }))
    const page = await call('GET', '/pets?limit=5')
    expect(page.headers.get('x-total-count')).toBe('0')
    expect(petstore.requests.at(-1)).toMatchObject({
      operationId: 'listPets',
      status: 200,
      query: { limit: 5 },
      answeredBy: 'hook',
      violations: [],
    })
    expect(petstore).toHaveReceived('listPets', { query: { limit: 5 }, status: 200 })
    const listPets = petstore.coverage().operations.find((o) => o.operationId === 'listPets')
    expect(listPets?.hooked).toContain(200)
  })

  it('gives a resolver the checked, typed input, and lets the operation answer on undefined', async () => {
    const rex = await petstore.given.pet({ name: 'Rex' })
    const tom = await petstore.given.pet({ name: 'Tom' })
    petstore.server.use(
      petstore.reply('getPetById', ({ params }) =>
        params.petId === tom.id ? { status: 404, message: 'Tom ran away.' } : undefined,
      ),
    )
    expect((await call('GET', `/pets/${tom.id}`)).body).toEqual({
      code: 'not_found',
      message: 'Tom ran away.',
      status: 404,
    })
    expect((await call('GET', `/pets/${rex.id}`)).body).toMatchObject({ name: 'Rex' })
  })

  it('still checks auth and the input first, as the real operation would', async () => {
    petstore.server.use(petstore.reply('listPets', { status: 200, body: [] }))
    expect((await call('GET', '/pets', undefined, {})).status).toBe(401)
    expect((await call('GET', '/pets?limit=0')).status).toBe(400)
    // Both are the app's doing on purpose here; the guard reports them.
    await expect(petstore.guard.check()).rejects.toThrow('unauthorized')
  })

  it('answers once when asked, then the mock behaves normally', async () => {
    petstore.server.use(petstore.reply('listCategories', { status: 503 }, { once: true }))
    expect((await call('GET', '/categories')).status).toBe(503)
    expect((await call('GET', '/categories')).status).toBe(200)
  })

  it('does not count as the app breaking the contract when the test asks for a 400', async () => {
    petstore.server.use(petstore.reply('createCategory', { status: 400 }))
    expect((await call('POST', '/categories', { name: 'Ferrets' })).status).toBe(400)
    await expect(petstore.guard.check()).resolves.toBeUndefined()
  })

  it('refuses, where the test writes it, a reply openapi.yaml does not document', () => {
    expect(() =>
      // @ts-expect-error 418 is not documented for listPets, so the type check refuses it too
      petstore.reply('listPets', { status: 418 }),
    ).toThrow("reply('listPets', { status: 418 }): openapi.yaml documents 200, 400, 401")
    expect(() =>
      // @ts-expect-error name must be a string
      petstore.reply('listPets', { status: 200, body: [{ id: 1, name: 2, categoryId: 1 }] }),
    ).toThrow(
      "reply('listPets', { status: 200 }) is outside openapi.yaml:\n  - body.0.name must be string",
    )
    // @ts-expect-error there is no option loud
    expect(() => petstore.reply('listPets', { status: 503 }, { loud: true })).toThrow(
      'reply: unknown option "loud"; use once or unchecked',
    )
  })

  it('sends an undocumented answer when told it is unchecked, and journals its violations', async () => {
    petstore.server.use(petstore.reply('listPets', { status: 418 }, { unchecked: true }))
    expect((await call('GET', '/pets')).status).toBe(418)
    expect(petstore.requests.at(-1)?.violations.join('\n')).toContain('418')
    expect(petstore.coverage().undocumented).toContainEqual({
      operationId: 'listPets',
      status: 418,
      count: 1,
    })
  })

  it("refuses a resolver's answer outside the contract when it is sent", async () => {
    petstore.server.use(
      // @ts-expect-error a pet's name is a string
      petstore.reply('listPets', () => ({
        status: 200,
        body: [{ id: 1, name: 2, categoryId: 1 }],
      })),
    )
    expect((await call('GET', '/pets')).status).toBe(500)
    await expect(petstore.guard.check()).rejects.toThrow('body.0.name must be string')
  })

  it('waits before answering when given a delay, and only delays the normal answer without a status', async () => {
    petstore.server.use(petstore.reply('listCategories', { delay: 120 }))
    const started = performance.now()
    expect((await call('GET', '/categories')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })
})
