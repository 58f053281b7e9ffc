/**
 * The API's shapes under their own names, as openapi.yaml's `components.schemas` has them: what
 * a request sends and a response shows. The store's records (`src/db/schemas.ts`) are stricter,
 * and are exported as `…Record`.
 */
import type { components } from '../contract/generated/openapi'

type Schemas = components['schemas']

/** A pet as the API shows it. */
export type Pet = Schemas['Pet']
/** The body of `createPet` and `updatePet`. */
export type NewPet = Schemas['NewPet']
/** A category as the API shows it. */
export type Category = Schemas['Category']
/** The body of `createCategory` and `updateCategory`. */
export type NewCategory = Schemas['NewCategory']
/** An order as the API shows it. */
export type Order = Schemas['Order']
/** An inventory entry as the API shows it. */
export type InventoryItem = Schemas['InventoryItem']
/** The body of `updateInventory`. */
export type InventoryUpdate = Schemas['InventoryUpdate']
/** The Error object every 4xx and 5xx answer carries. */
export type ErrorBody = Schemas['Error']
