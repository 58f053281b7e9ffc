/**
 * The state rules of openapi.yaml (info.description, "States and transitions") that must hold
 * at any quiet moment, checked from what the lists show.
 */
import { shown } from '../base/text'
import type { Problem } from './checks'
import { spec } from './spec'
import { listAll } from './lists'
import { nameKey } from './model'
import type { Runner } from './run-state'

interface PetView {
  id: number
  name?: string
  categoryId: number
  status?: string
}
interface InventoryView {
  petId: number
  quantity: number
  status: string
}
interface OrderView {
  id: number
  petId?: number
  complete?: boolean
}

/** Everything the state rules talk about. */
export interface StoreView {
  categories: Array<{ id: number; name?: string }>
  pets: PetView[]
  inventory: InventoryView[]
  orders: OrderView[]
}

/**
 * Reads the whole store through the list operations; undefined when a list could not be read
 * (that failure is already recorded, and rules checked on half a store would only mislead).
 */
export async function readStore(runner: Runner): Promise<StoreView | undefined> {
  const failures = runner.failures.length
  const view: StoreView = {
    categories: (await listAll(
      runner,
      spec('listCategories'),
      'invariants',
    )) as StoreView['categories'],
    pets: (await listAll(runner, spec('listPets'), 'invariants')) as PetView[],
    inventory: (await listAll(runner, spec('listInventory'), 'invariants')) as InventoryView[],
    orders: (await listAll(runner, spec('listOrders'), 'invariants')) as OrderView[],
  }
  return runner.failures.length === failures ? view : undefined
}

/** Every state rule the store breaks; empty when all hold. */
export function stateRuleProblems(view: StoreView): Problem[] {
  const messages: string[] = []
  const categoryIds = new Set(view.categories.map((c) => c.id))
  const pets = new Map(view.pets.map((p) => [p.id, p]))
  const entries = new Map<number, InventoryView>()
  for (const entry of view.inventory) {
    if (entries.has(entry.petId)) messages.push(`pet ${entry.petId} has two inventory entries`)
    entries.set(entry.petId, entry)
    const pet = pets.get(entry.petId)
    if (!pet) messages.push(`inventory entry for pet ${entry.petId}, which does not exist`)
    else if (pet.status !== entry.status) {
      messages.push(`pet ${pet.id} is ${pet.status} but its inventory entry says ${entry.status}`)
    }
    if (entry.quantity < 0) messages.push(`pet ${entry.petId} has negative stock ${entry.quantity}`)
  }
  for (const pet of view.pets) {
    if (!entries.has(pet.id)) messages.push(`pet ${pet.id} has no inventory entry`)
    if (!categoryIds.has(pet.categoryId)) {
      messages.push(`pet ${pet.id} is in category ${pet.categoryId}, which does not exist`)
    }
  }
  // Names are stored without the spaces around them, hold a visible character and no control
  // character, and category names are unique ignoring case and invisible characters: " Dogs "
  // or "Do\u200Bgs" beside "Dogs" would show two Dogs in every picker.
  const categoryNames = new Map<string, number>()
  for (const { id, name } of view.categories) {
    if (typeof name !== 'string') continue
    messages.push(...nameProblems(`category ${id}`, name))
    const key = nameKey(name)
    const twin = categoryNames.get(key)
    if (twin !== undefined)
      messages.push(`categories ${twin} and ${id} share the name ${shown(name.trim(), 120)}`)
    categoryNames.set(key, id)
  }
  for (const { id, name } of view.pets) {
    if (typeof name === 'string') messages.push(...nameProblems(`pet ${id}`, name))
  }
  for (const order of view.orders) {
    if (order.complete === false && order.petId !== undefined && !pets.has(order.petId)) {
      messages.push(`open order ${order.id} is for pet ${order.petId}, which does not exist`)
    }
  }
  return messages.map((message) => ({ check: 'state_rules', message }))
}

// The name pattern of openapi.yaml, the same for pets and categories.
const visibleName = new RegExp(spec('createPet').body?.schema.properties?.name?.pattern ?? '', 'u')

function nameProblems(owner: string, name: string): string[] {
  const problems: string[] = []
  if (name !== name.trim())
    problems.push(`${owner}'s name ${shown(name, 120)} has spaces around it`)
  if (!visibleName.test(name)) {
    problems.push(
      `${owner}'s name ${shown(name, 120)} has no visible character, or a control character`,
    )
  }
  return problems
}
