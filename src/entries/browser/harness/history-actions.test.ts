import { describe, expect, it } from 'vitest'
import { shareLink } from './history-actions'

describe('a share link', () => {
  it("keeps the app's hash route, with the state after it", () => {
    expect(shareLink('http://127.0.0.1:5173/#/pets?sort=-id', 'petstore-state.1.abc')).toBe(
      'http://127.0.0.1:5173/#/pets?sort=-id#petstore-state=petstore-state.1.abc',
    )
  })

  it("keeps the app's path and query, and a page with no hash gets one", () => {
    expect(shareLink('https://app.test/shop/pets?page=2', 'petstore-state.1.abc')).toBe(
      'https://app.test/shop/pets?page=2#petstore-state=petstore-state.1.abc',
    )
  })

  it('replaces a state the address already carries', () => {
    expect(
      shareLink(
        'http://app.test/#/orders#petstore-state=petstore-state.1.old',
        'petstore-state.1.new',
      ),
    ).toBe('http://app.test/#/orders#petstore-state=petstore-state.1.new')
  })
})
