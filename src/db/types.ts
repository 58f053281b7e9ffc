/** The shapes the database takes and gives: inputs of its writes, list queries and the snapshot. */
import type { PageRequest } from './page'
import type { Category, InventoryItem, Order, Pet, PetStatus } from './schemas'
import type { TableName } from './events'

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

/** The id each table gives its next new record. */
export interface NextIds {
  category: number
  pet: number
  order: number
}

/**
 * Every record of the store at one moment, plus the next ids: plain data, safe to keep and
 * compare; what `db.export()` and `petstore.snapshot()` give and `db.import()` takes.
 */
export interface StoreSnapshot {
  readonly categories: Category[]
  readonly pets: Pet[]
  readonly inventory: InventoryItem[]
  readonly orders: Order[]
  readonly nextIds: NextIds
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

/** Records that a write touched a table's record, for the store's change events. */
export type Touch = (table: TableName, id: number) => void
