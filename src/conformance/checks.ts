/**
 * The checks every response must pass, named so a report says which promise broke. They read
 * only the HTTP response and openapi.yaml, so they judge a real server exactly as they judge the
 * mock. The contract's own rules (status, headers, content type, schema) come from
 * `contractProblems`, the checker the mock runs on its own responses; on top of it come what a
 * suite of requests can judge: no server errors, codes of the contract, no leaked internals,
 * consistent Allow, Location and paging headers, and the outcome a plan expects.
 */
import {
  contractProblems,
  type ContractCheck,
  type ContractProblem,
} from '../contract/response-check'
import { allowedMethods, type OperationId } from '../contract/operations'
import { errorCatalogue } from './catalogue'
import type { ReceivedResponse } from './remote'
import { isAccept, type Expectation } from './plan'

/** The name of one check. */
export type CheckName =
  | ContractCheck
  | 'not_a_server_error'
  | 'expected_outcome'
  | 'follow_up'
  | 'state_rules'
  | 'data_unchanged'
  | 'transport'
  | 'server_stopped'

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
    /\b(?:TypeError|ReferenceError|RangeError|EvalError|URIError|AggregateError|AnswerContractError|ContractViolationError)\b/,
    'an internal error class',
  ],
  [
    /Cannot read propert(?:y|ies) of|is not a function|is not defined\b|Maximum call stack/,
    'a JavaScript engine message',
  ],
  [/\[object Object\]/, 'an unformatted object'],
]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function errorProblems(response: ReceivedResponse): Problem[] {
  if (response.status < 400 || response.json !== 'ok') return []
  const body = response.body
  if (!isRecord(body))
    return [{ check: 'error_object', message: 'an error must be an Error object' }]
  const problems: Problem[] = []
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

function headerProblems(target: CheckTarget, response: ReceivedResponse): Problem[] {
  const problems: string[] = []
  const { headers, status } = response
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
  // A missing Allow is the contract's own check; here the methods listed must be the right ones.
  if (allow === null) return []
  const expected = allowedMethods(template)
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

function contractOf(target: CheckTarget, response: ReceivedResponse): ContractProblem[] {
  return contractProblems(target.operationId, {
    ...response,
    bodyRead: response.json,
    head: target.method.toUpperCase() === 'HEAD',
  })
}

/** Every check on one response; empty when it keeps every promise of the contract. */
export function checkResponse(target: CheckTarget, response: ReceivedResponse): Problem[] {
  const outcome = outcomeProblems(target.expect, response)
  if (response.status >= 500) {
    return [
      { check: 'not_a_server_error', message: `answered ${response.status}, a server error` },
      ...contractOf(target, response).filter((p) => p.check === 'no_internal_leak'),
      ...leakProblems(response),
      ...outcome,
    ]
  }
  if (target.method === 'HEAD') {
    const status = contractOf(target, { ...response, json: 'empty' })
    return [...status.filter((p) => p.check === 'status_documented'), ...outcome]
  }
  return [
    ...contractOf(target, response),
    ...errorProblems(response),
    ...leakProblems(response),
    ...headerProblems(target, response),
    ...outcome,
  ]
}
