import { describe, expect, it } from 'vitest'
import { checkResponse, type CheckName, type CheckTarget } from './checks'
import type { ReceivedResponse } from './remote'
import { rejectWith } from './plan'

const url = 'http://localhost/api/v1/pets/1'
const getPet: CheckTarget = {
  operationId: 'getPetById',
  method: 'GET',
  template: '/pets/{petId}',
  url,
  expect: { accept: true },
}
// What every getPetById answer carries (the ETag only matters on its 200s).
const sunset = {
  ETag: '"1xk2m9a-5c3d0q"',
  Deprecation: '@1790812800',
  Sunset: 'Wed, 30 Jun 2027 23:59:59 GMT',
  Link: '</openapi.yaml>; rel="sunset"',
}
const json = { 'Content-Type': 'application/json' }

function response(
  status: number,
  body: unknown,
  headers: Record<string, string> = json,
): ReceivedResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
  let parsed: unknown
  let state: ReceivedResponse['json'] = text === '' ? 'empty' : 'ok'
  try {
    parsed = text === '' ? undefined : JSON.parse(text)
  } catch {
    state = 'invalid'
  }
  return { status, headers: new Headers(headers), text, body: parsed, json: state }
}

function checks(target: CheckTarget, res: ReceivedResponse): CheckName[] {
  return [...new Set(checkResponse(target, res).map((p) => p.check))]
}

const pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available' }
const notFound = { code: 'not_found', message: 'Pet 9 does not exist.', status: 404 }

describe('the response checks', () => {
  it('pass a response that keeps every promise', () => {
    expect(checkResponse(getPet, response(200, pet, { ...json, ...sunset }))).toEqual([])
    expect(checkResponse(getPet, response(404, notFound, { ...json, ...sunset }))).toEqual([])
  })

  it('hold a Deprecation header to the RFC 9745 date openapi.yaml gives the operation', () => {
    const problems = (deprecation: string) =>
      checkResponse(
        getPet,
        response(200, pet, { ...json, ...sunset, Deprecation: deprecation }),
      ).map((p) => p.message)
    expect(problems('true')).toEqual([
      'header Deprecation must be an RFC 9745 date such as "@1790812800", got "true"',
    ])
    expect(problems('?1')).toHaveLength(1)
    expect(problems('@1790899200')).toEqual([
      'header Deprecation says @1790899200, but openapi.yaml deprecates the operation at @1790812800',
    ])
    expect(
      checkResponse(getPet, response(404, notFound, { ...json, ...sunset, Deprecation: 'true' })),
    ).toHaveLength(1)
  })

  it('flag a server error and the stack it leaks', () => {
    const crash = response(500, {
      message: 'boom',
      stack: 'TypeError: x\n    at f (/srv/a.js:1:2)',
    })
    expect(checks(getPet, crash)).toEqual([
      'not_a_server_error',
      'no_internal_leak',
      'expected_outcome',
    ])
  })

  it('flag a status the operation does not document', () => {
    const teapot = { code: 'not_found', message: 'x', status: 418 }
    expect(checks(getPet, response(418, teapot, { ...json, ...sunset }))).toContain(
      'status_documented',
    )
  })

  it('flag a body that is not JSON, or not labelled as JSON', () => {
    expect(
      checks(getPet, response(200, '<html>', { 'Content-Type': 'text/html', ...sunset })),
    ).toContain('content_type')
    expect(
      checks(getPet, response(200, pet, { 'Content-Type': 'text/plain', ...sunset })),
    ).toContain('content_type')
  })

  it('flag a body that breaks the schema of its status', () => {
    const problems = checkResponse(
      getPet,
      response(200, { id: 1, categoryId: 1 }, { ...json, ...sunset }),
    )
    expect(problems).toContainEqual({ check: 'response_schema', message: 'body.name is required' })
  })

  it('flag an Error whose status, code or details do not fit', () => {
    const cases: Array<[unknown, string]> = [
      [{ ...notFound, status: 400 }, 'differs from the HTTP status 404'],
      [{ ...notFound, code: 'no_such_pet' }, 'is not a code of the contract'],
      [{ ...notFound, code: 'gone' }, 'belongs to status 410'],
      [{ code: 'not_found', message: '  ', status: 404 }, 'non-empty'],
    ]
    for (const [body, message] of cases) {
      const problems = checkResponse(getPet, response(404, body, { ...json, ...sunset }))
      expect(problems.map((p) => p.message).join('; ')).toContain(message)
    }
    const bare = { code: 'validation_failed', message: 'Bad.', status: 400 }
    const target = { ...getPet, expect: rejectWith(400, 'validation_failed') }
    expect(
      checkResponse(target, response(400, bare, { ...json, ...sunset })).map((p) => p.message),
    ).toContain('validation_failed must carry details')
  })

  it('flag internal details in an error but not the same words stored in data', () => {
    const leaky = {
      ...notFound,
      message: 'Cannot read properties of undefined (reading id) at get (src/db.ts:10:3)',
    }
    expect(checks(getPet, response(404, leaky, { ...json, ...sunset }))).toContain(
      'no_internal_leak',
    )
    const named = { ...pet, name: 'at Rex (kennel.js:1:2)' }
    expect(checkResponse(getPet, response(200, named, { ...json, ...sunset }))).toEqual([])
  })

  it('flag missing or wrong headers: Location, Allow, WWW-Authenticate, X-Total-Count', () => {
    const create: CheckTarget = {
      operationId: 'createPet',
      method: 'POST',
      template: '/pets',
      url: 'http://localhost/api/v1/pets',
      expect: { accept: true },
    }
    expect(checks(create, response(201, pet))).toContain('response_headers')
    expect(
      checkResponse(
        create,
        response(201, pet, { ...json, ETag: '"a"', Location: '/api/v1/pets/2' }),
      )[0]?.message,
    ).toContain('does not name the created id 1')
    const off: CheckTarget = {
      operationId: undefined,
      method: 'PATCH',
      template: '/pets',
      url,
      expect: rejectWith(405, 'method_not_allowed'),
    }
    const notAllowed = { code: 'method_not_allowed', message: 'No.', status: 405 }
    expect(checkResponse(off, response(405, notAllowed))[0]?.message).toBe(
      '405 without an Allow header',
    )
    expect(
      checkResponse(off, response(405, notAllowed, { ...json, Allow: 'GET' }))[0]?.message,
    ).toContain('lacks POST')
    const list: CheckTarget = {
      operationId: 'listPets',
      method: 'GET',
      template: '/pets',
      url,
      expect: { accept: true },
    }
    const paging = { ...json, Link: '<x>; rel="first", <y>; rel="last"' }
    expect(
      checkResponse(list, response(200, [pet], { ...paging, 'X-Total-Count': 'many' }))[0]?.message,
    ).toContain('must be an integer')
    expect(
      checkResponse(list, response(200, [pet, pet], { ...paging, 'X-Total-Count': '1' }))[0]
        ?.message,
    ).toContain('below')
    const unauthorized = { code: 'unauthorized', message: 'Key?', status: 401 }
    const noKey: CheckTarget = { ...list, expect: rejectWith(401, 'unauthorized') }
    expect(checkResponse(noKey, response(401, unauthorized))[0]?.message).toBe(
      'header WWW-Authenticate is missing',
    )
  })

  it('flag a 204 that carries a body', () => {
    const remove: CheckTarget = {
      operationId: 'deletePet',
      method: 'DELETE',
      template: '/pets/{petId}',
      url,
      expect: { accept: true },
    }
    expect(checkResponse(remove, response(204, undefined, {}))).toEqual([])
    expect(checks(remove, response(204, pet))).toEqual(['content_type'])
  })

  it('hold valid requests to 2xx or a business 4xx, and broken ones to their exact 4xx', () => {
    const invalid = {
      code: 'validation_failed',
      message: 'Bad.',
      status: 400,
      details: [{ path: 'body', message: 'x' }],
    }
    expect(checks(getPet, response(400, invalid, { ...json, ...sunset }))).toEqual([
      'expected_outcome',
    ])
    const broken = { ...getPet, expect: rejectWith(400, 'validation_failed', [404]) }
    expect(checks(broken, response(200, pet, { ...json, ...sunset }))).toEqual(['expected_outcome'])
    expect(checkResponse(broken, response(404, notFound, { ...json, ...sunset }))).toEqual([])
    const badJson = { code: 'invalid_json', message: 'Bad.', status: 400 }
    expect(
      checkResponse(broken, response(400, badJson, { ...json, ...sunset }))[0]?.message,
    ).toContain('expected code validation_failed')
  })

  it('treat an address outside the contract as 404 or 405 with an Error', () => {
    const off: CheckTarget = {
      operationId: undefined,
      method: 'GET',
      template: '/unicorns',
      url,
      expect: rejectWith(404, 'not_found'),
    }
    expect(checkResponse(off, response(404, notFound))).toEqual([])
    expect(checks(off, response(200, []))).toEqual(['status_documented', 'expected_outcome'])
  })
})
