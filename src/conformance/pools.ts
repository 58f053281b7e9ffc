/**
 * Ids the server is known to hold (and to have deleted), so generated requests hit real records
 * instead of answering 404 almost every time. Generated values only carry a `PoolRef`; the id is
 * picked when the request is sent, which keeps generation pure and replayable.
 */
import { ownObject } from './own-keys'

/** A placeholder for "some id of this resource", resolved at send time. */
export class PoolRef {
  constructor(
    readonly resource: string,
    /** Which known id (modulo the pool size). */
    readonly pick: number,
    /** `live` ids exist, `gone` ids were deleted during the run. */
    readonly from: 'live' | 'gone' = 'live',
  ) {}

  toJSON(): string {
    return `<${this.from} ${this.resource} #${this.pick}>`
  }
}

/** An id no server will hold: within the contract's `Id` range, far above any real sequence. */
export const UNLIKELY_ID = 9_007_199_254_740_000

/** Known ids per resource. */
export class IdPools {
  readonly #live = new Map<string, number[]>()
  readonly #gone = new Map<string, number[]>()

  add(resource: string, id: number): void {
    const live = this.#list(this.#live, resource)
    if (!live.includes(id)) live.push(id)
    const gone = this.#list(this.#gone, resource)
    const at = gone.indexOf(id)
    if (at !== -1) gone.splice(at, 1)
  }

  remove(resource: string, id: number): void {
    const live = this.#list(this.#live, resource)
    const at = live.indexOf(id)
    if (at !== -1) live.splice(at, 1)
    const gone = this.#list(this.#gone, resource)
    if (!gone.includes(id)) gone.push(id)
  }

  /** The ids known to exist (a copy). */
  live(resource: string): number[] {
    return [...(this.#live.get(resource) ?? [])]
  }

  /** Turns a reference into an id; an empty pool gives an id that does not exist. */
  resolve(ref: PoolRef): number {
    const list = (ref.from === 'live' ? this.#live : this.#gone).get(ref.resource) ?? []
    if (list.length === 0) return UNLIKELY_ID + (ref.pick % 991)
    return list[ref.pick % list.length] as number
  }

  #list(map: Map<string, number[]>, resource: string): number[] {
    let list = map.get(resource)
    if (!list) {
      list = []
      map.set(resource, list)
    }
    return list
  }
}

/** Replaces every PoolRef inside a JSON-like value by its id. */
export function resolveRefs(value: unknown, pools: IdPools): unknown {
  if (value instanceof PoolRef) return pools.resolve(value)
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, pools))
  if (value && typeof value === 'object') {
    return ownObject(Object.entries(value).map(([key, v]) => [key, resolveRefs(v, pools)]))
  }
  return value
}
