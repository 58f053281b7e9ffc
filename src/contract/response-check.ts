/**
 * The one answer to "does this response conform to openapi.yaml": a documented status, the
 * declared headers with values of their schema, JSON where content is documented (and nothing
 * where none is), a body of the documented schema, an Error whose status is the HTTP status, and
 * no leaked internals. The mock checks each of its own responses with it, the test client checks
 * what it receives, and the conformance suite builds its stateful checks on top of it.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { getOperation, type OperationId } from './operations'
import { derivedValues } from './immutable'
import { deref } from './schema'
import { schemaValidator, toDetails, validatorsFor, type Validator } from './validation'

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
  /** The answer to HEAD: GET's status and headers, and no body. */
  head?: boolean
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

/** What one documented response requires, read from openapi.yaml once. */
interface ResponseRules {
  /** False when the status is not documented for the operation. */
  documented: boolean
  /** Whether a body is documented (else the answer must have none). */
  content: boolean
  headers: Array<{
    name: string
    integer: { minimum: number | undefined } | undefined
    /** The header schema's `pattern`, when it has one. */
    pattern: RegExp | undefined
  }>
  deprecated: boolean
  /** `Deprecation` as the operation's `x-deprecated-at` day gives it (`@<unix seconds>`). */
  deprecation: string | undefined
  validate: Validator | undefined
}

const rulesCache = new Map<string, ResponseRules>()
let errorValidator: Validator | undefined

// Outside every operation only a 404 or 405 Error may come back.
function outsideRules(status: number): ResponseRules {
  return {
    documented: status === 404 || status === 405,
    content: true,
    headers: [],
    deprecated: false,
    deprecation: undefined,
    validate: (errorValidator ??= schemaValidator('Error')),
  }
}

function rulesFor(operationId: OperationId | undefined, status: number): ResponseRules {
  if (operationId === undefined) return outsideRules(status)
  const key = `${operationId} ${status}`
  let rules = rulesCache.get(key)
  if (!rules) {
    const operation = getOperation(operationId)
    const documented = operation.operation.responses[String(status)]
    const spec = documented ? deref<OpenAPIV3.ResponseObject>(documented) : undefined
    rules = {
      documented: spec !== undefined,
      content: spec?.content !== undefined,
      headers: Object.entries(spec?.headers ?? {}).map(([name, header]) => {
        const schema = deref(deref<OpenAPIV3.HeaderObject>(header).schema)
        return {
          name,
          integer: schema?.type === 'integer' ? { minimum: schema.minimum } : undefined,
          pattern: schema?.pattern === undefined ? undefined : new RegExp(schema.pattern),
        }
      }),
      deprecated: operation.deprecated,
      deprecation: deprecationOf(operation.operation),
      validate: validatorsFor(operationId).responses.get(status),
    }
    rulesCache.set(key, rules)
  }
  return rules
}

// The day openapi.yaml gives in `x-deprecated-at`, as RFC 9745 writes it: `@<unix seconds>`.
function deprecationOf(operation: object): string | undefined {
  const day = (operation as Record<string, unknown>)['x-deprecated-at']
  if (typeof day !== 'string') return undefined
  const ms = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(ms) ? undefined : `@${ms / 1000}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function findLeakKey(value: unknown, depth = 0): string | undefined {
  if (depth > 50 || typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) {
    for (const item of value) {
      const nested = findLeakKey(item, depth + 1)
      if (nested) return nested
    }
    return undefined
  }
  for (const key in value) {
    if (leakKeys.has(key)) return key
    const nested = findLeakKey((value as Record<string, unknown>)[key], depth + 1)
    if (nested) return nested
  }
  return undefined
}

function statusProblem(operationId: OperationId | undefined, status: number): ContractProblem {
  if (operationId === undefined) {
    return {
      check: 'status_documented',
      message: `status ${status} outside any operation; only 404 and 405 are possible there`,
    }
  }
  return {
    check: 'status_documented',
    message: `status ${status} is not documented for ${operationId} (documented: ${getOperation(operationId).statuses.join(', ')})`,
  }
}

function headerProblems(rules: ResponseRules, response: ObservedResponse): string[] {
  const problems: string[] = []
  for (const { name, integer, pattern } of rules.headers) {
    const value = response.headers.get(name)
    if (value === null) problems.push(`header ${name} is missing`)
    else if (integer && !/^\d+$/.test(value.trim())) {
      problems.push(`header ${name} must be an integer, got "${value}"`)
    } else if (integer?.minimum !== undefined && Number(value) < integer.minimum) {
      problems.push(`header ${name} is below ${integer.minimum}`)
    } else if (
      pattern &&
      !(rules.deprecated && name === 'Deprecation') &&
      !pattern.test(value.trim())
    ) {
      problems.push(`header ${name} must match ${pattern.source}, got "${value}"`)
    }
  }
  if (rules.deprecated) {
    for (const name of ['Deprecation', 'Sunset']) {
      if (response.headers.get(name) === null) {
        problems.push(`header ${name} is missing on a deprecated operation`)
      }
    }
    const deprecation = response.headers.get('Deprecation')?.trim()
    if (deprecation !== undefined && !/^@-?\d{1,15}$/.test(deprecation)) {
      problems.push(
        `header Deprecation must be an RFC 9745 date such as "${rules.deprecation ?? '@1790812800'}", got "${deprecation}"`,
      )
    } else if (
      deprecation !== undefined &&
      rules.deprecation &&
      deprecation !== rules.deprecation
    ) {
      problems.push(
        `header Deprecation says ${deprecation}, but openapi.yaml deprecates the operation at ${rules.deprecation}`,
      )
    }
  }
  if (response.status === 405 && response.headers.get('allow') === null) {
    problems.push('405 without an Allow header')
  }
  return problems
}

function bodyProblems(rules: ResponseRules, response: ObservedResponse): ContractProblem[] {
  const json = response.bodyRead ?? (response.body === undefined ? 'empty' : 'ok')
  if (!rules.content || response.head) {
    return json === 'empty'
      ? []
      : [
          {
            check: 'content_type',
            message: response.head
              ? 'an answer to HEAD must have no body'
              : `status ${response.status} must have no body`,
          },
        ]
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
  const { validate } = rules
  if (validate && !conforms(validate, response.body)) {
    for (const d of toDetails('body', validate.errors)) {
      problems.push({ check: 'response_schema', message: `${d.path} ${d.message}` })
    }
  }
  return problems
}

// An immutable body that fit a schema once always will: the verdict is kept beside it. Only a
// pass is kept, so a failure is found, with its errors, every time.
function conforms(validate: Validator, body: unknown): boolean {
  const derived = derivedValues(body)
  if (derived === undefined) return validate(body)
  if (derived.get(validate) === true) return true
  if (!validate(body)) return false
  derived.set(validate, true)
  return true
}

/**
 * Every way a response breaks openapi.yaml, each named by its check; empty when it conforms.
 * `operationId` undefined stands for an address outside every operation, where only a 404 or
 * 405 Error may come back.
 */
export function contractProblems(
  operationId: OperationId | undefined,
  response: ObservedResponse,
): ContractProblem[] {
  const rules = rulesFor(operationId, response.status)
  if (!rules.documented) return [statusProblem(operationId, response.status)]
  const problems = bodyProblems(rules, response)
  for (const message of headerProblems(rules, response)) {
    problems.push({ check: 'response_headers', message })
  }
  const { body } = response
  if (response.status >= 400 && isRecord(body) && body.status !== response.status) {
    problems.push({
      check: 'error_object',
      message: `body.status ${JSON.stringify(body.status)} differs from the HTTP status ${response.status}`,
    })
  }
  // Errors are where exceptions leak, so they are searched to any depth; success bodies (long
  // lists on every request) only at the top, where a crash handler would put its stack.
  const leak = response.status >= 400 ? findLeakKey(body) : findLeakKey(body, 50)
  if (leak)
    problems.push({ check: 'no_internal_leak', message: `the body has a "${leak}" property` })
  return problems
}

/** The messages of `contractProblems` for one operation's response; empty when it conforms. */
export function contractViolations(operationId: OperationId, response: ObservedResponse): string[] {
  return contractProblems(operationId, response).map((p) => p.message)
}

/**
 * Thrown when the mock's own answer breaks the contract (openapi.yaml): a bug in the mock, never
 * in the app's request (that is `RequestContractError`, from the test kits).
 *
 * @example
 * throw new AnswerContractError('getPetById', 200, ['body.name is required'], body)
 */
export class AnswerContractError extends Error {
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
    this.name = 'AnswerContractError'
  }
}

/**
 * @deprecated Renamed `AnswerContractError` (the mock's answer broke the contract);
 * this name goes in 0.3.0.
 * @alias
 */
export const ContractViolationError = AnswerContractError
/** @deprecated Renamed `AnswerContractError`; this name goes in 0.3.0. */
export type ContractViolationError = AnswerContractError
