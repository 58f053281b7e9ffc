/**
 * ARCHITECTURE.md's walks of one request, read from the page and held to the code by
 * scripts/request-path.test.ts: each step exists and is reached through a name its caller
 * imports; the steps under a step come in the order its code reaches them; and a step reached
 * by a function lists every file that function reaches, apart from what the page leaves out.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'
import { readImports, resolveIn } from './source-facts'

const root = join(import.meta.dirname, '..')

/** One line of a walk: a file, the name its caller reaches it by, and through what. */
export interface Step {
  file: string
  name?: string
  /** The file that imports `name`, when the call goes through the context's types or hooks. */
  through?: string
  /** What the caller's code reaches the step as (a member, `.gate`, or a local), when not its name. */
  as?: string
  indent: number
  parent?: Step
}

/** A walk and the folder crossings the page states for it. */
export interface Walk {
  name: string
  steps: Step[]
  stated: { crossings: number; toPipeline?: number } | undefined
}

const STEP = /^(\s*)- `([^`]+)`(?: \(`(\w+)`(?: through `([^`]+)`)?(?: as `([.\w]+)`)?\))?/
const STATED = /^Folder crossings: (\d+)(?: \((\d+) to the pipeline\))?\./m
const LEFT_OUT = /^Left out: (.+)\.$/m

function stepOf(line: string, steps: readonly Step[]): Step | undefined {
  const found = STEP.exec(line)
  if (!found) return undefined
  const [, space = '', file = '', name, through, as] = found
  const parent = steps.findLast((step) => step.indent < space.length)
  return {
    file,
    indent: space.length,
    ...(name !== undefined && { name }),
    ...(through !== undefined && { through }),
    ...(as !== undefined && { as }),
    ...(parent && { parent }),
  }
}

/** The walks of a page, by name, and the files and folders it leaves out of them. */
export function readWalks(markdown: string): { walks: Map<string, Walk>; leftOut: string[] } {
  const walks = new Map<string, Walk>()
  for (const block of markdown.matchAll(/<!-- walk: (\w+) -->([\s\S]*?)<!-- \/walk -->/g)) {
    const [, name = '', body = ''] = block
    const steps: Step[] = []
    for (const line of body.split('\n')) {
      const step = stepOf(line, steps)
      if (step) steps.push(step)
    }
    const stated = STATED.exec(body)
    const crossings = stated && {
      crossings: Number(stated[1]),
      ...(stated[2] !== undefined && { toPipeline: Number(stated[2]) }),
    }
    walks.set(name, { name, steps, stated: crossings ?? undefined })
  }
  const leftOut = [...(LEFT_OUT.exec(markdown)?.[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
  return { walks, leftOut }
}

interface Facts {
  /** The value names imported from each of our files (relative to the root). */
  byFile: Map<string, Set<string>>
  /** The file each imported local name comes from, value imports only. */
  fileOf: Map<string, string>
  /** Every name the code outside the imports uses. */
  used: Set<string>
  source: ts.SourceFile
}

const read = new Map<string, Facts>()

function factsOf(file: string): Facts {
  const known = read.get(file)
  if (known) return known
  const text = readFileSync(join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const byFile = new Map<string, Set<string>>()
  const fileOf = new Map<string, string>()
  const exists = { has: (path: string) => existsSync(join(root, path)) } as ReadonlySet<string>
  for (const fact of readImports(file, text).imports) {
    const target = resolveIn(file, fact.specifier, exists)
    if (!target) continue
    const names = byFile.get(target) ?? new Set<string>()
    byFile.set(target, names)
    for (const name of fact.names) names.add(name)
    if (!fact.typeOnly) for (const name of fact.names) fileOf.set(name, target)
  }
  const used = new Set<string>()
  const collect = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return
    if (ts.isIdentifier(node)) used.add(node.text)
    ts.forEachChild(node, collect)
  }
  collect(source)
  const facts = { byFile, fileOf, used, source }
  read.set(file, facts)
  return facts
}

// The functions a file declares at its top, by name: the ones its own code may step into.
function localFunctions(source: ts.SourceFile): Map<string, ts.Node> {
  const functions = new Map<string, ts.Node>()
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      functions.set(statement.name.text, statement)
    }
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer
      if (ts.isIdentifier(declaration.name) && value && ts.isFunctionLike(value)) {
        functions.set(declaration.name.text, value)
      }
    }
  }
  return functions
}

/**
 * The names and members a file's code reaches from one of its functions (or from its top, when
 * the step is reached by another kind of name), in the order they run: a call's arguments before
 * the call, a call of the file's own function followed into it at once.
 */
export function reachOrder(file: string, entry: string | undefined): string[] {
  const { source } = factsOf(file)
  const functions = localFunctions(source)
  // A function is followed on each call (four times at most), never into itself.
  const entered = new Map<ts.Node, number>()
  const open = new Set<ts.Node>()
  const order: string[] = []
  const enter = (name: string): void => {
    const body = functions.get(name)
    if (!body || open.has(body) || (entered.get(body) ?? 0) >= 4) return
    entered.set(body, (entered.get(body) ?? 0) + 1)
    open.add(body)
    ts.forEachChild(body, visit)
    open.delete(body)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isTypeNode(node) || ts.isInterfaceDeclaration(node))
      return
    if (ts.isTypeAliasDeclaration(node)) return
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      // `a(x).then(f)`: `a(x)` runs before `f` is handed over; the called name counts at the call.
      const callee = node.expression
      const member = ts.isPropertyAccessExpression(callee) ? callee : undefined
      if (member) visit(member.expression)
      for (const argument of node.arguments ?? []) visit(argument)
      if (member) order.push(`.${member.name.text}`)
      else visit(callee)
      return
    }
    if (ts.isPropertyAccessExpression(node)) {
      visit(node.expression)
      order.push(`.${node.name.text}`)
      return
    }
    // A function a function declares runs when it is called, not where it is written.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) {
        functions.set(node.name.text, node.initializer)
        return
      }
    }
    if (ts.isIdentifier(node)) {
      order.push(node.text)
      enter(node.text)
      return
    }
    ts.forEachChild(node, visit)
  }
  if (entry !== undefined && functions.has(entry)) enter(entry)
  else ts.forEachChild(source, visit)
  return order
}

/** Why a step does not hold: its file is missing, or nothing imports its name from it. */
export function stepProblem(step: Step): string | undefined {
  if (!existsSync(join(root, step.file))) return `${step.file} does not exist`
  if (!step.parent) return undefined
  if (!step.name) return `${step.file} names no import its caller reaches it by`
  const importer = step.through ?? step.parent.file
  if (!existsSync(join(root, importer))) return `${importer} does not exist`
  const names = factsOf(importer).byFile.get(step.file)
  if (!names?.has(step.name) && !names?.has('*')) {
    return `${importer} does not import ${step.name} from ${step.file}`
  }
  if (!factsOf(importer).used.has(step.name) && !names.has('*')) {
    return `${importer} imports ${step.name} but never uses it`
  }
  return undefined
}

// How a child shows in its parent's code: by its imported name, or the member it is reached as.
const tokenOf = (step: Step): string | undefined =>
  step.as ?? (step.through ? undefined : step.name)

/**
 * Children listed out of the order the parent's code reaches them, or not reached at all: the
 * list must be a subsequence of what the code reaches, so one path through it meets them in turn.
 */
export function orderProblems(steps: readonly Step[]): string[] {
  const problems: string[] = []
  for (const parent of steps) {
    const children = steps.filter((step) => step.parent === parent && tokenOf(step))
    if (children.length === 0 || !existsSync(join(root, parent.file))) continue
    const order = reachOrder(parent.file, parent.name)
    let last = -1
    let lastName = ''
    for (const child of children) {
      const token = tokenOf(child)!
      const at = order.indexOf(token, Math.max(last, 0))
      if (!order.includes(token)) {
        problems.push(`${parent.file} never reaches ${token} (${child.file})`)
      } else if (at < 0) problems.push(`${parent.file} reaches ${token} only before ${lastName}`)
      else [last, lastName] = [at, token]
    }
  }
  return problems
}

/**
 * Files a step's function reaches that the walk does not list under it. A step the walk opens
 * (one with steps under it) and reaches by a function of its own file is held to this; a door
 * such as a listener or a class is walked only along the request's way, and a step with nothing
 * under it is where the walk stops. The page's "Left out" line names the shared helpers.
 */
export function completenessProblems(steps: readonly Step[], leftOut: readonly string[]) {
  const problems: string[] = []
  for (const step of steps) {
    if (!step.name || !existsSync(join(root, step.file))) continue
    if (!localFunctions(factsOf(step.file).source).has(step.name)) continue
    const listed = new Set(steps.filter((s) => s.parent === step).map((s) => s.file))
    if (listed.size === 0) continue
    const { fileOf } = factsOf(step.file)
    const reached = new Set(reachOrder(step.file, step.name).flatMap((n) => fileOf.get(n) ?? []))
    for (const file of reached) {
      const out = leftOut.some(
        (prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix)),
      )
      if (!out && !listed.has(file))
        problems.push(`${step.file} (${step.name}) reaches ${file}, not listed under it`)
    }
  }
  return problems
}

/** The folders a walk crosses: each step in another folder than its caller's. */
export function crossings(steps: readonly Step[]): number {
  return steps.filter((step) => step.parent && dirname(step.parent.file) !== dirname(step.file))
    .length
}
