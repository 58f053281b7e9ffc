/**
 * Regenerates the read-only files under src/contract/generated from openapi.yaml (the parsed
 * document, its types and the compiled validators: scripts/generate-validators.ts), and the
 * prebuilt default store under src/factories/generated from the default scenario.
 * Run with `npm run generate`; `scripts/generate.test.ts` fails when they drift.
 *
 * @example
 * const files = await renderGeneratedFiles()
 * files['src/contract/generated/openapi-document.ts'] // the parsed document as a module
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { parse } from 'yaml'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const banner = '// Generated from openapi.yaml by `npm run generate`. Do not edit.\n'

/**
 * Renders every generated file from the current openapi.yaml, keyed by path from the repo root.
 * Each stage reads what the one before it wrote (`write`: to disk, for `npm run generate`), so
 * one run after any change to openapi.yaml is enough, a new operation included.
 *
 * @example
 * const files = await renderGeneratedFiles()
 */
export async function renderGeneratedFiles(
  write: (files: Record<string, string>) => Promise<void> = async () => {},
): Promise<Record<string, string>> {
  const contract = await renderContractFiles()
  await write(contract)
  // Loaded only now, so that what they import reads the document just written.
  const { renderValidators } = await import('./generate-validators')
  const validators = {
    'src/contract/generated/validators.ts': banner + renderValidators(),
  }
  await write(validators)
  const store = { 'src/factories/generated/default-store.ts': await renderDefaultStore() }
  await write(store)
  return { ...contract, ...validators, ...store }
}

// The parsed document and its types: from openapi.yaml alone, before anything reads them.
async function renderContractFiles(): Promise<Record<string, string>> {
  const yamlText = await readFile(resolve(root, 'openapi.yaml'), 'utf8')
  const document: unknown = parse(yamlText)
  const types = astToString(await openapiTS(yamlText, { immutable: false }))
  return {
    'src/contract/generated/openapi-document.ts':
      banner +
      "import type { OpenAPIV3 } from 'openapi-types'\n\n" +
      '/** The parsed openapi.yaml, as the single source of truth at run time. */\n' +
      `const parsed: unknown = ${jsonValue(document)}\n\n` +
      'export const document = parsed as unknown as OpenAPIV3.Document\n',
    'src/contract/generated/openapi.ts': banner + '/* eslint-disable */\n' + types,
  }
}

/** The seed whose default store ships prebuilt: the mock's default. */
const DEFAULT_STORE_SEED = 1

// The default scenario at the default seed, seeded as a mock seeds it (its dates come from faker,
// not the clock, so the bytes are the same any day).
async function renderDefaultStore(): Promise<string> {
  const { PetstoreDatabase } = await import('../src/db/database')
  const { createFaker } = await import('../src/factories/faker')
  const { scenarios } = await import('../src/factories/scenarios')
  const db = new PetstoreDatabase({ now: () => new Date(0) })
  await scenarios.default(db, { faker: createFaker(DEFAULT_STORE_SEED) })
  const dump = JSON.parse(JSON.stringify(await db.export())) as unknown
  return (
    '// Generated from the default scenario by `npm run generate`. Do not edit.\n' +
    "import type { StoreSnapshot } from '../../db/database'\n\n" +
    '/** The seed the store below was seeded with. */\n' +
    `export const DEFAULT_STORE_SEED = ${DEFAULT_STORE_SEED}\n\n` +
    "/** The default scenario's store at that seed, so the usual start loads no faker. */\n" +
    `export const defaultStore = ${jsonValue(dump)} as unknown as StoreSnapshot\n`
  )
}

// Data a module carries as JSON text read by JSON.parse, not as an object literal: V8 reads JSON
// several times faster than it parses and runs the same data as code (the document alone cost
// every import of the package about 4 ms). Single quotes, so JSON's double quotes need no escape.
function jsonValue(value: unknown): string {
  const text = JSON.stringify(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")
  return `JSON.parse('${text}')`
}

async function main(): Promise<void> {
  await renderGeneratedFiles(async (files) => {
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(resolve(root, path)), { recursive: true })
      await writeFile(resolve(root, path), text)
      console.log(`wrote ${path}`)
    }
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
