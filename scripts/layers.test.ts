/**
 * The layer rule of ARCHITECTURE.md, held by the code itself: every shipped source file may import
 * only its own layer and the layers above it, the environment-neutral core never imports an
 * environment, and no import cycle exists (type-only imports included). Tests are exempt: a
 * test of the db may well start a Node server.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { layerOf, layers, mayImport, type Layer } from './layers'

const root = join(import.meta.dirname, '..')
const src = join(root, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

interface Import {
  from: string
  specifier: string
  /** The imported file, relative to the repo root, when the specifier is relative. */
  target?: string
}

function importsOf(file: string, known: Set<string>): Import[] {
  const text = readFileSync(file, 'utf8')
  const from = relative(root, file)
  return [...text.matchAll(/(?:\bfrom|^import|\bimport\()\s*['"]([^'"]+)['"]/gm)].map(
    ([, specifier]) => {
      if (!specifier!.startsWith('.')) return { from, specifier: specifier! }
      const base = normalize(join(dirname(from), specifier!))
      const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) =>
        known.has(path),
      )
      return { from, specifier: specifier!, target: target ?? base }
    },
  )
}

const files = sourceFiles(src)
const core: Layer[] = layers.filter((layer) => !layer.startsWith('entries'))

// The code of a file without its comments and string texts, for the globals it names.
function codeOf(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''")
}

// The source files of an app beside the package (tests included: they are the app's too).
function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', '.next', 'test-results'].includes(entry.name)
        ? []
        : appFiles(path)
    }
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [path] : []
  })
}
const known = new Set(files.map((file) => relative(root, file)))
const imports = files.flatMap((file) => importsOf(file, known))

describe('the layer rule', () => {
  it('places every source file in a layer', () => {
    const homeless = [...known].filter((file) => layerOf(file) === undefined)
    expect(homeless).toEqual([])
  })

  it('lets each layer import only itself and the layers above it', () => {
    const broken = imports
      .filter((i) => i.target?.startsWith('src/'))
      .filter((i) => !mayImport(layerOf(i.from)!, layerOf(i.target!)!))
      .map((i) => `${i.from} (${layerOf(i.from)}) imports ${i.target} (${layerOf(i.target!)})`)
    expect(broken).toEqual([])
  })

  it('keeps every environment out of the core: no built-in (node: or bare), msw/node, msw/browser', () => {
    const builtins = new Set(builtinModules)
    const broken = imports
      .filter((i) => core.includes(layerOf(i.from)!))
      .filter(
        (i) =>
          /^(node:|msw\/node$|msw\/browser$)/.test(i.specifier) ||
          builtins.has(i.specifier.split('/')[0]!),
      )
      .map((i) => `${i.from} imports ${i.specifier}`)
    expect(broken).toEqual([])
  })

  it('keeps the DOM out of everything below the browser entry', () => {
    const names = ['document', 'window', 'localStorage', 'sessionStorage', 'indexedDB']
    names.push('navigator', 'HTMLElement', 'customElements')
    const broken = files
      .map((file) => relative(root, file))
      .filter((file) => layerOf(file) !== 'entries/browser')
      .flatMap((file) => {
        const code = codeOf(readFileSync(join(root, file), 'utf8'))
        // A global: not a property (`x.document`), nor a name the file imports or declares (the
        // OpenAPI `document`).
        return names
          .filter((name) => new RegExp(`(?<![.\\w$])${name}\\b`).test(code))
          .filter((name) => !new RegExp(`(import[^;]*|const |let )\\b${name}\\b`).test(code))
          .map((name) => `${file} reaches ${name}`)
      })
    expect(broken).toEqual([])
  })

  it('lets only the msw adapter (src/controller/msw.ts) import msw in the core', () => {
    const broken = imports
      .filter((i) => core.includes(layerOf(i.from)!) && i.from !== 'src/controller/msw.ts')
      .filter((i) => /^(msw|@mswjs\/)/.test(i.specifier))
      .map((i) => `${i.from} imports ${i.specifier}`)
    expect(broken).toEqual([])
  })

  it('lets demo/, examples/ and consumer/ reach the package only through its public entries', () => {
    const exported = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: object }).exports,
    ).map((key) => key.replace(/^\./, 'petstore-mock'))
    const broken = ['demo', 'examples', 'consumer']
      .filter((dir) => existsSync(join(root, dir)))
      .flatMap((dir) => appFiles(join(root, dir)))
      .flatMap((file) => importsOf(file, known))
      .filter(
        (i) =>
          i.target?.startsWith('src/') ||
          (/^petstore-mock(\/|$)/.test(i.specifier) &&
            !exported.includes(i.specifier.replace(/\?.*$/, ''))),
      )
      .map((i) => `${i.from} imports ${i.specifier}`)
    expect(broken).toEqual([])
  })

  it('lets only the browser entry import msw/browser', () => {
    const broken = imports
      .filter((i) => i.specifier === 'msw/browser' && layerOf(i.from) !== 'entries/browser')
      .map((i) => i.from)
    expect(broken).toEqual([])
  })

  it('finds no import cycle between source files', () => {
    const graph = new Map<string, string[]>()
    for (const i of imports) {
      if (i.target && known.has(i.target))
        graph.set(i.from, [...(graph.get(i.from) ?? []), i.target])
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
    expect(cycles).toEqual([])
  })

  it('keeps the base layer free of everything: no other layer, no package, no built-in', () => {
    const broken = imports
      .filter((i) => layerOf(i.from) === 'base')
      .filter((i) => !i.target?.startsWith('src/base/'))
      .map((i) => `${i.from} imports ${i.specifier}`)
    const globals = files
      .filter((file) => layerOf(relative(root, file)) === 'base')
      .filter((file) =>
        /\b(document|window|navigator|process|Buffer|require)\b/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => `${relative(root, file)} reaches an environment global`)
    expect([...broken, ...globals]).toEqual([])
  })

  it('keeps hand-written source files under 400 lines', () => {
    const long = files
      .filter((file) => !file.includes('/generated/'))
      .map((file) => ({
        file: relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > 400)
    expect(long).toEqual([])
  })
})
