/**
 * openapi.yaml reshaped for request generation: per operation, its parameters and body as plain
 * JSON Schema, and the resource each id refers to. Environment-neutral: no Node, no DOM.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { contractOperations, type OperationId, type OperationInfo } from '../contract/operations'
import { deref, toJsonSchema } from '../contract/schema'

/** The subset of JSON Schema the contract uses (after `$ref`s are inlined). */
export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  minProperties?: number
  allOf?: JsonSchema[]
  readOnly?: boolean
  default?: unknown
}

/** One path or query parameter. */
export interface ParamSpec {
  name: string
  required: boolean
  schema: JsonSchema
}

/** One operation, ready for generating requests. */
export interface OperationSpec {
  operationId: OperationId
  /** Upper-case, as sent. */
  method: string
  /** The template from openapi.yaml, e.g. `/pets/{petId}`. */
  path: string
  pathParams: ParamSpec[]
  queryParams: ParamSpec[]
  /** The request body in its request form (readOnly properties dropped), allOf merged. */
  body: { schema: JsonSchema; required: boolean } | undefined
  /** Whether a read-only key must be refused (403). */
  writes: boolean
  /** Documented statuses. */
  statuses: number[]
  info: OperationInfo
}

/**
 * Merges `allOf` branches into one schema, so a generator sees every constraint at once.
 * Later branches narrow earlier ones (an `enum` in a later branch wins).
 */
export function mergeAllOf(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema
  const { allOf, ...rest } = schema
  let merged: JsonSchema = rest
  for (const branch of allOf) merged = mergeTwo(merged, mergeAllOf(branch))
  return merged
}

function mergeTwo(a: JsonSchema, b: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...a, ...b }
  if (a.properties || b.properties) {
    const properties: Record<string, JsonSchema> = { ...a.properties }
    for (const [name, prop] of Object.entries(b.properties ?? {})) {
      properties[name] = properties[name] ? mergeTwo(properties[name], prop) : prop
    }
    out.properties = properties
  }
  if (a.required || b.required)
    out.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])]
  // Either branch closing the object closes the merged one.
  if (a.additionalProperties === false || b.additionalProperties === false) {
    out.additionalProperties = false
  }
  return out
}

function paramSpec(p: OpenAPIV3.ParameterObject): ParamSpec {
  return {
    name: p.name,
    required: p.required === true,
    schema: mergeAllOf(toJsonSchema(p.schema, 'request') as JsonSchema),
  }
}

function specOf(info: OperationInfo): OperationSpec {
  const params = info.parameters.map((p) => deref<OpenAPIV3.ParameterObject>(p))
  const requestBody = info.operation.requestBody
    ? deref<OpenAPIV3.RequestBodyObject>(info.operation.requestBody)
    : undefined
  const bodySchema = requestBody?.content['application/json']?.schema
  const method = info.method.toUpperCase()
  return {
    operationId: info.operationId,
    method,
    path: info.path,
    pathParams: params.filter((p) => p.in === 'path').map(paramSpec),
    queryParams: params.filter((p) => p.in === 'query').map(paramSpec),
    body: bodySchema
      ? {
          schema: mergeAllOf(toJsonSchema(bodySchema, 'request') as JsonSchema),
          required: requestBody?.required === true,
        }
      : undefined,
    writes: info.writes,
    statuses: info.statuses,
    info,
  }
}

/** Every operation of openapi.yaml, in document order, shaped for generation. */
export const operationSpecs: readonly OperationSpec[] = contractOperations.map(specOf)

/** Looks up the generation spec of an operation. */
export function spec(operationId: OperationId): OperationSpec {
  const found = operationSpecs.find((op) => op.operationId === operationId)
  if (!found) throw new Error(`openapi.yaml has no operation "${operationId}"`)
  return found
}

/** The resource an id parameter or property names: `petId` is a `pet`. */
export function resourceOf(name: string): string | undefined {
  return /^[a-z][A-Za-z0-9]*Id$/.test(name) ? name.slice(0, -2) : undefined
}

/**
 * Whether a path (a template, or a concrete path) falls on some path template of the contract;
 * `{param}` segments match any non-empty segment.
 */
export function matchesTemplate(path: string): boolean {
  const parts = path.split('/')
  return operationSpecs.some((op) => {
    const template = op.path.split('/')
    if (template.length !== parts.length) return false
    return template.every((segment, i) => {
      const part = parts[i] as string
      if (segment.startsWith('{') || part.startsWith('{')) return part !== ''
      return segment === part
    })
  })
}

/** A list operation and the resource whose ids its items carry. */
export interface ListingSpec {
  operation: OperationSpec
  resource: string
  /** The item property holding the id: `id`, or `petId` for inventory entries. */
  idField: string
}

/** The lists that reveal ids: a GET on `P` where `P/{xId}` exists lists `x`s. */
export function listings(): ListingSpec[] {
  const out: ListingSpec[] = []
  for (const op of operationSpecs) {
    if (op.method !== 'GET' || op.pathParams.length > 0) continue
    const item = operationSpecs.find(
      (other) =>
        other.pathParams.length === 1 &&
        other.path.startsWith(`${op.path}/{`) &&
        other.path.split('/').length === op.path.split('/').length + 1,
    )
    const param = item?.pathParams[0]?.name
    const resource = param ? resourceOf(param) : undefined
    if (!param || !resource) continue
    const itemSchema = responseItemSchema(op)
    const idField = itemSchema?.properties?.id ? 'id' : param
    out.push({ operation: op, resource, idField })
  }
  return out
}

function responseItemSchema(op: OperationSpec): JsonSchema | undefined {
  const response = op.info.operation.responses['200']
  if (!response) return undefined
  const schema = deref<OpenAPIV3.ResponseObject>(response).content?.['application/json']?.schema
  if (!schema) return undefined
  const json = mergeAllOf(toJsonSchema(schema, 'response') as JsonSchema)
  return json.items ? mergeAllOf(json.items) : undefined
}
