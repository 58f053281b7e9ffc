/**
 * ARCHITECTURE.md's claims that are not walks (scripts/request-path.test.ts) nor the layer rule
 * (scripts/layers.test.ts), held to the code: every file it names exists and holds the names it
 * puts beside it, its layer table is scripts/layers.ts's order, its decisions are every record
 * in docs/decisions/, the console writers it names are the only ones, and no entry patches the
 * mock object it builds on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { layers } from './layers'
import { consoleLines } from './source-facts'

const root = join(import.meta.dirname, '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const page = read('ARCHITECTURE.md')

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesUnder(path)
    return path
  })
}
const sources = [...filesUnder('src'), ...filesUnder('scripts'), ...filesUnder('test')]

// A name as the page writes it: a whole path, or the end of one (`finish.ts`, `cli/main.ts`).
function filesNamed(name: string): string[] {
  if (existsSync(join(root, name))) return [name]
  return sources.filter((file) => file.endsWith(`/${name}`))
}

// `Object.assign(petstore, …)` and the like: a mock object (a controller, a test kit, a mock)
// changed in place, where ARCHITECTURE.md says every entry builds a new one with extendPetstore.
function patchedMocks(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      /^Object\.(assign|defineProperty|defineProperties)$/.test(node.expression.getText(source)) &&
      /^(petstore|kit|mock|core)$/i.test(node.arguments[0]?.getText(source) ?? '')
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      found.push(`${file}:${line + 1}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('ARCHITECTURE.md', () => {
  it('names only files and folders that exist', () => {
    const paths = [
      ...page.matchAll(/`((?:src|scripts|test|docs|e2e|demo|examples|consumer)\/[^`\s]*)`/g),
    ].map((m) => m[1]!)
    expect(paths.length).toBeGreaterThan(100)
    const decision = (path: string) =>
      /^docs\/decisions\/\d{3}$/.test(path) &&
      readdirSync(join(root, 'docs/decisions')).some((f) => f.startsWith(`${path.slice(-3)}-`))
    expect(paths.filter((path) => !existsSync(join(root, path)) && !decision(path))).toEqual([])
    const short = [...page.matchAll(/`([\w./-]+\.ts)`/g)]
      .map((m) => m[1]!)
      .filter((name) => !/^x(\.test)?\.ts$/.test(name))
    expect(short.filter((name) => filesNamed(name).length === 0)).toEqual([])
  })

  it('puts beside a file only names that file holds', () => {
    const pairs = [...page.matchAll(/`([\w./-]+\.ts)`:? \(`([A-Za-z_]\w*)`/g)]
    expect(pairs.length).toBeGreaterThan(40)
    const wrong = pairs
      .filter(([, file, name]) => {
        const word = new RegExp(`\\b${name}\\b`)
        return !filesNamed(file!).some((path) => word.test(read(path)))
      })
      .map(([pair]) => pair)
    expect(wrong).toEqual([])
  })

  it("draws the layers in scripts/layers.ts's order, each with its folder", () => {
    const section = page.slice(page.indexOf('## Layers'), page.indexOf('## A request'))
    const rows = section
      .split('\n')
      .filter((line) => /^\| [a-z]+ +\| [^|]*`src\/[a-z-]+\/`/.test(line))
      .map((line) => line.split('|')[2]!.trim())
    const folders = layers
      .filter((layer) => !layer.startsWith('entries/'))
      .map((layer) => `\`src/${layer}/\``)
    expect(rows.map((cell) => cell.split(',').at(-1)!.trim())).toEqual(folders)
  })

  it('lists every decision record', () => {
    const records = readdirSync(join(root, 'docs/decisions')).filter((f) => /^\d{3}-/.test(f))
    const decisions = page.slice(page.indexOf('## Decisions'))
    expect(records.filter((record) => !decisions.includes(`docs/decisions/${record}`))).toEqual([])
  })

  it('names every file but base/log.ts that prints to the console', () => {
    const row = page.split('\n').find((line) => line.includes('console voice')) ?? ''
    const named = [...row.slice(row.indexOf('console voice')).matchAll(/`(src\/[\w/.-]+\.ts)`/g)]
    const printing = sources.filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(test|e2e)\.tsx?$|\/fixtures\//.test(file) &&
        file.startsWith('src/') &&
        consoleLines(file, read(file)).length > 0,
    )
    expect(printing.sort()).toEqual(named.map((m) => m[1]).sort())
  })
})

describe('the entries', () => {
  it('build their objects with extendPetstore, never by patching the mock below', () => {
    const entries = sources.filter(
      (file) => file.startsWith('src/entries/') && /\.ts$/.test(file) && !/\.test\.ts$/.test(file),
    )
    expect(entries.flatMap((file) => patchedMocks(file, read(file)))).toEqual([])
  })

  it('are caught patching one (the Playwright fixture once did)', () => {
    const file = 'await use(Object.assign(kit, { network }))\nObject.assign(choices, shared)\n'
    expect(patchedMocks('src/entries/playwright/index.ts', file)).toEqual([
      'src/entries/playwright/index.ts:1',
    ])
  })
})

describe('the console reader', () => {
  it('sees the console in any form, and no string or property of that name', () => {
    const file = [
      'const { warn } = console',
      'globalThis.console.log("x")',
      'process.stderr.write("x")',
      'const text = "console.log"',
      'const box = { console: 1 }',
      'box.console',
    ].join('\n')
    expect(consoleLines('src/runtime/x.ts', file)).toEqual([1, 2, 3])
  })
})
