/**
 * Reads query strings the way openapi.yaml describes them (form style, exploded arrays),
 * then checks them with the operation's compiled validator.
 */
import type { OpenAPIV3 } from 'openapi-types'
import type { ErrorDetail } from './errors'
import { deref } from './schema'
import { fail, type Checked } from '../base/checked'
import { check, validatorsFor, type OperationValidators } from './validation'
import type { OperationId } from './operations'

function coerce(raw: string, schema: OpenAPIV3.SchemaObject | undefined): unknown {
  switch (schema?.type) {
    case 'integer':
      return /^-?\d+$/.test(raw) ? Number(raw) : raw
    case 'number':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw
    default:
      return raw
  }
}

/**
 * Parses and validates the query of a request for one operation; unknown parameters are ignored.
 */
export function parseQuery<T>(
  validators: OperationValidators,
  search: URLSearchParams,
): Checked<T, ErrorDetail[]> {
  const value: Record<string, unknown> = {}
  const problems: ErrorDetail[] = []
  for (const param of validators.queryParams) {
    const raw = search.getAll(param.name)
    if (raw.length === 0) continue
    const schema = deref<OpenAPIV3.SchemaObject>(param.schema as OpenAPIV3.SchemaObject)
    if (schema.type === 'array') {
      const items = deref<OpenAPIV3.SchemaObject>(schema.items as OpenAPIV3.SchemaObject)
      value[param.name] = raw.map((r) => coerce(r, items))
    } else if (raw.length > 1) {
      problems.push({
        path: `query.${param.name}`,
        message: `${param.name} must be given at most once`,
      })
    } else {
      value[param.name] = coerce(raw[0] as string, schema)
    }
  }
  const checked = check<T>(validators.query, 'query', value)
  if (problems.length === 0) return checked
  return fail([...problems, ...(checked.ok ? [] : checked.problem)])
}

/**
 * A value of the journal's `query`: typed as openapi.yaml types the parameter (an integer is a
 * number, an array parameter an array); a parameter the contract does not know stays text.
 */
export type QueryValue = string | number | boolean | Array<string | number | boolean>

/**
 * The query as the journal keeps it: each parameter the operation documents is typed as
 * openapi.yaml says (so `?limit=5` is `{ limit: 5 }` and `?status=sold` is
 * `{ status: ['sold'] }`), exactly the types the matchers take; a value that does not parse, and a
 * parameter the contract does not know, stay as sent (repeated ones as arrays). Defaults are not
 * filled in: the journal shows what the app sent.
 */
export function journalQuery(
  operationId: OperationId | undefined,
  search: URLSearchParams,
): Record<string, QueryValue> {
  const validators = operationId === undefined ? undefined : validatorsFor(operationId)
  const out: Record<string, QueryValue> = {}
  for (const key of new Set(search.keys())) {
    const raw = search.getAll(key)
    const param = validators?.queryParams.find((p) => p.name === key)
    const schema = param && deref<OpenAPIV3.SchemaObject>(param.schema as OpenAPIV3.SchemaObject)
    let value: QueryValue
    if (schema?.type === 'array') {
      const items = deref<OpenAPIV3.SchemaObject>(schema.items as OpenAPIV3.SchemaObject)
      value = raw.map((r) => coerce(r, items) as string | number | boolean)
    } else if (raw.length === 1) {
      value = coerce(raw[0] as string, schema) as string | number | boolean
    } else value = raw
    // defineProperty for `__proto__`: `?__proto__=a&__proto__=b` must stay data, not a prototype.
    if (key !== '__proto__') out[key] = value
    else
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
  }
  return out
}
