import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPetstoreServer } from '../entries/node'
import { hostileGroups } from './hostile'
import { discover, snapshot } from './lists'
import { formatFailure } from './report'
import { Runner } from './run-state'
import { CONFORMANCE_BASE, CONFORMANCE_NOW, KEYS } from '../../test/support/conformance'

// Through MSW's real interceptor and global fetch, as a frontend's requests arrive.
const petstore = createPetstoreServer({ baseUrl: CONFORMANCE_BASE, now: CONFORMANCE_NOW })
const runner = new Runner({ baseUrl: CONFORMANCE_BASE, ...KEYS })

const prototypes = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
  Number: Number.prototype,
}

function prototypeKeys(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(prototypes).map(([name, proto]) => [
      name,
      Reflect.ownKeys(proto).map(String).sort(),
    ]),
  )
}

const pristine = prototypeKeys()

beforeAll(async () => {
  petstore.listen({ onUnhandledRequest: 'error' })
  await petstore.ready
  await discover(runner)
})
afterAll(() => petstore.close())

describe('hostile input: each kind gets the right 4xx Error and changes nothing', () => {
  for (const group of hostileGroups({ readOnlyKey: true })) {
    it(`${group.name} (${group.cases.length} requests)`, async () => {
      const before = await snapshot(runner)
      const from = runner.failures.length
      for (const { name, plan } of group.cases) {
        const { exchange, problems } = await runner.run(plan)
        if (problems.length > 0) runner.fail('hostile', name, problems, exchange)
      }
      const failures = runner.failures.slice(from)
      expect(failures, failures.map((f) => formatFailure(f)).join('\n\n')).toEqual([])
      expect(await snapshot(runner), 'the data changed').toBe(before)
      expect(prototypeKeys(), 'a prototype gained or lost a key').toEqual(pristine)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })
  }

  it('stops reading an endless body streamed without Content-Length and answers 413', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // A slow network: yield between chunks, as a socket would.
        await new Promise((resolve) => setTimeout(resolve, 0))
        sent += 16 * 1024
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20))
      },
    })
    const response = await fetch(`${CONFORMANCE_BASE}/categories`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEYS.key}`, 'Content-Type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'payload_too_large', status: 413 })
    expect(sent).toBeLessThan(1024 * 1024)
  }, 10_000)

  it('keeps __proto__ and constructor query parameters as plain data in the request journal', async () => {
    await runner.exchange({
      operationId: 'listPets',
      kind: 'hostile',
      method: 'GET',
      template: '/pets',
      params: {},
      query: [],
      rawQuery: '__proto__=a&__proto__=b&constructor=c&limit=1',
      auth: 'key',
      expect: { accept: true },
    })
    const query = petstore.requests.entries.at(-1)?.query ?? {}
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype)
    expect(Object.entries(query)).toEqual([
      ['__proto__', ['a', 'b']],
      ['constructor', 'c'],
      ['limit', 1],
    ])
  })
})
