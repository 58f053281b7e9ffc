/**
 * The one answer to "does this response conform to openapi.yaml": a documented status, the
 * declared headers with values of their schema, JSON where content is documented (and nothing
 * where none is), a body of the documented schema, an Error whose status is the HTTP status, and
 * no leaked internals. The mock checks each of its own responses with it, the test client checks
 * what it receives, and the conformance suite builds its stateful checks on top of it.
 */
import type { ValidateFunction } from 'ajv'
import type { OpenAPIV3 } from 'openapi-types'
import { getOperation, type OperationId } from './operations'
import { deref } from './schema'
import { schemaValidator, toDetails, validatorsFor } from './validation'

/** The checks this module makes; reports name the one that failed. */
export type ContractCheck =
  | 'status_documented'
  | 'content_type'
  | 'response_schema'
  | 'response_headers'
  | 'error_object'
  | 'no_internal_leak'

/** One way a response breaks the contract. */
export interface ContractProblem {
  check: ContractCheck
  message: string
}

/** A response as the checks see it. */
export interface ObservedResponse {
  status: number
  headers: { get(name: string): string | null }
  /** The parsed JSON body; undefined when there was none. */
  body: unknown
  /** How the body read: default `empty` when `body` is undefined, else `ok`. */
  bodyRead?: 'empty' | 'ok' | 'invalid'
}

/** Properties that only an unhandled exception puts into a JSON body. */
const leakKeys = new Set([
  'stack',
  'stackTrace',
  'trace',
  'cause',
  'exception',
  'errno',
  'syscall',
  'sql',
])

const documentedCache = new Map<string, OpenAPIV3.ResponseObject | undefined>()
let errorValidator: ValidateFunction | undefined

function documentedResponse(
  operationId: OperationId,
  status: number,
): OpenAPIV3.ResponseObject | undefined {
  const key = `${operationId} ${status}`
  if (!documentedCache.has(key)) {
    const response = getOperation(operationId).operation.responses[String(status)]
    documentedCache.set(key, response ? deref<OpenAPIV3.ResponseObject>(response) : undefined)
  }
  return documentedCache.get(key)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function findLeakKey(value: unknown, depth = 0): string | undefined {
  if (depth > 50 || typeof value !== 'object' || value === null) return undefined
  for (const [key, child] of Object.entries(value)) {
    if (leakKeys.has(key)) return key
    const nested = findLeakKey(child, depth + 1)
    if (nested) return nested
  }
  return undefined
}

function statusProblem(
  operationId: OperationId | undefined,
  status: number,
): ContractProblem | undefined {
  if (operationId === undefined) {
    if (status === 404 || status === 405) return undefined
    return {
      check: 'status_documented',
      message: `status ${status} outside any operation; only 404 and 405 are possible there`,
    }
  }
  const documented = getOperation(operationId).statuses
  if (documented.includes(status)) return undefined
  return {
    check: 'status_documented',
    message: `status ${status} is not documented for ${operationId} (documented: ${documented.join(', ')})`,
  }
}

function headerValueProblem(name: string, value: string, schema: unknown): string | undefined {
  const resolved = deref(schema as OpenAPIV3.SchemaObject | undefined)
  if (resolved?.type !== 'integer') return undefined
  if (!/^\d+$/.test(value.trim())) return `header ${name} must be an integer, got "${value}"`
  if (resolved.minimum !== undefined && Number(value) < resolved.minimum) {
    return `header ${name} is below ${resolved.minimum}`
  }
  return undefined
}

function headerProblems(
  operationId: OperationId | undefined,
  documented: OpenAPIV3.ResponseObject | undefined,
  response: ObservedResponse,
): string[] {
  const problems: string[] = []
  for (const [name, header] of Object.entries(documented?.headers ?? {})) {
    const value = response.headers.get(name)
    if (value === null) {
      problems.push(`header ${name} is missing`)
      continue
    }
    const problem = headerValueProblem(name, value, deref<OpenAPIV3.HeaderObject>(header).schema)
    if (problem) problems.push(problem)
  }
  if (operationId !== undefined && getOperation(operationId).deprecated) {
    for (const name of ['Deprecation', 'Sunset']) {
      if (response.headers.get(name) === null) {
        problems.push(`header ${name} is missing on a deprecated operation`)
      }
    }
  }
  if (response.status === 405 && response.headers.get('allow') === null) {
    problems.push('405 without an Allow header')
  }
  return problems
}

function bodyProblems(
  operationId: OperationId | undefined,
  documented: OpenAPIV3.ResponseObject | undefined,
  response: ObservedResponse,
): ContractProblem[] {
  const json = response.bodyRead ?? (response.body === undefined ? 'empty' : 'ok')
  if (operationId !== undefined && !documented?.content) {
    return json === 'empty'
      ? []
      : [{ check: 'content_type', message: `status ${response.status} must have no body` }]
  }
  const problems: ContractProblem[] = []
  const type = response.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(?:;|$)/i.test(type)) {
    problems.push({
      check: 'content_type',
      message: `content-type must be application/json, got "${type}"`,
    })
  }
  if (json !== 'ok') {
    problems.push({
      check: 'content_type',
      message: json === 'empty' ? 'the body is empty' : 'the body is not valid JSON',
    })
    return problems
  }
  const validate =
    operationId === undefined
      ? (errorValidator ??= schemaValidator('Error'))
      : validatorsFor(operationId).responses.get(response.status)
  if (validate && !validate(response.body)) {
    for (const d of toDetails('body', validate.errors)) {
      problems.push({ check: 'response_schema', message: `${d.path} ${d.message}` })
    }
  }
  return problems
}

/**
 * Every way a response breaks openapi.yaml, each named by its check; empty when it conforms.
 * `operationId` undefined stands for an address outside every operation, where only a 404 or
 * 405 Error may come back.
 *
 * @example
 * contractProblems('getPetById', { status: 200, headers, body: { id: 1 } })
 * // [{ check: 'response_schema', message: 'body.name is required' }, …]
 */
export function contractProblems(
  operationId: OperationId | undefined,
  response: ObservedResponse,
): ContractProblem[] {
  const status = statusProblem(operationId, response.status)
  if (status) return [status]
  const documented =
    operationId === undefined ? undefined : documentedResponse(operationId, response.status)
  const problems = [
    ...bodyProblems(operationId, documented, response),
    ...headerProblems(operationId, documented, response).map((message) => ({
      check: 'response_headers' as const,
      message,
    })),
  ]
  const { body } = response
  if (response.status >= 400 && isRecord(body) && body.status !== response.status) {
    problems.push({
      check: 'error_object',
      message: `body.status ${JSON.stringify(body.status)} differs from the HTTP status ${response.status}`,
    })
  }
  const leak = findLeakKey(body)
  if (leak)
    problems.push({ check: 'no_internal_leak', message: `the body has a "${leak}" property` })
  return problems
}

/**
 * The messages of `contractProblems` for one operation's response; empty when it conforms.
 *
 * @example
 * contractViolations('getPetById', { status: 200, headers, body: { id: 1 } })
 * // ['body.name is required', 'body.categoryId is required']
 */
export function contractViolations(operationId: OperationId, response: ObservedResponse): string[] {
  return contractProblems(operationId, response).map((p) => p.message)
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
