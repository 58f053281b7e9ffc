/** The order rules: placing takes stock, completing is one-way, cancelling returns stock. */
import { ApiError } from '../contract/errors'
import { DATE_RANGE_MS } from '../contract/limits'
import { assertListPreconditions, type Preconditions } from '../contract/etag'
import { snapshotOf, type Page, type PageRequest } from './page'
import { inventoryOf, petOf, setPetState } from './pets'
import {
  canBeOrdered,
  statusAfterOrderCancelled,
  statusAfterOrderCompleted,
  statusAfterOrderPlaced,
} from './rules'
import type { Order } from './schemas'
import type { Store } from './store'
import type { OrderChanges, OrderInput, Touch } from './types'
import { recordToWrite } from './write-guard'

const DAY_MS = 24 * 60 * 60 * 1000

export function listOrders(
  store: Store,
  query: PageRequest & { petId?: number; complete?: boolean },
): Page<Order> {
  const { ids, total } = store.orderIndex.query(query)
  return { items: ids.map((id) => snapshotOf(store.orders.get(id) as Order)), total }
}

export function orderOf(store: Store, id: number): Readonly<Order> {
  const order = store.orders.get(id)
  if (!order) throw new ApiError('not_found', `Order ${id} does not exist.`)
  return order
}

/**
 * Places an order: takes stock, and makes the pet pending when stock runs out.
 * 422 unknown_pet, 409 pet_not_available or insufficient_stock.
 */
export async function placeOrder(
  store: Store,
  input: OrderInput,
  now: () => Date,
  touch: Touch,
  conditions: Preconditions,
): Promise<Order> {
  assertListPreconditions(conditions, 'The list of orders')
  const pet = store.pets.get(input.petId)
  if (!pet) throw new ApiError('unknown_pet', `Pet ${input.petId} does not exist.`)
  if (!canBeOrdered(pet.status)) {
    throw new ApiError('pet_not_available', `Pet ${pet.id} is ${pet.status}, not available.`)
  }
  const stock = inventoryOf(store, pet.id).quantity
  if (input.quantity > stock) {
    throw new ApiError(
      'insufficient_stock',
      `Pet ${pet.id} has ${stock} in stock; ${input.quantity} ${input.quantity === 1 ? 'was' : 'were'} ordered.`,
    )
  }
  const order = await insertOrder(store, {
    petId: pet.id,
    quantity: input.quantity,
    shipDate: input.shipDate ?? defaultShipDate(now()),
    complete: false,
  })
  touch('orders', order.id)
  const left = stock - input.quantity
  await setPetState(store, pet.id, left, statusAfterOrderPlaced(pet.status, left), touch)
  return order
}

export async function updateOrder(
  store: Store,
  id: number,
  changes: OrderChanges,
  touch: Touch,
  conditions: Preconditions,
): Promise<Order> {
  const order = recordToWrite(orderOf(store, id), `Order ${id}`, conditions, (found) =>
    found.complete
      ? new ApiError('order_completed', `Order ${id} is already complete.`)
      : undefined,
  )
  const next = await store.orders.update(id, {
    ...(changes.shipDate !== undefined && { shipDate: changes.shipDate }),
    ...(changes.complete === true && { complete: true }),
  })
  touch('orders', id)
  if (changes.complete !== true) return snapshotOf(next)
  store.orderIndex.complete(order)
  const pet = store.pets.get(order.petId)
  if (pet) {
    const stock = inventoryOf(store, pet.id).quantity
    const open = store.orderIndex.openCount(pet.id)
    await setPetState(
      store,
      pet.id,
      stock,
      statusAfterOrderCompleted(pet.status, stock, open),
      touch,
    )
  }
  return snapshotOf(next)
}

export async function cancelOrder(
  store: Store,
  id: number,
  touch: Touch,
  conditions: Preconditions,
): Promise<void> {
  const order = recordToWrite(orderOf(store, id), `Order ${id}`, conditions, (found) =>
    found.complete
      ? new ApiError('order_completed', `Order ${id} is complete and cannot be cancelled.`)
      : undefined,
  )
  store.orderIndex.remove(order)
  await store.orders.remove(id)
  touch('orders', id)
  const pet = store.pets.get(order.petId)
  if (pet) {
    const stock = inventoryOf(store, pet.id).quantity + order.quantity
    await setPetState(store, pet.id, stock, statusAfterOrderCancelled(pet.status, stock), touch)
  }
}

export async function importOrder(
  store: Store,
  order: Omit<Order, 'id'>,
  touch: Touch,
): Promise<Order> {
  petOf(store, order.petId)
  const record = await insertOrder(store, order)
  touch('orders', record.id)
  return record
}

async function insertOrder(store: Store, order: Omit<Order, 'id'>): Promise<Order> {
  const record = await store.orders.insert({ id: store.nextIds.order, ...order })
  store.nextIds.order++
  store.orderIndex.add(record)
  return snapshotOf(record)
}

// Two days after the order, kept within the dates openapi.yaml can write: a clock set near the
// end of the range never turns an order the client sent right into a refusal of a field it
// did not send.
function defaultShipDate(now: Date): string {
  const at = now.getTime() + 2 * DAY_MS
  const { min, max } = DATE_RANGE_MS
  return new Date(Number.isNaN(at) ? Date.now() : Math.min(max, Math.max(min, at))).toISOString()
}
