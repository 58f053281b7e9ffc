/**
 * Bounds the contract states, read from openapi.yaml (through its generated document) so that
 * the rules and the messages never restate a number of their own.
 */
import type { OpenAPIV3 } from 'openapi-types'
import { document } from './generated/openapi-document'

/**
 * The most units a pet may have, in stock and in open orders together:
 * `InventoryItem.quantity.maximum` in openapi.yaml.
 */
export const MAX_STOCK = inventoryMaximum()

function inventoryMaximum(): number {
  const item = document.components?.schemas?.InventoryItem as OpenAPIV3.SchemaObject | undefined
  const quantity = item?.properties?.quantity as OpenAPIV3.SchemaObject | undefined
  if (typeof quantity?.maximum !== 'number') {
    throw new Error('openapi.yaml: InventoryItem.quantity needs a maximum')
  }
  return quantity.maximum
}

/**
 * The instants a `date-time` of openapi.yaml can hold (RFC 3339 writes four-digit years):
 * 0000-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z, in epoch milliseconds.
 */
export const DATE_RANGE_MS = {
  min: Date.parse('0000-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
} as const

/**
 * The largest id the API knows, in a path, a query or a body: `Id.maximum` in openapi.yaml
 * (`PathId` carries the same), 2^53-1, which every JavaScript tool holds exactly.
 */
export const MAX_ID: number = idSchemas().maximum

/**
 * How an id, `limit` or `offset` is written in a path or a query: `PathId.pattern` in
 * openapi.yaml, plain decimal digits (`+1` or `1e1` are refused, though they read as integers).
 */
export const ID_DIGITS: RegExp = new RegExp(idSchemas().pattern)

function idSchemas(): { maximum: number; pattern: string } {
  const schemas = document.components?.schemas ?? {}
  const id = schemas.Id as OpenAPIV3.SchemaObject | undefined
  const pathId = schemas.PathId as OpenAPIV3.SchemaObject | undefined
  if (typeof id?.maximum !== 'number' || pathId?.maximum !== id.maximum) {
    throw new Error('openapi.yaml: Id and PathId need the same maximum')
  }
  if (typeof pathId.pattern !== 'string') throw new Error('openapi.yaml: PathId needs a pattern')
  return { maximum: id.maximum, pattern: pathId.pattern }
}
