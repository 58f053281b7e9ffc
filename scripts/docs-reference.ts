/**
 * Writes docs/reference/api.md from openapi.yaml (operations, keys, paging, state rules) and
 * src/contract/errors.ts (the error table), so the site never types either twice.
 * `npm run docs:generate` runs it; scripts/docs.test.ts fails when the page drifts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import { errorCodes } from '../src/contract/errors'
import {
  operationSection,
  requestBodyNames,
  schemaSections,
  type ContractDoc,
  type OperationDoc,
} from './docs-operations'

const root = fileURLToPath(new URL('../', import.meta.url))
export const REFERENCE_PAGE = 'docs/reference/api.md'
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

interface Operation extends Omit<OperationDoc, 'method' | 'path'> {
  deprecated?: boolean
  'x-stability'?: string
  'x-sunset'?: string
}
interface Document extends ContractDoc {
  info: { description: string }
  servers: Array<{ url: string }>
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>
}

/** One `## ` section of openapi.yaml's description, without its heading. */
function described(document: Document, heading: string): string {
  const parts = document.info.description.split(/^## /m)
  const part = parts.find((text) => text.startsWith(`${heading}\n`))
  if (!part) throw new Error(`openapi.yaml's description has no "## ${heading}"`)
  return part.slice(heading.length + 1).trim()
}

function operations(document: Document): Array<Operation & OperationDoc> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method]
      return operation ? [{ ...operation, method: method.toUpperCase(), path }] : []
    }),
  )
}

function marker(operation: Operation): string {
  if (operation.deprecated) return `deprecated, sunset ${operation['x-sunset'] ?? 'unset'}`
  return operation['x-stability'] ?? ''
}

function operationTable(document: Document): string {
  const rows = operations(document).map(
    (op) =>
      `| \`${op.operationId}\` | \`${op.method} ${op.path}\` | ${op.summary ?? ''} | ${marker(op)} |`,
  )
  return [
    '| operation | method and path | what it does | stability |',
    '| - | - | - | - |',
    ...rows,
  ].join('\n')
}

function errorTable(): string {
  const escape = (text: string) => text.replace(/</g, '&lt;').replace(/\|/g, '\\|')
  const rows = Object.entries(errorCodes).map(
    ([code, { status, message }]) => `| \`${code}\` | ${status} | ${escape(message)} |`,
  )
  return ['| code | status | default message |', '| - | - | - |', ...rows].join('\n')
}

/** The page's Markdown for this contract and error table. */
export async function renderReferencePage(
  yamlText = readFileSync(`${root}openapi.yaml`, 'utf8'),
): Promise<string> {
  const document = parse(yamlText) as Document
  const all = operations(document)
  const bodies = requestBodyNames(all)
  const page = `<!-- Generated from openapi.yaml and src/contract/errors.ts by \`npm run docs:generate\`. Do not edit. -->

# The API

Base \`${document.servers[0]?.url ?? '/api/v1'}\`. The mock's default keys are \`petstore-demo-key\`
(read and write) and \`petstore-readonly-key\` (read only, 403 on writes); the \`apiKeys\` option
and \`serve --no-auth\` change them. Everything on this page is written from \`openapi.yaml\` and
\`src/contract/errors.ts\`, the homes of these rules.

${described(document, 'Authentication')}

## Operations

${operationTable(document)}

Each operation's parameters, body and answers follow; every one can be sent from the
[live demo's reference](/demo/index.html#/reference){target="_self"}, which fills in a valid key.

${all.map((op) => operationSection(op, document)).join('\n\n')}

## Request bodies

What a write sends, field by field, with the rules the mock checks before it runs (a body that
breaks one is a \`400 validation_failed\` naming the field).

<!-- #region request-bodies -->

${schemaSections(document, (name) => bodies.has(name))}

<!-- #endregion request-bodies -->

## Other schemas

${schemaSections(document, (name) => !bodies.has(name))}

## Versioning

${described(document, 'Versioning')}

## Paging

${described(document, 'Paging')}

## State rules

${described(document, 'States and transitions')}

## Errors

${described(document, 'Errors')}

${errorTable()}
`
  const filepath = `${root}${REFERENCE_PAGE}`
  return format(page, { ...(await resolveConfig(filepath)), filepath })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(`${root}${REFERENCE_PAGE}`, await renderReferencePage())
}
