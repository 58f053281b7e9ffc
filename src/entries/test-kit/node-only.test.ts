import { describe, expect, it } from 'vitest'
import { assertNode } from './node-only'

describe('the Node entries outside Node', () => {
  it('pass in Node, jsdom and happy-dom, which all run in Node', () => {
    expect(() => assertNode('x', 'y')).not.toThrow()
    expect(() => assertNode('x', 'y', { process: { versions: { node: '20.19.0' } } })).not.toThrow()
  })

  it('name the entry to use instead in a browser', () => {
    const browser = { window: {}, process: { env: {} } }
    expect(() =>
      assertNode(
        "usePetstore from 'petstore-mock/vitest'",
        "usePetstore from 'petstore-mock/vitest-browser'",
        browser,
      ),
    ).toThrow(
      new TypeError(
        "usePetstore from 'petstore-mock/vitest' runs in Node (it intercepts with msw/node), and this is not Node; in a browser use usePetstore from 'petstore-mock/vitest-browser'",
      ),
    )
    expect(() => assertNode('createPetstoreServer', 'x', {})).toThrow(TypeError)
  })
})
