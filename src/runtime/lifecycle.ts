/**
 * The store's lifecycle: one serialized queue for everything that replaces the whole store
 * (seeding, reset, scenario switches, snapshot restores, imports, a tab's sync), and a gate that
 * requests pass through.
 */
import { devLog } from '../base/log'

/** Why the whole store was replaced. */
export type StoreReplacedReason = 'seed' | 'reset' | 'scenario' | 'restore' | 'sync' | 'rewind'

/** What a replacement is, for the queue. */
export interface Replacement {
  reason: StoreReplacedReason
  /**
   * Replacements with the same key give the same store: one queued and not yet started serves
   * every later call with that key, so ten overlapping resets cost one.
   */
  key?: string
  /** Builds the new store and swaps it in; the store must change in one step (`db.import`). */
  run(): Promise<void>
}

/** The gate requests pass: `enter` before touching the store, `leave` once answered. */
export interface RequestGate {
  /** Undefined when the request may go on at once, else a promise to await first. */
  enter(): Promise<void> | undefined
  leave(): void
}

/** The lifecycle of one mock's store. */
export interface StoreLifecycle extends RequestGate {
  /** Queues a replacement; resolves once it is in place, rejects with its own error only. */
  replace(replacement: Replacement): Promise<void>
  /** Runs `read` as a request would: after queued replacements, never during one. */
  read<T>(read: () => Promise<T>): Promise<T>
  /** Resolves once no replacement is queued or running; never rejects. */
  settled(): Promise<void>
  /** Calls `listener` after each replacement is in place; returns the unsubscribe function. */
  onReplaced(listener: (reason: StoreReplacedReason) => void): () => void
}

interface Queued {
  replacement: Replacement
  done: Promise<void>
  resolve(): void
  reject(error: unknown): void
}

/** Creates a lifecycle. */
export function createStoreLifecycle(): StoreLifecycle {
  const queue: Queued[] = []
  const listeners = new Set<(reason: StoreReplacedReason) => void>()
  let running = false
  let idle: Array<() => void> = []
  const busy = () => running || queue.length > 0
  const gate = createGate(busy)

  const announce = (reason: StoreReplacedReason) => {
    for (const listener of listeners) {
      try {
        listener(reason)
      } catch (error) {
        // A listener's bug must not fail the replacement that already happened.
        devLog.error('a store-replaced listener threw:', error)
      }
    }
  }

  const pump = async () => {
    if (running) return
    running = true
    while (queue.length > 0) {
      const next = queue.shift() as Queued
      await gate.drained()
      try {
        await next.replacement.run()
        next.resolve()
        announce(next.replacement.reason)
      } catch (error) {
        next.reject(error)
      }
    }
    running = false
    gate.release()
    const waiters = idle
    idle = []
    for (const wake of waiters) wake()
  }

  return {
    enter: gate.enter,
    leave: gate.leave,
    replace(replacement) {
      const last = queue.at(-1)
      if (replacement.key !== undefined && last?.replacement.key === replacement.key) {
        return last.done
      }
      let resolve!: () => void
      let reject!: (error: unknown) => void
      const done = new Promise<void>((res, rej) => {
        resolve = res
        reject = rej
      })
      queue.push({ replacement, done, resolve, reject })
      void pump()
      return done
    },
    async read(read) {
      const entering = gate.enter()
      if (entering) await entering
      try {
        return await read()
      } finally {
        gate.leave()
      }
    },
    settled() {
      return busy() ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve()
    },
    onReplaced(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

// The readers' side: the requests in flight, and those held while a replacement is queued
// (`busy`). A replacement waits for `drained`, then `release` lets the held ones go on.
function createGate(busy: () => boolean): RequestGate & {
  drained(): Promise<void>
  release(): void
} {
  let inFlight = 0
  let drained: (() => void) | undefined
  let held: Array<() => void> = []
  return {
    enter() {
      if (!busy()) {
        inFlight++
        return undefined
      }
      return new Promise<void>((resolve) => {
        held.push(() => {
          inFlight++
          resolve()
        })
      })
    },
    leave() {
      inFlight--
      if (inFlight === 0 && drained) {
        const done = drained
        drained = undefined
        done()
      }
    },
    drained: () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve)),
    release() {
      // Waiting requests go on in arrival order, all on the store now in place.
      const waiting = held
      held = []
      for (const go of waiting) go()
    },
  }
}
