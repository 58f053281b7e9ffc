/**
 * A sorted list of numeric ids with binary-search updates, and paging over unions of such
 * lists without visiting every member. The building block of the store's secondary indexes.
 */
import { pageWindow, type SortedPageRequest } from '../page'

/** Ascending, duplicate-free ids. */
export class SortedIds {
  readonly #ids: number[]

  constructor(ids: number[] = []) {
    this.#ids = ids
  }

  /** An independent copy, in O(n) with no comparisons. */
  clone(): SortedIds {
    return new SortedIds(this.#ids.slice())
  }

  get size(): number {
    return this.#ids.length
  }

  /** Adds an id; appending a new largest id (the usual case for fresh records) is O(1). */
  add(id: number): void {
    const ids = this.#ids
    const last = ids[ids.length - 1]
    if (last === undefined || id > last) {
      ids.push(id)
      return
    }
    const at = lowerBound(ids, id)
    if (ids[at] !== id) ids.splice(at, 0, id)
  }

  delete(id: number): void {
    const at = lowerBound(this.#ids, id)
    if (this.#ids[at] === id) this.#ids.splice(at, 1)
  }

  has(id: number): boolean {
    return this.#ids[lowerBound(this.#ids, id)] === id
  }

  /** Ids at positions [start, end). */
  slice(start: number, end: number): number[] {
    return this.#ids.slice(start, end)
  }

  /** How many ids are smaller than `id`. */
  rank(id: number): number {
    return lowerBound(this.#ids, id)
  }

  at(index: number): number | undefined {
    return this.#ids[index]
  }

  [Symbol.iterator](): IterableIterator<number> {
    return this.#ids[Symbol.iterator]()
  }

  clear(): void {
    this.#ids.length = 0
  }
}

function lowerBound(ids: readonly number[], id: number): number {
  let lo = 0
  let hi = ids.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((ids[mid] as number) < id) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * One page of the union of disjoint sorted lists, in ascending or descending id order.
 * Finds where the page starts by binary search over id values (O(lists · log² n)), then merges
 * only the page itself, so deep offsets cost no more than the first page.
 */
export function pageOfUnion(
  lists: readonly SortedIds[],
  page: SortedPageRequest,
): { ids: number[]; total: number } {
  const total = lists.reduce((sum, list) => sum + list.size, 0)
  const { start, count } = pageWindow(total, page)
  if (count === 0) return { ids: [], total }
  const ids = ascendingRun(lists, start, count)
  return { ids: page.descending ? ids.reverse() : ids, total }
}

function ascendingRun(lists: readonly SortedIds[], start: number, count: number): number[] {
  if (lists.length === 1) return (lists[0] as SortedIds).slice(start, start + count)
  // The smallest id v such that at least start+1 ids are <= v is the first id of the run.
  let lo = Infinity
  let hi = -Infinity
  for (const list of lists) {
    if (list.size === 0) continue
    lo = Math.min(lo, list.at(0) as number)
    hi = Math.max(hi, list.at(list.size - 1) as number)
  }
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    const atMost = lists.reduce((sum, list) => sum + list.rank(mid + 1), 0)
    if (atMost >= start + 1) hi = mid
    else lo = mid + 1
  }
  const cursors = lists.map((list) => list.rank(lo))
  const out: number[] = []
  while (out.length < count) {
    let best = -1
    let bestId = Infinity
    for (let i = 0; i < lists.length; i++) {
      const id = (lists[i] as SortedIds).at(cursors[i] as number)
      if (id !== undefined && id < bestId) {
        bestId = id
        best = i
      }
    }
    if (best === -1) break
    out.push(bestId)
    cursors[best] = (cursors[best] as number) + 1
  }
  return out
}
