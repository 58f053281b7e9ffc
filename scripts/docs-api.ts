/**
 * Writes the TypeScript API reference, docs/api/, from the TSDoc of the package's public entries
 * (TypeDoc with typedoc-plugin-markdown, each module named by the import specifier a user writes),
 * and stamps it with a digest of the public declarations it documents, so scripts/docs.test.ts
 * fails when the public surface or its TSDoc changed and the reference was not written again.
 * `npm run docs:generate` builds first, then runs this.
 */
import { createHash } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as TypeDocModule from 'typedoc'
import type { DeclarationReflection, ProjectReflection, TypeDocOptions } from 'typedoc'

type TypeDoc = typeof TypeDocModule
import ts from 'typescript'
import { distName, packageEntries, specifier, type PackageSubpath } from './entries'

const root = fileURLToPath(new URL('../', import.meta.url))
export const API_DIR = 'docs/api'
export const API_STAMP = `${API_DIR}/types.sha256`

/** The built declaration file of each public entry. */
export const entryTypes = (Object.keys(packageEntries) as PackageSubpath[]).map(
  (subpath) => `${root}dist/${distName(subpath)}.d.ts`,
)

/**
 * A digest of what the reference documents: each entry's exports with their declarations and
 * TSDoc, as the build ships them (dist/*.d.ts; `npm run build` first). Chunk names and internal
 * moves do not change it; a changed signature, export or doc comment does.
 */
export function publicApiDigest(
  program = ts.createProgram(entryTypes, {
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  }),
): string {
  const checker = program.getTypeChecker()
  const hash = createHash('sha256')
  for (const file of entryTypes) {
    const source = program.getSourceFile(file)
    const module = source && checker.getSymbolAtLocation(source)
    if (!module) throw new Error(`${file} is missing: run \`npm run build\` first`)
    for (const symbol of checker.getExportsOfModule(module)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      for (const declaration of target.declarations ?? []) {
        const text = declaration.getFullText().replace(/\s+/g, ' ').trim()
        hash.update(`${relative(root, file)} ${symbol.name} ${text}\n`)
      }
    }
  }
  return hash.digest('hex')
}

/** TypeDoc's name for an entry (its path under src/) → the specifier users import. */
function moduleNames(): Map<string, string> {
  return new Map(
    (Object.keys(packageEntries) as PackageSubpath[]).map((subpath) => [
      packageEntries[subpath].replace(/^src\//, '').replace(/(\/index)?\.ts$/, ''),
      specifier(subpath),
    ]),
  )
}

export async function writeApiReference(): Promise<void> {
  // Loaded here, so the drift test that reads the digest does not load TypeDoc.
  const typedoc = await import('typedoc')
  const { Application, Converter } = typedoc
  const options = {
    entryPoints: Object.values(packageEntries).map((file) => `${root}${file}`),
    tsconfig: `${root}docs/tsconfig.api.json`,
    plugin: ['typedoc-plugin-markdown'],
    out: `${root}${API_DIR}`,
    readme: 'none',
    name: 'petstore-mock',
    excludePrivate: true,
    excludeInternal: true,
    disableSources: true,
    skipErrorChecking: true,
    logLevel: 'Error',
    // typedoc-plugin-markdown's options: pages VitePress serves as /api/….
    entryFileName: 'index.md',
    outputFileStrategy: 'modules',
    hidePageHeader: true,
    hideBreadcrumbs: true,
  } as TypeDocOptions
  const app = await Application.bootstrapWithPlugins(options)
  const names = moduleNames()
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.children ?? []) {
      module.name = names.get(module.name) ?? module.name
    }
    trimForReaders(context.project, typedoc)
  })
  const project = await app.convert()
  if (!project) throw new Error('TypeDoc could not read the entries')
  rmSync(`${root}${API_DIR}`, { recursive: true, force: true })
  await app.generateOutputs(project)
  writeFileSync(`${root}${API_STAMP}`, `${publicApiDigest()}\n`)
}

/** The types openapi-typescript writes from openapi.yaml: the HTTP API page shows them per operation. */
const CONTRACT_TYPES = new Set(['components', 'operations', 'paths'])
const CONTRACT_TYPES_NOTE =
  'The types openapi-typescript generates from openapi.yaml, indexed by name, for example ' +
  "`components['schemas']['Pet']` or `operations['createPet']['requestBody']`. Their members are " +
  "not listed here: each operation's request and response schemas are on the " +
  '[HTTP API page](../reference/api.md).'

/**
 * What a person reading the reference does not need: the members of the generated contract types
 * (thousands of lines each) and what a class inherits from `Error` (Node's stack-trace API).
 */
function trimForReaders(project: ProjectReflection, typedoc: TypeDoc): void {
  const { ReflectionKind, Comment } = typedoc
  for (const reflection of project.getReflectionsByKind(ReflectionKind.Interface)) {
    if (!CONTRACT_TYPES.has(reflection.name)) continue
    const declaration = reflection as DeclarationReflection
    for (const child of [...(declaration.children ?? [])]) project.removeReflection(child)
    declaration.comment = new Comment([{ kind: 'text', text: CONTRACT_TYPES_NOTE }])
  }
  for (const reflection of project.getReflectionsByKind(ReflectionKind.ClassMember)) {
    const inherited = (reflection as DeclarationReflection).inheritedFrom?.name ?? ''
    if (/^Error(Constructor)?\./.test(inherited)) project.removeReflection(reflection)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeApiReference()
}
