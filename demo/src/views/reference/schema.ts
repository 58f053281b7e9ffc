/**
 * Schemas of openapi.yaml as readable tables: each property with its type, whether it is
 * required, its limits and description. `$ref`s show the component's name, `allOf` is merged.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { resolveRef } from './document'
import { h } from '../../ui/dom'
import { inline } from './markdown'

type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject

function refName(schema: Schema): string | undefined {
  return '$ref' in schema ? schema.$ref.split('/').pop() : undefined
}

/**
 * Follows `$ref`s and merges `allOf` into one object schema.
 *
 * @example
 * resolveSchema({ $ref: '#/components/schemas/Pet' }).properties?.name
 */
export function resolveSchema(schema: Schema): OpenAPIV3.SchemaObject {
  const resolved = ('$ref' in schema ? resolveRef(schema.$ref) : schema) as Schema
  if ('$ref' in resolved) return resolveSchema(resolved)
  if (!resolved.allOf) return resolved
  const { allOf, ...own } = resolved
  const merged: OpenAPIV3.SchemaObject = {}
  const properties: Record<string, Schema> = {}
  const required = new Set<string>()
  for (const part of [...allOf.map(resolveSchema), own as OpenAPIV3.SchemaObject]) {
    const { properties: partProperties, required: partRequired, ...rest } = part
    Object.assign(merged, rest)
    Object.assign(properties, partProperties)
    for (const name of partRequired ?? []) required.add(name)
  }
  if (Object.keys(properties).length > 0) merged.properties = properties
  if (required.size > 0) merged.required = [...required]
  return merged
}

/**
 * A short type for a schema: `integer`, `Pet`, `array of PetStatus`, …
 *
 * @example
 * typeLabel({ type: 'array', items: { $ref: '#/components/schemas/Pet' } }) // 'array of Pet'
 */
export function typeLabel(schema: Schema): string {
  const name = refName(schema)
  const resolved = resolveSchema(schema)
  if (name && (resolved.type === 'object' || resolved.enum)) return name
  if (resolved.type === 'array') return `array of ${typeLabel(resolved.items)}`
  const format = resolved.format ? ` (${resolved.format})` : ''
  return `${resolved.type ?? (resolved.allOf ? 'object' : 'any')}${format}`
}

/**
 * The limits of a schema in words: enum values, ranges, lengths, defaults.
 *
 * @example
 * constraints({ type: 'integer', minimum: 1, maximum: 100, default: 20 }) // '1 to 100 · default 20'
 */
export function constraints(schema: Schema): string {
  const s = resolveSchema(schema)
  const parts: string[] = []
  const items = s.type === 'array' ? resolveSchema(s.items) : undefined
  const values = s.enum ?? items?.enum
  if (values) parts.push(`one of ${values.map(String).join(', ')}`)
  if (s.minimum !== undefined && s.maximum !== undefined) {
    if (s.maximum < 1e15) parts.push(`${s.minimum} to ${s.maximum}`)
    else parts.push(`at least ${s.minimum}`)
  } else if (s.minimum !== undefined) parts.push(`at least ${s.minimum}`)
  if (s.minLength !== undefined || s.maxLength !== undefined) {
    parts.push(`${s.minLength ?? 0}–${s.maxLength ?? '∞'} characters`)
  }
  if (s.maxItems !== undefined) parts.push(`up to ${s.maxItems} items`)
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`)
  if (s.readOnly) parts.push('read-only')
  return parts.join(' · ')
}

/**
 * The properties of an object schema (or of an array's items) as a table.
 *
 * @example
 * section.append(schemaTable({ $ref: '#/components/schemas/NewPet' }))
 */
export function schemaTable(schema: Schema): HTMLElement {
  let object = resolveSchema(schema)
  if (object.type === 'array') object = resolveSchema(object.items)
  const required = new Set(object.required ?? [])
  const rows = Object.entries(object.properties ?? {})
  if (rows.length === 0) return h('p', { class: 'muted' }, typeLabel(schema))
  return h(
    'table',
    { class: 'ref-table' },
    h(
      'thead',
      null,
      h('tr', null, h('th', null, 'Field'), h('th', null, 'Type'), h('th', null, 'Notes')),
    ),
    h(
      'tbody',
      null,
      rows.map(([name, property]) => {
        const resolved = resolveSchema(property)
        return h(
          'tr',
          null,
          h(
            'td',
            null,
            h('code', null, name),
            required.has(name) && h('span', { class: 'req', title: 'required' }, ' required'),
          ),
          h('td', null, typeLabel(property)),
          h(
            'td',
            null,
            inline([resolved.description, constraints(property)].filter(Boolean).join(' — ')),
          ),
        )
      }),
    ),
  )
}
