/**
 * The API's data types, taken from the types generated from openapi.yaml.
 */
import type { components } from 'petstore-mock'

type Schemas = components['schemas']

/** A pet as the API returns it. */
export type Pet = Schemas['Pet']
/** A pet's status. */
export type PetStatus = Schemas['PetStatus']
/** A category as the API returns it. */
export type Category = Schemas['Category']
/** One pet's stock. */
export type InventoryItem = Schemas['InventoryItem']
/** A store order. */
export type Order = Schemas['Order']

/**
 * Every pet status, in the order the UI lists them.
 *
 * @example
 * petStatuses.map((s) => h('option', { value: s }, s))
 */
export const petStatuses: readonly PetStatus[] = ['available', 'pending', 'sold']
