/**
 * The layers of src/, top to bottom, as ARCHITECTURE.md draws them, and the environment each
 * runs in. scripts/layers.test.ts holds the code to this table: a file may import its own layer
 * and those above it, never below, and reaches only the globals and built-ins its environment
 * has.
 */

/**
 * The core's layers in order (each may import those before it), then the entries, which may
 * import the whole core and each other.
 */
export const layers = [
  'base',
  'contract',
  'db',
  'factories',
  'runtime',
  'handlers',
  'controller',
  'conformance',
  'entries/test-kit',
  'entries',
  'entries/browser',
] as const

/** One layer of {@link layers}. */
export type Layer = (typeof layers)[number]

/** Where a file's code runs: Node alone, a page alone, or both (the core). */
export type Environment = 'node' | 'dom' | 'neutral'

/**
 * The environment of each layer, and of each entry folder inside `entries` (an entry is one
 * environment's adapter; the root entry, `entries/index.ts`, is the core's and runs in both).
 */
const environments: Record<Layer, Environment> = {
  base: 'neutral',
  contract: 'neutral',
  db: 'neutral',
  factories: 'neutral',
  runtime: 'neutral',
  handlers: 'neutral',
  controller: 'neutral',
  conformance: 'node',
  'entries/test-kit': 'node',
  entries: 'node',
  'entries/browser': 'dom',
}
const NEUTRAL_ENTRIES = new Set(['src/entries/index.ts'])

/**
 * The layer a source file (a path relative to the repo root) belongs to, or undefined outside
 * src/. Every entry folder is `entries`, except the shared test kit, which the Node kits and the
 * conformance suite build on, and the browser entry, which nothing else in src/ may import (it
 * alone loads msw/browser and the DOM).
 */
export function layerOf(file: string): Layer | undefined {
  const [top, room, second] = file.split('/')
  if (top !== 'src' || room === undefined) return undefined
  if (room === 'entries') {
    if (second === 'test-kit') return 'entries/test-kit'
    if (second === 'browser') return 'entries/browser'
    return 'entries'
  }
  return (layers as readonly string[]).includes(room) ? (room as Layer) : undefined
}

/** The environment a source file runs in, by its layer (undefined outside src/). */
export function environmentOf(file: string): Environment | undefined {
  if (NEUTRAL_ENTRIES.has(file)) return 'neutral'
  const layer = layerOf(file)
  return layer && environments[layer]
}

/** Whether a file of one layer may import a file of another: the same layer or one above it. */
export function mayImport(from: Layer, to: Layer): boolean {
  return layers.indexOf(to) <= layers.indexOf(from)
}

/** The msw adapters: the only core files that may import msw. */
export const MSW_ADAPTER = /^src\/handlers\/msw[\w-]*\.ts$/
