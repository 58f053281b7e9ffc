/**
 * Compiles every validator the mock runs into one module of ajv's standalone code, so the mock
 * starts without ajv's compiler: each operation's query, request body and response schemas (each
 * distinct schema once), every component schema (response direction, for ad-hoc checks), and the
 * store's records. Part of `npm run generate`; the result is src/contract/generated/validators.ts.
 * Descriptions are left out, and a subschema several validators use is compiled once and called
 * by each (scripts/shared-schemas.ts): 149 -> 111 KB, the same verdicts and problems.
 *
 * @example
 * const text = renderValidators() // the module's source
 */
import { Ajv, _ } from 'ajv'
import standaloneCode from 'ajv/dist/standalone'
import type { OpenAPIV3 } from 'openapi-types'
import { contractOperations } from '../src/contract/operations'
import { deref, resolveRef, toJsonSchema } from '../src/contract/schema'
import { formats } from '../src/contract/validator-runtime'
import { shareSubschemas, withoutAnnotations } from './shared-schemas'

/**
 * The store's records: each the response schema of its component, with no other field, and with
 * the fields the store always sets required. openapi.yaml documents each: a pet's `status`
 * defaults to `available`; an order gets its id, `shipDate` defaults to two days on, and a new
 * order is incomplete (`complete: false`).
 */
const STORED_RECORDS = {
  Category: [],
  Pet: ['status'],
  InventoryItem: [],
  Order: ['id', 'petId', 'quantity', 'shipDate', 'complete'],
} as const

type Json = Record<string, unknown>

/** A validator's place in the module, and the schema it checks. */
class Collected {
  readonly names = new Map<string, string>()

  /** The exported name of the validator of `schema`; one per distinct schema. */
  add(schema: unknown): string {
    const key = JSON.stringify(withoutAnnotations(schema as Json))
    let name = this.names.get(key)
    if (!name) {
      name = `v${this.names.size}`
      this.names.set(key, name)
    }
    return name
  }
}

/** The store's check of one component: its response form, closed, with the always-set fields. */
function storedRecord(component: keyof typeof STORED_RECORDS): Json {
  const schema = toJsonSchema(resolveRef(`#/components/schemas/${component}`), 'response') as Json
  const required = new Set([...((schema.required as string[]) ?? []), ...STORED_RECORDS[component]])
  return { ...schema, required: [...required], additionalProperties: false }
}

function operationTable(collected: Collected): Record<string, unknown> {
  const table: Record<string, unknown> = {}
  for (const op of contractOperations) {
    const params = op.parameters.map((p) => deref<OpenAPIV3.ParameterObject>(p))
    const queryParams = params.filter((p) => p.in === 'query')
    const properties: Record<string, unknown> = {}
    for (const p of queryParams) properties[p.name] = toJsonSchema(p.schema, 'request')
    const required = queryParams.filter((p) => p.required).map((p) => p.name)
    const query = collected.add({ type: 'object', properties, required })
    const requestBody = op.operation.requestBody
      ? deref<OpenAPIV3.RequestBodyObject>(op.operation.requestBody)
      : undefined
    const bodySchema = requestBody?.content['application/json']?.schema
    const body = bodySchema ? collected.add(toJsonSchema(bodySchema, 'request')) : undefined
    const responses: Record<string, string | undefined> = {}
    for (const [status, response] of Object.entries(op.operation.responses)) {
      const schema = deref<OpenAPIV3.ResponseObject>(response).content?.['application/json']?.schema
      responses[status] = schema ? collected.add(toJsonSchema(schema, 'response')) : undefined
    }
    table[op.operationId] = { query, body, responses }
  }
  return table
}

// Names in the tables become references to the validators in the module's text.
function tableText(value: unknown, indent = ''): string {
  if (typeof value === 'string') return value
  if (value === undefined) return 'undefined'
  const inner = `${indent}  `
  const entries = Object.entries(value as Json).map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${tableText(item, inner)},`,
  )
  return `{\n${entries.join('\n')}\n${indent}}`
}

// ajv's standalone code reaches its runtime helpers with `require`; the one the contract's
// schemas need has its counterpart in validator-runtime.ts. Any other means a new keyword in
// openapi.yaml: add its helper there and map it here.
const runtimeHelpers: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': 'codePointLength',
}

/**
 * The source of src/contract/generated/validators.ts, without the banner.
 *
 * @example
 * renderValidators().includes('export const operationValidators') // true
 */
export function renderValidators(): string {
  const collected = new Collected()
  const operations = operationTable(collected)
  const componentNames = Object.keys(
    (resolveRef('#/components/schemas') as Record<string, unknown>) ?? {},
  )
  const components = Object.fromEntries(
    componentNames.map((name) => [
      name,
      collected.add(toJsonSchema({ $ref: `#/components/schemas/${name}` }, 'response')),
    ]),
  )
  const stored = Object.fromEntries(
    (Object.keys(STORED_RECORDS) as Array<keyof typeof STORED_RECORDS>).map((name) => [
      name,
      collected.add(storedRecord(name)),
    ]),
  )

  // Each component, in either form, names the shared schema it equals.
  const componentOf = new Map<string, string>()
  for (const direction of ['request', 'response'] as const) {
    for (const name of componentNames) {
      const schema = toJsonSchema({ $ref: `#/components/schemas/${name}` }, direction) as Json
      const key = JSON.stringify(withoutAnnotations(schema))
      if (!componentOf.has(key)) componentOf.set(key, name)
    }
  }
  const { roots, shared } = shareSubschemas(
    Object.fromEntries([...collected.names].map(([key, name]) => [name, JSON.parse(key) as Json])),
    (schema) => componentOf.get(JSON.stringify(schema)),
  )

  // The options validation.ts has always compiled with: defaults filled in, every problem
  // listed, and (`verbose`) each problem's schema, which the messages read their bounds from.
  // Shared schemas stay functions of their own (`inlineRefs: false`): that is their point.
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    useDefaults: true,
    coerceTypes: false,
    verbose: true,
    validateSchema: false,
    inlineRefs: false,
    code: { source: true, esm: true, lines: true, formats: _`formats` },
  })
  for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, check as never)
  for (const schema of shared.values()) ajv.addSchema(schema)
  const exports: Record<string, string> = {}
  for (const [name, schema] of Object.entries(roots)) {
    // A root that is all shared exports the shared schema's function.
    const ref = Object.keys(schema).length === 1 ? schema.$ref : undefined
    if (typeof ref === 'string') exports[name] = ref
    else {
      ajv.addSchema(schema, name)
      exports[name] = name
    }
  }
  let code = standaloneCode(ajv, exports)
  for (const [from, to] of Object.entries(runtimeHelpers)) code = code.split(from).join(to)
  const leftover = /require\([^)]*\)/.exec(code)
  if (leftover) throw new Error(`The generated validators need ${leftover[0]}: see runtimeHelpers`)
  for (const key of collected.names.keys()) {
    for (const [, name] of key.matchAll(/"format":"([^"]+)"/g)) {
      if (name && !(name in formats))
        throw new Error(`Format ${name} is not in validator-runtime.ts`)
    }
  }

  return [
    '// @ts-nocheck',
    '// ajv writes plain JavaScript; the tables at the end give the validators their type.',
    "import { codePointLength, formats, type Validator } from '../validator-runtime'",
    '',
    code,
    '',
    '/** Per operation: the validator of its query, of its body and of each response status. */',
    'export const operationValidators: Record<',
    '  string,',
    '  { query: Validator; body: Validator | undefined; responses: Record<string, Validator | undefined> }',
    `> = ${tableText(operations)}`,
    '',
    '/** Every component schema of openapi.yaml, in its response form. */',
    `export const componentValidators: Record<string, Validator> = ${tableText(components)}`,
    '',
    "/** The store's records: the component's response form, closed, with the always-set fields. */",
    `export const storedRecordValidators: Record<${Object.keys(STORED_RECORDS)
      .map((n) => JSON.stringify(n))
      .join(' | ')}, Validator> = ${tableText(stored)}`,
    '',
  ].join('\n')
}
