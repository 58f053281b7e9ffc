/**
 * Small statistics helpers for the benchmark: mean, percentiles, medians over rounds.
 */

/**
 * The arithmetic mean.
 *
 * @example
 * mean([1, 2, 3]) // 2
 */
export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length)
}

/**
 * The p-th percentile (0-100), nearest-rank.
 *
 * @example
 * percentile([1, 2, 3, 4], 50) // 2
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[rank] as number
}

/**
 * The median.
 *
 * @example
 * median([3, 1, 2]) // 2
 */
export function median(values: readonly number[]): number {
  return percentile(values, 50)
}
