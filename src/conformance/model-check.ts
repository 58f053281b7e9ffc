/**
 * Compares what the server shows with the model: record by record, plus the rules that need no
 * model at all (inventory mirrors the pet, stock is never negative, stock is conserved).
 */
import type { OpenAPIV3 } from 'openapi-types'
import { contractOperations, type OperationId } from '../contract/operations'
import { deref } from '../contract/schema'
import type { ApiClient } from './client'
import type { ModelCategory, ModelOrder, ModelPet, StoreModel } from './model'
import { resourceOf } from './spec'

/** What the lists showed; absent lists are not compared. */
export interface ListedStore {
  pets: Array<Omit<ModelPet, 'stock'>>
  inventory: Array<{ petId: number; quantity: number; status: string }>
  categories?: ModelCategory[]
  orders?: ModelOrder[]
}

function describeIds(label: string, expected: number[], actual: number[]): string[] {
  const want = new Set(expected)
  const have = new Set(actual)
  const missing = expected.filter((id) => !have.has(id))
  const extra = actual.filter((id) => !want.has(id))
  const out: string[] = []
  if (missing.length > 0) out.push(`${label} ${missing.join(', ')} missing`)
  if (extra.length > 0) out.push(`${label} ${extra.join(', ')} present but should not exist`)
  return out
}

function fields<T extends object>(
  label: string,
  expected: T,
  actual: T,
  keys: Array<keyof T>,
): string[] {
  return keys
    .filter((key) => JSON.stringify(expected[key]) !== JSON.stringify(actual[key]))
    .map(
      (key) =>
        `${label}.${String(key)} is ${JSON.stringify(actual[key])}, expected ${JSON.stringify(expected[key])}`,
    )
}

/** Every difference between the model and the listed store; empty when they agree. */
export function storeDifferences(model: StoreModel, listed: ListedStore): string[] {
  const out: string[] = []
  out.push(
    ...describeIds(
      'pets',
      [...model.pets.keys()],
      listed.pets.map((p) => p.id),
    ),
  )
  out.push(
    ...describeIds(
      'inventory entries of pets',
      [...model.pets.keys()],
      listed.inventory.map((i) => i.petId),
    ),
  )
  const realPets = new Map(listed.pets.map((p) => [p.id, p]))
  for (const pet of listed.pets) {
    const expected = model.pets.get(pet.id)
    if (expected)
      out.push(
        ...fields(`pet ${pet.id}`, expected as Omit<ModelPet, 'stock'>, pet, [
          'name',
          'categoryId',
          'status',
        ]),
      )
  }
  for (const entry of listed.inventory) {
    const pet = realPets.get(entry.petId)
    if (pet && pet.status !== entry.status) {
      out.push(`inventory of pet ${entry.petId} says ${entry.status}, the pet says ${pet.status}`)
    }
    if (entry.quantity < 0) out.push(`pet ${entry.petId} has negative stock ${entry.quantity}`)
    const expected = model.pets.get(entry.petId)
    if (expected && entry.quantity !== expected.stock) {
      out.push(`pet ${entry.petId} has stock ${entry.quantity}, expected ${expected.stock}`)
    }
    const supplied = model.supplied.get(entry.petId)
    const taken = model.taken.get(entry.petId)
    if (supplied !== undefined && taken !== undefined && entry.quantity !== supplied - taken) {
      out.push(
        `pet ${entry.petId}: stock ${entry.quantity} is not what was supplied (${supplied}) minus what orders hold (${taken})`,
      )
    }
  }
  if (listed.categories) {
    out.push(
      ...describeIds(
        'categories',
        [...model.categories.keys()],
        listed.categories.map((c) => c.id),
      ),
    )
    for (const category of listed.categories) {
      const expected = model.categories.get(category.id)
      if (expected)
        out.push(...fields(`category ${category.id}`, expected, category, ['name', 'description']))
    }
  }
  if (listed.orders) {
    out.push(
      ...describeIds(
        'orders',
        [...model.orders.keys()],
        listed.orders.map((o) => o.id),
      ),
    )
    for (const order of listed.orders) {
      const expected = model.orders.get(order.id)
      if (expected)
        out.push(
          ...fields(`order ${order.id}`, expected, order, [
            'petId',
            'quantity',
            'complete',
            'shipDate',
          ]),
        )
    }
  }
  return out
}

/** Reads the lists the comparison needs (one page of 100 each; model runs stay smaller). */
export async function listStore(
  api: ApiClient,
  also: { categories: boolean; orders: boolean },
): Promise<ListedStore> {
  // The strict client has checked each body against its schema; these casts only name it.
  const page = { query: { limit: 100 } }
  const listed: ListedStore = {
    pets: (await api.op('listPets', page)).body as ListedStore['pets'],
    inventory: (await api.op('listInventory', page)).body as ListedStore['inventory'],
  }
  if (also.categories) {
    listed.categories = (await api.op('listCategories', page)).body as ModelCategory[]
  }
  if (also.orders) listed.orders = (await api.op('listOrders', page)).body as ModelOrder[]
  return listed
}

/** Reads the server's current store into a fresh model. */
export async function loadModel(api: ApiClient, model: StoreModel): Promise<StoreModel> {
  const listed = await listStore(api, { categories: true, orders: true })
  for (const category of listed.categories ?? []) model.seedCategory(category)
  const stock = new Map(listed.inventory.map((i) => [i.petId, i.quantity]))
  for (const pet of listed.pets) model.seedPet({ ...pet, stock: stock.get(pet.id) ?? 0 })
  for (const order of listed.orders ?? []) model.seedOrder(order)
  return model
}

// Every GET of openapi.yaml with one path id, by the model's table that id names (`petId`: pets;
// an inventory item is its pet's): derived, so a new read of a record is asked too.
const goneTable = { pet: 'pets', category: 'categories', order: 'orders' } as const

function readsById(): Array<[keyof StoreModel['gone'], OperationId, string]> {
  return contractOperations.flatMap((op) => {
    const ids = op.parameters
      .map((p) => deref<OpenAPIV3.ParameterObject>(p))
      .filter((p) => p.in === 'path')
    const resource = ids.length === 1 ? resourceOf(ids[0]!.name) : undefined
    if (op.method !== 'get' || resource === undefined) return []
    const table = goneTable[resource as keyof typeof goneTable]
    if (!table)
      throw new Error(
        `src/conformance/model-check.ts: no table for ${op.operationId}'s ${resource} ids`,
      )
    return [[table, op.operationId, ids[0]!.name]]
  })
}

/** Asks for every deleted id at every address that reads it; each must answer 404. */
export async function goneProblems(api: ApiClient, model: StoreModel): Promise<string[]> {
  const out: string[] = []
  for (const [table, operationId, param] of readsById()) {
    for (const id of model.gone[table]) {
      const answer = await api.op(operationId, { params: { [param]: id } as never })
      if ((answer.status as number) !== 404)
        out.push(`${operationId}(${id}) answers ${answer.status} after it was deleted`)
    }
  }
  return out
}
