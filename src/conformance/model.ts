/**
 * A plain model of the Petstore's state rules, written from openapi.yaml's "States and
 * transitions" and nothing else, so the stateful tests compare the server against the contract
 * rather than against the code it runs. Each method says what the server must answer and, when
 * that is a success, applies the change.
 */

export type PetStatus = 'available' | 'pending' | 'sold'

export interface ModelCategory {
  id: number
  name: string
  description?: string
}

/** A pet together with its inventory entry (which always carries the pet's status). */
export interface ModelPet {
  id: number
  name: string
  categoryId: number
  status: PetStatus
  stock: number
}

export interface ModelOrder {
  id: number
  petId: number
  quantity: number
  shipDate: string
  complete: boolean
}

/** What the server must answer: a success status, or an error status and code. */
export interface Expected {
  status: number
  code?: string
}

const ok = (status: number): Expected => ({ status })

/**
 * A pet's or category's name as the server stores it: openapi.yaml says the spaces around it
 * are removed.
 */
export function storedName(name: string): string {
  return name.trim()
}

/**
 * What two category names are compared by (openapi.yaml, "Names"): stored, without
 * default-ignorable characters, in NFC, ignoring case.
 */
export function nameKey(name: string): string {
  return storedName(name)
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFC')
    .toLowerCase()
}
const error = (status: number, code: string): Expected => ({ status, code })

export class StoreModel {
  readonly categories = new Map<number, ModelCategory>()
  readonly pets = new Map<number, ModelPet>()
  readonly orders = new Map<number, ModelOrder>()
  /** Ids deleted during the run: they must never answer again. */
  readonly gone = {
    categories: new Set<number>(),
    pets: new Set<number>(),
    orders: new Set<number>(),
  }
  /** Per pet: stock it started with plus every change made by setting stock. */
  readonly supplied = new Map<number, number>()
  /** Per pet: quantities taken by orders placed minus those returned by cancelling. */
  readonly taken = new Map<number, number>()

  /** Adds a category that already existed when the run started. */
  seedCategory(category: ModelCategory): void {
    this.categories.set(category.id, { ...category })
  }

  /** Adds an order that already existed when the run started (its stock was taken before). */
  seedOrder(order: ModelOrder): void {
    this.orders.set(order.id, { ...order })
  }

  /** Adds a pet that already existed when the run started. */
  seedPet(pet: ModelPet): void {
    this.pets.set(pet.id, { ...pet })
    this.supplied.set(pet.id, pet.stock)
    this.taken.set(pet.id, 0)
  }

  /** Incomplete orders of a pet. */
  openOrders(petId: number): ModelOrder[] {
    return [...this.orders.values()].filter((o) => o.petId === petId && !o.complete)
  }

  #nameTaken(name: string, exceptId?: number): boolean {
    const key = nameKey(name)
    return [...this.categories.values()].some((c) => nameKey(c.name) === key && c.id !== exceptId)
  }

  // Categories

  /** Category names are unique, ignoring case and the spaces around them. */
  expectCreateCategory(input: { name: string }): Expected {
    return this.#nameTaken(input.name) ? error(409, 'category_exists') : ok(201)
  }

  applyCreateCategory(category: ModelCategory): void {
    this.categories.set(category.id, { ...category })
  }

  expectUpdateCategory(id: number, input: { name: string }): Expected {
    if (!this.categories.has(id)) return error(404, 'not_found')
    return this.#nameTaken(input.name, id) ? error(409, 'category_exists') : ok(200)
  }

  applyUpdateCategory(id: number, input: { name: string; description?: string }): ModelCategory {
    const next: ModelCategory = { id, name: storedName(input.name) }
    if (input.description !== undefined) next.description = input.description
    this.categories.set(id, next)
    return next
  }

  /** A category cannot be deleted while a pet references it. */
  expectDeleteCategory(id: number): Expected {
    if (!this.categories.has(id)) return error(404, 'not_found')
    const inUse = [...this.pets.values()].some((p) => p.categoryId === id)
    return inUse ? error(409, 'category_in_use') : ok(204)
  }

  applyDeleteCategory(id: number): void {
    this.categories.delete(id)
    this.gone.categories.add(id)
  }

  // Pets

  /** A new pet needs an existing category; it starts with stock 1 when available, else 0. */
  expectCreatePet(input: { categoryId: number }): Expected {
    return this.categories.has(input.categoryId) ? ok(201) : error(422, 'unknown_category')
  }

  applyCreatePet(
    id: number,
    input: { name: string; categoryId: number; status?: PetStatus },
  ): ModelPet {
    const status = input.status ?? 'available'
    const pet: ModelPet = {
      id,
      name: storedName(input.name),
      categoryId: input.categoryId,
      status,
      stock: status === 'available' ? 1 : 0,
    }
    this.seedPet(pet)
    return pet
  }

  /** updatePet may set any status by hand; the inventory entry follows, the stock stays. */
  expectUpdatePet(id: number, input: { categoryId: number }): Expected {
    if (!this.pets.has(id)) return error(404, 'not_found')
    return this.categories.has(input.categoryId) ? ok(200) : error(422, 'unknown_category')
  }

  applyUpdatePet(
    id: number,
    input: { name: string; categoryId: number; status?: PetStatus },
  ): ModelPet {
    const pet = this.pets.get(id) as ModelPet
    Object.assign(pet, {
      name: storedName(input.name),
      categoryId: input.categoryId,
      status: input.status ?? 'available',
    })
    return pet
  }

  /** A pet cannot be deleted while an incomplete order references it. */
  expectDeletePet(id: number): Expected {
    if (!this.pets.has(id)) return error(404, 'not_found')
    return this.openOrders(id).length > 0 ? error(409, 'pet_has_open_orders') : ok(204)
  }

  applyDeletePet(id: number): void {
    this.pets.delete(id)
    this.gone.pets.add(id)
  }

  // Stock

  expectSetStock(petId: number): Expected {
    return this.pets.has(petId) ? ok(200) : error(404, 'not_found')
  }

  /**
   * Above 0 makes a pending or sold pet available; 0 makes an available pet pending (open
   * orders) or sold (none).
   */
  applySetStock(petId: number, quantity: number): ModelPet {
    const pet = this.pets.get(petId) as ModelPet
    this.supplied.set(petId, (this.supplied.get(petId) ?? 0) + quantity - pet.stock)
    pet.stock = quantity
    if (quantity > 0) pet.status = 'available'
    else if (pet.status === 'available')
      pet.status = this.openOrders(petId).length > 0 ? 'pending' : 'sold'
    return pet
  }

  // Orders

  /** The pet must exist (422), be available and have enough stock (409). */
  expectPlaceOrder(input: { petId: number; quantity: number }): Expected {
    const pet = this.pets.get(input.petId)
    if (!pet) return error(422, 'unknown_pet')
    if (pet.status !== 'available') return error(409, 'pet_not_available')
    return input.quantity > pet.stock ? error(409, 'insufficient_stock') : ok(201)
  }

  /** Takes the quantity from stock; at 0 the pet becomes pending. */
  applyPlaceOrder(order: ModelOrder): void {
    const pet = this.pets.get(order.petId) as ModelPet
    pet.stock -= order.quantity
    if (pet.stock === 0) pet.status = 'pending'
    this.taken.set(pet.id, (this.taken.get(pet.id) ?? 0) + order.quantity)
    this.orders.set(order.id, { ...order })
  }

  /** Completing and moving the ship date need an incomplete order. */
  expectUpdateOrder(id: number): Expected {
    const order = this.orders.get(id)
    if (!order) return error(404, 'not_found')
    return order.complete ? error(409, 'order_completed') : ok(200)
  }

  /** Completing: when the pet's stock is 0 and no incomplete order remains, the pet is sold. */
  applyCompleteOrder(id: number): ModelOrder {
    const order = this.orders.get(id) as ModelOrder
    order.complete = true
    const pet = this.pets.get(order.petId)
    if (pet && pet.stock === 0 && this.openOrders(pet.id).length === 0) pet.status = 'sold'
    return order
  }

  applyShipDate(id: number, shipDate: string): ModelOrder {
    const order = this.orders.get(id) as ModelOrder
    order.shipDate = shipDate
    return order
  }

  /** Only an incomplete order can be cancelled. */
  expectCancelOrder(id: number): Expected {
    const expected = this.expectUpdateOrder(id)
    return expected.status === 200 ? ok(204) : expected
  }

  /** Returns the quantity to stock; a pending pet with stock above 0 becomes available. */
  applyCancelOrder(id: number): void {
    const order = this.orders.get(id) as ModelOrder
    this.orders.delete(id)
    this.gone.orders.add(id)
    const pet = this.pets.get(order.petId)
    if (!pet) return
    pet.stock += order.quantity
    if (pet.status === 'pending' && pet.stock > 0) pet.status = 'available'
    this.taken.set(pet.id, (this.taken.get(pet.id) ?? 0) - order.quantity)
  }
}
