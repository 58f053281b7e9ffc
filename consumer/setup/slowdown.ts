/**
 * How much longer than on a quiet machine the consumer suite's guards wait: the load average per
 * core when the suite starts, 2 to 8. The floor is 2 because `npm test` runs this suite beside the
 * demo's e2e suite, whose two browsers keep both cores busy. The guards are against a hang, never
 * a measure of speed: at load 18 two `tsc` runs of the type test took longer than 120 s.
 */
import { availableParallelism, loadavg } from 'node:os'

const perCore = (loadavg()[0] ?? 0) / availableParallelism()

// Read from the environment the config sets, so the workers use the main process's figure.
export const slowdown = Number(
  (process.env.PETSTORE_CONSUMER_SLOWDOWN ??= String(Math.min(8, Math.max(2, perCore)))),
)

/**
 * A guard of `ms` on a quiet machine, stretched for this one.
 *
 * @example
 * await expect.poll(read, { timeout: stretched(30_000) }).toBe(200)
 */
export function stretched(ms: number): number {
  return Math.round(ms * slowdown)
}
