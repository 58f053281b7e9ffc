/**
 * The reference page's per-operation sections, from openapi.yaml: each operation's parameters,
 * request body and responses, the schemas they name (field by field, with the rules the
 * validators enforce) and a link to the operation in the live demo's try-it reference.
 * scripts/docs-reference.ts puts them on docs/reference/api.md.
 */

type Schema = Record<string, unknown> & {
  $ref?: string
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  allOf?: Schema[]
  description?: string
}
interface Parameter {
  $ref?: string
  name: string
  in: string
  required?: boolean
  description?: string
  schema: Schema
}
interface Response {
  $ref?: string
  description: string
  content?: Record<string, { schema?: Schema }>
}
/** An operation as this page reads it. */
export interface OperationDoc {
  operationId: string
  method: string
  path: string
  summary?: string
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> }
  responses: Record<string, Response>
}
/** The parts of openapi.yaml this page reads. */
export interface ContractDoc {
  components: {
    schemas: Record<string, Schema>
    parameters?: Record<string, Parameter>
    responses?: Record<string, Response>
  }
}

/** Where the live demo's reference shows an operation with its try-it form. */
const tryItLink = (operationId: string) => `/demo/index.html#/reference?op=${operationId}`

const refName = (ref: string) => ref.split('/').at(-1) ?? ref
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ').replace(/</g, '&lt;')

function deref<T extends { $ref?: string }>(value: T, table: Record<string, T> | undefined): T {
  return value.$ref ? (table?.[refName(value.$ref)] ?? value) : value
}

// Absolute, so the request bodies read the same where a guide includes them.
const schemaLink = (name: string) => `[${name}](/reference/api#schema-${name.toLowerCase()})`

/** A schema's type in a few words: `Pet`, `integer`, `string[]`, `"available" \| "sold"`. */
function typeOf(schema: Schema): string {
  if (schema.$ref) return schemaLink(refName(schema.$ref))
  if (schema.enum) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' or ')
  if (schema.allOf) return schema.allOf.map(typeOf).join(' and ')
  if (schema.type === 'array' && schema.items) return `array of ${typeOf(schema.items)}`
  return schema.type ?? 'any'
}

/** The rules a value must keep, as the validators enforce them. */
function rules(schema: Schema): string {
  const words: Record<string, string> = {
    minimum: 'at least',
    maximum: 'at most',
    minLength: 'length at least',
    maxLength: 'length at most',
    minItems: 'items at least',
    maxItems: 'items at most',
    pattern: 'matches',
    format: 'format',
    default: 'default',
  }
  // A pattern the description puts in words is left to the words.
  const found = Object.entries(words).flatMap(([key, word]) =>
    schema[key] === undefined || (key === 'pattern' && schema.description)
      ? []
      : [`${word} \`${String(schema[key])}\``],
  )
  if (schema.readOnly) found.unshift('read-only (set by the server)')
  return found.join(', ')
}

function fieldTable(schema: Schema): string {
  const required = new Set(schema.required ?? [])
  const rows = Object.entries(schema.properties ?? {}).map(
    ([name, field]) =>
      `| \`${name}\` | ${typeOf(field)} | ${required.has(name) ? 'yes' : 'no'} | ${cell(
        [rules(field), field.description ?? ''].filter(Boolean).join('. '),
      )} |`,
  )
  return ['| field | type | required | rules |', '| - | - | - | - |', ...rows].join('\n')
}

/** The names of the schemas a request body is. */
export function requestBodyNames(operations: OperationDoc[]): Set<string> {
  return new Set(
    operations.flatMap((op) =>
      Object.values(op.requestBody?.content ?? {}).flatMap((media) =>
        media.schema?.$ref ? [refName(media.schema.$ref)] : [],
      ),
    ),
  )
}

/** Named schemas, field by field (anchors `#schema-<name>`). */
export function schemaSections(contract: ContractDoc, keep: (name: string) => boolean): string {
  return Object.entries(contract.components.schemas)
    .filter(([name]) => keep(name))
    .map(([name, schema]) => {
      const head = `### ${name} {#schema-${name.toLowerCase()}}\n\n${cell(schema.description ?? '')}`
      const body = schema.properties
        ? fieldTable(schema)
        : [`Type: ${typeOf(schema)}.`, rules(schema) && `Rules: ${rules(schema)}.`].join(' ')
      return `${head}\n\n${body}`
    })
    .join('\n\n')
}

function parameterTable(operation: OperationDoc, contract: ContractDoc): string {
  const rows = (operation.parameters ?? []).map((p) => {
    const parameter = deref(p, contract.components.parameters)
    const what = [rules(parameter.schema), parameter.description ?? ''].filter(Boolean).join('. ')
    return `| \`${parameter.name}\` | ${parameter.in} | ${typeOf(parameter.schema)} | ${cell(what)} |`
  })
  if (rows.length === 0) return ''
  return ['| parameter | in | type | rules |', '| - | - | - | - |', ...rows].join('\n')
}

function bodyOf(content: Record<string, { schema?: Schema }> | undefined): string {
  const [type, media] = Object.entries(content ?? {})[0] ?? []
  return type && media?.schema ? `${typeOf(media.schema)} (\`${type}\`)` : 'no body'
}

/** One operation: parameters, request body, responses and the try-it link. */
export function operationSection(operation: OperationDoc, contract: ContractDoc): string {
  const parameters = parameterTable(operation, contract)
  const body = operation.requestBody
    ? `**Request body** (${operation.requestBody.required ? 'required' : 'optional'}): ${bodyOf(operation.requestBody.content)}`
    : 'No request body.'
  const responses = Object.entries(operation.responses).map(([status, r]) => {
    const response = deref(r, contract.components.responses)
    return `| ${status} | ${bodyOf(response.content)} | ${cell(response.description)} |`
  })
  return [
    `### ${operation.operationId}: \`${operation.method} ${operation.path}\``,
    `${operation.summary ?? ''}. [Try it in the live demo](${tryItLink(operation.operationId)}){target="_self"}`,
    parameters,
    body,
    ['| status | body | when |', '| - | - | - |', ...responses].join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n')
}
