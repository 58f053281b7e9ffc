/**
 * The layer rule as pure checks over source texts, so that scripts/layers.test.ts runs them on
 * src/ and on fixtures that show each way a guard could be walked around.
 */
import { builtinModules } from 'node:module'
import { environmentOf, layerOf, mayImport, MSW_ADAPTER, type Environment } from './layers'
import { readGlobals, readImports, resolveIn } from './source-facts'

/** One import of a source file, its target resolved when it is one of ours. */
export interface Edge {
  from: string
  specifier: string
  line: number
  typeOnly: boolean
  /** The imported file, relative to the repo root, when the specifier is relative. */
  target?: string
}

/** Every import of the given files, and each dynamic import no reader can follow. */
export function edgesOf(files: ReadonlyMap<string, string>, known: ReadonlySet<string>) {
  const edges: Edge[] = []
  const unreadable: string[] = []
  for (const [from, text] of files) {
    const read = readImports(from, text)
    unreadable.push(...read.unreadable.map((call) => `${call}: a computed import() or require()`))
    for (const { specifier, line, typeOnly } of read.imports) {
      const target = resolveIn(from, specifier, known)
      edges.push({ from, specifier, line, typeOnly, ...(target !== undefined && { target }) })
    }
  }
  return { edges, unreadable }
}

const builtins = new Set(builtinModules)
const isBuiltin = (specifier: string): boolean =>
  specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]!)

// The modules only one environment has: built-ins and msw's Node server are Node's, msw's worker
// the page's.
function moduleHome(specifier: string): Exclude<Environment, 'neutral'> | undefined {
  if (isBuiltin(specifier) || specifier === 'msw/node') return 'node'
  return specifier === 'msw/browser' ? 'dom' : undefined
}

/** Imports that break the layer order, reach another environment's modules, or msw outside its adapter. */
export function importProblems(edges: readonly Edge[]): string[] {
  const problems: string[] = []
  for (const edge of edges) {
    const where = `${edge.from}:${edge.line}`
    const from = layerOf(edge.from)
    const to = edge.target?.startsWith('src/') ? layerOf(edge.target) : undefined
    if (from && to && !mayImport(from, to)) {
      problems.push(`${where} (${from}) imports ${edge.target} (${to})`)
    }
    const here = environmentOf(edge.from)
    const home = moduleHome(edge.specifier)
    if (here && home && here !== home && !edge.typeOnly) {
      problems.push(`${where} (${here}) imports ${edge.specifier}, which only ${home} has`)
    }
    const core = here === 'neutral' && from !== undefined && !from.startsWith('entries')
    if (core && /^(msw|@mswjs\/)/.test(edge.specifier) && !MSW_ADAPTER.test(edge.from)) {
      problems.push(`${where} imports ${edge.specifier} outside the msw adapter`)
    }
    if (from === 'base' && !edge.target?.startsWith('src/base/')) {
      problems.push(`${where} (base) imports ${edge.specifier}`)
    }
  }
  return problems
}

// A page's bundler writes this one in (Next.js, Vite): it is a constant there, not Node's process.
function isBundlerConstant(text: string, line: number): boolean {
  return /\bprocess\.env\.NODE_ENV\b/.test(text.split('\n')[line - 1] ?? '')
}

/** Node-only and DOM-only globals reached outside their environment (resolved, not matched). */
export function globalProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = []
  for (const [file, facts] of readGlobals(files)) {
    const here = environmentOf(file)
    for (const fact of facts) {
      if (here === undefined || here === fact.home) continue
      if (fact.name === 'process' && isBundlerConstant(files.get(file)!, fact.line)) continue
      problems.push(
        `${file}:${fact.line} (${here}) reaches ${fact.name}, which only ${fact.home} has`,
      )
    }
  }
  return problems
}

/** Each import cycle between the known files, type-only imports included. */
export function cyclesOf(edges: readonly Edge[], known: ReadonlySet<string>): string[] {
  const graph = new Map<string, string[]>()
  for (const edge of edges) {
    if (edge.target && known.has(edge.target)) {
      graph.set(edge.from, [...(graph.get(edge.from) ?? []), edge.target])
    }
  }
  const cycles: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (file: string): void => {
    state.set(file, 'open')
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open')
        cycles.push([...path.slice(path.indexOf(next)), next].join(' → '))
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 'done')
  }
  for (const file of known) if (!state.has(file)) visit(file)
  return cycles
}
