/**
 * Values that are there now or later. The pipeline answers most requests without waiting for
 * anything (no latency, no body, an idle store), and an `await` there costs a promise and a
 * trip through the microtask queue per step; so each step hands on a plain value when it has
 * one and a promise only when it really waits.
 */

/** A value now, or a promise of it. */
export type Maybe<T> = T | Promise<T>

/** Whether a step handed back a promise (anything with a `then`, as `await` decides). */
export function isPending<T>(value: Maybe<T>): value is Promise<T> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}

/** Runs `next` on the value now when it is there, after it when it is a promise. */
export function andThen<T, U>(value: Maybe<T>, next: (value: T) => Maybe<U>): Maybe<U> {
  return isPending(value) ? value.then(next) : next(value)
}
