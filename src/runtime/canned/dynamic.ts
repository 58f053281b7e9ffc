/**
 * Fresh, schema-valid bodies from the seeded faker, for `Prefer: dynamic=true`: what a client
 * sees when it needs plausible data that the store does not hold (Prism's dynamic mode).
 */
import type { Faker } from '@faker-js/faker'

type Schema = Record<string, unknown>

/** Arrays hold this many items at most unless the schema says fewer. */
const MAX_ITEMS = 5
/** Integers stay readable: a `maximum` of 2^53 would give ids nobody can type. */
const INTEGER_SPAN = 10_000

/**
 * A value that satisfies a response-direction JSON schema (as `toJsonSchema` makes them), drawn
 * from `faker`, so the same seed and the same sequence of calls give the same values.
 */
export function fakeValue(schema: unknown, faker: Faker, name = ''): unknown {
  if (!schema || typeof schema !== 'object') return null
  const node = merged(schema as Schema)
  if (Array.isArray(node.enum) && node.enum.length > 0) return faker.helpers.arrayElement(node.enum)
  switch (node.type) {
    case 'object':
      return fakeObject(node, faker)
    case 'array': {
      const min = typeof node.minItems === 'number' ? node.minItems : 1
      const max = Math.max(
        min,
        Math.min(typeof node.maxItems === 'number' ? node.maxItems : MAX_ITEMS, MAX_ITEMS),
      )
      const count = faker.number.int({ min, max })
      return Array.from({ length: count }, () => fakeValue(node.items, faker, name))
    }
    case 'integer': {
      const min = typeof node.minimum === 'number' ? node.minimum : 0
      const max = typeof node.maximum === 'number' ? node.maximum : min + INTEGER_SPAN
      return faker.number.int({ min, max: Math.min(max, min + INTEGER_SPAN) })
    }
    case 'number': {
      const min = typeof node.minimum === 'number' ? node.minimum : 0
      const max = typeof node.maximum === 'number' ? node.maximum : min + INTEGER_SPAN
      return faker.number.float({ min, max, fractionDigits: 2 })
    }
    case 'boolean':
      return faker.datatype.boolean()
    case 'string':
      return fakeString(node, faker, name)
    default:
      return null
  }
}

// `allOf` in the contract only wraps a $ref to add `readOnly`; its parts are merged.
function merged(schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema
  let out: Schema = { ...schema }
  delete out.allOf
  for (const part of schema.allOf as Schema[]) out = { ...merged(part), ...out }
  return out
}

function fakeObject(node: Schema, faker: Faker): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const properties = (node.properties ?? {}) as Record<string, unknown>
  for (const [key, property] of Object.entries(properties)) {
    out[key] = fakeValue(property, faker, key)
  }
  return out
}

function fakeString(node: Schema, faker: Faker, name: string): string {
  if (node.format === 'date-time') return faker.date.soon({ days: 30 }).toISOString()
  if (node.format === 'date') return faker.date.soon({ days: 30 }).toISOString().slice(0, 10)
  const min = typeof node.minLength === 'number' ? node.minLength : 0
  const max = typeof node.maxLength === 'number' ? node.maxLength : 200
  let text = wordsFor(name, faker)
  while (text.length < min) text += ` ${faker.lorem.word()}`
  text = text.slice(0, max).trim()
  const pattern = typeof node.pattern === 'string' ? new RegExp(node.pattern, 'u') : undefined
  if (pattern && !pattern.test(text)) text = faker.helpers.fromRegExp(node.pattern as string)
  return text
}

// Names that read as what they are, so a dynamic list of pets looks like pets.
function wordsFor(name: string, faker: Faker): string {
  switch (name) {
    case 'name':
      return faker.animal.petName()
    case 'description':
    case 'message':
      return faker.lorem.sentence()
    case 'code':
      return faker.helpers.slugify(faker.lorem.words(2)).replace(/-/g, '_')
    case 'path':
      return `body.${faker.lorem.word()}`
    default:
      return faker.lorem.word()
  }
}
