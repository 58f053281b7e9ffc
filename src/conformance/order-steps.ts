/**
 * Model-based steps on the store: stock is set, orders are placed, completed, moved and
 * cancelled, each answer compared with what the state rules of the contract require.
 */
import type { ModelOrder, StoreModel } from './model'
import { expectAnswer, expectSame, pickFrom, Step, verify, type World } from './steps'

/** Sets a pet's stock, moving its status as the contract's state rules say. */
export class SetStock extends Step {
  constructor(
    readonly pick: number,
    readonly quantity: number,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.pets.keys(), model.gone.pets, this.pick)
    const expected = model.expectSetStock(id)
    const answer = await world.api.op('updateInventory', {
      params: { petId: id },
      body: { quantity: this.quantity },
    })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 200) {
      const pet = model.applySetStock(id, this.quantity)
      expectSame(String(this), answer.body, { petId: id, quantity: pet.stock, status: pet.status })
    }
    await verify(String(this), model, world, { categories: false, orders: false })
  }
  toString() {
    return `updateInventory(#${this.pick}, ${this.quantity})`
  }
}

/** Places an order for a pet picked from the model, then reads it back. */
export class PlaceOrder extends Step {
  constructor(
    readonly pick: number,
    readonly quantity: number,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const petId = pickFrom(model.pets.keys(), model.gone.pets, this.pick)
    const input = { petId, quantity: this.quantity, shipDate: '2026-12-24T09:00:00.000Z' }
    const expected = model.expectPlaceOrder(input)
    const answer = await world.api.op('createOrder', { body: input })
    expectAnswer(`${String(this)} on pet ${petId}`, answer, expected)
    if (answer.status === 201) {
      // The Order schema leaves every field optional; the comparison proves this one complete.
      const order = answer.body as ModelOrder
      expectSame(String(this), order, { id: order.id, ...input, complete: false })
      model.applyPlaceOrder(order)
      const read = await world.api.op('getOrderById', { params: { orderId: order.id } })
      expectSame(`${String(this)}, then GET`, read.body, order)
    }
    await verify(String(this), model, world, { categories: false, orders: true })
  }
  toString() {
    return `createOrder(pet #${this.pick}, ${this.quantity})`
  }
}

/**
 * Updates an order picked from the model: completes it (one-way) when no ship date is given,
 * else moves its ship date.
 */
export class UpdateOrder extends Step {
  constructor(
    readonly pick: number,
    readonly shipDate?: string,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.orders.keys(), model.gone.orders, this.pick)
    const expected = model.expectUpdateOrder(id)
    const { shipDate } = this
    const answer = await world.api.op('updateOrder', {
      params: { orderId: id },
      body: shipDate === undefined ? { complete: true } : { shipDate },
    })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 200) {
      const updated =
        shipDate === undefined ? model.applyCompleteOrder(id) : model.applyShipDate(id, shipDate)
      expectSame(String(this), answer.body, updated)
    }
    await verify(String(this), model, world, { categories: false, orders: true })
  }
  toString() {
    return this.shipDate === undefined
      ? `completeOrder(#${this.pick})`
      : `moveShipDate(#${this.pick}, ${this.shipDate})`
  }
}

/** Cancels an order picked from the model, returning its units to stock. */
export class CancelOrder extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.orders.keys(), model.gone.orders, this.pick)
    const expected = model.expectCancelOrder(id)
    const answer = await world.api.op('cancelOrder', { params: { orderId: id } })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 204) model.applyCancelOrder(id)
    await verify(String(this), model, world, { categories: false, orders: true })
  }
  toString() {
    return `cancelOrder(#${this.pick})`
  }
}
