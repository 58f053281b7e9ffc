import { describe, expect, it } from 'vitest'
import type { Call } from '../runtime/request-parts'
import { createPetstore } from './petstore'

const AUTH = { Authorization: 'Bearer petstore-demo-key' }

// A call as a server builds one, counting how often its Request is built.
function callFor(url: string, init: RequestInit = {}) {
  const built = { count: 0 }
  const headers = new Headers(init.headers)
  const call: Call = {
    method: init.method ?? 'GET',
    url,
    headers,
    hasBody: init.body !== undefined,
    toRequest: () => {
      built.count++
      return new Request(url, init)
    },
  }
  return { call, built }
}

async function viaFetch(petstore: ReturnType<typeof createPetstore>, url: string, init = {}) {
  const response = (await petstore.fetch(new Request(url, init)))!
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type'),
  }
}

describe('petstore.handle', () => {
  it('answers a plain read with the same status, headers and bytes as fetch, building no Request', async () => {
    const petstore = createPetstore({ seed: 3 })
    await petstore.ready
    for (const path of ['/pets/1', '/pets?limit=20', '/pets/99999', '/nope']) {
      const url = `http://handle.test/api/v1${path}`
      const { call, built } = callFor(url, { headers: AUTH })
      const answer = await petstore.handle(call)
      if (!answer || answer.response) throw new Error('expected a serialised answer')
      expect({
        status: answer.status,
        body: answer.body,
        type: answer.headers['Content-Type'],
      }).toEqual(await viaFetch(petstore, url, { headers: AUTH }))
      expect(Number(answer.headers['Content-Length'])).toBe(Buffer.byteLength(answer.body ?? ''))
      expect(built.count, path).toBe(0)
    }
  })

  it('builds the Request once, when the body is read', async () => {
    const petstore = createPetstore()
    await petstore.ready
    const { call, built } = callFor('http://handle.test/api/v1/categories', {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ferrets' }),
    })
    const answer = await petstore.handle(call)
    expect(answer).toMatchObject({ status: 201 })
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ name: 'Ferrets' })
    expect(built.count).toBe(1)
    expect(petstore.requests.at(-1)).toMatchObject({ body: { name: 'Ferrets' }, status: 201 })
  })

  it("hands a hook the request's call, and the Request only when the hook reads it", async () => {
    const petstore = createPetstore()
    await petstore.ready
    const seen: string[] = []
    // Not destructured: reading `request` is what builds it.
    petstore.addHook((info) => {
      seen.push(`${info.call.method} ${info.call.headers.get('authorization')}`)
      if (info.operation.operationId === 'deletePet') seen.push(info.request.url)
      return undefined
    })
    const read = callFor('http://handle.test/api/v1/pets/1', { headers: AUTH })
    await petstore.handle(read.call)
    expect(read.built.count).toBe(0)
    const remove = callFor('http://handle.test/api/v1/pets/1', { method: 'DELETE', headers: AUTH })
    await petstore.handle(remove.call)
    expect(remove.built.count).toBe(1)
    expect(seen).toEqual([
      'GET Bearer petstore-demo-key',
      'DELETE Bearer petstore-demo-key',
      'http://handle.test/api/v1/pets/1',
    ])
  })

  it('returns undefined outside the base, and goes the Request way when the entry observes', async () => {
    const plain = createPetstore()
    await plain.ready
    expect(await plain.handle(callFor('http://handle.test/openapi.yaml').call)).toBeUndefined()
    const observed: string[] = []
    const petstore = createPetstore(
      {},
      { observe: (request, answer) => (observed.push(request.url), answer()) },
    )
    await petstore.ready
    const answer = await petstore.handle(
      callFor('http://handle.test/api/v1/pets/1', { headers: AUTH }).call,
    )
    expect(answer?.response?.status).toBe(200)
    expect(observed).toEqual(['http://handle.test/api/v1/pets/1'])
  })
})
