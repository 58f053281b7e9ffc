/**
 * fast-check commands for model-based runs: each one calls the server, checks the answer against
 * what the model says the contract requires, applies the change to the model, then compares the
 * whole store with the model so a broken rule shows up at the step that broke it.
 */
import fc from 'fast-check'
import type { Answer, ContractClient } from './client'
import type { Expected, ModelCategory, ModelOrder, ModelPet, PetStatus, StoreModel } from './model'
import { listStore, storeDifferences } from './model-check'

/** What the commands act on. */
export interface World {
  api: ContractClient
  /** Steps run so far, for the report. */
  steps: number
}

type Command = fc.AsyncCommand<StoreModel, World>

/** An id that no run creates: ids count up from 1. */
export const NEVER_ID = 987_654

function pickFrom(live: Iterable<number>, gone: Iterable<number>, n: number): number {
  const candidates = [...live, ...gone, NEVER_ID]
  return candidates[n % candidates.length] as number
}

function expectAnswer(step: string, answer: Answer, expected: Expected): void {
  if (
    answer.status !== expected.status ||
    (expected.code !== undefined && answer.code !== expected.code)
  ) {
    throw new Error(
      `${step}: the contract requires ${expected.status}${expected.code ? ` ${expected.code}` : ''}, the server answered ${answer.status}${answer.code ? ` ${answer.code}` : ''}: ${JSON.stringify(answer.body)}`,
    )
  }
}

function expectSame(step: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `${step}: got ${JSON.stringify(actual)}, the model has ${JSON.stringify(expected)}`,
    )
  }
}

async function verify(
  step: string,
  model: StoreModel,
  world: World,
  also: { categories: boolean; orders: boolean },
): Promise<void> {
  world.steps++
  const differences = storeDifferences(model, await listStore(world.api, also))
  if (differences.length > 0) throw new Error(`after ${step}:\n  - ${differences.join('\n  - ')}`)
}

function petView(pet: ModelPet): Omit<ModelPet, 'stock'> {
  return { id: pet.id, name: pet.name, categoryId: pet.categoryId, status: pet.status }
}

abstract class Step implements Command {
  check(): boolean {
    return true
  }
  abstract run(model: StoreModel, world: World): Promise<void>
  abstract toString(): string
}

class CreateCategory extends Step {
  constructor(
    readonly name: string,
    readonly description: string | undefined,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const input = {
      name: this.name,
      ...(this.description !== undefined && { description: this.description }),
    }
    const expected = model.expectCreateCategory(input)
    const answer = await world.api.call<ModelCategory>('createCategory', { body: input })
    expectAnswer(String(this), answer, expected)
    if (answer.status === 201) {
      model.applyCreateCategory(answer.body)
      expectSame(String(this), answer.body, { id: answer.body.id, ...input })
      const read = await world.api.call('getCategoryById', {
        params: { categoryId: answer.body.id },
      })
      expectSame(`${String(this)}, then GET`, read.body, answer.body)
    }
    await verify(String(this), model, world, { categories: true, orders: false })
  }
  toString() {
    return `createCategory(${JSON.stringify(this.name)})`
  }
}

class UpdateCategory extends Step {
  constructor(
    readonly pick: number,
    readonly name: string,
    readonly description: string | undefined,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.categories.keys(), model.gone.categories, this.pick)
    const input = {
      name: this.name,
      ...(this.description !== undefined && { description: this.description }),
    }
    const expected = model.expectUpdateCategory(id, input)
    const answer = await world.api.call('updateCategory', {
      params: { categoryId: id },
      body: input,
    })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 200)
      expectSame(String(this), answer.body, model.applyUpdateCategory(id, input))
    await verify(String(this), model, world, { categories: true, orders: false })
  }
  toString() {
    return `updateCategory(#${this.pick}, ${JSON.stringify(this.name)})`
  }
}

class DeleteCategory extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.categories.keys(), model.gone.categories, this.pick)
    const expected = model.expectDeleteCategory(id)
    const answer = await world.api.call('deleteCategory', { params: { categoryId: id } })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 204) model.applyDeleteCategory(id)
    await verify(String(this), model, world, { categories: true, orders: false })
  }
  toString() {
    return `deleteCategory(#${this.pick})`
  }
}

class CreatePet extends Step {
  constructor(
    readonly name: string,
    readonly categoryPick: number,
    readonly status: PetStatus | undefined,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const categoryId = pickFrom(model.categories.keys(), model.gone.categories, this.categoryPick)
    const input = { name: this.name, categoryId, ...(this.status && { status: this.status }) }
    const expected = model.expectCreatePet(input)
    const answer = await world.api.call<ModelPet>('createPet', { body: input })
    expectAnswer(String(this), answer, expected)
    if (answer.status === 201) {
      const pet = model.applyCreatePet(answer.body.id, input)
      expectSame(String(this), answer.body, petView(pet))
      const read = await world.api.call('getPetById', { params: { petId: pet.id } })
      expectSame(`${String(this)}, then GET`, read.body, answer.body)
    }
    await verify(String(this), model, world, { categories: false, orders: false })
  }
  toString() {
    return `createPet(${JSON.stringify(this.name)}, category #${this.categoryPick}, ${this.status ?? 'default status'})`
  }
}

class UpdatePet extends Step {
  constructor(
    readonly pick: number,
    readonly name: string,
    readonly categoryPick: number,
    readonly status: PetStatus | undefined,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.pets.keys(), model.gone.pets, this.pick)
    const categoryId = pickFrom(model.categories.keys(), model.gone.categories, this.categoryPick)
    const input = { name: this.name, categoryId, ...(this.status && { status: this.status }) }
    const expected = model.expectUpdatePet(id, input)
    const answer = await world.api.call('updatePet', { params: { petId: id }, body: input })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 200)
      expectSame(String(this), answer.body, petView(model.applyUpdatePet(id, input)))
    await verify(String(this), model, world, { categories: false, orders: false })
  }
  toString() {
    return `updatePet(#${this.pick}, category #${this.categoryPick}, ${this.status ?? 'default status'})`
  }
}

class DeletePet extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.pets.keys(), model.gone.pets, this.pick)
    const expected = model.expectDeletePet(id)
    const answer = await world.api.call('deletePet', { params: { petId: id } })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 204) model.applyDeletePet(id)
    await verify(String(this), model, world, { categories: false, orders: false })
  }
  toString() {
    return `deletePet(#${this.pick})`
  }
}

class SetStock extends Step {
  constructor(
    readonly pick: number,
    readonly quantity: number,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.pets.keys(), model.gone.pets, this.pick)
    const expected = model.expectSetStock(id)
    const answer = await world.api.call('updateInventory', {
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

class PlaceOrder extends Step {
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
    const answer = await world.api.call<ModelOrder>('createOrder', { body: input })
    expectAnswer(`${String(this)} on pet ${petId}`, answer, expected)
    if (answer.status === 201) {
      expectSame(String(this), answer.body, { id: answer.body.id, ...input, complete: false })
      model.applyPlaceOrder(answer.body)
      const read = await world.api.call('getOrderById', { params: { orderId: answer.body.id } })
      expectSame(`${String(this)}, then GET`, read.body, answer.body)
    }
    await verify(String(this), model, world, { categories: false, orders: true })
  }
  toString() {
    return `createOrder(pet #${this.pick}, ${this.quantity})`
  }
}

class CompleteOrder extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.orders.keys(), model.gone.orders, this.pick)
    const expected = model.expectUpdateOrder(id)
    const answer = await world.api.call('updateOrder', {
      params: { orderId: id },
      body: { complete: true },
    })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 200) expectSame(String(this), answer.body, model.applyCompleteOrder(id))
    await verify(String(this), model, world, { categories: false, orders: true })
  }
  toString() {
    return `completeOrder(#${this.pick})`
  }
}

class MoveShipDate extends Step {
  constructor(
    readonly pick: number,
    readonly shipDate: string,
  ) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.orders.keys(), model.gone.orders, this.pick)
    const expected = model.expectUpdateOrder(id)
    const answer = await world.api.call('updateOrder', {
      params: { orderId: id },
      body: { shipDate: this.shipDate },
    })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 200)
      expectSame(String(this), answer.body, model.applyShipDate(id, this.shipDate))
    await verify(String(this), model, world, { categories: false, orders: true })
  }
  toString() {
    return `moveShipDate(#${this.pick}, ${this.shipDate})`
  }
}

class CancelOrder extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.orders.keys(), model.gone.orders, this.pick)
    const expected = model.expectCancelOrder(id)
    const answer = await world.api.call('cancelOrder', { params: { orderId: id } })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 204) model.applyCancelOrder(id)
    await verify(String(this), model, world, { categories: false, orders: true })
  }
  toString() {
    return `cancelOrder(#${this.pick})`
  }
}

class ReadPet extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.pets.keys(), model.gone.pets, this.pick)
    const pet = model.pets.get(id)
    const read = await world.api.call('getPetById', { params: { petId: id } })
    const stock = await world.api.call('getInventoryItem', { params: { petId: id } })
    if (!pet) {
      expectAnswer(`${String(this)} on ${id}`, read, { status: 404, code: 'not_found' })
      expectAnswer(`${String(this)} inventory of ${id}`, stock, { status: 404, code: 'not_found' })
    } else {
      expectSame(String(this), read.body, petView(pet))
      expectSame(`${String(this)} inventory`, stock.body, {
        petId: id,
        quantity: pet.stock,
        status: pet.status,
      })
    }
    world.steps++
  }
  toString() {
    return `readPet(#${this.pick})`
  }
}

const pick = fc.nat({ max: 10_000 })
const categoryName = fc.constantFrom(
  'Dogs',
  'dogs',
  'Cats',
  'Birds',
  'Fish',
  'Ferrets',
  'FERRETS',
  'Snakes',
)
const description = fc.option(fc.constantFrom('Loud.', 'Quiet.', ''), { nil: undefined })
const petName = fc.constantFrom('Rex', 'Tom', 'Kit', 'Bo', 'Üla')
const status = fc.option(fc.constantFrom<PetStatus>('available', 'pending', 'sold'), {
  nil: undefined,
})
// Small numbers keep stock near 0, where the interesting transitions are; the contract's
// 1,000,000 ceiling (stock plus open orders) has its own test in stateful.test.ts.
const stock = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5, max: 1000 }) },
)
const quantity = fc.integer({ min: 1, max: 3 })
const shipDate = fc.constantFrom('2026-12-01T10:00:00.000Z', '2027-01-15T08:30:00+01:00')

/**
 * Every command, weighted towards orders and stock, where the state machine lives.
 *
 * @example
 * fc.commands(storeCommands(), { maxCommands: 30 })
 */
export function storeCommands(): Array<fc.Arbitrary<Command>> {
  const weighted = <T extends Command>(n: number, arb: fc.Arbitrary<T>) =>
    Array.from({ length: n }, () => arb as fc.Arbitrary<Command>)
  return [
    ...weighted(
      1,
      fc.tuple(categoryName, description).map(([n, d]) => new CreateCategory(n, d)),
    ),
    ...weighted(
      1,
      fc.tuple(pick, categoryName, description).map(([p, n, d]) => new UpdateCategory(p, n, d)),
    ),
    ...weighted(
      1,
      pick.map((p) => new DeleteCategory(p)),
    ),
    ...weighted(
      2,
      fc.tuple(petName, pick, status).map(([n, c, s]) => new CreatePet(n, c, s)),
    ),
    ...weighted(
      1,
      fc.tuple(pick, petName, pick, status).map(([p, n, c, s]) => new UpdatePet(p, n, c, s)),
    ),
    ...weighted(
      1,
      pick.map((p) => new DeletePet(p)),
    ),
    ...weighted(
      2,
      fc.tuple(pick, stock).map(([p, q]) => new SetStock(p, q)),
    ),
    ...weighted(
      4,
      fc.tuple(pick, quantity).map(([p, q]) => new PlaceOrder(p, q)),
    ),
    ...weighted(
      2,
      pick.map((p) => new CompleteOrder(p)),
    ),
    ...weighted(
      2,
      pick.map((p) => new CancelOrder(p)),
    ),
    ...weighted(
      1,
      fc.tuple(pick, shipDate).map(([p, d]) => new MoveShipDate(p, d)),
    ),
    ...weighted(
      1,
      pick.map((p) => new ReadPet(p)),
    ),
  ]
}
