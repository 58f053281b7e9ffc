import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFollowerSide } from './follower'
import {
  FORWARDED_HEADER,
  fromForwardedRequest,
  fromForwardedResponse,
  readTabMessage,
  tabMessage,
  toForwardedRequest,
  toForwardedResponse,
  type TabMessage,
} from './protocol'

describe('the messages between tabs', () => {
  it('carries a request across as plain data, body and headers included, marked as forwarded', async () => {
    const request = new Request('http://shop.test/api/v1/pets', {
      method: 'POST',
      headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
      body: '{"name":"Rex"}',
    })
    const plain = await toForwardedRequest(request)
    expect(structuredClone(plain)).toEqual(plain)
    const again = fromForwardedRequest(plain)
    expect(again.method).toBe('POST')
    expect(again.headers.get('authorization')).toBe('Bearer petstore-demo-key')
    expect(again.headers.get(FORWARDED_HEADER)).toBe('1')
    expect(await again.text()).toBe('{"name":"Rex"}')
  })

  it('carries a response across, and an empty 204 stays empty', async () => {
    const json = Response.json({ id: 7 }, { status: 201, headers: { Location: '/pets/7' } })
    const back = fromForwardedResponse(await toForwardedResponse(json))
    expect(back.status).toBe(201)
    expect(back.headers.get('location')).toBe('/pets/7')
    expect(await back.json()).toEqual({ id: 7 })
    const empty = fromForwardedResponse(
      await toForwardedResponse(new Response(null, { status: 204 })),
    )
    expect(empty.status).toBe(204)
  })

  it('reads only its own messages with the fields their kind needs', () => {
    const leader = tabMessage({ kind: 'leader', from: 'a' })
    expect(readTabMessage(leader)).toEqual({ kind: 'leader', from: 'a' })
    expect(readTabMessage({ ...leader, protocol: 'someone-else' })).toBeUndefined()
    expect(readTabMessage({ ...leader, kind: 'mystery' })).toBeUndefined()
    expect(readTabMessage(tabMessage({ kind: 'received', from: 'a' } as never))).toBeUndefined()
    expect(readTabMessage('leader')).toBeUndefined()
    expect(readTabMessage(null)).toBeUndefined()
  })

  it("carries journal entries in batches with the store's counts, and refuses a batch that is not a list", () => {
    const records = { pets: 48, categories: 6, orders: 16 }
    const journal = tabMessage({ kind: 'journal', from: 'a', entries: [], records })
    expect(readTabMessage(journal)).toEqual({ kind: 'journal', from: 'a', entries: [], records })
    expect(readTabMessage({ ...journal, entries: { seq: 1 } })).toBeUndefined()
    expect(readTabMessage({ ...journal, entries: undefined, entry: {} })).toBeUndefined()
    expect(readTabMessage({ ...journal, records: undefined })).toBeUndefined()
  })
})

describe('a follower tab waiting for the tab holding the store', () => {
  afterEach(() => void vi.useRealTimers())
  const get = { method: 'GET', url: 'http://shop.test/api/v1/pets', headers: [], body: null }
  const post = { ...get, method: 'POST', body: '{"name":"Rex","categoryId":1}' }
  const ok = { status: 200, statusText: 'OK', headers: [], body: '[]' }

  function follower(timeouts = {}) {
    const sent: TabMessage[] = []
    const side = createFollowerSide('me', (message) => sent.push(message), timeouts)
    const last = () => sent.at(-1) as TabMessage & { id: string }
    return { side, sent, last }
  }

  it('gets the answer addressed to it, and ignores answers to other tabs', async () => {
    const { side, last } = follower()
    const answer = side.forward(get)
    const { id } = last()
    side.receive({ kind: 'response', id, from: 'leader', to: 'someone', response: ok })
    side.receive({ kind: 'response', id, from: 'leader', to: 'me', response: ok })
    expect((await answer).status).toBe(200)
  })

  it('sends again what the old leader never received, with the same id', () => {
    const { side, sent } = follower()
    void side.forward(post)
    side.leaderChanged('new')
    expect(sent).toHaveLength(2)
    expect((sent[1] as { id: string }).id).toBe((sent[0] as { id: string }).id)
  })

  it('sends a read again after its leader went away, but answers a received write with a 503', async () => {
    const { side, sent } = follower()
    void side.forward(get)
    const write = side.forward(post)
    const [read, written] = sent as Array<TabMessage & { id: string }>
    side.receive({ kind: 'received', id: read!.id, from: 'old', to: 'me' })
    side.receive({ kind: 'received', id: written!.id, from: 'old', to: 'me' })
    side.leaderChanged('new')
    expect(sent.filter((m) => m.kind === 'request')).toHaveLength(3)
    const response = await write
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'store_unavailable', status: 503 })
  })

  it('answers 503 when no tab says it received the request in time', async () => {
    vi.useFakeTimers()
    const { side } = follower({ received: 1000 })
    const answer = side.forward(get)
    await vi.advanceTimersByTimeAsync(1001)
    const response = await answer
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      code: 'store_unavailable',
      message: 'No tab answered GET /api/v1/pets in time; try again.',
    })
  })

  it('answers here what it waited for once it holds the store itself', async () => {
    const { side } = follower()
    const answer = side.forward(get)
    const reset = side.control({ op: 'reset' })
    const run = vi.fn(async () => undefined)
    side.takeOver(async () => ok, run)
    expect((await answer).status).toBe(200)
    await reset
    expect(run).toHaveBeenCalledWith({ op: 'reset' })
  })
})
