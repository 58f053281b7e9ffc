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
