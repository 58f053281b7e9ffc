/**
 * The checks every response must pass, named so a report says which promise broke. They read
 * only the HTTP response and openapi.yaml, so they judge a real server exactly as they judge the
 * mock (whose own response validation they do not rely on).
 */
import type { ValidateFunction } from 'ajv'
import type { OpenAPIV3 } from 'openapi-types'
import { getOperation, type OperationId } from '../contract/operations'
import { deref } from '../contract/schema'
import { schemaValidator, toDetails, validatorsFor } from '../contract/validation'
import { errorCatalogue } from './catalogue'
import type { ReceivedResponse } from './http'
import { isAccept, type Expectation } from './plan'
import { methodsOn } from './spec'

/** The name of one check. */
export type CheckName =
  | 'not_a_server_error'
  | 'status_documented'
  | 'content_type'
  | 'response_schema'
  | 'error_object'
  | 'no_internal_leak'
  | 'response_headers'
  | 'expected_outcome'
  | 'follow_up'
  | 'state_rules'
  | 'data_unchanged'
  | 'transport'

/** One broken promise. */
export interface Problem {
  check: CheckName
  message: string
}

/** What the response answers: an operation (or an address outside the contract) and a plan. */
export interface CheckTarget {
  operationId: OperationId | undefined
  method: string
  /** The path template the request was built from. */
  template: string
  /** The request URL, to resolve relative Location headers. */
  url: string
  expect?: Expectation
}

/** Statuses a valid request may still get: the record is missing, in conflict, or gone. */
export const businessStatuses: readonly number[] = [404, 409, 410, 422]

const leakPatterns: Array<[RegExp, string]> = [
  [/\n\s*at\s+\S/, 'a stack trace'],
  [/\bat\s+(?:async\s+)?[\w$.<>[\]]+\s+\((?:file:|node:|\/|[A-Za-z]:\\)[^)]*\)/, 'a stack frame'],
  [/node_modules/, 'a node_modules path'],
  [/\.(?:[cm]?[jt]sx?)(?::\d+){1,2}\b/, 'a source file and line'],
  [
    /\b(?:TypeError|ReferenceError|RangeError|EvalError|URIError|AggregateError|ContractViolationError)\b/,
    'an internal error class',
  ],
  [
    /Cannot read propert(?:y|ies) of|is not a function|is not defined\b|Maximum call stack/,
    'a JavaScript engine message',
  ],
  [/\[object Object\]/, 'an unformatted object'],
]

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

let errorValidator: ValidateFunction | undefined

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

const responseCache = new Map<string, OpenAPIV3.ResponseObject | undefined>()

function documentedResponse(
  operationId: OperationId,
  status: number,
): OpenAPIV3.ResponseObject | undefined {
  const key = `${operationId} ${status}`
  if (!responseCache.has(key)) {
    const response = getOperation(operationId).operation.responses[String(status)]
    responseCache.set(key, response ? deref<OpenAPIV3.ResponseObject>(response) : undefined)
  }
  return responseCache.get(key)
}

function statusProblems(target: CheckTarget, status: number): Problem[] {
  if (status >= 500) {
    return [{ check: 'not_a_server_error', message: `answered ${status}, a server error` }]
  }
  if (target.operationId) {
    const documented = getOperation(target.operationId).statuses
    if (!documented.includes(status)) {
      return [
        {
          check: 'status_documented',
          message: `status ${status} is not documented for ${target.operationId} (documented: ${documented.join(', ')})`,
        },
      ]
    }
  } else if (status !== 404 && status !== 405) {
    return [
      {
        check: 'status_documented',
        message: `status ${status} outside any operation; only 404 and 405 are possible there`,
      },
    ]
  }
  return []
}

function contentProblems(target: CheckTarget, response: ReceivedResponse): Problem[] {
  const spec = target.operationId
    ? documentedResponse(target.operationId, response.status)
    : undefined
  const bodyless = target.operationId !== undefined && spec !== undefined && !spec.content
  if (bodyless) {
    return response.text === ''
      ? []
      : [{ check: 'content_type', message: `status ${response.status} must have no body` }]
  }
  const problems: Problem[] = []
  const type = response.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(?:;|$)/i.test(type)) {
    problems.push({
      check: 'content_type',
      message: `content-type must be application/json, got "${type}"`,
    })
  }
  if (response.json !== 'ok') {
    problems.push({
      check: 'content_type',
      message: response.json === 'empty' ? 'the body is empty' : 'the body is not valid JSON',
    })
  }
  return problems
}

function schemaProblems(target: CheckTarget, response: ReceivedResponse): Problem[] {
  if (response.json !== 'ok') return []
  let validate: ValidateFunction | undefined
  if (target.operationId) {
    validate = validatorsFor(target.operationId).responses.get(response.status)
  } else {
    validate = errorValidator ??= schemaValidator('Error')
  }
  if (!validate || validate(response.body)) return []
  return toDetails('body', validate.errors).map((d) => ({
    check: 'response_schema' as const,
    message: `${d.path} ${d.message}`,
  }))
}

function errorProblems(response: ReceivedResponse): Problem[] {
  if (response.status < 400 || response.json !== 'ok') return []
  const body = response.body
  if (!isRecord(body))
    return [{ check: 'error_object', message: 'an error must be an Error object' }]
  const problems: Problem[] = []
  if (body.status !== response.status) {
    problems.push({
      check: 'error_object',
      message: `body.status ${JSON.stringify(body.status)} differs from the HTTP status ${response.status}`,
    })
  }
  const code = typeof body.code === 'string' ? body.code : undefined
  const codeStatus = code === undefined ? undefined : errorCatalogue[code]
  if (codeStatus === undefined) {
    problems.push({
      check: 'error_object',
      message: `code ${JSON.stringify(body.code)} is not a code of the contract`,
    })
  } else if (codeStatus !== response.status) {
    problems.push({
      check: 'error_object',
      message: `code ${code} belongs to status ${codeStatus}, not ${response.status}`,
    })
  }
  if (typeof body.message !== 'string' || body.message.trim() === '') {
    problems.push({ check: 'error_object', message: 'message must be a non-empty string' })
  }
  if (code === 'validation_failed' && (!Array.isArray(body.details) || body.details.length === 0)) {
    problems.push({ check: 'error_object', message: 'validation_failed must carry details' })
  }
  return problems
}

function stringsOf(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') out.push(value)
  else if (typeof value === 'object' && value !== null && depth < 50) {
    for (const child of Object.values(value)) stringsOf(child, out, depth + 1)
  }
  return out
}

function leakProblems(response: ReceivedResponse): Problem[] {
  const problems: Problem[] = []
  const key = findLeakKey(response.body)
  if (key) problems.push({ check: 'no_internal_leak', message: `the body has a "${key}" property` })
  // Success bodies echo stored data, which may say anything; only errors are scanned for text.
  if (response.status >= 400) {
    // JSON escapes the newlines of a stack, so the decoded strings are scanned as well.
    const text =
      response.json === 'ok'
        ? `${response.text}\n${stringsOf(response.body).join('\n')}`
        : response.text
    for (const [pattern, what] of leakPatterns) {
      if (pattern.test(text)) {
        problems.push({ check: 'no_internal_leak', message: `the body shows ${what}` })
      }
    }
  }
  return problems
}

function headerValueProblem(name: string, value: string, schema: unknown): string | undefined {
  const resolved = deref(schema as OpenAPIV3.SchemaObject | undefined)
  if (resolved?.type === 'integer') {
    if (!/^\d+$/.test(value.trim())) return `header ${name} must be an integer, got "${value}"`
    const n = Number(value)
    if (resolved.minimum !== undefined && n < resolved.minimum)
      return `header ${name} is below ${resolved.minimum}`
  }
  return undefined
}

function headerProblems(target: CheckTarget, response: ReceivedResponse): Problem[] {
  const problems: string[] = []
  const { headers, status } = response
  if (target.operationId) {
    const spec = documentedResponse(target.operationId, status)
    for (const [name, header] of Object.entries(spec?.headers ?? {})) {
      const value = headers.get(name)
      if (value === null) {
        problems.push(`header ${name} is missing`)
        continue
      }
      const problem = headerValueProblem(name, value, deref<OpenAPIV3.HeaderObject>(header).schema)
      if (problem) problems.push(problem)
    }
    const operation = getOperation(target.operationId)
    if (operation.deprecated) {
      for (const name of ['Deprecation', 'Sunset']) {
        if (headers.get(name) === null)
          problems.push(`header ${name} is missing on a deprecated operation`)
      }
    }
  }
  const challenge = headers.get('www-authenticate')
  if (status === 401 && challenge !== null && !/^Bearer\b/i.test(challenge)) {
    problems.push(`401 with a challenge for another scheme: "${challenge}"`)
  }
  if (status === 405) problems.push(...allowProblems(target.template, headers.get('allow')))
  if (status === 201)
    problems.push(...locationProblems(target.url, headers.get('location'), response.body))
  const total = headers.get('x-total-count')
  if (
    status === 200 &&
    total !== null &&
    Array.isArray(response.body) &&
    Number(total) < response.body.length
  ) {
    problems.push(`X-Total-Count ${total} is below the ${response.body.length} items on the page`)
  }
  const link = headers.get('link')
  if (status === 200 && total !== null && link !== null) {
    for (const rel of ['first', 'last']) {
      if (!new RegExp(`rel="?${rel}"?`).test(link)) problems.push(`Link has no rel="${rel}"`)
    }
  }
  return problems.map((message) => ({ check: 'response_headers', message }))
}

function allowProblems(template: string, allow: string | null): string[] {
  if (allow === null) return ['405 without an Allow header']
  const expected = methodsOn(template)
  if (expected.length === 0) return []
  const listed = allow
    .split(',')
    .map((m) => m.trim().toUpperCase())
    .filter(Boolean)
  const missing = expected.filter((m) => !listed.includes(m))
  const extra = listed.filter((m) => !expected.includes(m) && m !== 'HEAD' && m !== 'OPTIONS')
  const problems: string[] = []
  if (missing.length > 0) problems.push(`Allow "${allow}" lacks ${missing.join(', ')}`)
  if (extra.length > 0)
    problems.push(`Allow "${allow}" lists ${extra.join(', ')}, which ${template} does not have`)
  return problems
}

function locationProblems(url: string, location: string | null, body: unknown): string[] {
  if (location === null) return []
  let resolved: URL
  try {
    resolved = new URL(location, url)
  } catch {
    return [`Location "${location}" is not a URL`]
  }
  if (isRecord(body) && typeof body.id === 'number' && !resolved.pathname.endsWith(`/${body.id}`)) {
    return [`Location "${location}" does not name the created id ${body.id}`]
  }
  return []
}

function outcomeProblems(expect: Expectation | undefined, response: ReceivedResponse): Problem[] {
  if (!expect) return []
  const { status } = response
  const code = isRecord(response.body) ? response.body.code : undefined
  if (isAccept(expect)) {
    if ((status >= 200 && status < 300) || businessStatuses.includes(status)) return []
    return [
      {
        check: 'expected_outcome',
        message: `a valid request got ${status}${code ? ` ${String(code)}` : ''}; expected 2xx or ${businessStatuses.join('/')}`,
      },
    ]
  }
  const { status: wanted, code: wantedCode, orStatus = [] } = expect.reject
  if (status === wanted) {
    return code === wantedCode
      ? []
      : [
          {
            check: 'expected_outcome',
            message: `expected code ${wantedCode} with ${status}, got ${JSON.stringify(code)}`,
          },
        ]
  }
  if (orStatus.includes(status)) return []
  return [
    {
      check: 'expected_outcome',
      message: `expected ${wanted} ${wantedCode}${orStatus.length ? ` (or ${orStatus.join('/')})` : ''}, got ${status}${code ? ` ${String(code)}` : ''}`,
    },
  ]
}

/**
 * Every check on one response; empty when it keeps every promise of the contract.
 *
 * @example
 * checkResponse(
 *   { operationId: 'getPetById', method: 'GET', template: '/pets/{petId}', url, expect: { accept: true } },
 *   response,
 * ) // [] or [{ check: 'response_schema', message: 'body.name is required' }, …]
 */
export function checkResponse(target: CheckTarget, response: ReceivedResponse): Problem[] {
  const fatal = statusProblems(target, response.status)
  const outcome = outcomeProblems(target.expect, response)
  if (fatal.some((p) => p.check === 'not_a_server_error')) {
    return [...fatal, ...leakProblems(response), ...outcome]
  }
  if (target.method === 'HEAD') return [...fatal, ...outcome]
  return [
    ...fatal,
    ...contentProblems(target, response),
    ...(fatal.length === 0 ? schemaProblems(target, response) : []),
    ...errorProblems(response),
    ...leakProblems(response),
    ...headerProblems(target, response),
    ...outcome,
  ]
}
