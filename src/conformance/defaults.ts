/**
 * The defaults of a conformance run, in a module of their own so help texts can show them
 * without loading the suite.
 */

/** The seed a run uses unless told otherwise, so two runs send the same requests. */
export const DEFAULT_SEED = 20261001

/** Generated requests per operation and kind (valid, mutated) unless told otherwise. */
export const DEFAULT_RUNS = 100
