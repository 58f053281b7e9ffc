/**
 * openapi.yaml as the demo reads it: the package ships the file (`petstore-mock/openapi.yaml`)
 * and the demo's Vite config turns it into data at build time. From it come each operation's
 * method and path for the client, and the whole API reference.
 */
import type { OpenAPIV3 } from 'openapi-types'
import type { operations } from 'petstore-mock'
import contract from 'petstore-mock/openapi.yaml'

/**
 * The parsed contract.
 *
 * @example
 * spec.info.title // 'Petstore API'
 */
export const spec = contract as OpenAPIV3.Document

/** An operationId of the contract; a typo fails the type check. */
export type OperationId = keyof operations

/** One operation, flattened from its path item. */
export interface OperationInfo {
  operationId: OperationId
  method: string
  /** As written in openapi.yaml, e.g. `/pets/{petId}`. */
  path: string
  tag: string
  operation: OpenAPIV3.OperationObject
  /** Path-level and operation-level parameters, resolved. */
  parameters: OpenAPIV3.ParameterObject[]
  deprecated: boolean
  /** `x-stability` when set: `beta` or `experimental`. */
  stability: string | undefined
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const

/**
 * Follows a local `$ref` such as `#/components/schemas/Pet`.
 *
 * @example
 * resolveRef('#/components/schemas/PetStatus') // { type: 'string', enum: [...] }
 */
export function resolveRef(ref: string): unknown {
  let node: unknown = spec
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[
      part.replace(/~1/g, '/').replace(/~0/g, '~')
    ]
  }
  if (node === undefined) throw new Error(`openapi.yaml has no ${ref}`)
  return node
}

/**
 * Resolves a node that may be a `$ref`.
 *
 * @example
 * deref<OpenAPIV3.ParameterObject>({ $ref: '#/components/parameters/Limit' }).name // 'limit'
 */
export function deref<T>(node: T | OpenAPIV3.ReferenceObject): T {
  if (node && typeof node === 'object' && '$ref' in node) return deref(resolveRef(node.$ref) as T)
  return node as T
}

function collect(): OperationInfo[] {
  const list: OperationInfo[] = []
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of methods) {
      const operation = item?.[method]
      if (!operation?.operationId) continue
      const byKey = new Map<string, OpenAPIV3.ParameterObject>()
      for (const p of [...(item?.parameters ?? []), ...(operation.parameters ?? [])]) {
        const param = deref<OpenAPIV3.ParameterObject>(p)
        byKey.set(`${param.in}:${param.name}`, param)
      }
      const stability = (operation as Record<string, unknown>)['x-stability']
      list.push({
        operationId: operation.operationId as OperationId,
        method,
        path,
        tag: operation.tags?.[0] ?? 'default',
        operation,
        parameters: [...byKey.values()],
        deprecated: operation.deprecated === true,
        stability: typeof stability === 'string' ? stability : undefined,
      })
    }
  }
  return list
}

/**
 * Every operation in openapi.yaml, in document order.
 *
 * @example
 * operations.find((op) => op.operationId === 'listPets')?.path // '/pets'
 */
export const contractOperations: readonly OperationInfo[] = collect()

/**
 * One operation by its id.
 *
 * @example
 * operationOf('deletePet') // { method: 'delete', path: '/pets/{petId}', … }
 */
export function operationOf(operationId: OperationId): OperationInfo {
  const found = contractOperations.find((op) => op.operationId === operationId)
  if (!found) throw new TypeError(`openapi.yaml has no operation ${operationId}`)
  return found
}
