/**
 * The plan of the hostile phase: which groups of hand-written hostile requests run, in which
 * order. Each group (from the catalogue in hostile-bodies.ts and hostile-requests.ts) names a
 * kind of attack and gives each case the 4xx the contract requires. Used by the mock's named
 * tests and by contract mode against real servers.
 */
import {
  bigIds,
  bodySize,
  deepJson,
  hugeStrings,
  invalidJson,
  invisibleNames,
  prototypeKeys,
  wrongContentType,
} from './hostile-bodies'
import type { HostileGroup } from './hostile-cases'
import {
  badAuthorization,
  methodNotAllowed,
  oddPathIds,
  repeatedQuery,
  unknownPaths,
} from './hostile-requests'

export type { HostileGroup } from './hostile-cases'

/** Every hostile group, in the order contract mode runs them. */
export function hostileGroups(options: { readOnlyKey: boolean }): HostileGroup[] {
  return [
    prototypeKeys(),
    bigIds(),
    oddPathIds(),
    deepJson(),
    bodySize(),
    invalidJson(),
    wrongContentType(),
    hugeStrings(),
    invisibleNames(),
    repeatedQuery(),
    badAuthorization(options.readOnlyKey),
    methodNotAllowed(),
    unknownPaths(),
  ]
}
