/**
 * Valid values for a JSON Schema, as fast-check arbitraries. Bounds, enums and formats are
 * honoured exactly (string lengths in code points, as JSON Schema counts them), and boundary
 * values come up often, because that is where servers and contracts disagree.
 */
import fc from 'fast-check'
import type { JsonSchema } from './spec'

/** Lets a caller supply values for some properties, e.g. ids the server really holds. */
export type ValueOverride = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined

const SAFE_MAX = Number.MAX_SAFE_INTEGER

/** Integers in [min, max], biased to both ends and to small values. */
export function integerIn(min: number, max: number): fc.Arbitrary<number> {
  const lo = Math.max(Math.ceil(min), -SAFE_MAX)
  const hi = Math.min(Math.floor(max), SAFE_MAX)
  const small = fc.integer({ min: lo, max: Math.min(hi, lo + 20) })
  return fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: lo, max: hi }) },
    { weight: 3, arbitrary: small },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
  )
}

/** Strings of `min` to `max` code points, mixing plain ASCII with the whole of Unicode. */
export function stringIn(min: number, max: number): fc.Arbitrary<string> {
  const key = `${min}:${max}`
  let found = stringCache.get(key)
  if (!found) {
    found = buildString(min, max)
    stringCache.set(key, found)
  }
  return found
}

// Building a full-Unicode string arbitrary indexes every code point: tens of milliseconds each.
const stringCache = new Map<string, fc.Arbitrary<string>>()

function buildString(min: number, max: number): fc.Arbitrary<string> {
  const units = ['grapheme-ascii', 'grapheme-composite', 'binary', 'binary-ascii'] as const
  const byUnit = units.map((unit) => fc.string({ unit, minLength: min, maxLength: max }))
  return fc.oneof(
    { weight: 6, arbitrary: byUnit[0] as fc.Arbitrary<string> },
    ...byUnit.slice(1).map((arbitrary) => ({ weight: 2, arbitrary })),
    // Long runs of one character, up to the longest allowed, also in a code point that takes
    // two UTF-16 units: biased to the bounds, and shrinking to the shortest that fails.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min, max }), fc.constantFrom('x', '\u{1F431}'))
        .map(([length, char]) => char.repeat(length)),
    },
  )
}

/** RFC 3339 date-times between 1970 and 2100, in `Z` and offset forms. */
export function dateTime(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      }),
      fc.constantFrom('Z', 'no-millis', '+00:00', '+05:30', '-08:00'),
    )
    .map(([date, form]) => {
      const iso = date.toISOString()
      if (form === 'Z') return iso
      if (form === 'no-millis') return iso.replace(/\.\d{3}Z$/, 'Z')
      return iso.replace('Z', form)
    })
}

/** Any value that the schema accepts. */
export function valueOf(
  schema: JsonSchema,
  override?: ValueOverride,
  name = '',
): fc.Arbitrary<unknown> {
  const replaced = name ? override?.(name, schema) : undefined
  if (replaced) return replaced
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'integer':
      return integerIn(schema.minimum ?? -SAFE_MAX, schema.maximum ?? SAFE_MAX)
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'string':
      if (schema.format === 'date-time') return dateTime()
      // A pattern (such as names' "not only spaces") keeps only the strings it accepts.
      return schema.pattern === undefined
        ? stringIn(schema.minLength ?? 0, schema.maxLength ?? 200)
        : stringIn(schema.minLength ?? 0, schema.maxLength ?? 200).filter((s) =>
            new RegExp(schema.pattern as string, 'u').test(s),
          )
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, override, name), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? 5,
      })
    case 'object':
      return objectOf(schema, override)
    default:
      return fc.constant(null)
  }
}

function objectOf(schema: JsonSchema, override?: ValueOverride): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, prop] of Object.entries(properties)) model[name] = valueOf(prop, override, name)
  const record = fc.record(model, { requiredKeys: schema.required ?? [] })
  const least = schema.minProperties ?? 0
  return least > 0 ? record.filter((value) => Object.keys(value).length >= least) : record
}
