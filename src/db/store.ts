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
import type { Category, Order, Pet } from './schemas'
import type { StoreWrite } from './events'
import { DUMP_TABLE, type StorePatch } from './patch'
import { Table, type TableImage } from './table'
import type { StoreSnapshot, NextIds } from './types'

/** A sealed store: what every store built from it starts as, shared and never changed. */
export interface StoreImage {
  readonly categories: TableImage<Category>
  readonly pets: TableImage<Pet>
  readonly stock: ReadonlyMap<number, number>
  readonly orders: TableImage<Order>
  readonly petIndex: PetIndex
  readonly orderIndex: OrderIndex
  readonly categoryIdsByName: ReadonlyMap<string, number>
  readonly nextIds: Readonly<NextIds>
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

  constructor(image?: StoreImage) {
    this.categories = new Table('category', categorySchema, (c) => c.id, image?.categories)
    this.pets = new Table('pet', petSchema, (p) => p.id, image?.pets)
    this.inventory = new Inventory(this.pets, image?.stock)
    this.orders = new Table('order', orderSchema, (o) => o.id, image?.orders)
    this.petIndex = image ? image.petIndex.clone() : new PetIndex()
    this.orderIndex = image ? image.orderIndex.clone() : new OrderIndex()
    this.categoryIdsByName = new Map(image?.categoryIdsByName)
    this.nextIds = image ? { ...image.nextIds } : { category: 1, pet: 1, order: 1 }
  }

  /** Seals the current state; this store copies what it shares before changing it. */
  image(): StoreImage {
    return {
      categories: this.categories.image(),
      pets: this.pets.image(),
      stock: this.inventory.counts(),
      orders: this.orders.image(),
      petIndex: this.petIndex.clone(),
      orderIndex: this.orderIndex.clone(),
      categoryIdsByName: new Map(this.categoryIdsByName),
      nextIds: { ...this.nextIds },
    }
  }

  /**
   * The store as plain data, deep-frozen: nobody can change it, so importing this very object
   * again can restore `image` instead of re-creating every record. Its record arrays are built
   * from the image on first read: a mock keeps the dump of each scenario it reset to and
   * usually only imports it again, and at 100,000 pets the copies cost ~15 MB.
   */
  dump(): StoreSnapshot {
    const image = this.image()
    const dump = lazyDump(image)
    images.set(dump, image)
    return dump
  }

  /** The records `changes` name, copied as they are now, and the id counters: a StorePatch. */
  patch(changes: StoreWrite['changes']): StorePatch {
    const patch: StorePatch = {
      put: { categories: [], pets: [], inventory: [], orders: [] },
      deleted: { categories: [], pets: [], inventory: [], orders: [] },
      nextIds: { ...this.nextIds },
    }
    for (const { table, ids } of changes) {
      const name = DUMP_TABLE[table]
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
   * A new store from a dump. A dump this module froze restores from its image in O(shards);
   * any other is checked record by record against the schemas and rebuilt. Either way the
   * new store shares no object with the dump.
   */
  static async fromDump(dump: StoreSnapshot): Promise<Store> {
    const image = images.get(dump)
    if (image) return new Store(image)
    const store = new Store()
    const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id
    for (const category of [...dump.categories].sort(byId)) {
      assertNew(store.categories, category.id, 'category')
      const record = await store.categories.insert({ ...category })
      const key = nameKey(record.name)
      if (store.categoryIdsByName.has(key)) {
        throw new ApiError('validation_failed', `Two categories are named "${record.name}".`)
      }
      store.categoryIdsByName.set(key, record.id)
    }
    for (const pet of [...dump.pets].sort(byId)) {
      assertNew(store.pets, pet.id, 'pet')
      store.petIndex.add(await store.pets.insert({ ...pet }))
    }
    for (const item of [...dump.inventory].sort((a, b) => a.petId - b.petId)) {
      assertNew(store.inventory, item.petId, 'inventory entry for pet')
      const pet = store.pets.get(item.petId)
      if (!pet || pet.status !== item.status) {
        throw new ApiError(
          'validation_failed',
          `The dump's inventory entry of pet ${item.petId} does not match ${pet ? `its status (${pet.status})` : 'a pet'}.`,
        )
      }
      store.inventory.set(item.petId, item.quantity)
    }
    for (const pet of store.pets.values()) {
      if (!store.inventory.has(pet.id)) {
        throw new ApiError(
          'validation_failed',
          `The dump has no inventory entry for pet ${pet.id}.`,
        )
      }
    }
    for (const order of [...dump.orders].sort(byId)) {
      assertNew(store.orders, order.id, 'order')
      store.orderIndex.add(await store.orders.insert({ ...order }))
    }
    store.nextIds = {
      category: dump.nextIds.category,
      pet: dump.nextIds.pet,
      order: dump.nextIds.order,
    }
    return store
  }
}

// Dumps this module made and froze, with the sealed state each was made from.
const images = new WeakMap<StoreSnapshot, StoreImage>()

// A frozen dump whose record arrays are frozen copies of the image's records, made once, when
// any of them is first read. The image never changes, so they are what `dump()` saw.
function lazyDump(image: StoreImage): StoreSnapshot {
  let arrays: Omit<StoreSnapshot, 'nextIds'> | undefined
  const build = () => {
    const view = new Store(image)
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
  const dump = Object.defineProperties({} as StoreSnapshot, {
    categories: field('categories'),
    pets: field('pets'),
    inventory: field('inventory'),
    orders: field('orders'),
    nextIds: { enumerable: true, value: Object.freeze({ ...image.nextIds }) },
  })
  return Object.freeze(dump)
}

function frozenCopies<T extends object>(records: Iterable<Readonly<T>>): T[] {
  const copies: T[] = []
  for (const record of records) copies.push(Object.freeze({ ...record }) as T)
  return Object.freeze(copies) as T[]
}

function assertNew(table: { has(key: number): boolean }, key: number, what: string): void {
  if (table.has(key))
    throw new ApiError('validation_failed', `The dump holds ${what} ${key} twice.`)
}
