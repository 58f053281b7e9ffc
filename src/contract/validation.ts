/**
 * The validators of each operation: query, body and every response, as openapi.yaml defines
 * them. They are compiled when `npm run generate` runs (ajv's standalone code, in
 * generated/validators.ts), so no request and no start-up pays for compiling, and ajv's compiler
 * never loads at run time.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { fail, ok, type Checked } from '../base/checked'
import type { ErrorDetail } from './errors'
import { componentValidators, operationValidators } from './generated/validators'
import { describeProblems } from './messages'
import { getOperation, type OperationId, type OperationInfo } from './operations'
import { deref } from './schema'
import type { Validator } from './validator-runtime'

export { describeError, summarizeProblems, toDetails } from './messages'
export type { ValidationError, Validator } from './validator-runtime'

/** The checks of one operation. */
export interface OperationValidators {
  queryParams: OpenAPIV3.ParameterObject[]
  pathParams: OpenAPIV3.ParameterObject[]
  query: Validator
  /** Undefined when the operation takes no body. */
  body: Validator | undefined
  bodyRequired: boolean
  /** Every documented status; undefined where the status has no JSON body. */
  responses: ReadonlyMap<number, Validator | undefined>
}

const cache = new Map<OperationId, OperationValidators>()

function collect(op: OperationInfo): OperationValidators {
  const generated = operationValidators[op.operationId]
  if (!generated) throw new Error(`No generated validators for ${op.operationId}: npm run generate`)
  const params = op.parameters.map((p) => deref<OpenAPIV3.ParameterObject>(p))
  const requestBody = op.operation.requestBody
    ? deref<OpenAPIV3.RequestBodyObject>(op.operation.requestBody)
    : undefined
  return {
    queryParams: params.filter((p) => p.in === 'query'),
    pathParams: params.filter((p) => p.in === 'path'),
    query: generated.query,
    body: generated.body,
    bodyRequired: requestBody?.required === true,
    responses: new Map(
      Object.entries(generated.responses).map(([status, validate]) => [Number(status), validate]),
    ),
  }
}

/** The validators of an operation (gathered on first use). */
export function validatorsFor(operationId: OperationId): OperationValidators {
  let found = cache.get(operationId)
  if (!found) {
    found = collect(getOperation(operationId))
    cache.set(operationId, found)
  }
  return found
}

/**
 * Checks a request value with a validator. On failure the details read as sentences a
 * person understands, each naming its field ("name must be 1 to 100 characters"), with the
 * field's path kept so a form can show each one beside the right control.
 */
export function check<T>(
  validate: Validator,
  prefix: string,
  value: unknown,
): Checked<T, ErrorDetail[]> {
  if (validate(value)) return ok(value as T)
  return fail(describeProblems(prefix, validate.errors))
}

/**
 * The validator of a component schema (response direction), for ad-hoc checks in tests and tools.
 */
export function schemaValidator(name: string): Validator {
  const validate = Object.hasOwn(componentValidators, name) ? componentValidators[name] : undefined
  if (!validate) throw new Error(`openapi.yaml has no component schema "${name}"`)
  return validate
}
