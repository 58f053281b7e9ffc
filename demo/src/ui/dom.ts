/**
 * The demo's element builder: plain DOM, no innerHTML, so API data is always text.
 *
 * The harness panel has a builder of the same shape (src/entries/browser/harness/dom.ts), on purpose not shared:
 * the demo is a consumer and imports only the package's public entries, and a DOM builder is no
 * part of what a mock library should promise its users. An app brings its own UI kit; this is
 * the demo's.
 */

/** What may go inside an element. */
export type Child = Node | string | number | null | undefined | false | Child[]

/** Attributes; `on*` functions become listeners, booleans toggle, null and undefined are skipped. */
export type Attrs = Record<
  string,
  string | number | boolean | null | undefined | ((event: Event) => void)
>

/**
 * Creates an element with attributes and children.
 *
 * @example
 * h('button', { class: 'btn', onclick: save }, 'Save')
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value)
    else if (typeof value === 'boolean') element.toggleAttribute(name, value)
    else if (value !== null && value !== undefined) element.setAttribute(name, String(value))
  }
  append(element, children)
  return element
}

/**
 * Appends children, flattening arrays and skipping empty ones.
 *
 * @example
 * append(list, pets.map((pet) => h('li', null, pet.name)))
 */
export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (Array.isArray(child)) append(parent, child)
    else if (child instanceof Node) parent.appendChild(child)
    else if (child !== null && child !== undefined && child !== false) {
      parent.appendChild(document.createTextNode(String(child)))
    }
  }
}

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
