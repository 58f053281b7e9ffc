/**
 * Secondary indexes over pets: by status, by category, by both, by name, and in name order.
 * Queries touch only the index entries they need, so lists cost about the same at 1,000 pets
 * as at 100,000 (the name filter scans distinct names, never pets).
 */
import type { Pet, PetStatus } from '../schemas'
import { pageOfUnion, SortedIds } from './sorted-ids'

/** The list query over pets. */
export interface PetIndexQuery {
  status?: readonly PetStatus[]
  categoryId?: number
  name?: string
  sort?: 'id' | '-id' | 'name' | '-name'
  limit: number
  offset: number
}

type Indexed = Pick<Pet, 'id' | 'name' | 'categoryId' | 'status'>

const statuses: readonly PetStatus[] = ['available', 'pending', 'sold']

/**
 * The name key pets sort and filter by: lower case, compared by code unit.
 *
 * @example
 * nameKey('Rex') // 'rex'
 */
export function nameKey(name: string): string {
  return name.toLowerCase()
}

/**
 * Keeps the secondary indexes of the pets table.
 *
 * @example
 * const index = new PetIndex()
 * index.add({ id: 1, name: 'Rex', categoryId: 2, status: 'available' })
 * index.query({ status: ['available'], limit: 20, offset: 0 }) // { ids: [1], total: 1 }
 */
export class PetIndex {
  readonly #all = new SortedIds()
  readonly #byStatus = new Map<PetStatus, SortedIds>(statuses.map((s) => [s, new SortedIds()]))
  readonly #byCategory = new Map<number, SortedIds>()
  readonly #byCategoryStatus = new Map<string, SortedIds>()
  readonly #byName = new Map<string, SortedIds>()
  // Ids ordered by (name key, id), with their keys alongside for binary search. Built on the
  // first name-sorted query rather than per insert, so seeding stays linear.
  #nameOrderIds: number[] = []
  #nameOrderKeys: string[] = []
  #nameOrderBuilt = false
  readonly #names = new Map<number, string>()

  /** Indexes a new pet. */
  add(pet: Indexed): void {
    this.#all.add(pet.id)
    this.#byStatus.get(pet.status)?.add(pet.id)
    bucket(this.#byCategory, pet.categoryId).add(pet.id)
    bucket(this.#byCategoryStatus, `${pet.categoryId}|${pet.status}`).add(pet.id)
    const key = nameKey(pet.name)
    bucket(this.#byName, key).add(pet.id)
    this.#names.set(pet.id, key)
    if (!this.#nameOrderBuilt) return
    const at = this.#nameOrderPosition(key, pet.id)
    this.#nameOrderIds.splice(at, 0, pet.id)
    this.#nameOrderKeys.splice(at, 0, key)
  }

  /** Forgets a pet, as it was last indexed. */
  remove(pet: Indexed): void {
    this.#all.delete(pet.id)
    this.#byStatus.get(pet.status)?.delete(pet.id)
    shrink(this.#byCategory, pet.categoryId, pet.id)
    shrink(this.#byCategoryStatus, `${pet.categoryId}|${pet.status}`, pet.id)
    const key = nameKey(pet.name)
    shrink(this.#byName, key, pet.id)
    this.#names.delete(pet.id)
    if (!this.#nameOrderBuilt) return
    const at = this.#nameOrderPosition(key, pet.id)
    if (this.#nameOrderIds[at] === pet.id) {
      this.#nameOrderIds.splice(at, 1)
      this.#nameOrderKeys.splice(at, 1)
    }
  }

  /** Moves a pet from its old indexed values to its new ones. */
  update(previous: Indexed, next: Indexed): void {
    if (
      previous.name === next.name &&
      previous.status === next.status &&
      previous.categoryId === next.categoryId
    ) {
      return
    }
    // Only the indexes whose key changed are touched: the big status lists stay put on a rename.
    const id = next.id
    if (previous.status !== next.status) {
      this.#byStatus.get(previous.status)?.delete(id)
      this.#byStatus.get(next.status)?.add(id)
    }
    if (previous.categoryId !== next.categoryId) {
      shrink(this.#byCategory, previous.categoryId, id)
      bucket(this.#byCategory, next.categoryId).add(id)
    }
    if (previous.status !== next.status || previous.categoryId !== next.categoryId) {
      shrink(this.#byCategoryStatus, `${previous.categoryId}|${previous.status}`, id)
      bucket(this.#byCategoryStatus, `${next.categoryId}|${next.status}`).add(id)
    }
    if (previous.name !== next.name) this.#rename(id, previous.name, next.name)
  }

  #rename(id: number, from: string, to: string): void {
    const before = nameKey(from)
    const after = nameKey(to)
    if (before === after) return
    shrink(this.#byName, before, id)
    bucket(this.#byName, after).add(id)
    this.#names.set(id, after)
    if (!this.#nameOrderBuilt) return
    const at = this.#nameOrderPosition(before, id)
    if (this.#nameOrderIds[at] === id) {
      this.#nameOrderIds.splice(at, 1)
      this.#nameOrderKeys.splice(at, 1)
    }
    const target = this.#nameOrderPosition(after, id)
    this.#nameOrderIds.splice(target, 0, id)
    this.#nameOrderKeys.splice(target, 0, after)
  }

  /** How many pets belong to a category. */
  countInCategory(categoryId: number): number {
    return this.#byCategory.get(categoryId)?.size ?? 0
  }

  /** One page of pet ids in an inventory-style query (status filter, id order). */
  idsByStatus(status: readonly PetStatus[] | undefined, page: { limit: number; offset: number }) {
    const lists = status && status.length > 0 ? this.#statusLists(status) : [this.#all]
    return pageOfUnion(lists, page)
  }

  /** One page of pet ids matching a list query, and how many match in all. */
  query(q: PetIndexQuery): { ids: number[]; total: number } {
    const wanted = q.status && q.status.length > 0 ? new Set(q.status) : undefined
    const sort = q.sort ?? 'id'
    const descending = sort.startsWith('-')
    if (q.name !== undefined) return this.#queryByName(q, wanted, sort)
    const lists =
      q.categoryId !== undefined
        ? [...(wanted ?? statuses)].flatMap(
            (s) => this.#byCategoryStatus.get(`${q.categoryId}|${s}`) ?? [],
          )
        : wanted
          ? this.#statusLists([...wanted])
          : [this.#all]
    if (sort === 'id' || sort === '-id') return pageOfUnion(lists, { ...q, descending })
    const total = lists.reduce((sum, list) => sum + list.size, 0)
    this.#buildNameOrder()
    const unfiltered = q.categoryId === undefined && !wanted
    if (unfiltered) {
      const start = descending ? total - q.offset - q.limit : q.offset
      const ids = this.#nameOrderIds.slice(Math.max(0, start), Math.max(0, start + q.limit))
      return { ids: descending ? ids.reverse() : ids, total }
    }
    // Walk name order, skipping pets the filters exclude: cost follows the page, not the store.
    const matches = (id: number) => lists.some((list) => list.has(id))
    return { ids: this.#walkNameOrder(matches, q.offset, q.limit, descending), total }
  }

  /** Empties every index. */
  clear(): void {
    this.#all.clear()
    for (const list of this.#byStatus.values()) list.clear()
    this.#byCategory.clear()
    this.#byCategoryStatus.clear()
    this.#byName.clear()
    this.#names.clear()
    this.#nameOrderIds = []
    this.#nameOrderKeys = []
    this.#nameOrderBuilt = false
  }

  #buildNameOrder(): void {
    if (this.#nameOrderBuilt) return
    const ids = [...this.#all]
    const names = this.#names
    ids.sort((a, b) => {
      const x = names.get(a) as string
      const y = names.get(b) as string
      return x < y ? -1 : x > y ? 1 : a - b
    })
    this.#nameOrderIds = ids
    this.#nameOrderKeys = ids.map((id) => names.get(id) as string)
    this.#nameOrderBuilt = true
  }

  #statusLists(status: readonly PetStatus[]): SortedIds[] {
    return [...new Set(status)].map((s) => this.#byStatus.get(s) as SortedIds)
  }

  #queryByName(
    q: PetIndexQuery,
    wanted: Set<PetStatus> | undefined,
    sort: NonNullable<PetIndexQuery['sort']>,
  ): { ids: number[]; total: number } {
    const needle = nameKey(q.name as string)
    const keys = [...this.#byName.keys()].filter((key) => key.includes(needle))
    if (q.categoryId === undefined && !wanted) {
      // Only the name narrows: the matching names' lists are the answer, counted and paged
      // without visiting their members.
      const lists = keys.map((key) => this.#byName.get(key) as SortedIds)
      if (sort === 'id' || sort === '-id') {
        return pageOfUnion(lists, { ...q, descending: sort === '-id' })
      }
      keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      return pageOfNameGroups(
        keys.map((key) => this.#byName.get(key) as SortedIds),
        q,
        sort === '-name',
      )
    }
    const inScope = (id: number) =>
      (q.categoryId === undefined || (this.#byCategory.get(q.categoryId)?.has(id) ?? false)) &&
      (!wanted || [...wanted].some((s) => this.#byStatus.get(s)?.has(id)))
    let ids: number[]
    if (sort === 'name' || sort === '-name') {
      keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      ids = keys.flatMap((key) => [...(this.#byName.get(key) as SortedIds)].filter(inScope))
    } else {
      ids = keys.flatMap((key) => [...(this.#byName.get(key) as SortedIds)].filter(inScope))
      ids.sort((a, b) => a - b)
    }
    if (sort.startsWith('-')) ids.reverse()
    return { ids: ids.slice(q.offset, q.offset + q.limit), total: ids.length }
  }

  #walkNameOrder(
    matches: (id: number) => boolean,
    offset: number,
    limit: number,
    descending: boolean,
  ) {
    const out: number[] = []
    let skipped = 0
    const order = this.#nameOrderIds
    for (let n = 0; n < order.length && out.length < limit; n++) {
      const id = order[descending ? order.length - 1 - n : n] as number
      if (!matches(id)) continue
      if (skipped < offset) skipped++
      else out.push(id)
    }
    return out
  }

  #nameOrderPosition(key: string, id: number): number {
    let lo = 0
    let hi = this.#nameOrderIds.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const k = this.#nameOrderKeys[mid] as string
      if (k < key || (k === key && (this.#nameOrderIds[mid] as number) < id)) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

// A page over lists already in name order (each list ascending by id within one name).
function pageOfNameGroups(
  groups: readonly SortedIds[],
  page: { offset: number; limit: number },
  descending: boolean,
): { ids: number[]; total: number } {
  const total = groups.reduce((sum, list) => sum + list.size, 0)
  const ordered = descending ? [...groups].reverse() : groups
  const ids: number[] = []
  let skip = page.offset
  for (const list of ordered) {
    if (ids.length >= page.limit) break
    if (skip >= list.size) {
      skip -= list.size
      continue
    }
    const want = page.limit - ids.length
    if (descending) {
      const end = list.size - skip
      ids.push(...list.slice(Math.max(0, end - want), end).reverse())
    } else {
      ids.push(...list.slice(skip, skip + want))
    }
    skip = 0
  }
  return { ids, total }
}

function bucket<K>(map: Map<K, SortedIds>, key: K): SortedIds {
  let list = map.get(key)
  if (!list) {
    list = new SortedIds()
    map.set(key, list)
  }
  return list
}

function shrink<K>(map: Map<K, SortedIds>, key: K, id: number): void {
  const list = map.get(key)
  if (!list) return
  list.delete(id)
  if (list.size === 0) map.delete(key)
}
