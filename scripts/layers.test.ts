/**
 * The layer rule of ARCHITECTURE.md, held by the code itself: every shipped source file may import
 * only its own layer and the layers above it, reaches only the built-ins and globals of its
 * layer's environment (Node-only, DOM-only or neutral), and no import cycle exists (type-only
 * imports included). Imports and globals are read through the TypeScript AST and checker
 * (scripts/source-facts.ts). Tests are exempt: a test of the db may well start a Node server.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cyclesOf, edgesOf, globalProblems, importProblems } from './layer-check'
import { environmentOf, layerOf } from './layers'

const root = join(import.meta.dirname, '..')

function sourceFiles(dir: string, skip: readonly string[], take: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFiles(path, skip, take)
    return take.test(entry.name) ? [path] : []
  })
}

const textsOf = (paths: readonly string[]): Map<string, string> =>
  new Map(paths.map((path) => [relative(root, path), readFileSync(path, 'utf8')]))

const shipped = /^(?!.*\.(test|e2e)\.tsx?$).*\.tsx?$/
const files = textsOf(sourceFiles(join(root, 'src'), ['fixtures'], shipped))
const known = new Set(files.keys())
const { edges, unreadable } = edgesOf(files, known)

// Fixtures as files: the checks run on them exactly as on src/.
function check(fixture: Record<string, string>): string[] {
  const texts = new Map(Object.entries(fixture))
  const read = edgesOf(texts, new Set(texts.keys()))
  return [...read.unreadable, ...importProblems(read.edges), ...globalProblems(texts)]
}

// Reading globals parses the DOM's and Node's type libraries once: slow on a loaded machine.
const slow = { timeout: 180_000 }

describe('the layer rule', slow, () => {
  it('places every source file in a layer with an environment', () => {
    const homeless = [...known].filter((file) => !layerOf(file) || !environmentOf(file))
    expect(homeless).toEqual([])
  })

  it('finds every import a reader can follow, and no computed import()', () => {
    expect(unreadable).toEqual([])
    expect(edges.length).toBeGreaterThan(known.size)
  })

  it('lets each layer import only itself and the layers above it, each environment only its own modules, and msw only through its adapter', () => {
    expect(importProblems(edges)).toEqual([])
  })

  it('lets no file reach a Node-only or DOM-only global outside its environment', () => {
    expect(globalProblems(files)).toEqual([])
  })

  it('finds no import cycle between source files', () => {
    expect(cyclesOf(edges, known)).toEqual([])
  })

  it('lets demo/, examples/ and consumer/ reach the package only through its public entries', () => {
    const exported = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: object }).exports,
    ).map((key) => key.replace(/^\./, 'petstore-mock'))
    const skip = ['node_modules', 'dist', '.next', 'test-results']
    const apps = ['demo', 'examples', 'consumer']
      .filter((dir) => existsSync(join(root, dir)))
      .flatMap((dir) => sourceFiles(join(root, dir), skip, /\.m?[jt]sx?$/))
    const broken = edgesOf(textsOf(apps), known)
      .edges.filter(
        (i) =>
          i.target?.startsWith('src/') ||
          (/^petstore-mock(\/|$)/.test(i.specifier) &&
            !exported.includes(i.specifier.replace(/\?.*$/, ''))),
      )
      .map((i) => `${i.from} imports ${i.specifier}`)
    expect(broken).toEqual([])
  })

  it('keeps hand-written source files under 400 lines', () => {
    const long = [...files]
      .filter(([file, text]) => !file.includes('/generated/') && text.split('\n').length > 400)
      .map(([file]) => file)
    expect(long).toEqual([])
  })
})

describe('the layer guard cannot be walked around', slow, () => {
  it('finds a DOM global in a file without semicolons (a pattern up to the next ";" ran to the end of the file)', () => {
    const file =
      "import { route } from '../contract/router'\nexport const here = () => document.title\n"
    expect(check({ 'src/runtime/page.ts': file })).toEqual([
      'src/runtime/page.ts:2 (neutral) reaches document, which only dom has',
    ])
  })

  it('follows a template-literal import() across the layers', () => {
    const file = 'export const load = () => import(`../runtime/pipeline`)\n'
    expect(check({ 'src/db/late.ts': file })).toEqual([
      'src/db/late.ts:1 (db) imports src/runtime/pipeline (runtime)',
    ])
  })

  it('refuses an import() or require() of a computed name', () => {
    const file = "const room = 'runtime'\nexport const load = () => import(`../${room}/pipeline`)\n"
    expect(check({ 'src/db/late.ts': file })).toEqual([
      'src/db/late.ts:2 import(`../${room}/pipeline`): a computed import() or require()',
    ])
  })

  it('refuses process and Buffer anywhere outside Node, not only in base/', () => {
    const file = 'export const home = process.env.HOME\nexport const bytes = Buffer.from("x")\n'
    expect(check({ 'src/runtime/env.ts': file, 'src/controller/env.ts': file })).toEqual([
      'src/runtime/env.ts:1 (neutral) reaches process, which only node has',
      'src/runtime/env.ts:2 (neutral) reaches Buffer, which only node has',
      'src/controller/env.ts:1 (neutral) reaches process, which only node has',
      'src/controller/env.ts:2 (neutral) reaches Buffer, which only node has',
    ])
  })

  it('keeps Node out of the browser entry: built-ins, msw/node and Node globals', () => {
    const file = [
      "import { readFile } from 'node:fs/promises'",
      "import { setupServer } from 'msw/node'",
      'export const cwd = () => process.cwd()',
      'export const mode = process.env.NODE_ENV',
      'export { readFile, setupServer }',
    ].join('\n')
    expect(check({ 'src/entries/browser/leak.ts': file })).toEqual([
      'src/entries/browser/leak.ts:1 (dom) imports node:fs/promises, which only node has',
      'src/entries/browser/leak.ts:2 (dom) imports msw/node, which only node has',
      'src/entries/browser/leak.ts:3 (dom) reaches process, which only node has',
    ])
  })

  it('sees a global through globalThis, and nothing in names, properties, keys or strings', () => {
    const file = [
      'const document = { title: "the OpenAPI document" }',
      'export const a = (x: { window: number }) => x.window + document.title.length',
      'export const b = { navigator: 1, "localStorage": 2 }',
      'export const c = "process.exit()" // Buffer',
      // indexedDB: DOM-only in both type sets (@types/node 22+ declares Node's own localStorage).
      "export const d = globalThis.indexedDB ?? globalThis['process']",
    ].join('\n')
    expect(check({ 'src/db/names.ts': file })).toEqual([
      'src/db/names.ts:5 (neutral) reaches indexedDB, which only dom has',
      'src/db/names.ts:5 (neutral) reaches process, which only node has',
    ])
  })

  it('refuses msw in the core outside its adapter, even by a dynamic import', () => {
    const file = "export const load = () => import('msw')\n"
    expect(check({ 'src/runtime/late.ts': file })).toEqual([
      'src/runtime/late.ts:1 imports msw outside the msw adapter',
    ])
  })
})
