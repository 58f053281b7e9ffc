/**
 * ARCHITECTURE.md's walks of one request, held to the code: every listed file exists, each step
 * is reached through a name its caller imports from it (or that the file named after "through"
 * imports from it), and the folder crossings the page states are the ones its lists hold.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const page = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8')

interface Step {
  file: string
  name?: string
  through?: string
  indent: number
  parent?: Step
}

interface Walk {
  name: string
  steps: Step[]
  stated: { crossings: number; toPipeline?: number } | undefined
}

const STEP = /^(\s*)- `([^`]+)`(?: \(`(\w+)`(?: through `([^`]+)`)?\))?/
const STATED = /^Folder crossings: (\d+)(?: \((\d+) to the pipeline\))?\./m

function readWalks(markdown: string): Map<string, Walk> {
  const walks = new Map<string, Walk>()
  for (const block of markdown.matchAll(/<!-- walk: (\w+) -->([\s\S]*?)<!-- \/walk -->/g)) {
    const [, name = '', body = ''] = block
    const steps: Step[] = []
    for (const line of body.split('\n')) {
      const found = STEP.exec(line)
      if (!found) continue
      const [, space = '', file = '', imported, through] = found
      const indent = space.length
      const parent = steps.findLast((step) => step.indent < indent)
      steps.push({
        file,
        indent,
        ...(imported !== undefined && { name: imported }),
        ...(through !== undefined && { through }),
        ...(parent && { parent }),
      })
    }
    const stated = STATED.exec(body)
    walks.set(name, {
      name,
      steps,
      stated: stated
        ? {
            crossings: Number(stated[1]),
            ...(stated[2] !== undefined && { toPipeline: Number(stated[2]) }),
          }
        : undefined,
    })
  }
  return walks
}

interface Imports {
  // Local name of each import, by the file it comes from (relative to the root).
  byFile: Map<string, Set<string>>
  // Identifiers used outside the import declarations.
  used: Set<string>
}

const parsed = new Map<string, Imports>()

function importsOf(file: string): Imports {
  const known = parsed.get(file)
  if (known) return known
  const text = readFileSync(join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const byFile = new Map<string, Set<string>>()
  const used = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text
    const from = resolveModule(file, specifier)
    if (!from) continue
    const names = byFile.get(from) ?? new Set<string>()
    byFile.set(from, names)
    const clause = statement.importClause
    if (clause?.name) names.add(clause.name.text)
    const bindings = clause?.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        names.add((element.propertyName ?? element.name).text)
      }
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return
    if (ts.isIdentifier(node)) used.add(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  const imports = { byFile, used }
  parsed.set(file, imports)
  return imports
}

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = relative(root, join(root, dirname(from), specifier))
  return [`${base}.ts`, `${base}/index.ts`, base].find((file) => existsSync(join(root, file)))
}

// Why a step does not hold: its file is missing, or nothing imports its name from it.
function stepProblem(step: Step): string | undefined {
  if (!existsSync(join(root, step.file))) return `${step.file} does not exist`
  if (!step.parent) return undefined
  if (!step.name) return `${step.file} names no import its caller reaches it by`
  const importer = step.through ?? step.parent.file
  if (!existsSync(join(root, importer))) return `${importer} does not exist`
  const { byFile, used } = importsOf(importer)
  if (!byFile.get(step.file)?.has(step.name)) {
    return `${importer} does not import ${step.name} from ${step.file}`
  }
  if (!used.has(step.name)) return `${importer} imports ${step.name} but never uses it`
  return undefined
}

function crossings(steps: readonly Step[]): number {
  return steps.filter((step) => step.parent && dirname(step.parent.file) !== dirname(step.file))
    .length
}

// The browser's steps below its pipeline step: the part of the walk every way in shares.
function fromPipeline(walk: Walk): Step[] {
  const pipeline = walk.steps.find((step) => step.file === 'src/runtime/pipeline.ts')
  const below = (step: Step): boolean =>
    step.parent !== undefined && (step.parent === pipeline || below(step.parent))
  return walk.steps.filter(below)
}

function walkProblems(markdown: string): string[] {
  const walks = readWalks(markdown)
  const browser = walks.get('browser')
  const serve = walks.get('serve')
  if (!browser || !serve) return ['the page has no browser or no serve walk']
  const problems = [...browser.steps, ...serve.steps].flatMap((step) => stepProblem(step) ?? [])
  const browserCount = crossings(browser.steps)
  if (browser.stated?.crossings !== browserCount) {
    problems.push(`the browser walk crosses ${browserCount} folders, the page says otherwise`)
  }
  const toPipeline = crossings(serve.steps)
  const serveCount = toPipeline + crossings(fromPipeline(browser))
  if (serve.stated?.toPipeline !== toPipeline || serve.stated.crossings !== serveCount) {
    problems.push(`the serve walk crosses ${serveCount} folders (${toPipeline} to the pipeline)`)
  }
  return problems
}

describe("ARCHITECTURE.md's request path", () => {
  it('walks a browser POST from the msw handler and a serve request from the listener', () => {
    const walks = readWalks(page)
    expect(walks.get('browser')?.steps[0]?.file).toBe('src/controller/msw.ts')
    expect(walks.get('serve')?.steps[0]?.file).toBe('src/entries/http/listener.ts')
    expect(walks.get('browser')?.steps.length).toBeGreaterThan(20)
  })

  it('lists only files that exist, each reached through a name its caller imports', () => {
    expect(walkProblems(page)).toEqual([])
  })

  it('states the folder crossings its lists hold', () => {
    const walks = readWalks(page)
    expect(walks.get('browser')?.stated?.crossings).toBe(crossings(walks.get('browser')!.steps))
  })

  it('fails when a step names an import its caller does not have', () => {
    const broken = page.replace('(`answerRequest`)', '(`answerEverything`)')
    expect(broken).not.toBe(page)
    expect(walkProblems(broken)).toContain(
      'src/controller/ways-in.ts does not import answerEverything from src/runtime/pipeline.ts',
    )
  })

  it('fails when a listed file is renamed', () => {
    const broken = page.replace('`src/runtime/finish.ts`', '`src/runtime/last-steps.ts`')
    expect(walkProblems(broken)).toEqual(
      expect.arrayContaining(['src/runtime/last-steps.ts does not exist']),
    )
  })

  it('fails when a step leaves out the name it is reached by', () => {
    const broken = page.replace('`src/runtime/auth.ts` (`authorize`)', '`src/runtime/auth.ts`')
    expect(walkProblems(broken)).toContain(
      'src/runtime/auth.ts names no import its caller reaches it by',
    )
  })

  it('fails when a step moves to another folder and the count stays', () => {
    const broken = page.replace(
      '- `src/runtime/sunset.ts` (`isPastSunset`)',
      '- `src/contract/limits.ts` (`MAX_STOCK`)',
    )
    const stated = readWalks(page).get('browser')?.stated?.crossings ?? 0
    expect(walkProblems(broken)).toContain(
      `the browser walk crosses ${stated + 1} folders, the page says otherwise`,
    )
  })
})
