/**
 * The Petstore's stateful model. Every operation runs as one exclusive step on the current
 * store; writes tell the change listeners once they committed; `import()` and `clear()` build a
 * whole new store beside the old one and swap it in. The rules live in categories.ts, pets.ts
 * and orders.ts (a write's preconditions, `If-Match` and `If-None-Match`, are held inside its own step); this class only orders and
 * announces them.
 */
import * as categories from './categories'
import { NO_PRECONDITIONS } from '../contract/etag'
import {
  StoreListeners,
  type StoreChange,
  type StoreWrite,
  type TableName,
  type WriteCause,
} from './events'
import type { StorePatch } from './patch'
import * as orders from './orders'
import { snapshotOf, type Page, type PageRequest } from './page'
import * as pets from './pets'
import type { Category, InventoryItem, Order, Pet, PetStatus } from './schemas'
import { Store } from './store'
import type { TableView } from './table'
import type {
  CategoryInput,
  NextIds,
  StoreSnapshot,
  OrderChanges,
  OrderInput,
  PetInput,
  PetQuery,
  SortKey,
  Touch,
} from './types'

export type {
  CategoryInput,
  StoreSnapshot,
  OrderChanges,
  OrderInput,
  PetInput,
  PetQuery,
  SortKey,
} from './types'
export type { StoreChange } from './events'
export type { StorePatch } from './patch'

/**
 * The store as a change left it, readable only while an `onChange` listener runs (inside the
 * write's exclusive step, so nothing else has changed it yet). A listener that must keep a change
 * before the write's caller hears of it, such as `serve --data`'s log, reads it here at once.
 */
export interface CommittedStore {
  /** The records `changes` name as they are now, and the id counters. */
  patch(changes: StoreWrite['changes']): StorePatch
  /** The whole store as it is now (a frozen snapshot, copied lazily). */
  snapshot(): StoreSnapshot
  /** One record as it is now (frozen: never copy it to keep it), or undefined. */
  record(table: TableName, id: number): object | undefined
  /** The id counters as they are now. */
  nextIds(): NextIds
  /**
   * Refuses the change (it could not be kept, e.g. a full disk): before its exclusive step ends,
   * the store is replaced by the snapshot `before` resolves with (the store as it was before the
   * change), so no reader ever sees it; listeners are then told of that `replace`, and the
   * write's caller gets `reason`. Should `before` fail, the change stays (the caller still gets
   * `reason`).
   */
  refuse(before: () => Promise<StoreSnapshot>, reason: Error): void
}

interface Refusal {
  before: () => Promise<StoreSnapshot>
  reason: Error
}

/** Options of a database. */
export interface DatabaseOptions {
  /** The mock's clock, used for default ship dates. */
  now?: () => Date
}

/** The in-memory Petstore. */
export class PetstoreDatabase {
  readonly #now: () => Date
  readonly #listeners = new StoreListeners<CommittedStore>()
  #store = new Store()
  #queue: Promise<unknown> = Promise.resolve()
  // Operations queued or running; `#view` reads at once only when none is.
  #queued = 0
  // The cause of the writes called while `attribute` runs its function.
  #cause: WriteCause | undefined
  // Listeners read the store through this while they run, inside the write's exclusive step.
  readonly #committed: CommittedStore = {
    patch: (changes) => this.#store.patch(changes),
    snapshot: () => this.#store.snapshot(),
    record: (table, id) =>
      (table === 'inventory' ? this.#store.inventory : this.#store[table]).get(id),
    nextIds: () => ({ ...this.#store.nextIds }),
    refuse: (before, reason) => void (this.#refusal ??= { before, reason }),
  }
  // What a listener refusing the change in hand said the store was before it, and why.
  #refusal: Refusal | undefined

  constructor(options: DatabaseOptions = {}) {
    this.#now = options.now ?? (() => new Date())
  }

  /** The categories, read-only: change them through the methods, so the rules apply. */
  get categories(): TableView<Category> {
    return this.#store.categories
  }

  get pets(): TableView<Pet> {
    return this.#store.pets
  }

  get inventory(): TableView<InventoryItem> {
    return this.#store.inventory
  }

  get orders(): TableView<Order> {
    return this.#store.orders
  }

  /**
   * Listens to committed changes (`StoreChange`) inside the write's exclusive step: `db.export()`
   * would queue after it, `committed` reads the store at once. Returns the unsubscribe function.
   */
  onChange(listener: (change: StoreChange, committed: CommittedStore) => void): () => void {
    return this.#listeners.add(listener)
  }

  /** Tags the writes `call` starts before its first await with `cause` (operation handlers write first). */
  attribute<T>(cause: WriteCause, call: () => T): T {
    const outer = this.#cause
    this.#cause = cause
    try {
      return call()
    } finally {
      this.#cause = outer
    }
  }

  // Categories

  /** Lists categories, sorted and paged. */
  listCategories(query: PageRequest & { sort?: SortKey }): Promise<Page<Category>> {
    return this.#read((store) => categories.listCategories(store, query))
  }

  /** One category; 404 when it does not exist. */
  getCategory(id: number): Promise<Category> {
    return this.#read((store) => snapshotOf(categories.categoryOf(store, id)))
  }

  /** Creates a category; 409 category_exists when the name is taken (ignoring case). */
  createCategory(input: CategoryInput, conditions = NO_PRECONDITIONS): Promise<Category> {
    return this.#write('createCategory', (s, t) =>
      categories.createCategory(s, input, t, conditions),
    )
  }

  updateCategory(
    id: number,
    input: CategoryInput,
    conditions = NO_PRECONDITIONS,
  ): Promise<Category> {
    return this.#write('updateCategory', (s, t) =>
      categories.updateCategory(s, id, input, t, conditions),
    )
  }

  /** Deletes a category; 409 category_in_use while a pet references it. */
  deleteCategory(id: number, conditions = NO_PRECONDITIONS): Promise<void> {
    return this.#write('deleteCategory', (s, t) => categories.deleteCategory(s, id, t, conditions))
  }

  // Pets and inventory

  /** Lists pets, filtered, sorted and paged. */
  listPets(query: PetQuery): Promise<Page<Pet>> {
    return this.#read((store) => pets.listPets(store, query))
  }

  /** One pet; 404 when it does not exist. */
  getPet(id: number): Promise<Pet> {
    return this.#read((store) => snapshotOf(pets.petOf(store, id)))
  }

  /**
   * `getPet` without the copy, for a reader that only serialises the pet (the pipeline): the
   * stored record itself, frozen; at once when no operation is queued, else after them.
   */
  storedPet(id: number): Readonly<Pet> | Promise<Readonly<Pet>> {
    return this.#view((store) => pets.frozen(pets.petOf(store, id)))
  }

  /** `listPets` without the copies, as `storedPet` reads one. */
  storedPets(query: PetQuery): Page<Readonly<Pet>> | Promise<Page<Readonly<Pet>>> {
    return this.#view((store) => pets.storedPetPage(store, query))
  }

  /** Creates a pet and its inventory entry; 422 unknown_category when the category is missing. */
  createPet(input: PetInput, conditions = NO_PRECONDITIONS): Promise<Pet> {
    return this.#write('createPet', (s, touch) => pets.createPet(s, input, touch, conditions))
  }

  /** Replaces a pet's fields; the status may be set by hand and the inventory entry follows. */
  updatePet(id: number, input: PetInput, conditions = NO_PRECONDITIONS): Promise<Pet> {
    return this.#write('updatePet', (s, touch) => pets.updatePet(s, id, input, touch, conditions))
  }

  /** Deletes a pet and its inventory entry; 409 pet_has_open_orders while an order is open. */
  deletePet(id: number, conditions = NO_PRECONDITIONS): Promise<void> {
    return this.#write('deletePet', (store, touch) => pets.deletePet(store, id, touch, conditions))
  }

  /** Lists inventory entries by petId, filtered by status and paged. */
  listInventory(query: PageRequest & { status?: PetStatus[] }): Promise<Page<InventoryItem>> {
    return this.#read((store) => pets.listInventory(store, query))
  }

  /** One pet's inventory entry; 404 when the pet does not exist. */
  getInventory(petId: number): Promise<InventoryItem> {
    return this.#read((store) => snapshotOf(pets.inventoryOf(store, petId)))
  }

  /** Sets a pet's stock; the status follows. 409 stock_limit_exceeded past the ceiling. */
  setStock(petId: number, quantity: number, conditions = NO_PRECONDITIONS): Promise<InventoryItem> {
    return this.#write('setStock', (s, touch) =>
      pets.setStock(s, petId, quantity, touch, conditions),
    )
  }

  // Orders

  /** Lists orders by id, filtered by pet and completion, paged. */
  listOrders(query: PageRequest & { petId?: number; complete?: boolean }): Promise<Page<Order>> {
    return this.#read((store) => orders.listOrders(store, query))
  }

  /** One order; 404 when it does not exist. */
  getOrder(id: number): Promise<Order> {
    return this.#read((store) => snapshotOf(orders.orderOf(store, id)))
  }

  /** Places an order; 422 unknown_pet, 409 pet_not_available or insufficient_stock. */
  placeOrder(input: OrderInput, conditions = NO_PRECONDITIONS): Promise<Order> {
    return this.#write('placeOrder', (s, touch) =>
      orders.placeOrder(s, input, this.#now, touch, conditions),
    )
  }

  /** Completes an order (one-way) or moves its ship date; 409 order_completed once complete. */
  updateOrder(id: number, changes: OrderChanges, conditions = NO_PRECONDITIONS): Promise<Order> {
    return this.#write('updateOrder', (s, t) => orders.updateOrder(s, id, changes, t, conditions))
  }

  /** Cancels an incomplete order and returns its quantity to stock; 409 order_completed. */
  cancelOrder(id: number, conditions = NO_PRECONDITIONS): Promise<void> {
    return this.#write('cancelOrder', (s, touch) => orders.cancelOrder(s, id, touch, conditions))
  }

  /**
   * Stores an order as it is, complete or not, for seeding history; stock is not touched.
   * Use `placeOrder` for orders that must follow the rules.
   */
  importOrder(order: Omit<Order, 'id'>): Promise<Order> {
    return this.#write('importOrder', (store, touch) => orders.importOrder(store, order, touch))
  }

  /** How many incomplete orders reference a pet. */
  openOrderCount(petId: number): number {
    return this.#store.orderIndex.openCount(petId)
  }

  // The whole store

  /** Removes every record and restarts the ids, as on a fresh start. */
  clear(): Promise<void> {
    return this.#exclusive(async () => {
      await this.#replace(new Store())
    })
  }

  /**
   * Every record and the id counters, as plain, deep-frozen data (for snapshots and persistence).
   * Importing that same object again is a fast copy: O(shards), not a rebuild.
   */
  export(): Promise<StoreSnapshot> {
    return this.#exclusive(() => this.#store.snapshot())
  }

  /**
   * What the given writes changed, as a patch: the records they touched as they are now and the
   * id counters, read in one step (no write runs in between), so a saved snapshot plus its patches is
   * always a state the store was in. Pass the `changes` of `onChange` write events.
   */
  patch(changes: StoreWrite['changes']): Promise<StorePatch> {
    return this.#read((store) => store.patch(changes))
  }

  /**
   * Replaces everything with a snapshot (`Store.fromSnapshot`) in one exclusive step; one that
   * does not fit the schemas (400 validation_failed) leaves the old store as it was.
   */
  import(snapshot: StoreSnapshot): Promise<void> {
    return this.#exclusive(async () => {
      await this.#replace(await Store.fromSnapshot(snapshot))
    })
  }

  #replace(store: Store): Promise<void> | undefined {
    this.#store = store
    return this.#emit({ kind: 'replace' })
  }

  // Tells the listeners; a change one of them refused is undone before the step ends (the
  // promise returned then is the undo, awaited inside the step, rejecting with the reason).
  #emit(change: StoreChange): Promise<void> | undefined {
    this.#refusal = undefined
    this.#listeners.emit(change, this.#committed)
    // Set by a listener during emit, which the type checker cannot see.
    const refusal = this.#refusal as Refusal | undefined
    this.#refusal = undefined
    if (!refusal) return undefined
    return (async () => {
      // A `before` that fails leaves the change; the listener that refused it says why.
      const snapshot = await refusal.before().catch(() => undefined)
      if (snapshot) await this.#replace(await Store.fromSnapshot(snapshot))
      throw refusal.reason
    })()
  }

  /**
   * Runs `work` after every earlier operation finished, so concurrent requests never interleave
   * between a check and the write that depends on it (no lost updates, no negative stock).
   */
  #exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    this.#queued++
    const run = this.#queue.then(work)
    this.#queue = run.then(this.#dequeue, this.#dequeue)
    return run
  }

  readonly #dequeue = (): void => {
    this.#queued--
  }

  #read<T>(work: (store: Store) => T): Promise<T> {
    return this.#exclusive(() => work(this.#store))
  }

  /**
   * A read at once when no operation is queued or running (what the queue would run next
   * anyway), else queued after them; a read needs no promise when nothing is ahead of it.
   */
  #view<T>(work: (store: Store) => T): T | Promise<T> {
    return this.#queued === 0 ? work(this.#store) : this.#read(work)
  }

  /**
   * Runs a write exclusively and, once it committed, tells the listeners what it touched. A
   * write that throws changed nothing (every check runs before the first change): not told.
   */
  #write<T>(operation: string, work: (store: Store, touch: Touch) => Promise<T>): Promise<T> {
    const cause = this.#cause
    return this.#exclusive(async () => {
      const changes: Array<{ table: TableName; ids: number[] }> = []
      const touch: Touch = (table, id) => {
        const entry = changes.find((c) => c.table === table)
        if (!entry) changes.push({ table, ids: [id] })
        else if (!entry.ids.includes(id)) entry.ids.push(id)
      }
      const result = await work(this.#store, touch)
      if (this.#listeners.active) {
        const undo = this.#emit({ kind: 'write', operation, changes, cause })
        if (undo) await undo
      }
      return result
    })
  }
}
