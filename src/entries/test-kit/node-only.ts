/**
 * The Node entries (`petstore-mock/node`, the Vitest and Jest kits) intercept with msw/node,
 * which cannot run in a browser. Called there anyway (Vitest browser mode, a Storybook), they
 * say so and name the entry to use instead, rather than failing deep inside msw.
 */

import { assertSupportedVersions } from './versions'

/**
 * Throws a TypeError naming `instead` unless this runs in Node (jsdom and happy-dom run in Node
 * too, and pass); then checks the msw and Node versions (./versions.ts).
 */
export function assertNode(what: string, instead: string, scope: object = globalThis): void {
  const versions = (scope as { process?: { versions?: { node?: unknown } } }).process?.versions
  if (typeof versions?.node === 'string') return assertSupportedVersions()
  throw new TypeError(
    `${what} runs in Node (it intercepts with msw/node), and this is not Node; in a browser use ${instead}`,
  )
}
