import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseQuery } from '../contract/query'
import { validatorsFor } from '../contract/validation'
import { errorCodes } from '../contract/errors'
import { errorCatalogue, parseErrorCodes } from './catalogue'
import { propertySeed } from './fuzz'
import { requestsFor } from './generators'
import { curlSecrets, materialize, toCurl } from './remote'
import { IdPools, PoolRef } from './pools'
import { listings, matchesTemplate, operationSpecs } from './spec'

const pools = new IdPools()
for (const resource of ['pet', 'category', 'order'])
  for (let id = 1; id <= 5; id++) pools.add(resource, id)
const credentials = { key: 'k3y-secret', readOnlyKey: 'r3ad-secret' }

function bodyOf(plan: ReturnType<typeof materialize>['request']): unknown {
  return typeof plan.body === 'string' ? JSON.parse(plan.body) : undefined
}

describe('request generation from openapi.yaml', () => {
  for (const op of operationSpecs) {
    it(`draws ${op.operationId} requests whose query and body the contract accepts`, () => {
      const validators = validatorsFor(op.operationId)
      fc.assert(
        fc.property(requestsFor(op, { readOnlyKey: true }).valid, (plan) => {
          const { request } = materialize(plan, pools, 'http://x/api/v1', credentials)
          const url = new URL(request.url)
          expect(parseQuery(validators, url.searchParams)).toMatchObject({ ok: true })
          if (validators.body)
            expect(validators.body(bodyOf(request)), JSON.stringify(validators.body.errors)).toBe(
              true,
            )
        }),
        { seed: 1, numRuns: 150 },
      )
    })
  }

  it('breaks bodies and queries in ways the contract rejects', () => {
    for (const op of operationSpecs) {
      const validators = validatorsFor(op.operationId)
      fc.assert(
        fc.property(requestsFor(op, { readOnlyKey: true }).mutated, (plan) => {
          const { request } = materialize(plan, pools, 'http://x/api/v1', credentials)
          if (plan.kind.startsWith('query.')) {
            expect(parseQuery(validators, new URL(request.url).searchParams).ok, plan.kind).toBe(
              false,
            )
          }
          if (
            plan.kind.startsWith('body') &&
            !plan.kind.includes('invalid JSON') &&
            validators.body
          ) {
            expect(validators.body(bodyOf(request)), plan.kind).toBe(false)
          }
        }),
        { seed: 2, numRuns: 150 },
      )
    }
  })

  it('finds the lists that reveal ids, and which template a path falls on', () => {
    expect(listings().map((l) => `${l.operation.operationId}:${l.resource}:${l.idField}`)).toEqual([
      'listPets:pet:id',
      'listCategories:category:id',
      'listInventory:pet:petId',
      'listOrders:order:id',
    ])
    expect(matchesTemplate('/pets/x')).toBe(true)
    expect(matchesTemplate('/pets/{petId}/extra')).toBe(false)
  })

  it('keeps a generated "__proto__" key an own property on the wire', () => {
    const plan = requestsFor(operationSpecs[1]!, { readOnlyKey: false }).valid
    const [sample] = fc.sample(plan, { seed: 3, numRuns: 1 })
    const body = Object.defineProperty(
      { name: 'Rex', categoryId: new PoolRef('category', 0) },
      '__proto__',
      {
        value: { polluted: true },
        enumerable: true,
      },
    )
    const { request } = materialize(
      { ...sample!, body: { json: body } },
      pools,
      'http://x',
      credentials,
    )
    expect(request.body).toBe('{"name":"Rex","categoryId":1,"__proto__":{"polluted":true}}')
  })

  it('gives every property its own fixed seed', () => {
    expect(propertySeed(1, 0)).toBe(propertySeed(1, 0))
    expect(new Set(operationSpecs.map((_, i) => propertySeed(1, i))).size).toBe(
      operationSpecs.length,
    )
  })
})

describe('the error catalogue', () => {
  it('reads every code and status from info.description', () => {
    expect(parseErrorCodes('Codes: `a` (400), `b`, `c` (409, with `d`). `e` is not one.')).toEqual({
      a: 400,
      b: 409,
      c: 409,
    })
  })

  it('agrees with every code the mock can send', () => {
    const mock = Object.fromEntries(
      Object.entries(errorCodes).map(([code, { status }]) => [code, status]),
    )
    expect(errorCatalogue).toEqual(mock)
  })
})

describe('curl reproducers', () => {
  it('never print a key, in any form the requests send it', () => {
    const secrets = curlSecrets(credentials)
    for (const header of [
      'Bearer k3y-secret',
      'Bearer k3y-secre',
      'Basic dXNlcjprM3ktc2VjcmV0',
      'Bearer r3ad-secret x',
    ]) {
      const curl = toCurl(
        { method: 'GET', url: 'http://x/api/v1/pets', headers: { Authorization: header } },
        secrets,
      )
      expect(curl).not.toMatch(/k3y-secre|r3ad-secret|dXNlcjprM3ktc2VjcmV0/)
    }
  })

  it('quote bodies and URLs for the shell', () => {
    const curl = toCurl({
      method: 'POST',
      url: "http://x/a'b",
      headers: {},
      body: `{"name":"O'Hara"}`,
    })
    expect(curl).toBe(`curl -i -X POST 'http://x/a'\\''b' --data-binary '{"name":"O'\\''Hara"}'`)
  })
})
