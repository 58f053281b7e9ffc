// The guard is driven through MSW's getResponse, exactly as a server or Playwright would call it.
import { getResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from './kit'

const BASE = 'http://guard.test/api/v1'
const petstore = createTestKit({ baseUrl: BASE, scenario: 'empty' })

function send(path: string, init: RequestInit & { key?: string | null } = {}) {
  const { key = 'petstore-demo-key', ...rest } = init
  const headers = new Headers(rest.headers)
  if (key !== null) headers.set('Authorization', `Bearer ${key}`)
  if (rest.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json')
  }
  return getResponse(petstore.handlers, new Request(BASE + path, { ...rest, headers }))
}

beforeEach(async () => {
  await petstore.reset()
  await petstore.guard.check().catch(() => undefined)
})

describe('the contract guard', () => {
  it('fails the check on a request the contract rejects, naming method, url, status and reason', async () => {
    await send('/store/orders', { method: 'POST', body: '{"petId":1,"quantity":0}' })
    await expect(petstore.guard.check()).rejects.toThrow(
      'petstore-mock: 1 request to the API broke the contract (openapi.yaml):\n' +
        '  - POST http://guard.test/api/v1/store/orders → 400: validation_failed: quantity must be a whole number from 1 to 1000.\n' +
        "Fix the app's request, or, if the test sends it on purpose, pass allow: ['invalid_request'] in the petstore options.",
    )
  })

  it('counts malformed JSON, a wrong media type and every problem of a request', async () => {
    await send('/pets', { method: 'POST', body: '{"name":' })
    await send('/pets', {
      method: 'POST',
      body: 'name=Rex',
      headers: { 'Content-Type': 'text/plain' },
    })
    await send('/pets', { method: 'POST', body: '{}' })
    const error = await petstore.guard.check().catch((e: Error) => e)
    expect(String(error)).toContain('→ 400: invalid_json: The body is not valid JSON')
    expect(String(error)).toContain(
      '→ 415: unsupported_media_type: Send the body as application/json, not text/plain.',
    )
    expect(String(error)).toContain(
      'name is required; categoryId is required.\n      body.name: name is required\n      body.categoryId: categoryId is required',
    )
  })

  it('lets business answers through: they are the app’s normal life', async () => {
    const pet = await petstore.given.pet({ status: 'sold' })
    expect(
      (
        await send('/store/orders', {
          method: 'POST',
          body: JSON.stringify({ petId: pet.id, quantity: 1 }),
        })
      )?.status,
    ).toBe(409)
    expect((await send('/pets/999'))?.status).toBe(404)
    expect(
      (await send(`/pets/${pet.id}`, { method: 'DELETE', key: 'petstore-readonly-key' }))?.status,
    ).toBe(403)
    await expect(petstore.guard.check()).resolves.toBeUndefined()
  })

  it('fails the check on paths and methods outside the contract', async () => {
    await send('/petz')
    await send('/pets', { method: 'DELETE' })
    const error = await petstore.guard.check().catch((e: Error) => e)
    expect(String(error)).toContain(
      'GET http://guard.test/api/v1/petz → 404: not_found: No operation at GET /api/v1/petz.',
    )
    expect(String(error)).toContain(
      'DELETE http://guard.test/api/v1/pets → 405: method_not_allowed',
    )
    expect(String(error)).toContain("allow: ['outside_contract']")
  })

  it('fails the check on a request without an API key', async () => {
    await send('/pets', { key: null })
    await expect(petstore.guard.check()).rejects.toThrow(
      "GET http://guard.test/api/v1/pets → 401: unauthorized: Send an API key as \"Authorization: Bearer <key>\".\nFix the app's request, or, if the test sends it on purpose, pass allow: ['unauthorized']",
    )
  })

  it('never counts a one-off reply the test planned', async () => {
    petstore.nextResponse('listPets', { status: 400, code: 'validation_failed' })
    expect((await send('/pets'))?.status).toBe(400)
    await expect(petstore.guard.check()).resolves.toBeUndefined()
  })

  it('fails the check when the mock itself answers outside the contract', async () => {
    const remove = petstore.addHook(() => ({ status: 200, body: [{ id: 'one' }] }))
    await expect(send('/pets')).rejects.toThrow('listPets answered 200 outside openapi.yaml')
    remove()
    await expect(petstore.guard.check()).rejects.toThrow(
      'GET http://guard.test/api/v1/pets → 500: listPets answered 200 outside openapi.yaml',
    )
  })

  it("fails the check on a request to the API's origin that no handler served", async () => {
    const print = { warning: vi.fn(), error: vi.fn() }
    const onUnhandled = petstore.guard.onUnhandledRequest('warn')
    onUnhandled(new Request('http://guard.test/api/v2/pets'), print)
    onUnhandled(new Request('http://elsewhere.test/'), print)
    expect(print.warning).toHaveBeenCalledTimes(1)
    await expect(petstore.guard.check()).rejects.toThrow(
      'GET http://guard.test/api/v2/pets → no answer: no handler served it (the API lives under http://guard.test/api/v1)',
    )
  })

  it('starts afresh after each check', async () => {
    await send('/petz')
    await expect(petstore.guard.check()).rejects.toThrow()
    await expect(petstore.guard.check()).resolves.toBeUndefined()
  })

  it('lets through the kinds a test allows', async () => {
    const lenient = createTestKit({ baseUrl: BASE, scenario: 'empty', allow: ['invalid_request'] })
    const request = new Request(`${BASE}/pets`, {
      method: 'POST',
      headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect((await getResponse(lenient.handlers, request))?.status).toBe(400)
    await expect(lenient.guard.check()).resolves.toBeUndefined()
  })
})
