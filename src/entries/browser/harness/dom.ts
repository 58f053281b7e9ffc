/**
 * A tiny element builder for the harness panel: no framework, no innerHTML, so nothing the
 * journal shows (URLs, bodies) can ever be parsed as markup.
 */

/** What may go inside an element. */
export type Child = Node | string | number | null | undefined | false | Child[]

/** Attributes; `on*` functions become listeners, booleans toggle, null and undefined are skipped. */
export type Attrs = Record<
  string,
  string | number | boolean | null | undefined | ((event: Event) => void)
>

/** Creates an element with attributes and children. */
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

/** Appends children, flattening arrays and skipping empty ones. */
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
 * `draw` run in an animation frame at most every `everyMs`, however often the returned function
 * is called: the harness redraws after requests, and drawing the page once per request would
 * slow the requests themselves. `cancel()` drops a pending draw.
 */
export function drawAtMost(everyMs: number, draw: () => void): (() => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let frame: number | undefined
  let drawnAt = -Infinity
  const run = () => {
    frame = undefined
    drawnAt = performance.now()
    draw()
  }
  const schedule = () => {
    if (frame !== undefined || timer !== undefined) return
    timer = setTimeout(
      () => {
        timer = undefined
        frame = requestAnimationFrame(run)
      },
      Math.max(0, drawnAt + everyMs - performance.now()),
    )
  }
  return Object.assign(schedule, {
    cancel() {
      clearTimeout(timer)
      if (frame !== undefined) cancelAnimationFrame(frame)
      timer = frame = undefined
    },
  })
}
