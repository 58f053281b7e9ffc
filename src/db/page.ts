/** Offset paging over a list that is already filtered and sorted. */
import { noteCopy } from '../contract/etag'

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

/** Cuts one page out of `items`. */
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
 */
export function pageWindow(
  total: number,
  page: SortedPageRequest,
): { start: number; count: number } {
  const count = Math.max(0, Math.min(page.limit, total - page.offset))
  return { start: page.descending ? total - page.offset - count : page.offset, count }
}

/**
 * Copies a stored record so callers cannot change the store by mutating what they got. The copy
 * of a frozen record is noted, so an answer carrying it is tagged from the record (contract/etag).
 */
export function snapshotOf<T extends object>(record: T): T {
  const copy = { ...record }
  if (Object.isFrozen(record)) noteCopy(copy, record)
  return copy
}
