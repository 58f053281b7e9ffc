/**
 * The Petstore's stateful model: @msw/data collections for categories, pets, inventory and
 * orders, their indexes, and every rule that changes them. Handlers and test builders both go
 * through these methods, so the API and the arranged data obey the same state machine.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { ApiError } from '../errors'
import { document } from '../generated/openapi-document'
import { paginate, snapshotOf, type Page, type PageRequest } from './page'
import {
  initialStock,
  statusAfterOrderCancelled,
  statusAfterOrderCompleted,
  statusAfterOrderPlaced,
  statusAfterStockSet,
} from './rules'
import {
  categorySchema,
  inventorySchema,
  orderSchema,
  petSchema,
  type Category,
  type InventoryItem,
  type Order,
  type Pet,
  type PetStatus,
} from './schemas'
import { StoreListeners, type StoreChange, type TableName } from './events'
import { OrderIndex } from './index/order-index'
import { nameKey as sortKey, PetIndex } from './index/pet-index'
import { Table } from './table'

/** Fields of a new or replaced pet. */
export interface PetInput {
  name: string
  categoryId: number
  status?: PetStatus
}

/** Fields of a new or replaced category. */
export interface CategoryInput {
  name: string
  description?: string
}

/** Fields of a new order. */
export interface OrderInput {
  petId: number
  quantity: number
  shipDate?: string
}

/** Changes to an order. */
export interface OrderChanges {
  complete?: boolean
  shipDate?: string
}

/** Every record and the id counters, as plain data: what export() gives and import() takes. */
export interface DatabaseDump {
  categories: Category[]
  pets: Pet[]
  inventory: InventoryItem[]
  orders: Order[]
  nextIds: { category: number; pet: number; order: number }
}

/** Sort keys of the lists; a leading `-` sorts descending. */
export type SortKey = 'id' | '-id' | 'name' | '-name'

/** Filters, sort and page of listPets. */
export interface PetQuery extends PageRequest {
  status?: PetStatus[]
  categoryId?: number
  name?: string
  sort?: SortKey
}

/** Options of a database. */
export interface DatabaseOptions {
  /** The mock's clock, used for default ship dates. */
  now?: () => Date
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The most units a pet may have, in stock and in open orders together (InventoryItem.quantity). */
export const MAX_STOCK = inventoryMaximum()

function inventoryMaximum(): number {
  const item = document.components?.schemas?.InventoryItem as OpenAPIV3.SchemaObject | undefined
  const quantity = item?.properties?.quantity as OpenAPIV3.SchemaObject | undefined
  if (typeof quantity?.maximum !== 'number')
    throw new Error('openapi.yaml: InventoryItem.quantity needs a maximum')
  return quantity.maximum
}

// Names sort case-insensitively by code unit, ties by id: the same order the pet index keeps.
function byName<T extends { id: number; name: string }>(a: T, b: T): number {
  const x = sortKey(a.name)
  const y = sortKey(b.name)
  return x < y ? -1 : x > y ? 1 : a.id - b.id
}

function sortRecords<T extends { id: number; name: string }>(
  items: T[],
  sort: SortKey = 'id',
): T[] {
  if (sort === 'name' || sort === '-name') items.sort(byName)
  if (sort.startsWith('-')) items.reverse()
  return items
}

/**
 * The in-memory Petstore.
 *
 * @example
 * const db = new PetstoreDatabase()
 * const dogs = await db.createCategory({ name: 'Dogs' })
 * const rex = await db.createPet({ name: 'Rex', categoryId: dogs.id })
 * await db.placeOrder({ petId: rex.id, quantity: 1 })
 * (await db.getPet(rex.id)).status // 'pending'
 */
export class PetstoreDatabase {
  readonly categories = new Table(categorySchema, (c) => c.id)
  readonly pets = new Table(petSchema, (p) => p.id)
  readonly inventory = new Table(inventorySchema, (i) => i.petId)
  readonly orders = new Table(orderSchema, (o) => o.id)

  readonly #now: () => Date
  readonly #categoryIdsByName = new Map<string, number>()
  readonly #petIndex = new PetIndex()
  readonly #orderIndex = new OrderIndex()
  #nextIds = { category: 1, pet: 1, order: 1 }
  #queue: Promise<unknown> = Promise.resolve()
  readonly #listeners = new StoreListeners()

  constructor(options: DatabaseOptions = {}) {
    this.#now = options.now ?? (() => new Date())
  }

  /**
   * Runs `work` after every earlier operation finished, so concurrent requests never interleave
   * between a check and the write that depends on it (no lost updates, no negative stock).
   */
  #exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    const run = this.#queue.then(work)
    this.#queue = run.catch(() => undefined)
    return run
  }

  /**
   * Runs a write exclusively and, once it committed, tells the store listeners what it touched.
   * A write that throws changed nothing (every check runs before the first change), so it is not told.
   */
  #write<T>(operation: string, work: (touch: Touch) => T | Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      const changes: Array<{ table: TableName; ids: number[] }> = []
      const touch: Touch = (table, id) => {
        const entry = changes.find((c) => c.table === table)
        if (!entry) changes.push({ table, ids: [id] })
        else if (!entry.ids.includes(id)) entry.ids.push(id)
      }
      const result = await work(touch)
      if (this.#listeners.active) this.#listeners.emit({ kind: 'write', operation, changes })
      return result
    })
  }

  /**
   * Listens to committed changes: `{ kind: 'write' }` after every write that succeeded, with the
   * tables and ids it touched, and `{ kind: 'replace' }` after `clear()` and `import()`.
   * Listeners run inside the store's exclusive step, so they see the store exactly as committed;
   * what they read back (e.g. `db.export()`) is queued after it. Returns the unsubscribe function.
   *
   * @example
   * const stop = db.onChange((change) => {
   *   if (change.kind === 'replace') console.log('new store')
   * })
   * await db.createCategory({ name: 'Birds' }) // listener gets { kind: 'write', operation: 'createCategory', … }
   * stop()
   */
  onChange(listener: (change: StoreChange) => void): () => void {
    return this.#listeners.add(listener)
  }

  // Categories

  /** Lists categories, sorted and paged. */
  listCategories(query: PageRequest & { sort?: SortKey }): Promise<Page<Category>> {
    return this.#exclusive(() => {
      const items = sortRecords([...this.categories.values()], query.sort)
      return paginate(items.map(snapshotOf), query)
    })
  }

  /** One category; 404 when it does not exist. */
  getCategory(id: number): Promise<Category> {
    return this.#exclusive(() => snapshotOf(this.#category(id)))
  }

  /** Creates a category; 409 category_exists when the name is taken (ignoring case). */
  createCategory(input: CategoryInput): Promise<Category> {
    return this.#write('createCategory', async (touch) => {
      this.#assertNameFree(input.name)
      const record = await this.categories.insert({
        id: this.#nextIds.category++,
        ...pickCategory(input),
      })
      this.#categoryIdsByName.set(nameKey(record.name), record.id)
      touch('categories', record.id)
      return snapshotOf(record)
    })
  }

  /** Replaces a category's fields. */
  updateCategory(id: number, input: CategoryInput): Promise<Category> {
    return this.#write('updateCategory', (touch) => {
      const current = this.#category(id)
      this.#assertNameFree(input.name, id)
      this.#categoryIdsByName.delete(nameKey(current.name))
      const next = pickCategory(input)
      const record = this.categories.patch(id, { ...next, description: next.description })
      if (next.description === undefined) delete record.description
      this.#categoryIdsByName.set(nameKey(record.name), id)
      touch('categories', id)
      return snapshotOf(record)
    })
  }

  /** Deletes a category; 409 category_in_use while a pet references it. */
  deleteCategory(id: number): Promise<void> {
    return this.#write('deleteCategory', (touch) => {
      const current = this.#category(id)
      const pets = this.#petIndex.countInCategory(id)
      if (pets > 0) {
        throw new ApiError(
          'category_in_use',
          `Category ${id} still has ${pets} pet${pets === 1 ? '' : 's'}; move or delete them first.`,
        )
      }
      this.categories.remove(id)
      this.#categoryIdsByName.delete(nameKey(current.name))
      touch('categories', id)
    })
  }

  // Pets

  /** Lists pets, filtered, sorted and paged. */
  listPets(query: PetQuery): Promise<Page<Pet>> {
    return this.#exclusive(() => {
      const { ids, total } = this.#petIndex.query(query)
      return { items: ids.map((id) => snapshotOf(this.pets.get(id) as Pet)), total }
    })
  }

  /** One pet; 404 when it does not exist. */
  getPet(id: number): Promise<Pet> {
    return this.#exclusive(() => snapshotOf(this.#pet(id)))
  }

  /** Creates a pet and its inventory entry; 422 unknown_category when the category is missing. */
  createPet(input: PetInput): Promise<Pet> {
    return this.#write('createPet', async (touch) => {
      this.#assertCategoryExists(input.categoryId)
      const status = input.status ?? 'available'
      const pet = await this.pets.insert({
        id: this.#nextIds.pet++,
        name: input.name,
        categoryId: input.categoryId,
        status,
      })
      await this.inventory.insert({ petId: pet.id, quantity: initialStock(status), status })
      this.#petIndex.add(pet)
      touch('pets', pet.id)
      touch('inventory', pet.id)
      return snapshotOf(pet)
    })
  }

  /** Replaces a pet's fields; the status may be set by hand and the inventory entry follows. */
  updatePet(id: number, input: PetInput): Promise<Pet> {
    return this.#write('updatePet', (touch) => {
      const current = this.#pet(id)
      this.#assertCategoryExists(input.categoryId)
      const status = input.status ?? 'available'
      const previous = snapshotOf(current)
      const pet = this.pets.patch(id, { name: input.name, categoryId: input.categoryId, status })
      this.inventory.patch(id, { status })
      this.#petIndex.update(previous, pet)
      touch('pets', id)
      touch('inventory', id)
      return snapshotOf(pet)
    })
  }

  /** Deletes a pet and its inventory entry; 409 pet_has_open_orders while an order is open. */
  deletePet(id: number): Promise<void> {
    return this.#write('deletePet', (touch) => {
      const pet = this.#pet(id)
      const open = this.#orderIndex.openCount(id)
      if (open > 0) {
        throw new ApiError(
          'pet_has_open_orders',
          `Pet ${id} has ${open} incomplete order${open === 1 ? '' : 's'}; complete or cancel ${open === 1 ? 'it' : 'them'} first.`,
        )
      }
      this.#petIndex.remove(pet)
      this.pets.remove(id)
      this.inventory.remove(id)
      touch('pets', id)
      touch('inventory', id)
    })
  }

  // Inventory

  /** Lists inventory entries by petId, filtered by status and paged. */
  listInventory(query: PageRequest & { status?: PetStatus[] }): Promise<Page<InventoryItem>> {
    // An entry's status is always its pet's, so the pets' status index serves inventory too.
    return this.#exclusive(() => {
      const { ids, total } = this.#petIndex.idsByStatus(query.status, query)
      return { items: ids.map((id) => snapshotOf(this.inventory.get(id) as InventoryItem)), total }
    })
  }

  /** One pet's inventory entry; 404 when the pet does not exist. */
  getInventory(petId: number): Promise<InventoryItem> {
    return this.#exclusive(() => snapshotOf(this.#inventory(petId)))
  }

  /**
   * Sets a pet's stock; the pet's status follows the stock rules. 409 stock_limit_exceeded when
   * the stock plus the units in open orders would pass the contract's ceiling, since cancelling
   * those orders returns their units and must never push stock out of bounds.
   */
  setStock(petId: number, quantity: number): Promise<InventoryItem> {
    return this.#write('setStock', (touch) => {
      const pet = this.#pet(petId)
      const reserved = this.#orderIndex
        .openIds(petId)
        .reduce((sum, id) => sum + (this.orders.get(id)?.quantity ?? 0), 0)
      if (quantity + reserved > MAX_STOCK) {
        throw new ApiError(
          'stock_limit_exceeded',
          `Pet ${petId} has ${reserved} units in open orders, so its stock can be at most ${MAX_STOCK - reserved}.`,
        )
      }
      const status = statusAfterStockSet(pet.status, quantity, this.#orderIndex.openCount(petId))
      return snapshotOf(this.#setPetState(petId, quantity, status, touch))
    })
  }

  // Orders

  /** Lists orders by id, filtered by pet and completion, paged. */
  listOrders(query: PageRequest & { petId?: number; complete?: boolean }): Promise<Page<Order>> {
    return this.#exclusive(() => {
      const { ids, total } = this.#orderIndex.query(query)
      return { items: ids.map((id) => snapshotOf(this.orders.get(id) as Order)), total }
    })
  }

  /** One order; 404 when it does not exist. */
  getOrder(id: number): Promise<Order> {
    return this.#exclusive(() => snapshotOf(this.#order(id)))
  }

  /**
   * Places an order: takes stock, and makes the pet pending when stock runs out.
   * 422 unknown_pet, 409 pet_not_available or insufficient_stock.
   */
  placeOrder(input: OrderInput): Promise<Order> {
    return this.#write('placeOrder', async (touch) => {
      const pet = this.pets.get(input.petId)
      if (!pet) throw new ApiError('unknown_pet', `Pet ${input.petId} does not exist.`)
      if (pet.status !== 'available') {
        throw new ApiError('pet_not_available', `Pet ${pet.id} is ${pet.status}, not available.`)
      }
      const stock = this.#inventory(pet.id).quantity
      if (input.quantity > stock) {
        throw new ApiError(
          'insufficient_stock',
          `Pet ${pet.id} has ${stock} in stock; ${input.quantity} ${input.quantity === 1 ? 'was' : 'were'} ordered.`,
        )
      }
      const order = await this.orders.insert({
        id: this.#nextIds.order++,
        petId: pet.id,
        quantity: input.quantity,
        shipDate: input.shipDate ?? new Date(this.#now().getTime() + 2 * DAY_MS).toISOString(),
        complete: false,
      })
      this.#orderIndex.add(order)
      touch('orders', order.id)
      const left = stock - input.quantity
      this.#setPetState(pet.id, left, statusAfterOrderPlaced(pet.status, left), touch)
      return snapshotOf(order)
    })
  }

  /** Completes an order (one-way) or moves its ship date; 409 order_completed once complete. */
  updateOrder(id: number, changes: OrderChanges): Promise<Order> {
    return this.#write('updateOrder', (touch) => {
      const order = this.#order(id)
      if (order.complete) throw new ApiError('order_completed', `Order ${id} is already complete.`)
      if (changes.complete === true) this.#orderIndex.complete(order)
      const next = this.orders.patch(id, {
        ...(changes.shipDate !== undefined && { shipDate: changes.shipDate }),
        ...(changes.complete === true && { complete: true }),
      })
      touch('orders', id)
      const pet = changes.complete === true ? this.pets.get(order.petId) : undefined
      if (pet) {
        const stock = this.#inventory(pet.id).quantity
        const open = this.#orderIndex.openCount(pet.id)
        this.#setPetState(pet.id, stock, statusAfterOrderCompleted(pet.status, stock, open), touch)
      }
      return snapshotOf(next)
    })
  }

  /** Cancels an incomplete order and returns its quantity to stock; 409 order_completed. */
  cancelOrder(id: number): Promise<void> {
    return this.#write('cancelOrder', (touch) => {
      const order = this.#order(id)
      if (order.complete) {
        throw new ApiError('order_completed', `Order ${id} is complete and cannot be cancelled.`)
      }
      this.#orderIndex.remove(order)
      this.orders.remove(id)
      touch('orders', id)
      const pet = this.pets.get(order.petId)
      if (pet) {
        const stock = this.#inventory(pet.id).quantity + order.quantity
        this.#setPetState(pet.id, stock, statusAfterOrderCancelled(pet.status, stock), touch)
      }
    })
  }

  /** How many incomplete orders reference a pet. */
  openOrderCount(petId: number): number {
    return this.#orderIndex.openCount(petId)
  }

  /** Removes every record and restarts the ids, as on a fresh start. */
  clear(): Promise<void> {
    return this.#exclusive(() => {
      this.#clearAll()
      this.#listeners.emit({ kind: 'replace' })
    })
  }

  /**
   * Every record and the id counters, as plain data (for snapshots and persistence).
   *
   * @example
   * const saved = await db.export()
   * await db.import(saved) // back to exactly this state, ids and counters included
   */
  export(): Promise<DatabaseDump> {
    return this.#exclusive(() => ({
      categories: [...this.categories.values()].map(snapshotOf),
      pets: [...this.pets.values()].map(snapshotOf),
      inventory: [...this.inventory.values()].map(snapshotOf),
      orders: [...this.orders.values()].map(snapshotOf),
      nextIds: { ...this.#nextIds },
    }))
  }

  /** Replaces everything with a dump from export(); the indexes are rebuilt from it. */
  import(dump: DatabaseDump): Promise<void> {
    return this.#exclusive(async () => {
      this.#clearAll()
      const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id
      for (const category of [...dump.categories].sort(byId)) {
        const record = await this.categories.insert(category)
        this.#categoryIdsByName.set(nameKey(record.name), record.id)
      }
      for (const pet of [...dump.pets].sort(byId)) this.#petIndex.add(await this.pets.insert(pet))
      for (const item of [...dump.inventory].sort((a, b) => a.petId - b.petId)) {
        await this.inventory.insert(item)
      }
      for (const order of [...dump.orders].sort(byId))
        this.#orderIndex.add(await this.orders.insert(order))
      this.#nextIds = { ...dump.nextIds }
      this.#listeners.emit({ kind: 'replace' })
    })
  }

  #clearAll(): void {
    for (const table of [this.categories, this.pets, this.inventory, this.orders]) table.clear()
    this.#categoryIdsByName.clear()
    this.#petIndex.clear()
    this.#orderIndex.clear()
    this.#nextIds = { category: 1, pet: 1, order: 1 }
  }

  /**
   * Stores an order as it is, complete or not, for seeding history; stock is not touched.
   * Use `placeOrder` for orders that must follow the rules.
   */
  importOrder(order: Omit<Order, 'id'>): Promise<Order> {
    return this.#write('importOrder', async (touch) => {
      this.#pet(order.petId)
      const record = await this.orders.insert({ id: this.#nextIds.order++, ...order })
      this.#orderIndex.add(record)
      touch('orders', record.id)
      return snapshotOf(record)
    })
  }

  #setPetState(petId: number, quantity: number, status: PetStatus, touch: Touch): InventoryItem {
    const pet = this.#pet(petId)
    if (pet.status !== status) {
      const previous = snapshotOf(pet)
      this.#petIndex.update(previous, this.pets.patch(petId, { status }))
      touch('pets', petId)
    }
    touch('inventory', petId)
    return this.inventory.patch(petId, { quantity, status })
  }

  #category(id: number): Category {
    const category = this.categories.get(id)
    if (!category) throw new ApiError('not_found', `Category ${id} does not exist.`)
    return category
  }

  #pet(id: number): Pet {
    const pet = this.pets.get(id)
    if (!pet) throw new ApiError('not_found', `Pet ${id} does not exist.`)
    return pet
  }

  #inventory(petId: number): InventoryItem {
    const item = this.inventory.get(petId)
    if (!item) throw new ApiError('not_found', `Pet ${petId} does not exist.`)
    return item
  }

  #order(id: number): Order {
    const order = this.orders.get(id)
    if (!order) throw new ApiError('not_found', `Order ${id} does not exist.`)
    return order
  }

  #assertNameFree(name: string, exceptId?: number): void {
    const owner = this.#categoryIdsByName.get(nameKey(name))
    if (owner !== undefined && owner !== exceptId) {
      throw new ApiError(
        'category_exists',
        `A category named "${name}" already exists (id ${owner}).`,
      )
    }
  }

  #assertCategoryExists(categoryId: number): void {
    if (!this.categories.has(categoryId)) {
      throw new ApiError('unknown_category', `Category ${categoryId} does not exist.`)
    }
  }
}

/** Records that a write touched a table's record. */
type Touch = (table: TableName, id: number) => void

function nameKey(name: string): string {
  return name.toLocaleLowerCase('en')
}

function pickCategory(input: CategoryInput): CategoryInput {
  return input.description === undefined
    ? { name: input.name }
    : { name: input.name, description: input.description }
}
