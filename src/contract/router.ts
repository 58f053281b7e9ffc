/**
 * Matches request paths against the contract's path templates without throwing on odd input
 * (msw's string paths throw URIError on malformed percent-encoding during handler lookup).
 */
import { contractOperations, type OperationInfo } from './operations'

/** What a path below the base matched. */
export type RouteMatch =
  | { kind: 'operation'; operation: OperationInfo; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allow: string[] }
  | { kind: 'not_found' }

interface CompiledPath {
  path: string
  segments: Array<{ literal: string } | { param: string }>
  byMethod: Map<string, OperationInfo>
  /** The methods for `Allow`: the operations', and HEAD wherever GET is. */
  allow: string[]
}

function compilePaths(): CompiledPath[] {
  const byPath = new Map<string, CompiledPath>()
  for (const op of contractOperations) {
    let compiled = byPath.get(op.path)
    if (!compiled) {
      compiled = {
        path: op.path,
        segments: op.path
          .split('/')
          .slice(1)
          .map((s) => (/^\{.+\}$/.test(s) ? { param: s.slice(1, -1) } : { literal: s })),
        byMethod: new Map(),
        allow: [],
      }
      byPath.set(op.path, compiled)
    }
    compiled.byMethod.set(op.method.toUpperCase(), op)
  }
  for (const compiled of byPath.values()) {
    compiled.allow = [...compiled.byMethod.keys()]
    if (compiled.byMethod.has('GET')) compiled.allow.splice(1, 0, 'HEAD')
  }
  // Literal segments win over parameters, as OpenAPI requires.
  return [...byPath.values()].sort(
    (a, b) => literalCount(b) - literalCount(a) || byCodeUnit(a.path, b.path),
  )
}

function literalCount(p: CompiledPath): number {
  return p.segments.filter((s) => 'literal' in s).length
}

const compiledPaths = compilePaths()

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Finds the operation for a method and a path below the base (e.g. `/pets/3`); HEAD finds GET's.
 */
export function route(method: string, path: string): RouteMatch {
  const parts = path.split('/').slice(1)
  for (const compiled of compiledPaths) {
    if (compiled.segments.length !== parts.length) continue
    const params: Record<string, string> = {}
    let matches = true
    for (let i = 0; i < parts.length; i++) {
      const segment = compiled.segments[i]!
      const part = parts[i]!
      if ('literal' in segment) {
        if (segment.literal !== part) {
          matches = false
          break
        }
      } else if (part === '') {
        matches = false
        break
      } else {
        params[segment.param] = safeDecode(part)
      }
    }
    if (!matches) continue
    const upper = method.toUpperCase()
    // HEAD is GET without the body (the pipeline drops it), as HTTP defines it.
    const operation = compiled.byMethod.get(upper === 'HEAD' ? 'GET' : upper)
    if (operation) return { kind: 'operation', operation, params }
    return { kind: 'method_not_allowed', allow: [...compiled.allow] }
  }
  return { kind: 'not_found' }
}

// Paths are ASCII; localeCompare's first call builds an ICU collator, ~5 ms of every start.
function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
