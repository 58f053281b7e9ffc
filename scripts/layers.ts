/**
 * The layers of src/, top to bottom, as ARCHITECTURE.md draws them. scripts/layers.test.ts holds
 * the code to this table: a file may import its own layer and those above it, never below.
 */

/**
 * The core's layers in order (each may import those before it), then the entries, which may
 * import the whole core and each other.
 *
 * @example
 * layers.indexOf('db') < layers.indexOf('runtime') // true: the runtime may import the db
 */
export const layers = [
  'base',
  'contract',
  'db',
  'factories',
  'runtime',
  'controller',
  'entries/test-kit',
  'entries',
  'entries/browser',
] as const

/** One layer of {@link layers}. */
export type Layer = (typeof layers)[number]

/**
 * The layer a source file (a path relative to the repo root) belongs to, or undefined outside
 * src/. Every entry folder is `entries`, except the shared test kit, which the Node kits and the
 * conformance suite build on, and the browser entry, which nothing else in src/ may import (it
 * alone loads msw/browser and the DOM).
 *
 * @example
 * layerOf('src/db/rules.ts') // 'db'
 * layerOf('src/entries/http/http-server.ts') // 'entries'
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

/**
 * Whether a file of one layer may import a file of another: the same layer or one above it.
 *
 * @example
 * mayImport('runtime', 'db') // true
 * mayImport('db', 'runtime') // false
 */
export function mayImport(from: Layer, to: Layer): boolean {
  return layers.indexOf(to) <= layers.indexOf(from)
}
