/**
 * Broken requests: a valid request with exactly one thing wrong, and the status and Error code
 * the contract requires for it. One fault at a time keeps the expected answer unambiguous.
 */
import fc from 'fast-check'
import { allowedMethods } from '../contract/operations'
import { badAuth, badPathIds, brokenJson, wrongContentTypes } from './bad-values'
import { bodyFaults, type Fault } from './body-faults'
import { rejectWith, type Expectation, type RequestPlan } from './plan'
import { matchesTemplate, type OperationSpec } from './spec'

/** Methods worth trying on a path that lacks them (HEAD is left out: servers answer it for GET). */
const probeMethods = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS']

function queryFaults(op: OperationSpec): fc.Arbitrary<Fault> {
  const faults: fc.Arbitrary<Fault>[] = []
  for (const param of op.queryParams) {
    const { name, schema } = param
    const replace = (label: string, values: fc.Arbitrary<string[]>) =>
      values.map((bad): Fault => ({
        label: `query.${name}: ${label}`,
        apply: (plan) => ({
          ...plan,
          query: [
            ...plan.query.filter(([n]) => n !== name),
            ...bad.map((v): [string, string] => [name, v]),
          ],
        }),
      }))
    const single = (label: string, values: string[]) =>
      replace(
        label,
        fc.constantFrom(...values).map((v) => [v]),
      )
    if (schema.type === 'integer') {
      faults.push(single('not an integer', ['abc', '1.5', '1e2', '', '0x10', 'one', '1,2']))
      const outOfRange: string[] = []
      if (schema.minimum !== undefined) outOfRange.push(String(schema.minimum - 1), '-100')
      if (schema.maximum !== undefined) {
        outOfRange.push(
          schema.maximum >= Number.MAX_SAFE_INTEGER
            ? '9007199254740992'
            : String(schema.maximum + 1),
          '99999999999999999999999',
        )
      }
      if (outOfRange.length > 0) faults.push(single('out of range', outOfRange))
    }
    if (schema.type === 'boolean') faults.push(single('not a boolean', ['yes', 'maybe', '', '2']))
    if (schema.type === 'string' && schema.enum) {
      faults.push(
        single('not in enum', ['nope', '', ...schema.enum.map((v) => String(v).toUpperCase())]),
      )
    }
    if (schema.type === 'string' && !schema.enum) {
      const lengths: string[] = []
      if ((schema.minLength ?? 0) > 0) lengths.push('')
      if (schema.maxLength !== undefined) lengths.push('q'.repeat(schema.maxLength + 1))
      if (lengths.length > 0) faults.push(single('wrong length', lengths))
    }
    if (schema.type === 'array') {
      const items = schema.items?.enum?.map(String) ?? ['x']
      if (schema.items?.enum)
        faults.push(replace('item not in enum', fc.constant([items[0] ?? 'x', 'nope'])))
      if (schema.maxItems !== undefined) {
        const many = Array.from(
          { length: schema.maxItems + 1 },
          (_, i) => items[i % items.length] ?? 'x',
        )
        faults.push(replace('too many items', fc.constant(many)))
      }
    } else {
      const sample =
        schema.enum?.map(String)[0] ??
        (schema.type === 'boolean'
          ? 'true'
          : schema.type === 'integer'
            ? String(Math.max(schema.minimum ?? 1, 1))
            : 'rex')
      faults.push(replace('repeated', fc.constant([sample, sample])))
    }
  }
  return fc.oneof(...faults)
}

function pathFaults(op: OperationSpec): fc.Arbitrary<Fault> {
  const garbage = fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((s) => !/^[0-9]+$/.test(s) && s !== '.' && s !== '..')
    .map(encodeURIComponent)
  return fc
    .tuple(
      fc.constantFrom(...op.pathParams.map((p) => p.name)),
      fc.oneof(fc.constantFrom(...badPathIds), garbage),
    )
    .map(([name, raw]): Fault => ({
      label: `path.${name}: ${JSON.stringify(raw)}`,
      apply: (plan) => ({ ...plan, params: { ...plan.params, [name]: { raw } } }),
    }))
}

function authFaults(op: OperationSpec, readOnlyKey: boolean): fc.Arbitrary<Fault> {
  const unauthorized = fc.constantFrom(...badAuth).map((auth): Fault => ({
    label: `auth: ${typeof auth === 'string' ? auth : 'header'}`,
    apply: (plan) => ({ ...plan, auth, expect: rejectWith(401, 'unauthorized') }),
  }))
  if (!op.writes || !readOnlyKey) return unauthorized
  const forbidden = fc.constant<Fault>({
    label: 'auth: read-only key on a write',
    apply: (plan) => ({ ...plan, auth: 'readOnlyKey', expect: rejectWith(403, 'forbidden') }),
  })
  return fc.oneof(unauthorized, forbidden)
}

// Off-contract requests carry no body: the answer must not depend on one.
function withoutBody(plan: RequestPlan): RequestPlan {
  const copy = { ...plan }
  delete copy.body
  return copy
}

function methodFaults(op: OperationSpec): fc.Arbitrary<Fault> | undefined {
  const allowed = allowedMethods(op.path)
  const others = probeMethods.filter((m) => !allowed.includes(m))
  if (others.length === 0) return undefined
  return fc.constantFrom(...others).map((method): Fault => ({
    label: `method: ${method} on ${op.path}`,
    apply: (plan) => ({
      ...withoutBody(plan),
      operationId: undefined,
      method,
      expect: rejectWith(405, 'method_not_allowed'),
    }),
  }))
}

function unknownPathFaults(op: OperationSpec): fc.Arbitrary<Fault> | undefined {
  const templates = ['extra', 'x', '__proto__', 'constructor', '..%2Fadmin', '%00']
    .flatMap((segment) => [`${op.path}/${segment}`, `${op.path}/${segment}/more`])
    .filter((template) => !matchesTemplate(template))
  if (templates.length === 0) return undefined
  return fc.constantFrom(...templates).map((template): Fault => ({
    label: `path: unknown ${template}`,
    apply: (plan) => ({
      ...withoutBody(plan),
      operationId: undefined,
      template,
      expect: rejectWith(404, 'not_found'),
    }),
  }))
}

function contentTypeFaults(): fc.Arbitrary<Fault> {
  return fc.constantFrom(...wrongContentTypes).map((contentType): Fault => ({
    label: `content-type: ${contentType ?? 'none'}`,
    apply: (plan) => ({
      ...plan,
      body: { json: plan.body && 'json' in plan.body ? plan.body.json : {}, contentType },
    }),
  }))
}

function invalidJsonFaults(): fc.Arbitrary<Fault> {
  const generated = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => {
    try {
      JSON.parse(s)
      return false
    } catch {
      return true
    }
  })
  const invalidUtf8 = fc.constant(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]))
  return fc.oneof(fc.constantFrom(...brokenJson), generated, invalidUtf8).map((raw): Fault => ({
    label: `body: invalid JSON ${typeof raw === 'string' ? JSON.stringify(raw) : '(invalid UTF-8)'}`,
    apply: (plan) => ({ ...plan, body: { raw } }),
  }))
}

/** A request with exactly one fault for an operation, expecting the 4xx the contract names. */
export function mutatedRequest(
  op: OperationSpec,
  valid: fc.Arbitrary<RequestPlan>,
  options: { readOnlyKey: boolean },
): fc.Arbitrary<RequestPlan> {
  // A server may look the record up before reading the input, so 404 is fine for those faults.
  const orStatus = op.pathParams.length > 0 ? [404] : []
  const validation = (fault: fc.Arbitrary<Fault>, status: number, code: string) =>
    fault.map((f) => ({ ...f, expectation: rejectWith(status, code, orStatus) }))
  const families: Array<fc.WeightedArbitrary<Fault & { expectation?: Expectation }>> = [
    { weight: 2, arbitrary: authFaults(op, options.readOnlyKey) },
  ]
  const unknown = unknownPathFaults(op)
  if (unknown) families.push({ weight: 1, arbitrary: unknown })
  const method = methodFaults(op)
  if (method) families.push({ weight: 1, arbitrary: method })
  if (op.pathParams.length > 0) {
    families.push({
      weight: 2,
      arbitrary: pathFaults(op).map((f) => ({
        ...f,
        expectation: rejectWith(400, 'validation_failed'),
      })),
    })
  }
  if (op.queryParams.length > 0) {
    families.push({ weight: 3, arbitrary: validation(queryFaults(op), 400, 'validation_failed') })
  }
  if (op.body) {
    families.push(
      { weight: 5, arbitrary: validation(bodyFaults(op), 400, 'validation_failed') },
      { weight: 1, arbitrary: validation(contentTypeFaults(), 415, 'unsupported_media_type') },
      { weight: 1, arbitrary: validation(invalidJsonFaults(), 400, 'invalid_json') },
    )
  }
  return fc.tuple(valid, fc.oneof(...families)).map(([base, fault]) => {
    const broken = fault.apply(base)
    return {
      ...broken,
      kind: fault.label,
      expect: fault.expectation ?? broken.expect,
    }
  })
}
