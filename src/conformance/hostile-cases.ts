/**
 * How a hostile case is built: a request to one operation with ids from the pools and the
 * smallest body it accepts, then exactly one hostile change. The catalogue of cases
 * (hostile-bodies.ts, hostile-requests.ts) is written with these helpers.
 */
import type { OperationId } from '../contract/operations'
import { rejectWith, type BodyPlan, type Expectation, type RequestPlan } from './plan'
import { PoolRef } from './pools'
import { operationSpecs, resourceOf, spec, type JsonSchema, type OperationSpec } from './spec'

export interface HostileCase {
  name: string
  plan: RequestPlan
}

/** A kind of hostile input; its name reads as a test name. */
export interface HostileGroup {
  name: string
  cases: HostileCase[]
}

/** The request body limit the contract states (64 KiB). */
export const LIMIT = 64 * 1024

/** What a request that breaks the input rules must get. */
export const invalid = rejectWith(400, 'validation_failed')

/** Whether an operation addresses one record by id. */
export function byId(op: OperationSpec): boolean {
  return op.pathParams.length > 0
}

function sample(name: string, schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0]
  const resource = resourceOf(name)
  switch (schema.type) {
    case 'integer':
      return resource ? new PoolRef(resource, 0) : Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'string':
      return schema.format === 'date-time' ? '2026-10-02T09:00:00.000Z' : 'Hostile'
    default:
      return null
  }
}

/**
 * The smallest body the operation accepts: its required properties (or its first property when
 * none is required), with ids from the pools.
 */
export function sampleBody(op: OperationSpec): Record<string, unknown> {
  const schema = op.body?.schema ?? {}
  const properties = schema.properties ?? {}
  const names = schema.required?.length ? schema.required : Object.keys(properties).slice(0, 1)
  return Object.fromEntries(names.map((name) => [name, sample(name, properties[name] ?? {})]))
}

/**
 * A request to an operation with ids from the pools and (unless `withBody` is false) its
 * smallest body, then the given changes.
 */
export function planFor(
  op: OperationSpec,
  changes: Partial<RequestPlan> & { expect: Expectation },
  withBody = true,
): RequestPlan {
  const params = Object.fromEntries(
    op.pathParams.map((p) => [p.name, new PoolRef(resourceOf(p.name) ?? p.name, 0)]),
  )
  return {
    operationId: op.operationId,
    kind: 'hostile',
    method: op.method,
    template: op.path,
    params,
    query: [],
    auth: 'key',
    ...(withBody && op.body && { body: { json: sampleBody(op) } }),
    ...changes,
  }
}

/**
 * A case that sends `body` to an operation; by default it expects 400 (or 404 on a by-id
 * operation, which may look the record up first).
 */
export function bodyCase(
  op: OperationSpec,
  name: string,
  body: BodyPlan,
  expect?: Expectation,
): HostileCase {
  const fallback = byId(op) ? rejectWith(400, 'validation_failed', [404]) : invalid
  return {
    name: `${op.operationId}: ${name}`,
    plan: planFor(op, { body, expect: expect ?? fallback }),
  }
}

/** The operations that take a request body. */
export const bodyOps = (): OperationSpec[] => operationSpecs.filter((op) => op.body)

/** The operations that address one record by id. */
export const idOps = (): OperationSpec[] => operationSpecs.filter(byId)

/** A case that sends a raw, already-encoded path id to an operation. */
export function pathCase(op: OperationSpec, raw: string, expect: Expectation): HostileCase {
  const base = planFor(op, { expect })
  const [first] = op.pathParams
  const params = first ? { ...base.params, [first.name]: { raw } } : base.params
  const shown = raw.length > 40 ? `${raw.slice(0, 20)}… (${raw.length} characters)` : raw
  return {
    name: `${op.method} ${op.path} with id ${JSON.stringify(shown)}`,
    plan: { ...base, params },
  }
}

/** A case that sends query pairs (and a raw query string) to a list operation. */
export function listCase(
  operationId: OperationId,
  query: Array<[string, string]>,
  expect: Expectation,
  rawQuery?: string,
): HostileCase {
  const op = spec(operationId)
  const shown = [
    ...query.map(([k, v]) => `${k}=${v.length > 30 ? `${v.slice(0, 10)}…(${v.length})` : v}`),
    rawQuery ?? '',
  ]
    .filter(Boolean)
    .join('&')
  return {
    name: `${operationId}?${shown}`,
    plan: planFor(op, { query, expect, ...(rawQuery !== undefined && { rawQuery }) }),
  }
}

/** A case that addresses a path outside the contract: it must get 404 not_found. */
export function unknownPath(template: string, method = 'GET'): HostileCase {
  return {
    name: `${method} ${template.length > 60 ? `${template.slice(0, 40)}…` : template}`,
    plan: {
      operationId: undefined,
      kind: 'hostile',
      method,
      template,
      params: {},
      query: [],
      auth: 'key',
      expect: rejectWith(404, 'not_found'),
    },
  }
}
