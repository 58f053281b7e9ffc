/**
 * `npm run api:report`: writes api/<entry>.api.md, the names each public entry exports, read from
 * the entries' source with the TypeScript compiler (what the build's dist/*.d.ts export, without
 * a build). scripts/api-report.test.ts fails when the exports change and the report was not
 * written again, so every change to the public surface shows in review.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { distName, packageEntries, specifier, type PackageSubpath } from './entries'

const root = fileURLToPath(new URL('../', import.meta.url))
export const API_DIR = 'api'

/** One exported name and what it is. */
interface ApiName {
  name: string
  kind: 'function' | 'class' | 'const' | 'type'
  /** Kept for one minor release under an old name (`@deprecated` on every declaration). */
  deprecated?: true
}

function kindOf(symbol: ts.Symbol): ApiName['kind'] {
  const flags = symbol.flags
  if (flags & ts.SymbolFlags.Class) return 'class'
  if (flags & ts.SymbolFlags.Function) return 'function'
  if (flags & ts.SymbolFlags.Value) return 'const'
  return 'type'
}

function isDeprecated(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? []
  return (
    declarations.length > 0 &&
    declarations.every((d) => ts.getJSDocTags(d).some((tag) => tag.tagName.text === 'deprecated'))
  )
}

/** Each entry's exported names, sorted, keyed by the file name the report gets. */
export function readApi(): Map<string, { specifier: string; names: ApiName[] }> {
  const subpaths = Object.keys(packageEntries) as PackageSubpath[]
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.dom.json`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!
  const files = subpaths.map((subpath) => `${root}${packageEntries[subpath]}`)
  const program = ts.createProgram(files, { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()
  const api = new Map<string, { specifier: string; names: ApiName[] }>()
  for (const subpath of subpaths) {
    const source = program.getSourceFile(`${root}${packageEntries[subpath]}`)!
    const names = checker
      .getExportsOfModule(checker.getSymbolAtLocation(source)!)
      .map((symbol) => {
        const target =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
        return {
          name: symbol.name,
          kind: kindOf(target),
          ...(isDeprecated(target) && { deprecated: true as const }),
        }
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    api.set(distName(subpath), { specifier: specifier(subpath), names })
  }
  return api
}

/** The report of one entry, as committed in api/. */
export function reportText(specifierName: string, names: ApiName[]): string {
  return [
    `# ${specifierName}`,
    '',
    `The names \`${specifierName}\` exports. Written by \`npm run api:report\`; do not edit.`,
    '',
    '| name | kind |',
    '| --- | --- |',
    ...names.map(({ name, kind, deprecated }) =>
      deprecated ? `| \`${name}\` | ${kind}, deprecated |` : `| \`${name}\` | ${kind} |`,
    ),
    '',
  ].join('\n')
}

/**
 * The distinct names across every entry (the public surface the README promises to keep small);
 * deprecated names, which go at the next minor release, apart unless `deprecated` is true.
 */
export function distinctNames(
  api: ReturnType<typeof readApi>,
  { deprecated = false }: { deprecated?: boolean } = {},
): Set<string> {
  return new Set(
    [...api.values()].flatMap(({ names }) =>
      names.filter((n) => deprecated || !n.deprecated).map(({ name }) => name),
    ),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const api = readApi()
  rmSync(`${root}${API_DIR}`, { recursive: true, force: true })
  mkdirSync(`${root}${API_DIR}`)
  for (const [entry, { specifier: name, names }] of api) {
    writeFileSync(`${root}${API_DIR}/${entry}.api.md`, reportText(name, names))
  }
  console.log(
    `${API_DIR}/: ${readdirSync(`${root}${API_DIR}`).length} entries, ${distinctNames(api).size} distinct names (and ${distinctNames(api, { deprecated: true }).size - distinctNames(api).size} deprecated)`,
  )
}
