/**
 * Zod schemas of the stored records. They mirror the contract's response shapes; the bounds
 * are checked at the edge by openapi.yaml, so these only guard the store's own integrity.
 */
import { z } from 'zod'

/** A pet's (and its inventory entry's) status. */
export const petStatusSchema = z.enum(['available', 'pending', 'sold'])
export type PetStatus = z.infer<typeof petStatusSchema>

const id = z.number().int().min(1)

/** A stored category. */
export const categorySchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string().optional(),
})
export type Category = z.infer<typeof categorySchema>

/** A stored pet; `status` is always set in the store. */
export const petSchema = z.object({
  id,
  name: z.string().min(1),
  categoryId: id,
  status: petStatusSchema,
})
export type Pet = z.infer<typeof petSchema>

/** A stored inventory entry, one per pet. */
export const inventorySchema = z.object({
  petId: id,
  quantity: z.number().int().min(0),
  status: petStatusSchema,
})
export type InventoryItem = z.infer<typeof inventorySchema>

/** A stored order; every field is set in the store. */
export const orderSchema = z.object({
  id,
  petId: id,
  quantity: z.number().int().min(1),
  shipDate: z.string(),
  complete: z.boolean(),
})
export type Order = z.infer<typeof orderSchema>
