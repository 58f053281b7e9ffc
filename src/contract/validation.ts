/**
 * Validators compiled once per operation from openapi.yaml: query, body and every response.
 * Compilation is lazy and cached for the life of the process, so no request pays for it twice.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import type { OpenAPIV3 } from 'openapi-types'
import type { ErrorDetail } from '../errors'
import { getOperation, type OperationId, type OperationInfo } from './operations'
import { deref, toJsonSchema } from './schema'

// ajv-formats ships CommonJS; its default export arrives wrapped under some bundlers.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as typeof addFormatsImport

const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, coerceTypes: false })
addFormats(ajv)
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) })
ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) })

/** What a validator says: the value (with defaults applied) or the problems. */
export type Checked<T> = { ok: true; value: T } | { ok: false; details: ErrorDetail[] }

/** The compiled checks of one operation. */
export interface OperationValidators {
  queryParams: OpenAPIV3.ParameterObject[]
  pathParams: OpenAPIV3.ParameterObject[]
  query: ValidateFunction
  /** Undefined when the operation takes no body. */
  body: ValidateFunction | undefined
  bodyRequired: boolean
  responses: Map<number, ValidateFunction | undefined>
}

const cache = new Map<OperationId, OperationValidators>()

function compile(op: OperationInfo): OperationValidators {
  const params = op.parameters.map((p) => deref<OpenAPIV3.ParameterObject>(p))
  const queryParams = params.filter((p) => p.in === 'query')
  const properties: Record<string, unknown> = {}
  for (const p of queryParams) properties[p.name] = toJsonSchema(p.schema, 'request')
  const requiredQuery = queryParams.filter((p) => p.required).map((p) => p.name)
  const query = ajv.compile({ type: 'object', properties, required: requiredQuery })

  const requestBody = op.operation.requestBody
    ? deref<OpenAPIV3.RequestBodyObject>(op.operation.requestBody)
    : undefined
  const bodySchema = requestBody?.content['application/json']?.schema
  const body = bodySchema ? ajv.compile(toJsonSchema(bodySchema, 'request') as object) : undefined

  const responses = new Map<number, ValidateFunction | undefined>()
  for (const [status, response] of Object.entries(op.operation.responses)) {
    const schema = deref<OpenAPIV3.ResponseObject>(response).content?.['application/json']?.schema
    responses.set(
      Number(status),
      schema ? ajv.compile(toJsonSchema(schema, 'response') as object) : undefined,
    )
  }
  return {
    queryParams,
    pathParams: params.filter((p) => p.in === 'path'),
    query,
    body,
    bodyRequired: requestBody?.required === true,
    responses,
  }
}

/**
 * The compiled validators of an operation (compiled on first use).
 *
 * @example
 * validatorsFor('createPet').body?.({ name: 'Rex', categoryId: 1 }) // true
 */
export function validatorsFor(operationId: OperationId): OperationValidators {
  let found = cache.get(operationId)
  if (!found) {
    found = compile(getOperation(operationId))
    cache.set(operationId, found)
  }
  return found
}

/**
 * Turns ajv's errors into the contract's `details`, with paths like `body.name`.
 *
 * @example
 * toDetails('body', validate.errors) // [{ path: 'body.name', message: 'is required' }]
 */
export function toDetails(prefix: string, errors: ErrorObject[] | null | undefined): ErrorDetail[] {
  const seen = new Set<string>()
  const details: ErrorDetail[] = []
  for (const error of errors ?? []) {
    // allOf/anyOf wrappers repeat what their branches already said.
    if (error.keyword === 'allOf' || error.keyword === 'anyOf') continue
    const segments = error.instancePath.split('/').slice(1).map(unescapePointer)
    let message = error.message ?? 'is invalid'
    if (error.keyword === 'required') {
      segments.push(String(error.params.missingProperty))
      message = 'is required'
    } else if (error.keyword === 'additionalProperties') {
      segments.push(String(error.params.additionalProperty))
      message = 'is not allowed'
    } else if (error.keyword === 'enum') {
      message = `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    }
    const path = [prefix, ...segments].filter(Boolean).join('.')
    const key = `${path}\u0000${message}`
    if (seen.has(key)) continue
    seen.add(key)
    details.push({ path, message })
  }
  return details
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~')
}

/**
 * Checks a value with a compiled validator, returning details on failure.
 *
 * @example
 * check(validatorsFor('createPet').body!, 'body', input)
 */
export function check<T>(validate: ValidateFunction, prefix: string, value: unknown): Checked<T> {
  if (validate(value)) return { ok: true, value: value as T }
  return { ok: false, details: toDetails(prefix, validate.errors) }
}

/**
 * Compiles a component schema (response direction) for ad-hoc checks in tests and tools.
 *
 * @example
 * schemaValidator('Pet')({ id: 1, name: 'Rex', categoryId: 1 }) // true
 */
export function schemaValidator(name: string): ValidateFunction {
  return ajv.compile(toJsonSchema({ $ref: `#/components/schemas/${name}` }, 'response') as object)
}
