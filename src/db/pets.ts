/**
 * Pets and their inventory entries: created, replaced and deleted together, and the stock rules
 * that move a pet's status with its stock.
 */
import { ApiError } from '../contract/errors'
import { assertListPreconditions, type Preconditions } from '../contract/etag'
import { assertCategoryExists } from './categories'
import { MAX_STOCK } from '../contract/limits'
import { storedName } from './names'
import { snapshotOf, type Page, type PageRequest } from './page'
import { PageCache } from './page-cache'
import { initialStock, statusAfterStockSet, withinStockCeiling } from './rules'
import type { InventoryItem, Pet, PetStatus } from './schemas'
import type { Store } from './store'
import type { PetInput, PetQuery, Touch } from './types'
import { recordToWrite } from './write-guard'

/** Pets filtered, sorted and paged, served from the pet index. */
export function listPets(store: Store, query: PetQuery): Page<Pet> {
  const { items, total } = storedPetPage(store, query)
  return { items: items.map(snapshotOf), total }
}

/**
 * The same page as `listPets`, its records as stored (frozen and shared), for a reader that only
 * serialises them and so needs no copies.
 */
export function storedPetPage(store: Store, query: PetQuery): Page<Readonly<Pet>> {
  // The index changes with the pets table, in the same step, so the table's version covers both.
  return petPages.read(store, store.pets.version, petQueryKey(query), () => {
    const { ids, total } = store.petIndex.query(query)
    const items = new Array<Readonly<Pet>>(ids.length)
    for (let i = 0; i < ids.length; i++) items[i] = frozen(store.pets.get(ids[i] as number) as Pet)
    return { items, total }
  })
}

const petPages = new PageCache<Readonly<Pet>>()

// Every field of the query, the one free text last, so no two queries share a key.
function petQueryKey(query: PetQuery): string {
  return `${query.limit} ${query.offset} ${query.sort} ${query.status} ${query.categoryId} ${query.name}`
}

/**
 * A stored record as it may be handed out unchanged: itself when frozen (every table freezes
 * what it stores), else a copy, so a reader can never change the store through it.
 */
export function frozen<T extends object>(record: T): Readonly<T> {
  return Object.isFrozen(record) ? record : snapshotOf(record)
}

/**
 * Inventory entries by petId, filtered by status and paged. An entry's status is always its
 * pet's, so the pets' status index serves inventory too.
 */
export function listInventory(
  store: Store,
  query: PageRequest & { status?: PetStatus[] },
): Page<InventoryItem> {
  const { ids, total } = store.petIndex.idsByStatus(query.status, query)
  return { items: ids.map((id) => snapshotOf(store.inventory.get(id) as InventoryItem)), total }
}

export function petOf(store: Store, id: number): Readonly<Pet> {
  const pet = store.pets.get(id)
  if (!pet) throw new ApiError('not_found', `Pet ${id} does not exist.`)
  return pet
}

export function inventoryOf(store: Store, petId: number): Readonly<InventoryItem> {
  const item = store.inventory.get(petId)
  if (!item) throw new ApiError('not_found', `Pet ${petId} does not exist.`)
  return item
}

/**
 * Creates a pet (its name trimmed) and its inventory entry; 422 unknown_category when the category is missing.
 */
export async function createPet(
  store: Store,
  input: PetInput,
  touch: Touch,
  conditions: Preconditions,
): Promise<Pet> {
  assertListPreconditions(conditions, 'The list of pets')
  assertCategoryExists(store, input.categoryId)
  const status = input.status ?? 'available'
  const id = store.nextIds.pet
  const pet = await store.pets.insert({
    id,
    name: storedName(input.name),
    categoryId: input.categoryId,
    status,
  })
  store.nextIds.pet++
  store.inventory.set(id, initialStock(status))
  store.petIndex.add(pet)
  touch('pets', id)
  touch('inventory', id)
  return snapshotOf(pet)
}

export async function updatePet(
  store: Store,
  id: number,
  input: PetInput,
  touch: Touch,
  conditions: Preconditions,
): Promise<Pet> {
  const previous = recordToWrite(petOf(store, id), `Pet ${id}`, conditions)
  assertCategoryExists(store, input.categoryId)
  const status = input.status ?? 'available'
  const pet = await store.pets.update(id, {
    name: storedName(input.name),
    categoryId: input.categoryId,
    status,
  })
  store.petIndex.update(previous, pet)
  touch('pets', id)
  touch('inventory', id)
  return snapshotOf(pet)
}

export async function deletePet(
  store: Store,
  id: number,
  touch: Touch,
  conditions: Preconditions,
): Promise<void> {
  const pet = recordToWrite(petOf(store, id), `Pet ${id}`, conditions, () => {
    const open = store.orderIndex.openCount(id)
    if (open === 0) return undefined
    return new ApiError(
      'pet_has_open_orders',
      `Pet ${id} has ${open} incomplete order${open === 1 ? '' : 's'}; complete or cancel ${open === 1 ? 'it' : 'them'} first.`,
    )
  })
  store.petIndex.remove(pet)
  await store.pets.remove(id)
  store.inventory.delete(id)
  touch('pets', id)
  touch('inventory', id)
}

/**
 * Sets a pet's stock; the pet's status follows the stock rules. 409 stock_limit_exceeded when
 * the stock plus the units in open orders would pass the contract's ceiling, since cancelling
 * those orders returns their units and must never push stock out of bounds.
 */
export async function setStock(
  store: Store,
  petId: number,
  quantity: number,
  touch: Touch,
  conditions: Preconditions,
): Promise<InventoryItem> {
  const pet = petOf(store, petId)
  const what = `The inventory entry of pet ${petId}`
  recordToWrite(inventoryOf(store, petId), what, conditions, () => {
    const reserved = store.orderIndex
      .openIds(petId)
      .reduce((sum, id) => sum + (store.orders.get(id)?.quantity ?? 0), 0)
    if (withinStockCeiling(quantity, reserved)) return undefined
    return new ApiError(
      'stock_limit_exceeded',
      `Pet ${petId} has ${reserved} units in open orders, so its stock can be at most ${MAX_STOCK - reserved}.`,
    )
  })
  const status = statusAfterStockSet(pet.status, quantity, store.orderIndex.openCount(petId))
  return snapshotOf(await setPetState(store, petId, quantity, status, touch))
}

/** Sets a pet's stock and status together, keeping the pet, its entry and the index in step. */
export async function setPetState(
  store: Store,
  petId: number,
  quantity: number,
  status: PetStatus,
  touch: Touch,
): Promise<Readonly<InventoryItem>> {
  const pet = petOf(store, petId)
  // The count is checked first, so a bad one changes nothing.
  store.inventory.set(petId, quantity)
  touch('inventory', petId)
  if (pet.status !== status) {
    store.petIndex.update(pet, await store.pets.update(petId, { status }))
    touch('pets', petId)
  }
  return inventoryOf(store, petId)
}
