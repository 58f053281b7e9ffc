/**
 * Faker, loaded the first time something needs it. Its English data is the largest module the
 * mock has, and only seeding a store that is not shipped prebuilt (another seed, `large`, a
 * custom scenario) or a dynamic answer (`Prefer: dynamic=true`) uses it; a bundler puts it in a
 * chunk of its own.
 */
import type { createFaker } from './faker'

let loading: Promise<typeof createFaker> | undefined

/** `createFaker`, once faker has loaded. */
export function loadCreateFaker(): Promise<typeof createFaker> {
  loading ??= import('./faker').then((module) => module.createFaker)
  // A failed load (a chunk the network lost) is tried again next time.
  loading.catch(() => (loading = undefined))
  return loading
}
