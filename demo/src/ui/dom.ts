/**
 * The demo's element builder: plain DOM, no innerHTML, so API data is always text. It is the
 * harness panel's own builder (src/browser/dom.ts), plus `replace`.
 */
import { append, type Child } from '../../../src/browser/dom'

export { append, h, type Attrs, type Child } from '../../../src/browser/dom'

/**
 * Replaces an element's children.
 *
 * @example
 * replace(main, h('p', null, 'Loading…'))
 */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren()
  append(parent, children)
}
