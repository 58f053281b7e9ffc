/**
 * Ids in name order (name key, then id), with positions found by binary search, and one page of
 * the union of such lists found without walking them: what a name-sorted list with filters needs.
 */
import { pageWindow, type SortedPageRequest } from '../page'

/** Looks up the name key of an indexed id. */
export type KeyOf = (id: number) => string

/** Ids ordered by (name key, id). */
export class NameOrder {
  readonly #keyOf: KeyOf
  readonly #ids: number[]

  constructor(keyOf: KeyOf, ids: number[] = []) {
    this.#keyOf = keyOf
    this.#ids = ids
  }

  get size(): number {
    return this.#ids.length
  }

  at(index: number): number {
    return this.#ids[index] as number
  }

  /** How many ids come before (key, id) in name order. */
  rankOf(key: string, id: number): number {
    const ids = this.#ids
    let lo = 0
    let hi = ids.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const other = ids[mid] as number
      const k = this.#keyOf(other)
      if (k < key || (k === key && other < id)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Adds an id whose key is already known to `keyOf`. */
  add(id: number): void {
    this.#ids.splice(this.rankOf(this.#keyOf(id), id), 0, id)
  }

  /** Removes an id that was indexed under `key`. */
  delete(id: number, key: string): void {
    const at = this.rankOf(key, id)
    if (this.#ids[at] === id) this.#ids.splice(at, 1)
  }

  /** Ids at positions [start, end). */
  slice(start: number, end: number): number[] {
    return this.#ids.slice(start, end)
  }

  /** An independent copy that reads keys through `keyOf`. */
  clone(keyOf: KeyOf): NameOrder {
    return new NameOrder(keyOf, this.#ids.slice())
  }
}

/**
 * One page of the union of disjoint name orders, in ascending or descending name order.
 * Finds the page's first id by binary search over each list (O(lists² · log² n)), then merges
 * only the page, so a deep offset into a rare status costs what the first page costs.
 */
export function pageOfNameOrders(
  lists: readonly NameOrder[],
  keyOf: KeyOf,
  page: SortedPageRequest,
): { ids: number[]; total: number } {
  const total = lists.reduce((sum, list) => sum + list.size, 0)
  const { start, count } = pageWindow(total, page)
  if (count === 0) return { ids: [], total }
  if (lists.length === 1) {
    const ids = (lists[0] as NameOrder).slice(start, start + count)
    return { ids: page.descending ? ids.reverse() : ids, total }
  }
  const before = (id: number) => {
    const key = keyOf(id)
    return lists.reduce((sum, list) => sum + list.rankOf(key, id), 0)
  }
  // The id with exactly `start` ids before it across all lists opens the run.
  let first: number | undefined
  for (const list of lists) {
    let lo = 0
    let hi = list.size
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (before(list.at(mid)) <= start) lo = mid + 1
      else hi = mid
    }
    if (lo > 0 && before(list.at(lo - 1)) === start) {
      first = list.at(lo - 1)
      break
    }
  }
  const firstKey = keyOf(first as number)
  const cursors = lists.map((list) => list.rankOf(firstKey, first as number))
  const ids: number[] = []
  while (ids.length < count) {
    let best = -1
    let bestKey = ''
    let bestId = 0
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i] as NameOrder
      const at = cursors[i] as number
      if (at >= list.size) continue
      const id = list.at(at)
      const key = keyOf(id)
      if (best === -1 || key < bestKey || (key === bestKey && id < bestId)) {
        best = i
        bestKey = key
        bestId = id
      }
    }
    if (best === -1) break
    ids.push(bestId)
    cursors[best] = (cursors[best] as number) + 1
  }
  return { ids: page.descending ? ids.reverse() : ids, total }
}
