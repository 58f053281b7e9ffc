/**
 * Turns OpenAPI 3.0 schemas into plain JSON Schema for one direction of traffic.
 * Requests must not carry `readOnly` properties (a client sending `id` learns it at once),
 * so those are dropped from the request form; `additionalProperties: false` then rejects them.
 */
import { document } from './generated/openapi-document'

/**
 * The extension that holds a string's whole rule as a pattern compiled with the `u` flag, beside a
 * `pattern` that means the same with and without it (most tools compile patterns without `u`):
 * the mock's validators check the extension's.
 */
export const UNICODE_PATTERN = 'x-unicode-pattern'

/** Which side of the exchange a schema checks. */
export type Direction = 'request' | 'response'

type Json = unknown

/** Follows a local `$ref` such as `#/components/schemas/Pet` in openapi.yaml. */
export function resolveRef(ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`)
  let node: unknown = document
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[
      part.replace(/~1/g, '/').replace(/~0/g, '~')
    ]
  }
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`)
  return node
}

/** Resolves a node that may be a `$ref` (one level, for parameters, responses and bodies). */
export function deref<T>(node: T | { $ref: string }): T {
  if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
    return deref(resolveRef(node.$ref) as T | { $ref: string })
  }
  return node as T
}

/** Inlines every `$ref` and adapts the schema to one direction. The contract has no cycles. */
export function toJsonSchema(schema: Json, direction: Direction): Json {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, direction))
  if (!schema || typeof schema !== 'object') return schema
  const record = schema as Record<string, unknown>
  if (typeof record.$ref === 'string') return toJsonSchema(resolveRef(record.$ref), direction)
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue
    if (key === 'properties' && value && typeof value === 'object') {
      const props: Record<string, unknown> = {}
      for (const [name, prop] of Object.entries(value as Record<string, unknown>)) {
        if (direction === 'request' && isReadOnly(prop)) continue
        props[name] = toJsonSchema(prop, direction)
      }
      out.properties = props
    } else if (key === 'nullable') {
      continue
    } else {
      out[key] = toJsonSchema(value, direction)
    }
  }
  if (record.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null']
  // The whole rule, which needs the `u` flag; `pattern` is the part every tool reads alike.
  if (typeof record[UNICODE_PATTERN] === 'string') out.pattern = record[UNICODE_PATTERN]
  if (direction === 'request' && Array.isArray(out.required) && record.properties) {
    const props = record.properties as Record<string, unknown>
    out.required = (out.required as string[]).filter((name) => !isReadOnly(props[name]))
  }
  return out
}

function isReadOnly(prop: unknown): boolean {
  const resolved = deref(prop as Record<string, unknown>)
  return Boolean(resolved && typeof resolved === 'object' && resolved.readOnly === true)
}
