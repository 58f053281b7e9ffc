import { describe, expect, it } from 'vitest'
import { errorCodes } from './errors'
import { document } from './generated/openapi-document'
import { MAX_STOCK } from './limits'

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
})
