/** The operations of openapi.yaml as a flat table: the one place that reads paths and methods. */
import type { OpenAPIV3 } from 'openapi-types'
import { document } from './generated/openapi-document'
import type { operations } from './generated/openapi'
import { deref } from './schema'

/** An operationId of the contract; a typo here fails the type check. */
export type OperationId = keyof operations

/** HTTP methods an OpenAPI path item may hold. */
export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const
export type HttpMethod = (typeof httpMethods)[number]

/** One operation, flattened from its path item. */
export interface OperationInfo {
  operationId: OperationId
  method: HttpMethod
  /** The path as written in openapi.yaml, e.g. `/pets/{petId}`. */
  path: string
  tag: string
  operation: OpenAPIV3.OperationObject
  /** Path-level and operation-level parameters, operation-level ones winning. */
  parameters: Array<OpenAPIV3.ParameterObject | OpenAPIV3.ReferenceObject>
  deprecated: boolean
  /** `x-stability` when set: `beta` or `experimental`. */
  stability: string | undefined
  /** The documented response statuses, as numbers. */
  statuses: number[]
  /** Whether the method changes data, so a read-only key must be refused. */
  writes: boolean
  /** The statuses whose answer is one record and carries its version as `ETag`. */
  versioned: readonly number[]
}

const writeMethods: ReadonlySet<string> = new Set(['post', 'put', 'patch', 'delete'])

/** Whether an HTTP method changes data (any case): what a read-only key may not do. */
export function isWriteMethod(method: string): boolean {
  return writeMethods.has(method.toLowerCase())
}

function collect(): OperationInfo[] {
  const list: OperationInfo[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    if (!item) continue
    for (const method of httpMethods) {
      const operation = item[method]
      if (!operation?.operationId) continue
      const byKey = new Map<string, OpenAPIV3.ParameterObject | OpenAPIV3.ReferenceObject>()
      for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        byKey.set('$ref' in p ? p.$ref : `${p.in}:${p.name}`, p)
      }
      const extensions = operation as Record<string, unknown>
      list.push({
        operationId: operation.operationId as OperationId,
        method,
        path,
        tag: operation.tags?.[0] ?? 'default',
        operation,
        parameters: [...byKey.values()],
        deprecated: operation.deprecated === true,
        stability:
          typeof extensions['x-stability'] === 'string' ? extensions['x-stability'] : undefined,
        statuses: Object.keys(operation.responses).map(Number).filter(Number.isInteger),
        writes: isWriteMethod(method),
        versioned: versionedStatuses(operation),
      })
    }
  }
  return list
}

function versionedStatuses(operation: OpenAPIV3.OperationObject): number[] {
  return Object.entries(operation.responses)
    .filter(([, response]) => deref<OpenAPIV3.ResponseObject>(response).headers?.ETag)
    .map(([status]) => Number(status))
    .filter((status) => status < 400)
}

/**
 * Every operation in openapi.yaml, in document order.
 *
 * @example
 * contractOperations.map((op) => op.operationId) // ['listPets', 'createPet', …]
 */
export const contractOperations: readonly OperationInfo[] = collect()

const byId = new Map(contractOperations.map((op) => [op.operationId, op]))

/**
 * Looks up one operation by its operationId.
 *
 * @example
 * getOperation('getPetById').path // '/pets/{petId}'
 */
export function getOperation(operationId: OperationId): OperationInfo {
  const op = byId.get(operationId)
  if (!op) throw new Error(`openapi.yaml has no operation "${operationId}"`)
  return op
}

/** The methods openapi.yaml allows on a path, upper-case, for an `Allow` header. */
export function allowedMethods(path: string): string[] {
  return contractOperations.filter((op) => op.path === path).map((op) => op.method.toUpperCase())
}

/**
 * The media types a request body may be sent as: every operation's `requestBody.content` in
 * openapi.yaml, lowercase (`application/json`). Anything else is `415 unsupported_media_type`.
 */
export const requestMediaTypes: readonly string[] = [
  ...new Set(
    contractOperations.flatMap((op) => {
      const body = op.operation.requestBody
      return body ? Object.keys(deref<OpenAPIV3.RequestBodyObject>(body).content) : []
    }),
  ),
].map((type) => type.toLowerCase())
