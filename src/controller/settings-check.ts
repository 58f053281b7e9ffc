/**
 * The TypeError every option check ends in: it names the misused option and shows what it got.
 * `settings.ts` and the proxy's options use it.
 */
import type { Checked } from '../base/checked'
import { shown } from '../base/text'

/** The checked value, or a TypeError naming the option. */
export function check<T>(option: string, checked: Checked<T>, got: unknown): T {
  if (checked.ok) return checked.value
  throw new TypeError(`${option} ${checked.problem}, got ${shown(got, 200)}`)
}
