/**
 * What validation problems say, in the contract's words: the `details` of an Error and the
 * sentences of a `validation_failed` answer, each naming its field, with bounds, types and
 * allowed values read from the schema that failed (so from openapi.yaml).
 */
import type { ErrorDetail } from './errors'
import { NAME_PATTERN, nameProblem } from './name-characters'
import type { ValidationError } from './validator-runtime'

/** Turns a validator's errors into the contract's `details`, with paths like `body.name`. */
export function toDetails(
  prefix: string,
  errors: readonly ValidationError[] | null | undefined,
): ErrorDetail[] {
  const details: ErrorDetail[] = []
  for (const error of errors ?? []) {
    // allOf/anyOf wrappers repeat what their branches already said.
    if (error.keyword === 'allOf' || error.keyword === 'anyOf') continue
    let message = error.message ?? 'is invalid'
    if (error.keyword === 'required') message = 'is required'
    else if (error.keyword === 'additionalProperties') message = 'is not allowed'
    else if (error.keyword === 'enum') {
      message = `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    }
    details.push({ path: pathOf(prefix, fieldOf(error)), message })
  }
  return uniqueDetails(details)
}

// The field a problem is about, as segments below the prefix: a missing or unexpected property
// is named by the property itself, not by the object that lacks or has it.
function fieldOf(error: ValidationError): string[] {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer)
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty))
  else if (error.keyword === 'additionalProperties') {
    segments.push(String(error.params.additionalProperty))
  }
  return segments
}

function pathOf(prefix: string, segments: readonly string[]): string {
  return [prefix, ...segments].filter(Boolean).join('.')
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~')
}

// Several schema branches often report one problem in the same words: each is said once.
function uniqueDetails(details: ErrorDetail[]): ErrorDetail[] {
  const seen = new Set<string>()
  return details.filter(({ path, message }) => {
    const key = `${path}\u0000${message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Turns a validator's errors on a request into sentences, one per field and problem, with bounds,
 * types and allowed values taken from the schema that failed (so from openapi.yaml).
 */
export function describeProblems(
  prefix: string,
  errors: readonly ValidationError[] | null | undefined,
): ErrorDetail[] {
  const details: ErrorDetail[] = []
  for (const error of errors ?? []) {
    if (error.keyword === 'allOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue
    // An empty value already fails its length; "not only spaces" would only repeat it.
    if (error.keyword === 'pattern' && error.data === '') continue
    // A number's pattern is its written form (`+1` is no integer here): the type's message says it.
    if (
      error.keyword === 'pattern' &&
      (error.parentSchema as { type?: unknown })?.type === 'integer'
    )
      continue
    const segments = fieldOf(error)
    const field = segments.length > 0 ? segments.join('.') : `the ${prefix || 'value'}`
    details.push({ path: pathOf(prefix, segments), message: `${field} ${describeError(error)}` })
  }
  return uniqueDetails(details)
}

/**
 * The one-line message of a `validation_failed` answer: the first problems as sentences, and
 * how many more the details list.
 */
export function summarizeProblems(details: readonly ErrorDetail[]): string {
  if (details.length === 0) return 'The request does not match the contract.'
  const shown = details.slice(0, 3).map((d) => d.message)
  const rest = details.length - shown.length
  const more = rest > 0 ? `; and ${rest} more ${rest === 1 ? 'problem' : 'problems'}` : ''
  return `${shown.join('; ')}${more}.`
}

type SchemaNode = Record<string, unknown>

/**
 * What one problem says of its value, as the end of a sentence that starts with the field:
 * bounds, types and allowed values read from the schema that failed.
 */
export function describeError(error: ValidationError): string {
  const parent = (error.parentSchema ?? {}) as SchemaNode
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return 'is required'
    case 'additionalProperties':
      return 'is not a field of this request'
    case 'type':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return typePredicate(parent, String(params.type ?? parent.type ?? ''))
    case 'minLength':
    case 'maxLength':
      return lengthPredicate(parent)
    case 'minItems':
    case 'maxItems':
      return countPredicate(parent, 'minItems', 'maxItems', 'item')
    case 'minProperties':
    case 'maxProperties':
      return countPredicate(parent, 'minProperties', 'maxProperties', 'field')
    case 'pattern':
      return patternPredicate(String(params.pattern), error.data)
    case 'enum':
      return enumPredicate(params.allowedValues as unknown[])
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`
    case 'format':
      return formatPredicate(String(params.format), parent)
    case 'uniqueItems':
      return 'must not list the same value twice'
    default:
      return error.message ?? 'is not valid'
  }
}

// The names' pattern is explained character by character; any other pattern is quoted as is.
function patternPredicate(pattern: string, value: unknown): string {
  const words =
    pattern === NAME_PATTERN && typeof value === 'string' ? nameProblem(value) : undefined
  return words ?? `must match the pattern ${pattern}`
}

function typePredicate(schema: SchemaNode, given: string): string {
  const types = (Array.isArray(schema.type) ? schema.type : String(schema.type ?? given).split(','))
    .map(String)
    .filter((t) => t !== 'null')
  const [type = given] = types
  if (type === 'integer' || type === 'number') {
    const noun = type === 'integer' || isIntFormat(schema) ? 'a whole number' : 'a number'
    return `must be ${noun}${rangeWords(schema)}`
  }
  const words: Record<string, string> = {
    string: 'must be text',
    boolean: 'must be true or false',
    array: 'must be a list',
    object: 'must be an object',
  }
  const base = words[type] ?? `must be of type ${type}`
  return type === 'string' && (schema.minLength !== undefined || schema.maxLength !== undefined)
    ? `must be text of ${lengthPredicate(schema).replace(/^must be /, '')}`
    : base
}

function isIntFormat(schema: SchemaNode): boolean {
  return schema.format === 'int32' || schema.format === 'int64'
}

function rangeWords(schema: SchemaNode): string {
  const min = numberOr(schema.minimum, schema.exclusiveMinimum, 1)
  const max = numberOr(schema.maximum, schema.exclusiveMaximum, -1)
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`
  if (min !== undefined) return ` of at least ${min}`
  if (max !== undefined) return ` of at most ${max}`
  return ''
}

// An exclusive bound of a whole number becomes the inclusive one a person would say.
function numberOr(inclusive: unknown, exclusive: unknown, step: number): number | undefined {
  if (typeof inclusive === 'number') return inclusive
  if (typeof exclusive === 'number') return exclusive + step
  return undefined
}

function lengthPredicate(schema: SchemaNode): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : undefined
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined
  const unit = (n: number) => (n === 1 ? 'character' : 'characters')
  if (min !== undefined && max !== undefined) return `must be ${min} to ${max} ${unit(max)}`
  if (min !== undefined) return `must be at least ${min} ${unit(min)}`
  return `must be at most ${max ?? 0} ${unit(max ?? 0)}`
}

function countPredicate(schema: SchemaNode, minKey: string, maxKey: string, noun: string): string {
  const min = typeof schema[minKey] === 'number' ? (schema[minKey] as number) : undefined
  const max = typeof schema[maxKey] === 'number' ? (schema[maxKey] as number) : undefined
  const of = (n: number) => `${n} ${n === 1 ? noun : `${noun}s`}`
  if (min !== undefined && max !== undefined) return `must have ${min} to ${of(max)}`
  if (min !== undefined) return `must have at least ${of(min)}`
  return `must have at most ${of(max ?? 0)}`
}

function enumPredicate(values: unknown[]): string {
  const words = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
  if (words.length === 1) return `must be ${words[0]}`
  return `must be one of ${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

function formatPredicate(format: string, schema: SchemaNode): string {
  if (format === 'int32' || format === 'int64') return typePredicate(schema, 'integer')
  const examples: Record<string, string> = {
    'date-time': 'a date and time such as 2026-10-02T09:00:00Z',
    date: 'a date such as 2026-10-02',
    email: 'an email address',
    uri: 'an absolute URL',
  }
  return `must be ${examples[format] ?? `a valid ${format}`}`
}
