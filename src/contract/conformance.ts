/**
 * Checks a response against openapi.yaml: documented status, JSON media type, declared headers
 * and the body schema. Used on every mock response, by the contract mode and by the tests.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { getOperation, type OperationId } from './operations'
import { deref } from './schema'
import { toDetails, validatorsFor } from './validation'

/** A response as the checks see it. */
export interface ObservedResponse {
  status: number
  headers: { get(name: string): string | null }
  /** The parsed JSON body; undefined when there was none. */
  body: unknown
}

/**
 * Lists every way a response breaks the contract of an operation; empty when it conforms.
 *
 * @example
 * contractViolations('getPetById', { status: 200, headers, body: { id: 1 } })
 * // ['body.name is required', 'body.categoryId is required']
 */
export function contractViolations(operationId: OperationId, response: ObservedResponse): string[] {
  const op = getOperation(operationId)
  const documented = op.operation.responses[String(response.status)]
  if (!documented) {
    return [
      `status ${response.status} is not documented for ${operationId} (documented: ${op.statuses.join(', ')})`,
    ]
  }
  const problems: string[] = []
  const spec = deref<OpenAPIV3.ResponseObject>(documented)
  for (const name of Object.keys(spec.headers ?? {})) {
    if (response.headers.get(name) === null) problems.push(`header ${name} is missing`)
  }
  const validate = validatorsFor(operationId).responses.get(response.status)
  if (!spec.content) {
    if (response.body !== undefined) problems.push(`status ${response.status} must have no body`)
    return problems
  }
  const type = response.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    problems.push(`content-type must be application/json, got "${type}"`)
  }
  if (validate && !validate(response.body)) {
    for (const d of toDetails('body', validate.errors)) problems.push(`${d.path} ${d.message}`)
  }
  if (
    response.status >= 400 &&
    isObject(response.body) &&
    response.body.status !== response.status
  ) {
    problems.push(
      `body.status ${String(response.body.status)} differs from the HTTP status ${response.status}`,
    )
  }
  if (isObject(response.body) && typeof response.body.stack === 'string') {
    problems.push('body leaks a stack trace')
  }
  return problems
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Thrown when the mock itself answers outside the contract (a bug in the mock, never the client).
 *
 * @example
 * throw new ContractViolationError('getPetById', 200, ['body.name is required'], body)
 */
export class ContractViolationError extends Error {
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly violations: string[],
    body: unknown,
  ) {
    super(
      `${operationId} answered ${status} outside openapi.yaml:\n` +
        violations.map((v) => `  - ${v}`).join('\n') +
        `\n  body: ${JSON.stringify(body)?.slice(0, 2000)}`,
    )
    this.name = 'ContractViolationError'
  }
}
