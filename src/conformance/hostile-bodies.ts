/**
 * The catalogue of hostile bodies: prototype keys, huge numbers, deep nesting, oversized and
 * broken JSON, the wrong Content-Type and huge strings, each case with the 4xx it must get.
 */
import { wrongContentTypes } from './bad-values'
import {
  LIMIT,
  bodyCase,
  bodyOps,
  byId,
  idOps,
  invalid,
  listCase,
  pathCase,
  planFor,
  sampleBody,
  unknownPath,
  type HostileCase,
  type HostileGroup,
} from './hostile-cases'
import { ownObject } from './own-keys'
import { rejectWith } from './plan'
import { PoolRef } from './pools'
import { spec, type OperationSpec } from './spec'

/** Bodies, path ids, queries and paths carrying `__proto__`, `constructor` and `prototype`. */
export function prototypeKeys(): HostileGroup {
  const polluter = { polluted: 'yes', status: 'sold', complete: true, quantity: 0 }
  const cases: HostileCase[] = []
  for (const op of bodyOps()) {
    const base = Object.entries(sampleBody(op))
    const [firstName] = base[0] ?? ['name']
    const bodies: Array<[string, unknown]> = [
      ['__proto__ at the top', ownObject([...base, ['__proto__', polluter]])],
      [
        'constructor.prototype at the top',
        ownObject([...base, ['constructor', { prototype: polluter }]]),
      ],
      ['prototype at the top', ownObject([...base, ['prototype', polluter]])],
      [
        `__proto__ inside ${firstName}`,
        ownObject([
          ...base.filter(([k]) => k !== firstName),
          [firstName, ownObject([['__proto__', polluter]])],
        ]),
      ],
      [
        '__proto__ three levels down',
        ownObject([...base, ['extra', { a: { b: ownObject([['__proto__', polluter]]) } }]]),
      ],
      ['only __proto__', ownObject([['__proto__', ownObject(base)]])],
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

/** Ids beyond 2^53 and beyond int64 in paths, bodies and queries. */
export function bigIds(): HostileGroup {
  const cases: HostileCase[] = []
  // openapi.yaml's PathId stops at 2^53-1: beyond it an id is invalid, not missing.
  const notFound = rejectWith(404, 'not_found')
  for (const op of idOps()) {
    cases.push(pathCase(op, '9007199254740991', notFound))
    for (const raw of [
      '9007199254740992',
      '9223372036854775807',
      '9223372036854775808',
      '18446744073709551616',
      '9'.repeat(400),
    ]) {
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

function nested(depth: number, open: string, close: string, inner = '1'): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`
}

/** Bodies nested thousands of levels deep, which a recursive parser or validator overflows on. */
export function deepJson(): HostileGroup {
  // Refused before parsing, as JSON past the depth limit (src/base/json.ts).
  const deep = (operationId: Parameters<typeof spec>[0], label: string, raw: string) => {
    const op = spec(operationId)
    return bodyCase(op, label, { raw }, rejectWith(400, 'invalid_json', byId(op) ? [404] : []))
  }
  const cases: HostileCase[] = [
    deep(
      'createPet',
      'name nested 5,000 arrays deep',
      `{"name":${nested(5000, '[', ']')},"categoryId":1}`,
    ),
    deep('createPet', 'a body of 30,000 nested arrays', nested(30_000, '[', ']')),
    deep(
      'createCategory',
      'a property nested 10,000 objects deep',
      `{"name":"Deep","extra":${nested(10_000, '{"a":', '}')}}`,
    ),
    deep(
      'updateOrder',
      'shipDate nested 8,000 objects deep',
      `{"shipDate":${nested(8000, '{"a":', '}')}}`,
    ),
    deep(
      'createOrder',
      'petId nested 20,000 arrays deep',
      `{"petId":${nested(20_000, '[', ']')},"quantity":1}`,
    ),
  ]
  return { name: 'rejects deeply nested JSON (thousands of levels) without a crash', cases }
}

function padded(json: string, bytes: number): string {
  return `${json.slice(0, -1)}${' '.repeat(Math.max(0, bytes - json.length))}}`
}

/** Bodies at and over the 64 KiB limit, with and without a Content-Length. */
export function bodySize(): HostileGroup {
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
  const category = spec('createCategory')
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

/** Bodies that are not JSON, or not a JSON object. */
export function invalidJson(): HostileGroup {
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

/** JSON bodies sent under another Content-Type, or none. */
export function wrongContentType(): HostileGroup {
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

/**
 * Names a person cannot see or that reorder the text around them (openapi.yaml, "Names"): only
 * invisible characters, bidi controls, NUL, other controls and half a surrogate pair.
 */
export function invisibleNames(): HostileGroup {
  const names: Array<[string, string]> = [
    ['only zero-width characters', '\u200B\u200C\u200D\uFEFF'],
    ['only direction marks', '\u200F\u200E'],
    ['a right-to-left override', 'Dogs\u202Egnp.exe'],
    ['a left-to-right isolate', '\u2066Rex'],
    ['NUL', 'Re\u0000x'],
    ['an escape sequence', 'Rex\u001B[31m'],
    ['a line break', 'Rex\nMax'],
    ['a lone surrogate', 'Rex\uD800'],
  ]
  const cases: HostileCase[] = []
  for (const op of bodyOps().filter((o) => o.body?.schema.properties?.name)) {
    const base = sampleBody(op)
    for (const [label, name] of names) {
      cases.push(bodyCase(op, `a name with ${label}`, { json: { ...base, name } }))
    }
  }
  return { name: 'refuses names without a visible character or with control characters', cases }
}

/** Strings far over their limits in bodies, queries, paths and the Authorization header. */
export function hugeStrings(): HostileGroup {
  const cases: HostileCase[] = []
  for (const length of [101, 10_000, 60_000]) {
    cases.push(
      bodyCase(spec('createCategory'), `a name of ${length} characters`, {
        json: { name: 'n'.repeat(length) },
      }),
    )
    cases.push(
      bodyCase(spec('createPet'), `a name of ${length} characters`, {
        json: { name: 'n'.repeat(length), categoryId: new PoolRef('category', 0) },
      }),
    )
  }
  cases.push(
    bodyCase(spec('createCategory'), 'a description of 501 characters', {
      json: { name: 'Long', description: 'd'.repeat(501) },
    }),
    bodyCase(spec('createCategory'), 'a name of 101 astral characters', {
      json: { name: '\u{1F431}'.repeat(101) },
    }),
    bodyCase(
      spec('createCategory'),
      'a name of 70,000 characters',
      { json: { name: 'n'.repeat(70_000) } },
      rejectWith(413, 'payload_too_large'),
    ),
    listCase('listPets', [['name', 'q'.repeat(4000)]], invalid),
    pathCase(spec('getCategoryById'), '7'.repeat(5000), invalid),
    {
      name: 'an Authorization key of 4,000 characters',
      plan: planFor(spec('listPets'), {
        auth: { header: `Bearer ${'k'.repeat(4000)}` },
        expect: rejectWith(401, 'unauthorized'),
      }),
    },
    unknownPath(`/${'p'.repeat(4000)}`),
  )
  return { name: 'refuses huge strings in bodies, queries, paths and headers', cases }
}
