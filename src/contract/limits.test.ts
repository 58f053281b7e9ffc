import { describe, expect, it } from 'vitest'
import { errorCodes } from './errors'
import { document } from './generated/openapi-document'
import { ID_DIGITS, MAX_ID, MAX_STOCK } from './limits'
import { contractOperations } from './operations'
import { parseQuery } from './query'
import { deref } from './schema'
import { validatorsFor } from './validation'
import type { OpenAPIV3 } from 'openapi-types'

describe('contract bounds', () => {
  it('reads the stock ceiling from openapi.yaml, and the error message states that same number', () => {
    const item = document.components?.schemas?.InventoryItem as {
      properties: { quantity: { maximum: number } }
    }
    expect(MAX_STOCK).toBe(item.properties.quantity.maximum)
    expect(errorCodes.stock_limit_exceeded.message).toBe(
      `Stock and open orders would exceed ${MAX_STOCK.toLocaleString('en-US')} units.`,
    )
    expect(errorCodes.stock_limit_exceeded.message).toContain('1,000,000')
  })

  it('bounds ids at 2^53-1 in paths, queries and bodies, a number every JavaScript tool holds', () => {
    expect(MAX_ID).toBe(Number.MAX_SAFE_INTEGER)
    const schemas = document.components?.schemas as Record<string, OpenAPIV3.SchemaObject>
    expect([schemas.Id?.maximum, schemas.PathId?.maximum]).toEqual([MAX_ID, MAX_ID])
  })

  it('gives every integer in a path or a query the pattern of plain digits the mock holds to', () => {
    const unwritten: string[] = []
    for (const op of contractOperations) {
      for (const param of op.parameters.map((p) => deref<OpenAPIV3.ParameterObject>(p))) {
        const schema = deref<OpenAPIV3.SchemaObject>(param.schema as OpenAPIV3.SchemaObject)
        if (schema.type === 'integer' && schema.pattern !== ID_DIGITS.source)
          unwritten.push(`${op.operationId} ${param.name}`)
      }
    }
    expect(unwritten).toEqual([])
    const listPets = validatorsFor('listPets')
    for (const raw of ['+1', '1e1', '1.0', '0x1', ' 1']) {
      expect(ID_DIGITS.test(raw), raw).toBe(false)
      for (const name of ['limit', 'offset', 'categoryId']) {
        const query = parseQuery(listPets, new URLSearchParams([[name, raw]]))
        expect(query.ok, `${name}=${raw}`).toBe(false)
      }
    }
    expect(parseQuery(listPets, new URLSearchParams('limit=10&offset=007&categoryId=1')).ok).toBe(
      true,
    )
  })
})
