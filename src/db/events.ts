/**
 * Store events: what changed in the database, told after the change committed. Entries use them
 * to persist the store, sync tabs or refresh a panel without wrapping the database's methods.
 */
import { devLog } from '../base/log'

/** The tables of the store. */
export type TableName = 'categories' | 'pets' | 'inventory' | 'orders'

/** One committed write: which operation ran, and which tables and ids it touched. */
export interface StoreWrite {
  kind: 'write'
  /** The database method that committed it, e.g. `'createPet'`. */
  operation: string
  /** Every table the write touched, each with the keys (ids, or petIds for inventory) it changed. */
  changes: ReadonlyArray<{ table: TableName; ids: readonly number[] }>
  /**
   * What the write was made for, when the caller said (`db.attribute`): the pipeline passes its
   * request, so the store's history can name the journal entry that caused a write.
   */
  cause?: WriteCause | undefined
}

/** The request a write was made for; `seq` is its journal number once it is journalled. */
export interface WriteCause {
  seq?: number | undefined
}

/** The whole store was replaced, by `clear()` or `import()`. */
export interface StoreReplace {
  kind: 'replace'
}

/** A change told to `db.onChange` listeners. */
export type StoreChange = StoreWrite | StoreReplace

/**
 * A listener of store changes. `committed` is what the emitter lets it read of the store as the
 * change left it (the database's `CommittedStore`).
 */
export type StoreListener<C = unknown> = (change: StoreChange, committed: C) => void

/**
 * A list of store listeners. A listener that throws does not undo the committed change nor stop
 * the other listeners; its error is reported (`reportError` where there is one, else the
 * console), the way DOM events report theirs.
 */
export class StoreListeners<C = unknown> {
  #listeners: Array<StoreListener<C>> = []

  /** Adds a listener; returns the function that removes it. */
  add(listener: StoreListener<C>): () => void {
    if (typeof listener !== 'function') {
      throw new TypeError('onChange: listener must be a function')
    }
    // Copy on write, so a listener that unsubscribes while being called does not skip another.
    this.#listeners = [...this.#listeners, listener]
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== listener)
    }
  }

  /** Whether anyone listens, so callers can skip building a change nobody reads. */
  get active(): boolean {
    return this.#listeners.length > 0
  }

  /** Calls every listener with `change` and the store it left. */
  emit(change: StoreChange, committed: C): void {
    for (const listener of this.#listeners) {
      try {
        listener(change, committed)
      } catch (error) {
        report(error)
      }
    }
  }
}

function report(error: unknown): void {
  const reportError = (globalThis as { reportError?: (error: unknown) => void }).reportError
  if (typeof reportError === 'function') reportError(error)
  else devLog.error('a store change listener threw:', error)
}
