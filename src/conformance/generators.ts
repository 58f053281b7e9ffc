/**
 * Valid requests for every operation of openapi.yaml: path ids mostly from records the server
 * holds, query and body drawn from their schemas. The contract obliges the server to accept
 * these (2xx) or to refuse them for a documented business reason (404, 409, 410, 422).
 */
import fc from 'fast-check'
import { mutatedRequest } from './mutations'
import type { PathValue, RequestPlan } from './plan'
import { PoolRef } from './pools'
import { resourceOf, type JsonSchema, type OperationSpec } from './spec'
import { valueOf, type ValueOverride } from './values'

/** What the generators may assume about the credentials. */
export interface GeneratorOptions {
  /** Whether a read-only key is known; reads then sometimes use it, writes test its 403. */
  readOnlyKey: boolean
}

/**
 * An id of `resource`: usually a live record, sometimes a deleted one, sometimes one that never
 * existed (up to the schema's maximum).
 */
export function idOf(resource: string, max = Number.MAX_SAFE_INTEGER): fc.Arbitrary<PathValue> {
  return fc.oneof<Array<fc.WeightedArbitrary<PathValue>>>(
    { weight: 12, arbitrary: fc.nat().map((pick) => new PoolRef(resource, pick)) },
    { weight: 2, arbitrary: fc.nat().map((pick) => new PoolRef(resource, pick, 'gone')) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: Math.min(max, Number.MAX_SAFE_INTEGER) }) },
  )
}

/** Id-like properties and query parameters draw from the pools, the rest from their schema. */
const poolOverride: ValueOverride = (name, schema) => {
  const resource = resourceOf(name)
  if (!resource || schema.type !== 'integer') return undefined
  return fc.oneof(
    { weight: 8, arbitrary: fc.nat().map((pick) => new PoolRef(resource, pick)) },
    { weight: 1, arbitrary: fc.nat().map((pick) => new PoolRef(resource, pick, 'gone')) },
    { weight: 1, arbitrary: valueOf({ ...schema }) },
  )
}

/**
 * Query pairs for an operation: each optional parameter present about half the time, arrays
 * exploded into repeated parameters as `style: form, explode: true` says.
 */
export function queryOf(op: OperationSpec): fc.Arbitrary<Array<[string, string | PoolRef]>> {
  const parts = op.queryParams.map((param) => {
    const value = valueOf(param.schema, poolOverride, param.name).map((v) => toPairs(param.name, v))
    return param.required
      ? value
      : fc.option(value, { nil: [] as Array<[string, string | PoolRef]> })
  })
  return fc.tuple(...parts).map((lists) => lists.flat())
}

function toPairs(name: string, value: unknown): Array<[string, string | PoolRef]> {
  const values = Array.isArray(value) ? value : [value]
  return values.map((v) => [name, v instanceof PoolRef ? v : String(v)])
}

/** A request body the operation must accept, or undefined when it takes none. */
export function bodyOf(op: OperationSpec): fc.Arbitrary<Record<string, unknown>> | undefined {
  if (!op.body) return undefined
  return valueOf(op.body.schema, poolOverride) as fc.Arbitrary<Record<string, unknown>>
}

function paramsOf(op: OperationSpec): fc.Arbitrary<Record<string, PathValue>> {
  const model: Record<string, fc.Arbitrary<PathValue>> = {}
  for (const param of op.pathParams) {
    model[param.name] = idOf(resourceOf(param.name) ?? param.name, maximumOf(param.schema))
  }
  return fc.record(model)
}

function maximumOf(schema: JsonSchema): number {
  return schema.maximum ?? Number.MAX_SAFE_INTEGER
}

/** A request the server must accept for one operation. */
export function validRequest(
  op: OperationSpec,
  options: GeneratorOptions,
): fc.Arbitrary<RequestPlan> {
  const body = bodyOf(op)
  const auth =
    options.readOnlyKey && !op.writes
      ? fc.constantFrom<'key' | 'readOnlyKey'>('key', 'key', 'readOnlyKey')
      : fc.constant<'key'>('key')
  return fc
    .record({
      params: paramsOf(op),
      query: queryOf(op),
      body: body ?? fc.constant(undefined),
      auth,
    })
    .map(({ params, query, body, auth }) => ({
      operationId: op.operationId,
      kind: 'valid',
      method: op.method,
      template: op.path,
      params,
      query,
      auth,
      ...(body !== undefined && { body: { json: body } }),
      expect: { accept: true } as const,
    }))
}

/** Valid and broken requests for one operation, as the fuzz suite draws them. */
export function requestsFor(
  op: OperationSpec,
  options: GeneratorOptions,
): { valid: fc.Arbitrary<RequestPlan>; mutated: fc.Arbitrary<RequestPlan> } {
  const valid = validRequest(op, options)
  return { valid, mutated: mutatedRequest(op, valid, options) }
}
