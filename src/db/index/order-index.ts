/**
 * Secondary indexes over orders: open and complete, and per pet. A pet's orders are few, so
 * per-pet queries filter that pet's list; store-wide ones page a sorted list in O(page + log N).
 */
import type { Order } from '../schemas'
import { pageOfUnion, SortedIds } from './sorted-ids'

type Indexed = Pick<Order, 'id' | 'petId' | 'complete'>

/** Keeps the secondary indexes of the orders table. */
export class OrderIndex {
  #all = new SortedIds()
  #open = new SortedIds()
  #complete = new SortedIds()
  #byPet = new Map<number, SortedIds>()
  #openByPet = new Map<number, number>()

  /** An independent copy of every index, in O(n) with no sorting. */
  clone(): OrderIndex {
    const copy = new OrderIndex()
    copy.#all = this.#all.clone()
    copy.#open = this.#open.clone()
    copy.#complete = this.#complete.clone()
    copy.#byPet = new Map([...this.#byPet].map(([petId, list]) => [petId, list.clone()]))
    copy.#openByPet = new Map(this.#openByPet)
    return copy
  }

  add(order: Indexed): void {
    this.#all.add(order.id)
    ;(order.complete ? this.#complete : this.#open).add(order.id)
    let forPet = this.#byPet.get(order.petId)
    if (!forPet) {
      forPet = new SortedIds()
      this.#byPet.set(order.petId, forPet)
    }
    forPet.add(order.id)
    if (!order.complete) this.#openByPet.set(order.petId, this.openCount(order.petId) + 1)
  }

  /** Forgets an order, as it was last indexed. */
  remove(order: Indexed): void {
    this.#all.delete(order.id)
    ;(order.complete ? this.#complete : this.#open).delete(order.id)
    const forPet = this.#byPet.get(order.petId)
    forPet?.delete(order.id)
    if (forPet?.size === 0) this.#byPet.delete(order.petId)
    if (!order.complete) {
      const left = this.openCount(order.petId) - 1
      if (left > 0) this.#openByPet.set(order.petId, left)
      else this.#openByPet.delete(order.petId)
    }
  }

  /** Marks an indexed open order complete. */
  complete(order: Indexed): void {
    this.remove(order)
    this.add({ ...order, complete: true })
  }

  openCount(petId: number): number {
    return this.#openByPet.get(petId) ?? 0
  }

  /** The ids of a pet's incomplete orders. */
  openIds(petId: number): number[] {
    if (this.openCount(petId) === 0) return []
    return [...(this.#byPet.get(petId) ?? [])].filter((id) => !this.#isComplete(id))
  }

  /** One page of order ids, by id, filtered by pet and completion. */
  query(q: { petId?: number; complete?: boolean; limit: number; offset: number }) {
    if (q.petId !== undefined) {
      const forPet = [...(this.#byPet.get(q.petId) ?? [])]
      const wanted =
        q.complete === undefined
          ? forPet
          : forPet.filter((id) => this.#isComplete(id) === q.complete)
      return { ids: wanted.slice(q.offset, q.offset + q.limit), total: wanted.length }
    }
    const list = q.complete === undefined ? this.#all : q.complete ? this.#complete : this.#open
    return pageOfUnion([list], q)
  }

  clear(): void {
    for (const list of [this.#all, this.#open, this.#complete]) list.clear()
    this.#byPet.clear()
    this.#openByPet.clear()
  }

  #isComplete(id: number): boolean {
    return this.#complete.has(id)
  }
}
