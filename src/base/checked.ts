/**
 * The one result of checking a value from outside (an option, a flag, a path id, a request's
 * body): the value when it passes, what is wrong when it does not. A check that fails returns
 * its problem instead of throwing, so each caller words the error its surface needs (a 400, a
 * TypeError naming the option, a CLI usage line).
 */

/** A passed check with its value, or a failed one with its problem (a message by default). */
export type Checked<T, Problem = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem }

/** A passed check. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value })

/** A failed check, with what is wrong (for a message: what the value must be). */
export const fail = <P = string>(problem: P): { readonly ok: false; readonly problem: P } => ({
  ok: false,
  problem,
})
