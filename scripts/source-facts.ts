/**
 * What a source file imports and which environment globals it reaches, read through the
 * TypeScript AST and checker rather than by pattern: scripts/layers.test.ts and
 * scripts/request-path.test.ts hold the code to ARCHITECTURE.md with these facts. A regex cannot
 * tell a string from code, a property from a global or a template `import()` from text, so a
 * guard built on one can be walked around; these readers cannot.
 */
import { dirname, join } from 'node:path'
import ts from 'typescript'

/** One module a file reaches: a static import or export, `import()`, `require()`, `import('x').T`. */
export interface ImportFact {
  specifier: string
  line: number
  /** The names taken from it (as the module exports them); `*` for the whole module. */
  names: string[]
  /** Erased at build time: `import type`, type-only names, `import('x').T` in a type. */
  typeOnly: boolean
  /** Reached at run time by `import()` or `require()`, not by a declaration. */
  dynamic: boolean
}

/** The imports of one file, and each `import()`/`require()` whose target cannot be read. */
export interface FileImports {
  imports: ImportFact[]
  /** A dynamic import of a computed specifier: no guard can say where it leads. */
  unreadable: string[]
}

const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1

// The specifier of an `import()` or `require()` argument, when the source spells it out.
function literalText(node: ts.Expression | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
    return node.text
  }
  return undefined
}

const exportedName = (element: ts.ImportSpecifier | ts.ExportSpecifier): string =>
  (element.propertyName ?? element.name).text

// The names `const { a, b } = await import('x')` takes; the whole module for any other use.
function takenFrom(call: ts.CallExpression): string[] {
  const awaited = ts.isAwaitExpression(call.parent) ? call.parent : call
  const declaration = awaited.parent
  if (!ts.isVariableDeclaration(declaration)) return ['*']
  if (!ts.isObjectBindingPattern(declaration.name)) return ['*']
  return declaration.name.elements.map((element) =>
    (element.propertyName ?? element.name).getText(),
  )
}

function isDynamicCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false
  if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return true
  return ts.isIdentifier(node.expression) && node.expression.text === 'require'
}

function declarationImport(node: ts.Node, source: ts.SourceFile): ImportFact | undefined {
  const line = lineOf(source, node)
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause
    const named = clause?.namedBindings
    const typeOnly =
      clause?.isTypeOnly === true ||
      (clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly))
    const specifier = (node.moduleSpecifier as ts.StringLiteral).text
    const names = named && ts.isNamedImports(named) ? named.elements.map(exportedName) : []
    if (clause?.name) names.push('default')
    if (named && ts.isNamespaceImport(named)) names.push('*')
    return { specifier, line, names, typeOnly, dynamic: false }
  }
  if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
    const specifier = (node.moduleSpecifier as ts.StringLiteral).text
    const clause = node.exportClause
    const names = clause && ts.isNamedExports(clause) ? clause.elements.map(exportedName) : ['*']
    return { specifier, line, names, typeOnly: node.isTypeOnly, dynamic: false }
  }
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
    const specifier = literalText(node.moduleReference.expression) ?? ''
    return { specifier, line, names: ['*'], typeOnly: node.isTypeOnly, dynamic: false }
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
    const specifier = literalText(node.argument.literal as ts.Expression)
    const names = node.qualifier ? [node.qualifier.getText().split('.')[0]!] : ['*']
    if (specifier === undefined) return undefined
    return { specifier, line, names, typeOnly: true, dynamic: false }
  }
  return undefined
}

/**
 * Every module one file reaches, static or dynamic, each import with its line.
 *
 * @example
 * readImports('a.ts', "const m = await import(`./db`)").imports[0]?.specifier // './db'
 */
export function readImports(file: string, text: string): FileImports {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))
  const imports: ImportFact[] = []
  const unreadable: string[] = []
  const visit = (node: ts.Node): void => {
    const declared = declarationImport(node, source)
    if (declared) imports.push(declared)
    if (isDynamicCall(node)) {
      const specifier = literalText(node.arguments[0])
      const line = lineOf(source, node)
      if (specifier === undefined) unreadable.push(`${file}:${line} ${node.getText(source)}`)
      else imports.push({ specifier, line, names: takenFrom(node), typeOnly: false, dynamic: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { imports, unreadable }
}

function scriptKind(file: string): ts.ScriptKind {
  if (/\.tsx$/.test(file)) return ts.ScriptKind.TSX
  return /\.m?jsx?$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
}

/** Where a global comes from: the DOM's lib, Node's types, or both (then it is neutral). */
export type GlobalHome = 'node' | 'dom'

/** One use of a global that only one environment provides. */
export interface GlobalFact {
  name: string
  home: GlobalHome
  line: number
}

// Globals the DOM and Node both provide in some version, that this project still treats as the
// page's: a Node build that finds one is running code written for a browser.
const DOM_BY_RULE = new Set(['navigator', 'window', 'self'])

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
}

// Library files parse once per process, however many programs read them.
const libraries = new Map<string, ts.SourceFile>()

function homeOf(declaration: ts.Declaration): GlobalHome | 'language' | 'ours' {
  const file = declaration.getSourceFile().fileName.replaceAll('\\', '/')
  if (/\/lib\.dom(\.[\w.]+)?\.d\.ts$/.test(file)) return 'dom'
  if (/\/node_modules\/@types\/node\//.test(file)) return 'node'
  if (/\/typescript\/lib\/lib\.[\w.]+\.d\.ts$/.test(file)) return 'language'
  return 'ours'
}

// The environment a global symbol belongs to, or undefined for the language's own and ours.
function environmentOf(symbol: ts.Symbol): GlobalHome | undefined {
  const homes = new Set((symbol.declarations ?? []).map(homeOf))
  if (homes.size === 0 || homes.has('ours') || homes.has('language')) return undefined
  if (DOM_BY_RULE.has(symbol.name)) return 'dom'
  if (homes.has('dom') && homes.has('node')) return undefined
  return homes.has('dom') ? 'dom' : 'node'
}

// A name that is no reference of its own: a property, a key, a label, a type.
function isNameOnly(node: ts.Identifier): boolean {
  const parent = node.parent
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
    return !(ts.isIdentifier(parent.expression) && parent.expression.text === 'globalThis')
  }
  if (ts.isQualifiedName(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent))
    return true
  if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === node)
    return true
  if (ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent)) return true
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return true
  for (let up: ts.Node = parent; !ts.isSourceFile(up); up = up.parent) {
    if (ts.isTypeNode(up) && !ts.isExpressionWithTypeArguments(up)) return true
  }
  return false
}

function symbolAt(checker: ts.TypeChecker, node: ts.Identifier): ts.Symbol | undefined {
  if (ts.isShorthandPropertyAssignment(node.parent)) {
    return checker.getShorthandAssignmentValueSymbol(node.parent)
  }
  return checker.getSymbolAtLocation(node)
}

// `globalThis['process']`: the same global, spelled as a key.
function keyedGlobal(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  if (!ts.isElementAccessExpression(node)) return undefined
  if (!ts.isIdentifier(node.expression) || node.expression.text !== 'globalThis') return undefined
  const key = literalText(node.argumentExpression)
  if (key === undefined) return undefined
  return checker.getTypeAtLocation(node.expression).getProperty(key)
}

/**
 * The Node-only and DOM-only globals each file reaches, resolved by the type checker: a name
 * the file declares or imports is its own, a property is no global, and `globalThis.x` is `x`.
 * Files are given as text (relative or absolute names), so a test can hand in a fixture.
 *
 * @example
 * readGlobals(new Map([['a.ts', 'process.exit(1)']])).get('a.ts') // [{ name: 'process', home: 'node', line: 1 }]
 */
export function readGlobals(files: ReadonlyMap<string, string>): Map<string, GlobalFact[]> {
  const root = join(import.meta.dirname, '..')
  const names = new Map([...files.keys()].map((file) => [join(root, file), file]))
  const host = ts.createCompilerHost(OPTIONS)
  const read = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, language) => {
    const ours = names.get(fileName)
    if (ours !== undefined) {
      return ts.createSourceFile(fileName, files.get(ours)!, language, true, scriptKind(fileName))
    }
    const known = libraries.get(fileName)
    if (known) return known
    const parsed = read(fileName, language)
    if (parsed && /\/node_modules\//.test(fileName)) libraries.set(fileName, parsed)
    return parsed
  }
  host.fileExists = (fileName) => names.has(fileName) || ts.sys.fileExists(fileName)
  host.readFile = (fileName) => {
    const ours = names.get(fileName)
    return ours === undefined ? ts.sys.readFile(fileName) : files.get(ours)
  }
  host.getCurrentDirectory = () => root
  // Globals only: the files' imports bind as imports unresolved, so no package's types are read.
  host.resolveModuleNameLiterals = (literals) => literals.map(() => ({ resolvedModule: undefined }))
  const program = ts.createProgram([...names.keys()], OPTIONS, host)
  const checker = program.getTypeChecker()
  const found = new Map<string, GlobalFact[]>()
  for (const [path, file] of names) {
    const source = program.getSourceFile(path)!
    const facts: GlobalFact[] = []
    const note = (symbol: ts.Symbol | undefined, node: ts.Node): void => {
      const home = symbol && environmentOf(symbol)
      if (home) facts.push({ name: symbol.name, home, line: lineOf(source, node) })
    }
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && !isNameOnly(node)) note(symbolAt(checker, node), node)
      note(keyedGlobal(checker, node), node)
      ts.forEachChild(node, visit)
    }
    visit(source)
    found.set(file, facts)
  }
  return found
}

/**
 * The lines where a file reaches the console: `console` (or `globalThis.console`) in any form,
 * `process.stdout` and `process.stderr`. Read from the AST, so a string or a property named
 * `console` is not one.
 */
export function consoleLines(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))
  const lines = new Set<number>()
  const visit = (node: ts.Node): void => {
    const printer =
      (ts.isIdentifier(node) && node.text === 'console' && !isNameOnly(node)) ||
      (ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'process' &&
        (node.name.text === 'stdout' || node.name.text === 'stderr'))
    if (printer) lines.add(lineOf(source, node))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...lines]
}

/**
 * The repo-relative file a relative specifier names, among the files known; undefined for a
 * package or built-in.
 *
 * @example
 * resolveIn('src/db/a.ts', './b', new Set(['src/db/b.ts'])) // 'src/db/b.ts'
 */
export function resolveIn(from: string, specifier: string, known: ReadonlySet<string>) {
  if (!specifier.startsWith('.')) return undefined
  const base = join(dirname(from), specifier).replaceAll('\\', '/')
  const bare = base.replace(/\.js$/, '')
  const candidates = [`${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, base]
  return candidates.find((path) => known.has(path)) ?? base
}
