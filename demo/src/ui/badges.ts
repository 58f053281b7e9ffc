/**
 * Status badges, one colour per state.
 */
import type { PetStatus } from '../api/types'
import { h } from './dom'

const petLabels: Record<PetStatus, string> = {
  available: 'Available',
  pending: 'Pending',
  sold: 'Sold',
}

/**
 * A pet's status as a coloured badge.
 *
 * @example
 * statusBadge('pending')
 */
export function statusBadge(status: PetStatus | undefined): HTMLElement {
  const value = status ?? 'available'
  return h('span', { class: `badge badge-${value}`, 'data-status': value }, petLabels[value])
}

/**
 * An order's state as a badge.
 *
 * @example
 * orderBadge(order.complete ?? false)
 */
export function orderBadge(complete: boolean): HTMLElement {
  return h(
    'span',
    { class: `badge ${complete ? 'badge-complete' : 'badge-open'}` },
    complete ? 'Complete' : 'Open',
  )
}
