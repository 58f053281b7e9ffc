/**
 * Offset paging over a list that is already filtered and sorted.
 */

/** What a list operation asks for. */
export interface PageRequest {
  limit: number
  offset: number
}

/** One page of items and how many matched in all. */
export interface Page<T> {
  items: T[]
  total: number
}

/**
 * Cuts one page out of `items`.
 *
 * @example
 * paginate([1, 2, 3, 4], { limit: 2, offset: 1 }) // { items: [2, 3], total: 4 }
 */
export function paginate<T>(items: readonly T[], { limit, offset }: PageRequest): Page<T> {
  return { items: items.slice(offset, offset + limit), total: items.length }
}

/**
 * Copies a stored record so callers cannot change the store by mutating what they got.
 *
 * @example
 * const pet = snapshotOf(stored)
 */
export function snapshotOf<T extends object>(record: T): T {
  return { ...record }
}
