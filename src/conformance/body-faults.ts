/**
 * Faults in a request body: a required property missing, a value of the wrong type, out of
 * range, too long, outside its enum or not a date-time, an unknown property, or no object at all.
 * Each keeps the rest of the valid request, so the expected 400 is unambiguous.
 */
import fc from 'fast-check'
import { setOwn } from './own-keys'
import type { RequestPlan } from './plan'
import type { JsonSchema, OperationSpec } from './spec'
import { stringIn } from './values'

/** One change to a valid request, with a label for reports. */
export interface Fault {
  label: string
  apply: (plan: RequestPlan) => RequestPlan
}

/** A copy of the plan whose JSON body is changed by `change` (on a copy with own keys only). */
export function withBody(
  plan: RequestPlan,
  change: (body: Record<string, unknown>) => unknown,
): RequestPlan {
  const current = plan.body && 'json' in plan.body ? plan.body.json : {}
  const copy: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(current as Record<string, unknown>)) setOwn(copy, k, v)
  return { ...plan, body: { json: change(copy) } }
}

function wrongTypeValues(schema: JsonSchema): unknown[] {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return ['1', true, null, [], {}, [1]]
    case 'string':
      return [1, 0, true, null, [], {}, ['x']]
    case 'boolean':
      return ['true', 1, 0, null, [], {}]
    case 'array':
      return ['x', 1, {}, null]
    case 'object':
      return ['x', 1, [], null]
    default:
      return []
  }
}

function propertyFaults(name: string, schema: JsonSchema): fc.Arbitrary<Fault>[] {
  const path = `body.${name}`
  const set = (label: string, values: fc.Arbitrary<unknown>) =>
    values.map((value): Fault => ({
      label: `${path}: ${label}`,
      apply: (plan) =>
        withBody(plan, (body) => {
          setOwn(body, name, value)
          return body
        }),
    }))
  const faults: fc.Arbitrary<Fault>[] = []
  const wrong = wrongTypeValues(schema)
  if (wrong.length > 0) faults.push(set('wrong type', fc.constantFrom(...wrong)))
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.minimum !== undefined) {
      faults.push(
        set('below minimum', fc.constantFrom(schema.minimum - 1, schema.minimum - 1000, -1e20)),
      )
    }
    if (schema.maximum !== undefined) {
      const over = schema.maximum + 1 > schema.maximum ? schema.maximum + 1 : schema.maximum * 2
      faults.push(set('above maximum', fc.constantFrom(over, 1e20, 1e308)))
    }
    if (schema.type === 'integer') {
      faults.push(
        set('not an integer', fc.constantFrom(1.5, (schema.minimum ?? 0) + 0.25, 2.000001)),
      )
    }
  }
  if (schema.type === 'string' && !schema.enum && !schema.format) {
    if ((schema.minLength ?? 0) > 0) {
      faults.push(set('too short', fc.constant('x'.repeat((schema.minLength ?? 1) - 1))))
    }
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength
      faults.push(
        set(
          'too long',
          fc.oneof(stringIn(max + 1, max + 40), fc.constant('\u{1F431}'.repeat(max + 1))),
        ),
      )
    }
  }
  if (schema.enum) {
    const allowed = schema.enum
    const outside =
      schema.type === 'boolean'
        ? fc.constantFrom(true, false).filter((v) => !allowed.includes(v))
        : fc
            .oneof(
              fc.constantFrom(
                ...allowed.map((v) => String(v).toUpperCase()),
                '',
                'unknown',
                ...allowed.map((v) => ` ${String(v)}`),
              ),
              stringIn(1, 12),
            )
            .filter((v) => !allowed.includes(v))
    faults.push(set('not in enum', outside))
  }
  if (schema.format === 'date-time') {
    faults.push(
      set(
        'not a date-time',
        fc.constantFrom(
          'not-a-date',
          '2026-13-45T25:61:00Z',
          '2026-10-02',
          '1790812800',
          '2026-10-02T09:00:00',
        ),
      ),
    )
  }
  return faults
}

/** Every single fault of an operation's body, as one arbitrary. */
export function bodyFaults(op: OperationSpec): fc.Arbitrary<Fault> {
  const schema = op.body?.schema ?? {}
  const properties = schema.properties ?? {}
  const faults: fc.Arbitrary<Fault>[] = []
  for (const name of schema.required ?? []) {
    faults.push(
      fc.constant<Fault>({
        label: `body.${name}: missing`,
        apply: (plan) =>
          withBody(plan, (body) => {
            delete body[name]
            return body
          }),
      }),
    )
  }
  if ((schema.minProperties ?? 0) > 0 || (schema.required ?? []).length > 0) {
    faults.push(
      fc.constant<Fault>({
        label: 'body: empty object',
        apply: (plan) => withBody(plan, () => ({})),
      }),
    )
  }
  for (const [name, prop] of Object.entries(properties)) faults.push(...propertyFaults(name, prop))
  if (schema.additionalProperties === false) {
    const known = new Set(Object.keys(properties))
    const extraKey = fc.oneof(
      fc.constantFrom('id', 'extra', '__proto__', 'constructor', 'prototype', 'toString'),
      fc.string({ minLength: 1, maxLength: 10 }),
    )
    faults.push(
      fc
        .tuple(
          extraKey.filter((k) => !known.has(k)),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([key, value]): Fault => ({
          label: `body.${key}: not allowed`,
          apply: (plan) =>
            withBody(plan, (body) => {
              setOwn(body, key, value)
              return body
            }),
        })),
    )
  }
  faults.push(
    fc.constantFrom<unknown>([], null, 'text', 42, true, false).map((value): Fault => ({
      label: `body: ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value} instead of an object`,
      apply: (plan) => withBody(plan, () => value),
    })),
  )
  return fc.oneof(...faults)
}
