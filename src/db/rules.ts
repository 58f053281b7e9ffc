/**
 * The state machine of pets, stock and orders: pure functions, the only place these rules live.
 * The database applies them; handlers never decide a status.
 */
import { MAX_STOCK } from '../contract/limits'
import type { PetStatus } from './schemas'

/** Stock a new pet starts with: 1 when available, else 0. */
export function initialStock(status: PetStatus): number {
  return status === 'available' ? 1 : 0
}

/** The pet's status after an order took stock: `pending` once stock reaches 0. */
export function statusAfterOrderPlaced(status: PetStatus, stockLeft: number): PetStatus {
  return stockLeft === 0 ? 'pending' : status
}

/** The pet's status after an order completed: `sold` once stock is 0 and no order is open. */
export function statusAfterOrderCompleted(
  status: PetStatus,
  stock: number,
  openOrders: number,
): PetStatus {
  return stock === 0 && openOrders === 0 ? 'sold' : status
}

/**
 * The pet's status after a cancelled order returned its stock: a pending pet with stock is available.
 */
export function statusAfterOrderCancelled(status: PetStatus, stock: number): PetStatus {
  return status === 'pending' && stock > 0 ? 'available' : status
}

/** The pet's status after its stock was set by hand. */
export function statusAfterStockSet(
  status: PetStatus,
  stock: number,
  openOrders: number,
): PetStatus {
  if (stock > 0) return status === 'available' ? status : 'available'
  if (status === 'available') return openOrders > 0 ? 'pending' : 'sold'
  return status
}

/**
 * Whether a pet in this status may be ordered at all (stock is checked apart): only an
 * available pet is for sale.
 */
export function canBeOrdered(status: PetStatus): boolean {
  return status === 'available'
}

/**
 * Whether a pet's stock plus the units in its open orders stays within the contract's ceiling:
 * cancelling those orders returns their units, which must never push stock out of bounds.
 */
export function withinStockCeiling(stock: number, reserved: number): boolean {
  return stock + reserved <= MAX_STOCK
}
