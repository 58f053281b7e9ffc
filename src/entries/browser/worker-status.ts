/**
 * What the harness says about where the store lives: which tab holds it (this one, another one,
 * or no sharing at all) and whether it is saved. Persistence problems (quota, private mode, a
 * refused saved store) land here as a notice the panel shows, not only once in the console.
 */

/**
 * This tab's part: it holds the store (`leader`), sends its requests to the tab that does
 * (`follower`), is still finding out (`electing`), or keeps a store of its own (`off`).
 */
export type TabRole = 'electing' | 'leader' | 'follower' | 'off'

/** Whether the store reaches IndexedDB (`elsewhere`: the tab holding it saves it). */
export type PersistState = 'off' | 'loading' | 'saved' | 'failed' | 'elsewhere'

/** A snapshot of the status. */
export interface WorkerStatusValue {
  tab: TabRole
  /** Why tabs do not share a store, when sync was asked for and cannot work here. */
  syncNote?: string
  persist: PersistState
  /** The last problem with the saved store, in a sentence; cleared by the next good save. */
  notice?: string
  /**
   * How many records the shared store holds, as the tab holding it last reported them (a tab
   * that does not hold the store has only an old copy of it in `db`); undefined in the tab that
   * holds it, or before the first report.
   */
  records?: StoreRecords
}

/** Record counts of a store. */
export interface StoreRecords {
  pets: number
  categories: number
  orders: number
}

/** The live status of one mock. */
export interface WorkerStatus {
  readonly value: Readonly<WorkerStatusValue>
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (value: Readonly<WorkerStatusValue>) => void): () => void
}

/** The status with its setter, for the entry's own layers. */
export interface WorkerStatusCell extends WorkerStatus {
  set(changes: Partial<WorkerStatusValue>): void
}

/** A status cell starting at `initial`. */
export function createWorkerStatus(initial: WorkerStatusValue): WorkerStatusCell {
  let value: WorkerStatusValue = { ...initial }
  const listeners = new Set<(value: Readonly<WorkerStatusValue>) => void>()
  return {
    get value() {
      return value
    },
    set(changes) {
      const next = { ...value, ...changes }
      const keys = Object.keys(next) as Array<keyof WorkerStatusValue>
      if (keys.every((key) => next[key] === value[key])) return
      value = next
      for (const listener of listeners) listener(value)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
