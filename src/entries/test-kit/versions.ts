/**
 * Which msw and Node the package runs on, said at the first call instead of failing somewhere
 * inside msw: npm refuses msw 3 beside it with a bare ERESOLVE, and an install forced past that
 * would otherwise break in ways that name neither.
 */
import { createRequire } from 'node:module'

/** The msw and Node versions petstore-mock supports, as a person reads them. */
export const SUPPORTED_VERSIONS =
  'msw 2.15 or a later 2.x on Node 20.19 or later, or msw 3 on Node 22.12 or later (the peer range ^2.15.0 || ^3.0.0)'

function parts(version: string): [number, number] {
  const [major = NaN, minor = NaN] = version.replace(/^v/, '').split('.').map(Number)
  return [major, minor]
}

const atLeast = ([major, minor]: [number, number], [wantMajor, wantMinor]: [number, number]) =>
  major > wantMajor || (major === wantMajor && minor >= wantMinor)

/** What is wrong with these versions, or undefined when the pair is supported. */
export function versionProblem(found: {
  msw: string | undefined
  node: string
}): string | undefined {
  const node = parts(found.node)
  if (!atLeast(node, [20, 19])) return `found Node ${found.node}; use Node 20.19 or later`
  if (found.msw === undefined) return undefined
  const msw = parts(found.msw)
  if (msw[0] === 3) {
    return atLeast(node, [22, 12])
      ? undefined
      : `found msw ${found.msw} on Node ${found.node}; msw 3 needs Node 22.12 or later (or install msw@^2.15.0)`
  }
  if (msw[0] === 2 && msw[1] >= 15) return undefined
  return `found msw ${found.msw}; install msw@^3.0.0 (Node 22.12 or later) or msw@^2.15.0 beside petstore-mock`
}

// msw's own package.json, read through its public `./package.json` export; undefined where it
// cannot be read (a bundle that inlined msw), which then goes unchecked.
function installedMsw(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url)('msw/package.json') as { version?: unknown }
    return typeof manifest.version === 'string' ? manifest.version : undefined
  } catch {
    return undefined
  }
}

let checked = false

/**
 * Throws an Error naming the supported ranges when the installed msw or this Node is outside
 * them. Checks once per process.
 */
export function assertSupportedVersions(): void {
  if (checked) return
  const problem = versionProblem({ msw: installedMsw(), node: process.versions.node })
  if (problem) throw new Error(`[petstore-mock] needs ${SUPPORTED_VERSIONS}: ${problem}.`)
  checked = true
}
