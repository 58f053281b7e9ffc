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

/** A page over sorted lists, either way round. */
export interface SortedPageRequest extends PageRequest {
  descending?: boolean | undefined
}

/**
 * Where one page of `total` sorted items lies, in ascending positions: a descending page
 * [offset, offset + count) is ascending [total - offset - count, total - offset), read backwards.
 *
 * @example
 * pageWindow(50, { offset: 40, limit: 20 }) // { start: 40, count: 10 }
 * pageWindow(50, { offset: 0, limit: 20, descending: true }) // { start: 30, count: 20 }
 */
export function pageWindow(
  total: number,
  page: SortedPageRequest,
): { start: number; count: number } {
  const count = Math.max(0, Math.min(page.limit, total - page.offset))
  return { start: page.descending ? total - page.offset - count : page.offset, count }
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
