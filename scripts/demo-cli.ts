/**
 * A terminal walk-through of the mock: seeds the default store and plays one customer story,
 * printing each request and what the mock answered.
 */
import { createPetstoreServer } from '../src/entries/node'

const base = 'http://localhost/api/v1'
const petstore = createPetstoreServer({ baseUrl: base, seed: 1 })
petstore.listen()
await petstore.ready

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(base + path, {
    method,
    headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  console.log(`${method.padEnd(6)} ${path.padEnd(32)} ${res.status}  ${text.slice(0, 110)}`)
  return text ? JSON.parse(text) : undefined
}

const pets = (await call('GET', '/pets?status=available&limit=3')) as Array<{ id: number }>
const pet = pets[0]!
await call('GET', `/store/inventory/${pet.id}`)
await call('PUT', `/store/inventory/${pet.id}`, { quantity: 1 })
const order = (await call('POST', '/store/orders', { petId: pet.id, quantity: 1 })) as {
  id: number
}
await call('GET', `/store/inventory/${pet.id}`)
await call('POST', '/store/orders', { petId: pet.id, quantity: 1 })
await call('PATCH', `/store/orders/${order.id}`, { complete: true })
await call('GET', `/store/inventory/${pet.id}`)
await call('POST', '/pets', { name: '', categoryId: 99 })
petstore.close()
