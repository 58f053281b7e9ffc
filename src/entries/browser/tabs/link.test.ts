import { getResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPetstore } from '../../../controller/petstore'
import { createApiClient } from '../../../conformance/client'
import { attachDurableStore, type DurableStore } from '../persistence/durable'
import { memoryBackend, openSavedStore, type StoreBackend } from '../persistence/saved'
import { joinTabs, tabSyncMissing, type TabLink } from './link'
import { createWorkerStatus } from '../worker-status'

const BASE = 'http://shop.test/api/v1'

// Web Locks as the browser grants them: one holder per name, the others wait in line.
function fakeLocks(): Pick<LockManager, 'request'> {
  const held = new Set<string>()
  const waiting = new Map<string, Array<() => void>>()
  const request = async (
    name: string,
    second: LockOptions | LockGrantedCallback<unknown>,
    third?: LockGrantedCallback<unknown>,
  ) => {
    const [options, granted] = typeof second === 'function' ? [{}, second] : [second, third!]
    if (held.has(name)) {
      if (options.ifAvailable) return granted(null)
      await new Promise<void>((resolve) => {
        const line = waiting.get(name) ?? []
        line.push(resolve)
        waiting.set(name, line)
      })
    }
    held.add(name)
    try {
      return await granted({ name, mode: 'exclusive' } as Lock)
    } finally {
      held.delete(name)
      waiting.get(name)?.shift()?.()
    }
  }
  return { request: request as LockManager['request'] }
}

const links: TabLink[] = []
afterEach(() => {
  for (const link of links.splice(0)) link.close()
})

// One tab as the browser entry wires it: the link first, then the mock's own handler.
function openTab(name: string, locks: Pick<LockManager, 'request'>, backend: StoreBackend) {
  let durable: DurableStore | undefined
  const petstore = createPetstore(
    { baseUrl: BASE },
    {
      observe: async (request, answer) => {
        const response = await answer()
        if (response.ok && request.method !== 'GET') await durable?.commit()
        return response
      },
    },
  )
  const status = createWorkerStatus({ tab: 'electing', persist: 'loading' })
  const link = joinTabs({
    name,
    petstore,
    status,
    locks,
    applySettings: (settings) => petstore.configure({ faultRate: settings.faultRate }),
    takeOver: async () => {
      durable = attachDurableStore(petstore, { saved: openSavedStore('store', backend), status })
      await durable.load()
    },
    timeouts: { received: 2000, answer: 5000 },
  })
  links.push(link)
  const api = createApiClient({
    baseUrl: BASE,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const forwarded = await link.route(request)
      const response = forwarded ?? (await getResponse(petstore.handlers, request))
      if (!response) throw new Error('the mock did not answer')
      return response
    },
  })
  return { petstore, status, link, api }
}

type Pet = { id: number; name: string }
const listAll = async (api: ReturnType<typeof openTab>['api']) =>
  (await api.get<Pet[]>('/pets?limit=100')).body.map((pet) => pet.name)

describe('where tabs cannot share a store', () => {
  afterEach(() => void vi.unstubAllGlobals())

  it('says which browser API is missing, so the harness can say sync is off', () => {
    vi.stubGlobal('navigator', {})
    expect(tabSyncMissing()).toContain('no Web Locks')
    vi.stubGlobal('BroadcastChannel', undefined)
    expect(tabSyncMissing()).toBe('this browser has no BroadcastChannel')
    vi.stubGlobal('BroadcastChannel', class {})
    vi.stubGlobal('navigator', { locks: fakeLocks() })
    expect(tabSyncMissing()).toBeUndefined()
  })
})

describe('tabs sharing one store', () => {
  it('elects one tab to hold the store; two tabs writing at once keep every pet answered 201', async () => {
    const name = `tabs-${Math.random()}`
    const locks = fakeLocks()
    const backend = memoryBackend()
    const first = openTab(name, locks, backend)
    await first.link.settled
    const second = openTab(name, locks, backend)
    await second.link.settled
    expect([first.status.value.tab, second.status.value.tab]).toEqual(['leader', 'follower'])

    const burst = (tab: typeof first, prefix: string) =>
      Array.from({ length: 15 }, (_, i) =>
        tab.api.post<Pet>('/pets', { name: `${prefix} ${i}`, categoryId: 1 }),
      )
    const answers = await Promise.all([...burst(first, 'First'), ...burst(second, 'Second')])
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201))
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(30)
    const lists = [await listAll(first.api), await listAll(second.api)]
    expect(lists[1]).toEqual(lists[0])
    expect(lists[0]).toHaveLength(78)
    for (const answer of answers) expect(lists[0]).toContain(answer.body.name)
  })

  it('a follower takes the store over when the leader leaves mid-burst, with every confirmed write', async () => {
    const name = `tabs-${Math.random()}`
    const locks = fakeLocks()
    const backend = memoryBackend()
    const leader = openTab(name, locks, backend)
    await leader.link.settled
    const follower = openTab(name, locks, backend)
    await follower.link.settled
    const statuses: number[] = []
    const names: string[] = []
    for (let i = 0; i < 12; i++) {
      if (i === 5) leader.link.close()
      const answer = await follower.api.post<Pet>('/pets', { name: `Pet ${i}`, categoryId: 1 })
      statuses.push(answer.status)
      if (answer.status === 201) names.push(answer.body.name)
    }
    await expect.poll(() => follower.status.value.tab).toBe('leader')
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true)
    expect(names.length).toBeGreaterThanOrEqual(11)
    const listed = await listAll(follower.api)
    for (const pet of names) expect(listed).toContain(pet)
  })

  it('runs a reset asked in a follower on the shared store, and the follower hears of it', async () => {
    const name = `tabs-${Math.random()}`
    const locks = fakeLocks()
    const backend = memoryBackend()
    const leader = openTab(name, locks, backend)
    await leader.link.settled
    const follower = openTab(name, locks, backend)
    await follower.link.settled
    const replaced = vi.fn()
    follower.petstore.onStoreReplaced(replaced)
    await follower.api.post('/pets', { name: 'Gone soon', categoryId: 1 })
    await follower.link.control({ op: 'reset' })
    expect(await listAll(leader.api)).not.toContain('Gone soon')
    await expect.poll(() => replaced).toHaveBeenCalledWith('sync')
  })

  it('applies a switch shared in one tab in every tab', async () => {
    const name = `tabs-${Math.random()}`
    const locks = fakeLocks()
    const backend = memoryBackend()
    const leader = openTab(name, locks, backend)
    await leader.link.settled
    const follower = openTab(name, locks, backend)
    await follower.link.settled
    const heard = vi.fn()
    leader.link.onSettings(heard)
    const settings = {
      scenario: 'default',
      latency: 'none',
      faultRate: 1,
      clock: 'before-sunset',
    } as const
    follower.link.shareSettings(settings)
    await expect.poll(() => heard).toHaveBeenCalledWith(settings)
    expect(leader.petstore.settings.faultRate).toBe(1)
  })
})
