/**
 * Secondary indexes over pets, so every list query touches only the entries it returns:
 * id order by status and by (category, status); name order likewise; and per name key, the ids
 * of each (category, status). Sorted by id or by name, filtered or not, a page costs
 * O(page + log N); a name filter costs O(distinct names + matching buckets + page).
 */
import { nameKey } from '../names'
import type { Pet, PetStatus } from '../schemas'
import { NameOrder, pageOfNameOrders } from './name-order'
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
type Page = { ids: number[]; total: number }

const statuses: readonly PetStatus[] = ['available', 'pending', 'sold']
const part = (categoryId: number, status: PetStatus) => `${categoryId}|${status}`

/** The ids of one name key: all of them, and split by (category, status). */
interface NameBucket {
  all: SortedIds
  parts: Map<string, SortedIds>
}

// Name orders: over all pets, per status, per (category, status). Built on the first
// name-sorted query rather than per insert, so seeding stays linear; kept in step after that.
interface NameOrders {
  all: NameOrder
  byStatus: Map<PetStatus, NameOrder>
  byPart: Map<string, NameOrder>
}

/** Keeps the secondary indexes of the pets table. */
export class PetIndex {
  #all = new SortedIds()
  #byStatus = new Map<PetStatus, SortedIds>(statuses.map((s) => [s, new SortedIds()]))
  #byPart = new Map<string, SortedIds>()
  #byName = new Map<string, NameBucket>()
  #names = new Map<number, string>()
  #orders: NameOrders | undefined
  readonly #keyOf = (id: number) => this.#names.get(id) as string

  add(pet: Indexed): void {
    const key = nameKey(pet.name)
    this.#names.set(pet.id, key)
    this.#all.add(pet.id)
    this.#byStatus.get(pet.status)?.add(pet.id)
    bucket(this.#byPart, part(pet.categoryId, pet.status)).add(pet.id)
    this.#addName(key, pet)
    const orders = this.#orders
    if (!orders) return
    orders.all.add(pet.id)
    orders.byStatus.get(pet.status)?.add(pet.id)
    orderBucket(orders.byPart, part(pet.categoryId, pet.status), this.#keyOf).add(pet.id)
  }

  /** Forgets a pet, as it was last indexed. */
  remove(pet: Indexed): void {
    const key = nameKey(pet.name)
    const orders = this.#orders
    if (orders) {
      orders.all.delete(pet.id, key)
      orders.byStatus.get(pet.status)?.delete(pet.id, key)
      orders.byPart.get(part(pet.categoryId, pet.status))?.delete(pet.id, key)
    }
    this.#all.delete(pet.id)
    this.#byStatus.get(pet.status)?.delete(pet.id)
    shrink(this.#byPart, part(pet.categoryId, pet.status), pet.id)
    this.#removeName(key, pet)
    this.#names.delete(pet.id)
  }

  /** Moves a pet from its old indexed values to its new ones, touching only what changed. */
  update(previous: Indexed, next: Indexed): void {
    const before = nameKey(previous.name)
    const after = nameKey(next.name)
    const renamed = before !== after
    const restatused = previous.status !== next.status
    const moved = restatused || previous.categoryId !== next.categoryId
    if (!renamed && !moved) return
    const id = next.id
    const from = part(previous.categoryId, previous.status)
    const to = part(next.categoryId, next.status)
    const orders = this.#orders
    if (orders) {
      if (renamed) orders.all.delete(id, before)
      if (renamed || restatused) orders.byStatus.get(previous.status)?.delete(id, before)
      orders.byPart.get(from)?.delete(id, before)
    }
    if (restatused) {
      this.#byStatus.get(previous.status)?.delete(id)
      this.#byStatus.get(next.status)?.add(id)
    }
    if (moved) {
      shrink(this.#byPart, from, id)
      bucket(this.#byPart, to).add(id)
    }
    this.#removeName(before, previous)
    this.#names.set(id, after)
    this.#addName(after, next)
    if (orders) {
      if (renamed) orders.all.add(id)
      if (renamed || restatused) orders.byStatus.get(next.status)?.add(id)
      orderBucket(orders.byPart, to, this.#keyOf).add(id)
    }
  }

  /** How many pets belong to a category. */
  countInCategory(categoryId: number): number {
    return statuses.reduce((sum, s) => sum + (this.#byPart.get(part(categoryId, s))?.size ?? 0), 0)
  }

  /** One page of pet ids in an inventory-style query (status filter, id order). */
  idsByStatus(status: readonly PetStatus[] | undefined, page: { limit: number; offset: number }) {
    return pageOfUnion(this.#idLists(status, undefined), page)
  }

  /** One page of pet ids matching a list query, and how many match in all. */
  query(q: PetIndexQuery): Page {
    const sort = q.sort ?? 'id'
    const descending = sort.startsWith('-')
    if (q.name !== undefined) return this.#queryByName(q, sort === 'name' || sort === '-name')
    if (sort === 'id' || sort === '-id') {
      return pageOfUnion(this.#idLists(q.status, q.categoryId), { ...q, descending })
    }
    const orders = this.#nameOrders()
    const wanted = wantedStatuses(q.status)
    const lists =
      q.categoryId !== undefined
        ? wanted.flatMap((s) => orders.byPart.get(part(q.categoryId as number, s)) ?? [])
        : wanted.length === statuses.length
          ? [orders.all]
          : wanted.map((s) => orders.byStatus.get(s) as NameOrder)
    return pageOfNameOrders(lists, this.#keyOf, { ...q, descending })
  }

  /** An independent copy of every index, in O(n) with no sorting. */
  clone(): PetIndex {
    const copy = new PetIndex()
    copy.#all = this.#all.clone()
    copy.#byStatus = cloneLists(this.#byStatus)
    copy.#byPart = cloneLists(this.#byPart)
    copy.#names = new Map(this.#names)
    copy.#byName = new Map(
      [...this.#byName].map(([key, b]) => [
        key,
        { all: b.all.clone(), parts: cloneLists(b.parts) },
      ]),
    )
    const orders = this.#orders
    if (orders) {
      const keyOf = copy.#keyOf
      copy.#orders = {
        all: orders.all.clone(keyOf),
        byStatus: new Map([...orders.byStatus].map(([s, o]) => [s, o.clone(keyOf)])),
        byPart: new Map([...orders.byPart].map(([p, o]) => [p, o.clone(keyOf)])),
      }
    }
    return copy
  }

  #idLists(status: readonly PetStatus[] | undefined, categoryId: number | undefined): SortedIds[] {
    const wanted = wantedStatuses(status)
    if (categoryId !== undefined) {
      return wanted.flatMap((s) => this.#byPart.get(part(categoryId, s)) ?? [])
    }
    if (wanted.length === statuses.length) return [this.#all]
    return wanted.map((s) => this.#byStatus.get(s) as SortedIds)
  }

  #addName(key: string, pet: Indexed): void {
    let entry = this.#byName.get(key)
    if (!entry) {
      entry = { all: new SortedIds(), parts: new Map() }
      this.#byName.set(key, entry)
    }
    entry.all.add(pet.id)
    bucket(entry.parts, part(pet.categoryId, pet.status)).add(pet.id)
  }

  #removeName(key: string, pet: Indexed): void {
    const entry = this.#byName.get(key)
    if (!entry) return
    entry.all.delete(pet.id)
    shrink(entry.parts, part(pet.categoryId, pet.status), pet.id)
    if (entry.all.size === 0) this.#byName.delete(key)
  }

  #nameOrders(): NameOrders {
    if (this.#orders) return this.#orders
    const keyOf = this.#keyOf
    const ids = [...this.#all]
    const keys = this.#names
    ids.sort((a, b) => {
      const x = keys.get(a) as string
      const y = keys.get(b) as string
      return x < y ? -1 : x > y ? 1 : a - b
    })
    // Distributing the one sorted run keeps every list sorted without sorting it again.
    const partOf = new Map<number, string>()
    for (const [p, list] of this.#byPart) for (const id of list) partOf.set(id, p)
    const byStatus = new Map<PetStatus, number[]>(statuses.map((s) => [s, []]))
    const byPart = new Map<string, number[]>()
    for (const id of ids) {
      const p = partOf.get(id) as string
      byStatus.get(p.slice(p.indexOf('|') + 1) as PetStatus)?.push(id)
      let run = byPart.get(p)
      if (!run) byPart.set(p, (run = []))
      run.push(id)
    }
    this.#orders = {
      all: new NameOrder(keyOf, ids),
      byStatus: new Map([...byStatus].map(([s, run]) => [s, new NameOrder(keyOf, run)])),
      byPart: new Map([...byPart].map(([p, run]) => [p, new NameOrder(keyOf, run)])),
    }
    return this.#orders
  }

  #queryByName(q: PetIndexQuery, byNameSort: boolean): Page {
    const needle = nameKey(q.name as string)
    const keys = [...this.#byName.keys()].filter((key) => key.includes(needle))
    if (byNameSort) keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    const descending = (q.sort ?? 'id').startsWith('-')
    const filtered = q.categoryId !== undefined || wantedStatuses(q.status).length < 3
    const wanted = new Set(wantedStatuses(q.status))
    // Per name key, the lists of exactly the matching pets: no pet is visited to filter it.
    const groups = keys.map((key) => {
      const entry = this.#byName.get(key) as NameBucket
      if (!filtered) return [entry.all]
      if (q.categoryId !== undefined) {
        return [...wanted].flatMap((s) => entry.parts.get(part(q.categoryId as number, s)) ?? [])
      }
      return [...entry.parts]
        .filter(([p]) => wanted.has(p.slice(p.indexOf('|') + 1) as PetStatus))
        .map(([, list]) => list)
    })
    if (!byNameSort) return pageOfUnion(groups.flat(), { ...q, descending })
    return pageOfGroups(groups, q, descending)
  }
}

function wantedStatuses(status: readonly PetStatus[] | undefined): PetStatus[] {
  if (!status || status.length === 0) return [...statuses]
  return statuses.filter((s) => status.includes(s))
}

// A page over groups already in name order; within a group (one name key), ids ascend.
function pageOfGroups(
  groups: ReadonlyArray<readonly SortedIds[]>,
  page: { offset: number; limit: number },
  descending: boolean,
): Page {
  const sizes = groups.map((lists) => lists.reduce((sum, list) => sum + list.size, 0))
  const total = sizes.reduce((sum, size) => sum + size, 0)
  const order = groups.map((_, i) => i)
  if (descending) order.reverse()
  const ids: number[] = []
  let skip = page.offset
  for (const i of order) {
    if (ids.length >= page.limit) break
    const size = sizes[i] as number
    if (skip >= size) {
      skip -= size
      continue
    }
    const want = page.limit - ids.length
    ids.push(
      ...pageOfUnion(groups[i] as SortedIds[], { offset: skip, limit: want, descending }).ids,
    )
    skip = 0
  }
  return { ids, total }
}

function cloneLists<K>(lists: Map<K, SortedIds>): Map<K, SortedIds> {
  return new Map([...lists].map(([key, list]) => [key, list.clone()]))
}

function bucket<K>(map: Map<K, SortedIds>, key: K): SortedIds {
  let list = map.get(key)
  if (!list) {
    list = new SortedIds()
    map.set(key, list)
  }
  return list
}

function orderBucket(map: Map<string, NameOrder>, key: string, keyOf: (id: number) => string) {
  let list = map.get(key)
  if (!list) {
    list = new NameOrder(keyOf)
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
