/**
 * Hand-written hostile requests, grouped by the kind of attack, each with the 4xx the contract
 * requires. Used by the mock's named tests and by contract mode against real servers.
 */
import { badAuth, wrongContentTypes } from './mutations'
import {
  rejectWith,
  type AuthPlan,
  type BodyPlan,
  type Expectation,
  type RequestPlan,
} from './plan'
import { PoolRef } from './pools'
import { methodsOn, operationSpecs, resourceOf, type JsonSchema, type OperationSpec } from './spec'

/** One hostile request. */
export interface HostileCase {
  name: string
  plan: RequestPlan
}

/** A kind of hostile input; its name reads as a test name. */
export interface HostileGroup {
  name: string
  cases: HostileCase[]
}

const LIMIT = 64 * 1024
const invalid = rejectWith(400, 'validation_failed')

function byId(op: OperationSpec): boolean {
  return op.pathParams.length > 0
}

function ownKeys(entries: Array<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of entries) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return out
}

function sample(name: string, schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0]
  const resource = resourceOf(name)
  switch (schema.type) {
    case 'integer':
      return resource ? new PoolRef(resource, 0) : Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'string':
      return schema.format === 'date-time' ? '2026-10-02T09:00:00.000Z' : 'Hostile'
    default:
      return null
  }
}

/**
 * The smallest body the operation accepts: its required properties (or its first property when
 * none is required), with ids from the pools.
 *
 * @example
 * sampleBody(spec('createOrder')) // { petId: PoolRef('pet', 0), quantity: 1 }
 */
export function sampleBody(op: OperationSpec): Record<string, unknown> {
  const schema = op.body?.schema ?? {}
  const properties = schema.properties ?? {}
  const names = schema.required?.length ? schema.required : Object.keys(properties).slice(0, 1)
  return Object.fromEntries(names.map((name) => [name, sample(name, properties[name] ?? {})]))
}

function planFor(
  op: OperationSpec,
  changes: Partial<RequestPlan> & { expect: Expectation },
  withBody = true,
): RequestPlan {
  const params = Object.fromEntries(
    op.pathParams.map((p) => [p.name, new PoolRef(resourceOf(p.name) ?? p.name, 0)]),
  )
  return {
    operationId: op.operationId,
    kind: 'hostile',
    method: op.method,
    template: op.path,
    params,
    query: [],
    auth: 'key',
    ...(withBody && op.body && { body: { json: sampleBody(op) } }),
    ...changes,
  }
}

function bodyCase(
  op: OperationSpec,
  name: string,
  body: BodyPlan,
  expect?: Expectation,
): HostileCase {
  const fallback = byId(op) ? rejectWith(400, 'validation_failed', [404]) : invalid
  return {
    name: `${op.operationId}: ${name}`,
    plan: planFor(op, { body, expect: expect ?? fallback }),
  }
}

const bodyOps = (): OperationSpec[] => operationSpecs.filter((op) => op.body)
const idOps = (): OperationSpec[] => operationSpecs.filter(byId)

function pathCase(op: OperationSpec, raw: string, expect: Expectation): HostileCase {
  const base = planFor(op, { expect })
  const [first] = op.pathParams
  const params = first ? { ...base.params, [first.name]: { raw } } : base.params
  const shown = raw.length > 40 ? `${raw.slice(0, 20)}… (${raw.length} characters)` : raw
  return {
    name: `${op.method} ${op.path} with id ${JSON.stringify(shown)}`,
    plan: { ...base, params },
  }
}

function listCase(
  operationId: string,
  query: Array<[string, string]>,
  expect: Expectation,
  rawQuery?: string,
): HostileCase {
  const op = operationSpecs.find((o) => o.operationId === operationId)
  if (!op) throw new Error(`openapi.yaml has no operation "${operationId}"`)
  const shown = [
    ...query.map(([k, v]) => `${k}=${v.length > 30 ? `${v.slice(0, 10)}…(${v.length})` : v}`),
    rawQuery ?? '',
  ]
    .filter(Boolean)
    .join('&')
  return {
    name: `${operationId}?${shown}`,
    plan: planFor(op, { query, expect, ...(rawQuery !== undefined && { rawQuery }) }),
  }
}

function prototypeKeys(): HostileGroup {
  const polluter = { polluted: 'yes', status: 'sold', complete: true, quantity: 0 }
  const cases: HostileCase[] = []
  for (const op of bodyOps()) {
    const base = Object.entries(sampleBody(op))
    const [firstName] = base[0] ?? ['name']
    const bodies: Array<[string, unknown]> = [
      ['__proto__ at the top', ownKeys([...base, ['__proto__', polluter]])],
      [
        'constructor.prototype at the top',
        ownKeys([...base, ['constructor', { prototype: polluter }]]),
      ],
      ['prototype at the top', ownKeys([...base, ['prototype', polluter]])],
      [
        `__proto__ inside ${firstName}`,
        ownKeys([
          ...base.filter(([k]) => k !== firstName),
          [firstName, ownKeys([['__proto__', polluter]])],
        ]),
      ],
      [
        '__proto__ three levels down',
        ownKeys([...base, ['extra', { a: { b: ownKeys([['__proto__', polluter]]) } }]]),
      ],
      ['only __proto__', ownKeys([['__proto__', ownKeys(base)]])],
    ]
    for (const [name, json] of bodies) cases.push(bodyCase(op, name, { json }))
    cases.push(
      bodyCase(op, 'raw __proto__ text', {
        raw: `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}`,
      }),
    )
  }
  const paths = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty']
  for (const op of idOps().filter((o) => o.method === 'GET')) {
    for (const raw of paths) cases.push(pathCase(op, raw, invalid))
  }
  cases.push(
    listCase(
      'listPets',
      [],
      { accept: true },
      '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes',
    ),
    listCase('listPets', [['sort', '__proto__']], invalid),
    listCase('listPets', [['status', 'constructor']], invalid),
    listCase('listInventory', [['status', '__proto__']], invalid),
  )
  for (const template of ['/__proto__', '/constructor/prototype', '/pets/1/__proto__']) {
    cases.push(unknownPath(template))
  }
  return { name: 'rejects __proto__, constructor and prototype keys at any depth', cases }
}

function unknownPath(template: string, method = 'GET'): HostileCase {
  return {
    name: `${method} ${template.length > 60 ? `${template.slice(0, 40)}…` : template}`,
    plan: {
      operationId: undefined,
      kind: 'hostile',
      method,
      template,
      params: {},
      query: [],
      auth: 'key',
      expect: rejectWith(404, 'not_found'),
    },
  }
}

function bigIds(): HostileGroup {
  const cases: HostileCase[] = []
  const notFound = rejectWith(404, 'not_found')
  for (const op of idOps()) {
    for (const raw of ['9007199254740992', '9007199254740993', '9223372036854775807']) {
      cases.push(pathCase(op, raw, notFound))
    }
    for (const raw of ['9223372036854775808', '18446744073709551616', '9'.repeat(400)]) {
      cases.push(pathCase(op, raw, invalid))
    }
  }
  const huge = [
    '9007199254740992',
    '9223372036854775807',
    '9223372036854775808',
    '18446744073709551616',
    '1e400',
    '-9223372036854775809',
  ]
  for (const op of bodyOps()) {
    const schema = op.body?.schema.properties ?? {}
    for (const [name, prop] of Object.entries(schema)) {
      if (prop.type !== 'integer' || (prop.maximum ?? 0) < 1_000_000) continue
      for (const number of huge) {
        const others = Object.entries(sampleBody(op)).filter(([k]) => k !== name)
        // Raw text: JSON.stringify cannot write a number beyond 2^53 exactly.
        const text = `{${others.map(([k, v]) => `${JSON.stringify(k)}:${v instanceof PoolRef ? 1 : JSON.stringify(v)}`).join(',')}${others.length ? ',' : ''}${JSON.stringify(name)}:${number}}`
        cases.push(bodyCase(op, `${name} ${number}`, { raw: text }))
      }
    }
  }
  for (const [operationId, name] of [
    ['listPets', 'categoryId'],
    ['listOrders', 'petId'],
    ['listPets', 'offset'],
  ] as const) {
    for (const number of ['9007199254740992', '9223372036854775808', '1e400']) {
      cases.push(listCase(operationId, [[name, number]], invalid))
    }
  }
  return { name: 'handles ids beyond 2^53 and beyond int64 in paths, bodies and queries', cases }
}

function oddPathIds(): HostileGroup {
  const raws = [
    '1e3',
    '0x10',
    '-0',
    '1.5',
    '%201',
    '1%20',
    '..%2F',
    '1%00',
    '+1',
    '0',
    '-1',
    '%EF%BC%91',
    '1,2',
    '%',
    '%E0%A4%A',
    '%zz',
  ]
  const cases: HostileCase[] = []
  for (const op of idOps()) for (const raw of raws) cases.push(pathCase(op, raw, invalid))
  return {
    name: 'rejects path ids that are not plain decimal digits (1e3, 0x10, -0, 1.5, " 1", ..%2F, 1%00)',
    cases,
  }
}

function nested(depth: number, open: string, close: string, inner = '1'): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`
}

function deepJson(): HostileGroup {
  const op = (id: string) => operationSpecs.find((o) => o.operationId === id) as OperationSpec
  const cases: HostileCase[] = [
    bodyCase(op('createPet'), 'name nested 5,000 arrays deep', {
      raw: `{"name":${nested(5000, '[', ']')},"categoryId":1}`,
    }),
    bodyCase(op('createPet'), 'a body of 30,000 nested arrays', { raw: nested(30_000, '[', ']') }),
    bodyCase(op('createCategory'), 'a property nested 10,000 objects deep', {
      raw: `{"name":"Deep","extra":${nested(10_000, '{"a":', '}')}}`,
    }),
    bodyCase(op('updateOrder'), 'shipDate nested 8,000 objects deep', {
      raw: `{"shipDate":${nested(8000, '{"a":', '}')}}`,
    }),
    bodyCase(op('createOrder'), 'petId nested 20,000 arrays deep', {
      raw: `{"petId":${nested(20_000, '[', ']')},"quantity":1}`,
    }),
  ]
  return { name: 'rejects deeply nested JSON (thousands of levels) without a crash', cases }
}

function padded(json: string, bytes: number): string {
  return `${json.slice(0, -1)}${' '.repeat(Math.max(0, bytes - json.length))}}`
}

function bodySize(): HostileGroup {
  const tooLarge = (op: OperationSpec) =>
    rejectWith(413, 'payload_too_large', byId(op) ? [404] : [])
  const cases: HostileCase[] = []
  for (const op of bodyOps()) {
    const json = JSON.stringify(
      Object.fromEntries(
        Object.entries(sampleBody(op)).map(([k, v]) => [k, v instanceof PoolRef ? 1 : v]),
      ),
    )
    cases.push(
      bodyCase(op, 'a body one byte over 64 KiB', { raw: padded(json, LIMIT + 1) }, tooLarge(op)),
    )
    cases.push(bodyCase(op, 'a 1 MiB body', { raw: padded(json, 1024 * 1024) }, tooLarge(op)))
  }
  const category = operationSpecs.find((o) => o.operationId === 'createCategory') as OperationSpec
  cases.push(
    bodyCase(category, 'a 64 KiB body exactly (under the limit, but invalid)', {
      raw: padded('{"name":""}', LIMIT),
    }),
    bodyCase(
      category,
      'a 1 MiB body streamed in chunks without a Content-Length',
      { streamed: 1024 * 1024 },
      rejectWith(413, 'payload_too_large'),
    ),
    bodyCase(
      category,
      'a long string pushing the body over 64 KiB',
      {
        raw: JSON.stringify({ name: 'Big', description: 'x'.repeat(LIMIT) }),
      },
      rejectWith(413, 'payload_too_large'),
    ),
  )
  return { name: 'refuses a body over the 64 KiB limit with 413', cases }
}

function invalidJson(): HostileGroup {
  const broken = [
    '{',
    '{"name": }',
    "{'name': 'x'}",
    '{"name":"x",}',
    'NaN',
    '',
    '   ',
    '{"name":"x"} {}',
  ]
  const notObjects = ['null', '[]', '"text"', '42', 'true']
  const cases: HostileCase[] = []
  for (const op of bodyOps()) {
    const orStatus = byId(op) ? [404] : []
    for (const raw of broken) {
      cases.push(
        bodyCase(
          op,
          `invalid JSON ${JSON.stringify(raw)}`,
          { raw },
          rejectWith(400, 'invalid_json', orStatus),
        ),
      )
    }
    cases.push(
      bodyCase(
        op,
        'invalid UTF-8',
        { raw: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
        rejectWith(400, 'invalid_json', orStatus),
      ),
    )
    for (const raw of notObjects)
      cases.push(bodyCase(op, `JSON ${raw} instead of an object`, { raw }))
  }
  return { name: 'refuses invalid JSON with 400 invalid_json', cases }
}

function wrongContentType(): HostileGroup {
  const cases: HostileCase[] = []
  for (const op of bodyOps()) {
    for (const contentType of wrongContentTypes) {
      cases.push(
        bodyCase(
          op,
          `Content-Type ${contentType ?? '(none)'}`,
          { json: sampleBody(op), contentType },
          rejectWith(415, 'unsupported_media_type', byId(op) ? [404] : []),
        ),
      )
    }
  }
  return { name: 'refuses a JSON body sent with the wrong Content-Type with 415', cases }
}

function hugeStrings(): HostileGroup {
  const op = (id: string) => operationSpecs.find((o) => o.operationId === id) as OperationSpec
  const cases: HostileCase[] = []
  for (const length of [101, 10_000, 60_000]) {
    cases.push(
      bodyCase(op('createCategory'), `a name of ${length} characters`, {
        json: { name: 'n'.repeat(length) },
      }),
    )
    cases.push(
      bodyCase(op('createPet'), `a name of ${length} characters`, {
        json: { name: 'n'.repeat(length), categoryId: new PoolRef('category', 0) },
      }),
    )
  }
  cases.push(
    bodyCase(op('createCategory'), 'a description of 501 characters', {
      json: { name: 'Long', description: 'd'.repeat(501) },
    }),
    bodyCase(op('createCategory'), 'a name of 101 astral characters', {
      json: { name: '\u{1F431}'.repeat(101) },
    }),
    bodyCase(
      op('createCategory'),
      'a name of 70,000 characters',
      { json: { name: 'n'.repeat(70_000) } },
      rejectWith(413, 'payload_too_large'),
    ),
    listCase('listPets', [['name', 'q'.repeat(4000)]], invalid),
    pathCase(op('getCategoryById'), '7'.repeat(5000), invalid),
    {
      name: 'an Authorization key of 4,000 characters',
      plan: planFor(op('listPets'), {
        auth: { header: `Bearer ${'k'.repeat(4000)}` },
        expect: rejectWith(401, 'unauthorized'),
      }),
    },
    unknownPath(`/${'p'.repeat(4000)}`),
  )
  return { name: 'refuses huge strings in bodies, queries, paths and headers', cases }
}

function repeatedQuery(): HostileGroup {
  const cases: HostileCase[] = [
    listCase(
      'listPets',
      [
        ['limit', '1'],
        ['limit', '2'],
      ],
      invalid,
    ),
    listCase(
      'listPets',
      [
        ['offset', '0'],
        ['offset', '0'],
      ],
      invalid,
    ),
    listCase(
      'listPets',
      [
        ['sort', 'id'],
        ['sort', 'name'],
      ],
      invalid,
    ),
    listCase(
      'listPets',
      [
        ['name', 'a'],
        ['name', 'b'],
      ],
      invalid,
    ),
    listCase(
      'listPets',
      [
        ['categoryId', '1'],
        ['categoryId', '2'],
      ],
      invalid,
    ),
    listCase(
      'listCategories',
      [
        ['sort', 'id'],
        ['sort', 'id'],
      ],
      invalid,
    ),
    listCase(
      'listOrders',
      [
        ['petId', '1'],
        ['petId', '1'],
      ],
      invalid,
    ),
    listCase(
      'listOrders',
      [
        ['complete', 'true'],
        ['complete', 'false'],
      ],
      invalid,
    ),
    listCase(
      'listInventory',
      [
        ['limit', '5'],
        ['limit', '5'],
      ],
      invalid,
    ),
    listCase(
      'listPets',
      [
        ['status', 'available'],
        ['status', 'pending'],
        ['status', 'sold'],
        ['status', 'sold'],
      ],
      invalid,
    ),
    listCase(
      'listPets',
      [
        ['status', 'available'],
        ['status', 'pending'],
        ['status', 'sold'],
      ],
      { accept: true },
    ),
    listCase(
      'listInventory',
      [
        ['status', 'sold'],
        ['status', 'sold'],
      ],
      { accept: true },
    ),
  ]
  return {
    name: 'rejects repeated single-valued query parameters and over-long repeated lists',
    cases,
  }
}

function badAuthorization(readOnlyKey: boolean): HostileGroup {
  const unauthorized = rejectWith(401, 'unauthorized')
  const extra: AuthPlan[] = [{ header: 'bearer' }, { header: 'Digest username="x"' }]
  const cases: HostileCase[] = []
  for (const op of operationSpecs) {
    for (const auth of [...badAuth, ...extra]) {
      const shown = typeof auth === 'string' ? auth : JSON.stringify(auth.header)
      cases.push({
        name: `${op.operationId} with Authorization ${shown}`,
        plan: planFor(op, { auth, expect: unauthorized }),
      })
    }
    if (readOnlyKey && op.writes) {
      cases.push({
        name: `${op.operationId} with the read-only key`,
        plan: planFor(op, { auth: 'readOnlyKey', expect: rejectWith(403, 'forbidden') }),
      })
    }
  }
  return {
    name: 'answers 401 to an Authorization header that is missing, empty, of another scheme or of the wrong length',
    cases,
  }
}

function methodNotAllowed(): HostileGroup {
  const cases: HostileCase[] = []
  const templates = [...new Set(operationSpecs.map((op) => op.path))]
  for (const template of templates) {
    const allowed = methodsOn(template)
    const op = operationSpecs.find((o) => o.path === template) as OperationSpec
    for (const method of ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS'].filter(
      (m) => !allowed.includes(m),
    )) {
      const base = planFor(op, { expect: rejectWith(405, 'method_not_allowed') }, false)
      cases.push({
        name: `${method} ${template}`,
        plan: { ...base, operationId: undefined, method },
      })
    }
  }
  return { name: 'answers 405 with Allow to methods a path does not have', cases }
}

function unknownPaths(): HostileGroup {
  return {
    name: 'answers 404 not_found to paths outside the contract',
    cases: [
      '',
      '/',
      '/unicorns',
      '/pets/1/owner',
      '/store',
      '/store/orders/1/items',
      '/api/v1/pets',
    ].map((t) => unknownPath(t)),
  }
}

/**
 * Every hostile group, in the order contract mode runs them.
 *
 * @example
 * hostileGroups({ readOnlyKey: true }).map((g) => g.name)
 */
export function hostileGroups(options: { readOnlyKey: boolean }): HostileGroup[] {
  return [
    prototypeKeys(),
    bigIds(),
    oddPathIds(),
    deepJson(),
    bodySize(),
    invalidJson(),
    wrongContentType(),
    hugeStrings(),
    repeatedQuery(),
    badAuthorization(options.readOnlyKey),
    methodNotAllowed(),
    unknownPaths(),
  ]
}
