/**
 * openapi.yaml as the API reference reads it: the package ships the file
 * (`petstore-mock/openapi.yaml`) and the demo's Vite config turns it into data at build time.
 * The operation table itself comes from the package (`contractOperations`); what is left here
 * is the whole document (title, schemas) and `$ref` resolution, which only the reference needs,
 * so the file stays in the reference's chunk and out of the first screen's.
 */
import type { OpenAPIV3 } from 'openapi-types'
import contract from 'petstore-mock/openapi.yaml'

/**
 * The parsed contract.
 *
 * @example
 * spec.info.title // 'Petstore API'
 */
export const spec = contract as OpenAPIV3.Document

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
