import { describe, expect, it } from 'vitest'
import { jsonSender } from '../../test/support/send'
import { createPetstore, type Petstore } from './petstore'

const BASE = 'http://rewind.test/api/v1'
// Through the mock's own fetch: these mocks are made per test, and none intercepts.
const call = (petstore: Petstore, method: string, path: string, body?: unknown) =>
  jsonSender(BASE, (request) => petstore.fetch(request))(method, path, body)

const seqOf = (petstore: Petstore) => petstore.requests.at(-1)!.seq

async function createOrderDelete(petstore: Petstore) {
  const pet = (await call(petstore, 'POST', '/pets', { name: 'Rewind Rex', categoryId: 1 }))
    .body as { id: number }
  await call(petstore, 'PUT', `/store/inventory/${pet.id}`, { quantity: 2 })
  const order = await call(petstore, 'POST', '/store/orders', { petId: pet.id, quantity: 2 })
  const orderSeq = seqOf(petstore)
  expect(order.status).toBe(201)
  const removed = await call(petstore, 'DELETE', '/pets/2')
  expect(removed.status).toBe(204)
  return { petId: pet.id, orderId: (order.body as { id: number }).id, orderSeq }
}

describe('the store history', () => {
  it('lists each committed write oldest first, with its seq, operation and what it changed', async () => {
    const petstore = createPetstore({ baseUrl: BASE })
    await petstore.ready
    const { petId, orderId, orderSeq } = await createOrderDelete(petstore)
    await call(petstore, 'GET', '/pets/1')
    await call(petstore, 'DELETE', '/pets/999999')
    const history = petstore.history
    expect(history.map((w) => [w.seq, w.operation])).toEqual([
      [1, 'createPet'],
      [2, 'setStock'],
      [3, 'placeOrder'],
      [4, 'deletePet'],
    ])
    expect(history[0]).toMatchObject({
      added: [
        { table: 'pets', id: petId },
        { table: 'inventory', id: petId },
      ],
      changed: [],
      removed: [],
    })
    expect(history[2]).toMatchObject({
      seq: orderSeq,
      added: [{ table: 'orders', id: orderId }],
      changed: expect.arrayContaining([{ table: 'inventory', id: petId }]),
    })
    expect(history[3]!.removed).toEqual([
      { table: 'pets', id: 2 },
      { table: 'inventory', id: 2 },
    ])
  })

  it('keeps at most historySize writes, and none with 0', async () => {
    const short = createPetstore({ baseUrl: BASE, historySize: 2 })
    await short.ready
    const { petId } = await createOrderDelete(short)
    expect(short.history.map((w) => w.operation)).toEqual(['placeOrder', 'deletePet'])
    // The oldest kept write can still be taken back: the ones before it are folded into the base.
    await short.rewind(short.history[0]!.seq!)
    expect(await call(short, 'GET', `/store/inventory/${petId}`)).toMatchObject({
      body: { quantity: 2, status: 'available' },
    })
    const off = createPetstore({ baseUrl: BASE, historySize: 0 })
    await off.ready
    await createOrderDelete(off)
    expect(off.history).toEqual([])
    await expect(off.rewind(1)).rejects.toThrow('keeps no history')
  })

  it('after many more writes than historySize, lists the newest and rewinds to the oldest kept', async () => {
    const petstore = createPetstore({ baseUrl: BASE, historySize: 3 })
    await petstore.ready
    const renames: number[] = []
    for (let i = 1; i <= 11; i++) {
      await call(petstore, 'PUT', '/pets/1', { name: `Rex ${i}`, categoryId: 1 })
      renames.push(seqOf(petstore))
    }
    expect(petstore.history.map((w) => w.seq)).toEqual(renames.slice(-3))
    await petstore.rewind(renames.at(-3)!)
    expect((await call(petstore, 'GET', '/pets/1')).body).toMatchObject({ name: 'Rex 8' })
    expect(petstore.history).toEqual([])
    expect(await petstore.redo()).toBe(true)
    expect((await call(petstore, 'GET', '/pets/1')).body).toMatchObject({ name: 'Rex 11' })
  })

  it('refuses a misused historySize with a TypeError naming it', () => {
    expect(() => createPetstore({ historySize: -1 })).toThrow(TypeError)
    expect(() => createPetstore({ historySize: 1.5 })).toThrow(/historySize/)
  })

  it('starts over when the store is reset or replaced', async () => {
    const petstore = createPetstore({ baseUrl: BASE })
    await petstore.ready
    await createOrderDelete(petstore)
    await petstore.reset()
    expect(petstore.history).toEqual([])
    await petstore.given.pet({ name: 'Made in code' })
    expect(petstore.history.map((w) => [w.seq, w.operation]).at(-1)).toEqual([
      undefined,
      'createPet',
    ])
  })
})

describe('rewind and redo', () => {
  it('after create, order and delete, rewinds to before the order and redoes it', async () => {
    const petstore = createPetstore({ baseUrl: BASE })
    await petstore.ready
    const { petId, orderId, orderSeq } = await createOrderDelete(petstore)
    const after = {
      inventory: await call(petstore, 'GET', `/store/inventory/${petId}`),
      pet: await call(petstore, 'GET', `/pets/${petId}`),
    }
    expect(after.inventory.body).toMatchObject({ quantity: 0, status: 'pending' })

    await petstore.rewind(orderSeq)
    expect((await call(petstore, 'GET', `/store/inventory/${petId}`)).body).toMatchObject({
      quantity: 2,
      status: 'available',
    })
    expect((await call(petstore, 'GET', `/store/orders/${orderId}`)).status).toBe(404)
    expect((await call(petstore, 'GET', '/pets/2')).status).toBe(200)
    expect(petstore.history.map((w) => w.operation)).toEqual(['createPet', 'setStock'])
    expect(petstore.requests.find((e) => e.path === '/__admin/rewind')).toMatchObject({
      method: 'POST',
      status: 200,
      body: { seq: orderSeq },
      responseBody: { rewoundTo: orderSeq, undone: 2 },
    })

    expect(await petstore.redo()).toBe(true)
    expect(await call(petstore, 'GET', `/store/inventory/${petId}`)).toEqual(after.inventory)
    expect(await call(petstore, 'GET', `/pets/${petId}`)).toEqual(after.pet)
    expect((await call(petstore, 'GET', `/store/orders/${orderId}`)).status).toBe(200)
    expect((await call(petstore, 'GET', '/pets/2')).status).toBe(404)
    expect(await petstore.redo()).toBe(false)
  })

  it('gives the ids a rewound write had taken to the next write, and a new write ends redo', async () => {
    const petstore = createPetstore({ baseUrl: BASE })
    await petstore.ready
    const { petId, orderId, orderSeq } = await createOrderDelete(petstore)
    await petstore.rewind(orderSeq)
    const again = await call(petstore, 'POST', '/store/orders', { petId, quantity: 1 })
    expect(again.body).toMatchObject({ id: orderId })
    expect(await petstore.redo()).toBe(false)
  })

  it('names what is wrong with a seq it cannot rewind to', async () => {
    const petstore = createPetstore({ baseUrl: BASE })
    await petstore.ready
    await createOrderDelete(petstore)
    await call(petstore, 'GET', '/pets/1')
    await expect(petstore.rewind(5)).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('#1 to #4'),
    })
    await expect(petstore.rewind(0)).rejects.toThrow(TypeError)
    await expect(petstore.rewind('3' as unknown as number)).rejects.toThrow(/seq must be/)
    expect(petstore.history).toHaveLength(4)
  })

  it('under 8 concurrent writers, loses no acknowledged write made after it and answers no 5xx', async () => {
    const petstore = createPetstore({ baseUrl: BASE })
    await petstore.ready
    const { orderSeq } = await createOrderDelete(petstore)
    let rewound: Promise<void> | undefined
    const writer = async (w: number) => {
      const made: Array<{ id: number; status: number }> = []
      for (let i = 0; i < 12; i++) {
        // Asked in the middle of the writes, with the other writers' requests in flight.
        if (w === 0 && i === 4) rewound = petstore.rewind(orderSeq)
        const res = await call(petstore, 'POST', '/categories', { name: `W${w}-${i}` })
        made.push({ id: (res.body as { id: number }).id, status: res.status })
      }
      return made
    }
    const writers = Array.from({ length: 8 }, (_, w) => writer(w))
    const results = (await Promise.all(writers)).flat()
    await rewound
    expect(results.every((r) => r.status === 201)).toBe(true)
    const rewindSeq = petstore.requests.find((e) => e.path === '/__admin/rewind')!.seq
    const later = petstore.requests.filter(
      (e) => e.seq > rewindSeq && e.operationId === 'createCategory',
    )
    expect(later.length).toBeGreaterThan(0)
    for (const entry of later) {
      const id = (entry.responseBody as { id: number }).id
      expect((await call(petstore, 'GET', `/categories/${id}`)).status).toBe(200)
    }
    expect(petstore.requests.every((e) => e.status < 500)).toBe(true)
  })
})
