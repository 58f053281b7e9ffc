/**
 * Model-based steps on the catalogue: categories and pets are created, replaced, deleted and
 * read, each answer compared with what the model says the contract requires.
 */
import { storedName, type PetStatus, type StoreModel } from './model'
import { expectAnswer, expectSame, petView, pickFrom, Step, verify, type World } from './steps'

/** Creates a category, then reads it back. */
export class CreateCategory extends Step {
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
    const answer = await world.api.op('createCategory', { body: input })
    expectAnswer(String(this), answer, expected)
    if (answer.status === 201) {
      model.applyCreateCategory(answer.body)
      expectSame(String(this), answer.body, {
        id: answer.body.id,
        ...input,
        name: storedName(input.name),
      })
      const read = await world.api.op('getCategoryById', {
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

/** Replaces a category picked from the model. */
export class UpdateCategory extends Step {
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
    const answer = await world.api.op('updateCategory', {
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

/** Deletes a category picked from the model (409 while a pet uses it). */
export class DeleteCategory extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.categories.keys(), model.gone.categories, this.pick)
    const expected = model.expectDeleteCategory(id)
    const answer = await world.api.op('deleteCategory', { params: { categoryId: id } })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 204) model.applyDeleteCategory(id)
    await verify(String(this), model, world, { categories: true, orders: false })
  }
  toString() {
    return `deleteCategory(#${this.pick})`
  }
}

/** Creates a pet in a category picked from the model, then reads it back. */
export class CreatePet extends Step {
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
    const answer = await world.api.op('createPet', { body: input })
    expectAnswer(String(this), answer, expected)
    if (answer.status === 201) {
      const pet = model.applyCreatePet(answer.body.id, input)
      expectSame(String(this), answer.body, petView(pet))
      const read = await world.api.op('getPetById', { params: { petId: pet.id } })
      expectSame(`${String(this)}, then GET`, read.body, answer.body)
    }
    await verify(String(this), model, world, { categories: false, orders: false })
  }
  toString() {
    return `createPet(${JSON.stringify(this.name)}, category #${this.categoryPick}, ${this.status ?? 'default status'})`
  }
}

/** Replaces a pet picked from the model. */
export class UpdatePet extends Step {
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
    const answer = await world.api.op('updatePet', { params: { petId: id }, body: input })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 200)
      expectSame(String(this), answer.body, petView(model.applyUpdatePet(id, input)))
    await verify(String(this), model, world, { categories: false, orders: false })
  }
  toString() {
    return `updatePet(#${this.pick}, category #${this.categoryPick}, ${this.status ?? 'default status'})`
  }
}

/** Deletes a pet picked from the model (409 while an open order references it). */
export class DeletePet extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.pets.keys(), model.gone.pets, this.pick)
    const expected = model.expectDeletePet(id)
    const answer = await world.api.op('deletePet', { params: { petId: id } })
    expectAnswer(`${String(this)} on ${id}`, answer, expected)
    if (answer.status === 204) model.applyDeletePet(id)
    await verify(String(this), model, world, { categories: false, orders: false })
  }
  toString() {
    return `deletePet(#${this.pick})`
  }
}

/** Reads a pet and its inventory entry and compares both with the model. */
export class ReadPet extends Step {
  constructor(readonly pick: number) {
    super()
  }
  async run(model: StoreModel, world: World) {
    const id = pickFrom(model.pets.keys(), model.gone.pets, this.pick)
    const pet = model.pets.get(id)
    const read = await world.api.op('getPetById', { params: { petId: id } })
    const stock = await world.api.op('getInventoryItem', { params: { petId: id } })
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

/**
 * Replaces a pet with the version it just read in If-Match, then tries again with that version
 * once it is stale: the second write must be refused with 412 and the current version, and
 * change nothing (two people editing one pet cannot undo each other).
 */
export class GuardedUpdatePet extends Step {
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
    const read = await world.api.op('getPetById', { params: { petId: id } })
    const version = read.headers.get('etag') ?? '"none"'
    const put = (ifMatch: string) =>
      world.api.op('updatePet', {
        params: { petId: id },
        body: input,
        headers: { 'If-Match': ifMatch },
      })
    const answer = await put(version)
    expectAnswer(`${String(this)} on ${id}`, answer, model.expectUpdatePet(id, input))
    if (answer.status === 200) {
      expectSame(String(this), answer.body, petView(model.applyUpdatePet(id, input)))
      const current = answer.headers.get('etag')
      if (current !== version) {
        const stale = await put(version)
        const step = `${String(this)} again with the version it replaced`
        expectAnswer(step, stale, { status: 412, code: 'precondition_failed' })
        expectSame(`${step}: the ETag of the 412`, stale.headers.get('etag'), current)
      }
    }
    await verify(String(this), model, world, { categories: false, orders: false })
  }
  toString() {
    return `guardedUpdatePet(#${this.pick}, category #${this.categoryPick}, ${this.status ?? 'default status'})`
  }
}
