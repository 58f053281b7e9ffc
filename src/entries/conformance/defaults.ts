/**
 * The defaults of a conformance run, in a module of their own so help texts can show them
 * without loading the suite.
 */

/**
 * The seed a run uses unless told otherwise, so two runs send the same requests.
 *
 * @example
 * runConformance({ baseUrl, key, seed: DEFAULT_SEED })
 */
export const DEFAULT_SEED = 20261001

/**
 * Generated requests per operation and kind (valid, mutated) unless told otherwise.
 *
 * @example
 * runConformance({ baseUrl, key, numRuns: DEFAULT_RUNS })
 */
export const DEFAULT_RUNS = 100
