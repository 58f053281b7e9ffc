/**
 * Writes the TypeScript API reference, docs/api/, from the TSDoc of the package's public entries
 * (TypeDoc with typedoc-plugin-markdown, each module named by the import specifier a user writes),
 * and stamps it with a digest of the built types (dist/*.d.ts) it documents, so scripts/docs.test.ts
 * fails when the public surface or its TSDoc changed and the reference was not written again.
 * `npm run docs:generate` builds first, then runs this.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { TypeDocOptions } from 'typedoc'
import { packageEntries, specifier, type PackageSubpath } from './entries'

const root = fileURLToPath(new URL('../', import.meta.url))
export const API_DIR = 'docs/api'
export const API_STAMP = `${API_DIR}/types.sha256`

/** A digest of the built declaration files: what the reference documents. */
export function builtTypesDigest(dist = `${root}dist`): string {
  const hash = createHash('sha256')
  const files = readdirSync(dist).filter((file) => file.endsWith('.d.ts'))
  if (files.length === 0) throw new Error('dist/ has no .d.ts files: run `npm run build` first')
  for (const file of files.sort()) hash.update(file).update(readFileSync(`${dist}/${file}`))
  return hash.digest('hex')
}

/** TypeDoc's name for an entry (its path under src/entries) → the specifier users import. */
function moduleNames(): Map<string, string> {
  return new Map(
    (Object.keys(packageEntries) as PackageSubpath[]).map((subpath) => [
      packageEntries[subpath].replace(/^src\/entries\//, '').replace(/(\/index)?\.ts$/, ''),
      specifier(subpath),
    ]),
  )
}

export async function writeApiReference(): Promise<void> {
  // Loaded here, so the drift test that reads the digest does not load TypeDoc.
  const { Application, Converter } = await import('typedoc')
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
  })
  const project = await app.convert()
  if (!project) throw new Error('TypeDoc could not read the entries')
  rmSync(`${root}${API_DIR}`, { recursive: true, force: true })
  await app.generateOutputs(project)
  writeFileSync(`${root}${API_STAMP}`, `${builtTypesDigest()}\n`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeApiReference()
}
