/**
 * Which msw and Node the package runs on, said at the first call instead of failing somewhere
 * inside msw: npm refuses msw 3 beside it with a bare ERESOLVE, and an install forced past that
 * would otherwise break in ways that name neither.
 */
import { createRequire } from 'node:module'

/** The msw and Node versions petstore-mock supports, as a person reads them. */
export const SUPPORTED_VERSIONS = 'msw 2.15.x (the peer range ^2.15.0) and Node 20.19 or later'

function parts(version: string): [number, number] {
  const [major = NaN, minor = NaN] = version.replace(/^v/, '').split('.').map(Number)
  return [major, minor]
}

/** What is wrong with these versions, or undefined when both are supported. */
export function versionProblem(found: {
  msw: string | undefined
  node: string
}): string | undefined {
  const problems: string[] = []
  if (found.msw !== undefined) {
    const [major, minor] = parts(found.msw)
    if (major !== 2 || !(minor >= 15)) {
      problems.push(`found msw ${found.msw}; install msw@~2.15.0 beside petstore-mock`)
    }
  }
  const [major, minor] = parts(found.node)
  if (!(major > 20 || (major === 20 && minor >= 19))) {
    problems.push(`found Node ${found.node}; use Node 20.19 or later`)
  }
  return problems.length > 0 ? problems.join(', and ') : undefined
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
