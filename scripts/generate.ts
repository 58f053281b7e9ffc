/**
 * Regenerates the read-only files under src/contract/generated from openapi.yaml.
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
 *
 * @example
 * const files = await renderGeneratedFiles()
 */
export async function renderGeneratedFiles(): Promise<Record<string, string>> {
  const yamlText = await readFile(resolve(root, 'openapi.yaml'), 'utf8')
  const document: unknown = parse(yamlText)
  const types = astToString(await openapiTS(yamlText, { immutable: false }))
  return {
    'src/contract/generated/openapi-document.ts':
      banner +
      "import type { OpenAPIV3 } from 'openapi-types'\n\n" +
      '/** The parsed openapi.yaml, as the single source of truth at run time. */\n' +
      `const parsed = ${JSON.stringify(document, null, 2)}\n\n` +
      'export const document = parsed as unknown as OpenAPIV3.Document\n',
    'src/contract/generated/openapi.ts': banner + '/* eslint-disable */\n' + types,
  }
}

async function main(): Promise<void> {
  const files = await renderGeneratedFiles()
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(resolve(root, path)), { recursive: true })
    await writeFile(resolve(root, path), text)
    console.log(`wrote ${path}`)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
