/**
 * One whole store: the four tables, their secondary indexes and the id counters, always
 * replaced together. Building a store off to the side and swapping it in is what makes
 * `import()` and `clear()` atomic: a request sees the old store or the new one, never a mix.
 */
import { ApiError } from '../contract/errors'
import { OrderIndex } from './index/order-index'
import { PetIndex } from './index/pet-index'
import { nameKey } from './names'
import { Inventory } from './inventory'
import { categorySchema, orderSchema, petSchema } from './schemas'
import type { Category, Order, Pet, RecordSchema } from './schemas'
import type { StoreWrite } from './events'
import { SNAPSHOT_TABLE, type StorePatch } from './patch'
import type { SealedSlots } from './slots'
import { Table, type SealedTable } from './table'
import type { StoreSnapshot, NextIds } from './types'

/**
 * A sealed store: what every store built from it starts as, shared and never changed. Its indexes
 * are built from its records by the first store made from it, and kept for the next: most sealed
 * states (the history's base, the state behind each export) are never imported, and cloning the
 * indexes at every seal cost ~20 MB at 100,000 pets.
 */
export interface SealedStore {
  readonly categories: SealedTable<Category>
  readonly pets: SealedTable<Pet>
  readonly stock: SealedSlots<number>
  readonly orders: SealedTable<Order>
  indexes?: StoreIndexes
  readonly nextIds: Readonly<NextIds>
}

/** The secondary indexes of a store, all derived from its records. */
interface StoreIndexes {
  readonly petIndex: PetIndex
  readonly orderIndex: OrderIndex
  readonly categoryIdsByName: ReadonlyMap<string, number>
}

/** The tables, indexes and counters of one store. */
export class Store {
  readonly categories: Table<Category>
  readonly pets: Table<Pet>
  readonly inventory: Inventory
  readonly orders: Table<Order>
  readonly petIndex: PetIndex
  readonly orderIndex: OrderIndex
  readonly categoryIdsByName: Map<string, number>
  nextIds: NextIds

  constructor(sealed?: SealedStore, schemas: StoreSchemas = checked) {
    this.categories = new Table('category', schemas.category, (c) => c.id, sealed?.categories)
    this.pets = new Table('pet', schemas.pet, (p) => p.id, sealed?.pets)
    this.inventory = new Inventory(this.pets, sealed?.stock)
    this.orders = new Table('order', schemas.order, (o) => o.id, sealed?.orders)
    const indexes = sealed && (sealed.indexes ??= this.#indexed())
    this.petIndex = indexes ? indexes.petIndex.clone() : new PetIndex()
    this.orderIndex = indexes ? indexes.orderIndex.clone() : new OrderIndex()
    this.categoryIdsByName = new Map(indexes?.categoryIdsByName)
    this.nextIds = sealed ? { ...sealed.nextIds } : { category: 1, pet: 1, order: 1 }
  }

  /** Seals the current state; this store copies what it shares before changing it. */
  seal(): SealedStore {
    return {
      categories: this.categories.seal(),
      pets: this.pets.seal(),
      stock: this.inventory.seal(),
      orders: this.orders.seal(),
      nextIds: { ...this.nextIds },
    }
  }

  // The indexes of this store's records, built once in id order (no sorting), to be cloned.
  #indexed(): StoreIndexes {
    const petIndex = new PetIndex()
    for (const pet of this.pets.values()) petIndex.add(pet)
    const orderIndex = new OrderIndex()
    for (const order of this.orders.values()) orderIndex.add(order)
    const categoryIdsByName = new Map<string, number>()
    for (const c of this.categories.values()) categoryIdsByName.set(nameKey(c.name), c.id)
    return { petIndex, orderIndex, categoryIdsByName }
  }

  /**
   * The store as plain data, deep-frozen: nobody can change it, so importing this very object
   * again can restore its sealed state instead of re-creating every record. Its record arrays are built
   * from the sealed state on first read: a mock keeps the snapshot of each scenario it reset to and
   * usually only imports it again, and at 100,000 pets the copies cost ~15 MB.
   */
  snapshot(): StoreSnapshot {
    const sealed = this.seal()
    const snapshot = lazySnapshot(sealed)
    sealedStores.set(snapshot, sealed)
    return snapshot
  }

  /** The records `changes` name, copied as they are now, and the id counters: a StorePatch. */
  patch(changes: StoreWrite['changes']): StorePatch {
    const patch: StorePatch = {
      put: { categories: [], pets: [], inventory: [], orders: [] },
      deleted: { categories: [], pets: [], inventory: [], orders: [] },
      nextIds: { ...this.nextIds },
    }
    for (const { table, ids } of changes) {
      const name = SNAPSHOT_TABLE[table]
      const rows = table === 'inventory' ? this.inventory : this[table]
      for (const id of ids) {
        const record = rows.get(id)
        if (record) (patch.put[name] as object[]).push({ ...record })
        else patch.deleted[name].push(id)
      }
    }
    return patch
  }

  /**
   * A new store from a snapshot. A snapshot this module froze restores from its sealed state in O(shards);
   * any other is checked record by record against the schemas and rebuilt. Either way the
   * new store shares no object with the snapshot.
   */
  static async fromSnapshot(snapshot: StoreSnapshot): Promise<Store> {
    const sealed = sealedStores.get(snapshot)
    if (sealed) return new Store(sealed)
    return Store.#rebuilt(snapshot, checked)
  }

  /**
   * Makes a trusted snapshot one this module froze (importing it restores in O(shards)), without
   * checking its records against the schemas (its relations and ids are still checked): only
   * for the prebuilt default store, generated from openapi.yaml with a test that fails when it
   * drifts; the check cost 12M instructions of every start. No store with unchecked tables
   * leaves this function: every store built from the result checks its writes.
   */
  static async sealTrusted(snapshot: StoreSnapshot): Promise<StoreSnapshot> {
    return (await Store.#rebuilt(snapshot, unchecked)).snapshot()
  }

  static async #rebuilt(snapshot: StoreSnapshot, schemas: StoreSchemas): Promise<Store> {
    const store = new Store(undefined, schemas)
    const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id
    for (const category of [...snapshot.categories].sort(byId)) {
      assertNew(store.categories, category.id, 'category')
      const record = await store.categories.insert({ ...category })
      const key = nameKey(record.name)
      if (store.categoryIdsByName.has(key)) {
        throw new ApiError('validation_failed', `Two categories are named "${record.name}".`)
      }
      store.categoryIdsByName.set(key, record.id)
    }
    for (const pet of [...snapshot.pets].sort(byId)) {
      assertNew(store.pets, pet.id, 'pet')
      store.petIndex.add(await store.pets.insert({ ...pet }))
    }
    for (const item of [...snapshot.inventory].sort((a, b) => a.petId - b.petId)) {
      assertNew(store.inventory, item.petId, 'inventory entry for pet')
      const pet = store.pets.get(item.petId)
      if (!pet || pet.status !== item.status) {
        throw new ApiError(
          'validation_failed',
          `The snapshot's inventory entry of pet ${item.petId} does not match ${pet ? `its status (${pet.status})` : 'a pet'}.`,
        )
      }
      store.inventory.set(item.petId, item.quantity)
    }
    for (const pet of store.pets.values()) {
      if (!store.inventory.has(pet.id)) {
        throw new ApiError(
          'validation_failed',
          `The snapshot has no inventory entry for pet ${pet.id}.`,
        )
      }
    }
    for (const order of [...snapshot.orders].sort(byId)) {
      assertNew(store.orders, order.id, 'order')
      store.orderIndex.add(await store.orders.insert({ ...order }))
    }
    store.nextIds = {
      category: snapshot.nextIds.category,
      pet: snapshot.nextIds.pet,
      order: snapshot.nextIds.order,
    }
    return store
  }
}

/** The record checks of a store's tables. */
interface StoreSchemas {
  readonly category: RecordSchema<Category>
  readonly pet: RecordSchema<Pet>
  readonly order: RecordSchema<Order>
}

const checked: StoreSchemas = { category: categorySchema, pet: petSchema, order: orderSchema }

// A record taken as it is: a trusted snapshot's tables, sealed at once and never written to.
const asIs = <T>(): RecordSchema<T> => ({
  '~standard': {
    version: 1,
    vendor: 'petstore-mock',
    validate: (value) => ({ value: value as T }),
  },
})
const unchecked: StoreSchemas = { category: asIs(), pet: asIs(), order: asIs() }

// Snapshots this module made and froze, with the sealed state each was made from.
const sealedStores = new WeakMap<StoreSnapshot, SealedStore>()

// A frozen snapshot whose record arrays are frozen copies of the sealed state's records, made once, when
// any of them is first read. The sealed state never changes, so they are what `snapshot()` saw.
function lazySnapshot(sealed: SealedStore): StoreSnapshot {
  let arrays: Omit<StoreSnapshot, 'nextIds'> | undefined
  const build = () => {
    const view = new Store(sealed)
    return {
      categories: frozenCopies(view.categories.values()),
      pets: frozenCopies(view.pets.values()),
      inventory: frozenCopies(view.inventory.values()),
      orders: frozenCopies(view.orders.values()),
    }
  }
  const field = (name: 'categories' | 'pets' | 'inventory' | 'orders'): PropertyDescriptor => ({
    enumerable: true,
    get: () => (arrays ??= build())[name],
  })
  const snapshot = Object.defineProperties({} as StoreSnapshot, {
    categories: field('categories'),
    pets: field('pets'),
    inventory: field('inventory'),
    orders: field('orders'),
    nextIds: { enumerable: true, value: Object.freeze({ ...sealed.nextIds }) },
  })
  return Object.freeze(snapshot)
}

function frozenCopies<T extends object>(records: Iterable<Readonly<T>>): T[] {
  const copies: T[] = []
  for (const record of records) copies.push(Object.freeze({ ...record }) as T)
  return Object.freeze(copies) as T[]
}

function assertNew(table: { has(key: number): boolean }, key: number, what: string): void {
  if (table.has(key))
    throw new ApiError('validation_failed', `The snapshot holds ${what} ${key} twice.`)
}
