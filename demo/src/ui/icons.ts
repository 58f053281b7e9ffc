/**
 * The few line icons the demo uses, drawn as inline SVG so the static build needs no icon font.
 */

const paths = {
  paw: 'M12 13c-2.8 0-5 2.3-5 4.6 0 1.5 1.2 2.4 2.6 2.4 1 0 1.6-.5 2.4-.5s1.4.5 2.4.5c1.4 0 2.6-.9 2.6-2.4C17 15.3 14.8 13 12 13ZM6.5 12a2 2.5 0 1 0 0-5 2 2.5 0 0 0 0 5Zm11 0a2 2.5 0 1 0 0-5 2 2.5 0 0 0 0 5ZM9.5 8a2 2.5 0 1 0 0-5 2 2.5 0 0 0 0 5Zm5 0a2 2.5 0 1 0 0-5 2 2.5 0 0 0 0 5Z',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  x: 'M6 6l12 12M18 6 6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 3-4.3-4.3',
  alert:
    'M12 9v4m0 4h.01M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z',
  refresh: 'M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4m-4 5a8 8 0 0 0 14.9 3.5M20 20v-4h-4',
  box: 'M21 8 12 3 3 8v8l9 5 9-5V8Zm-18 0 9 5 9-5M12 13v8',
  tag: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5h.01',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h14',
} as const

/** The name of an icon. */
export type IconName = keyof typeof paths

/**
 * An inline SVG icon that inherits the text colour.
 *
 * @example
 * h('button', null, icon('plus'), 'New pet')
 */
export function icon(name: IconName, size = 16): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg'
  const svg = document.createElementNS(ns, 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('width', String(size))
  svg.setAttribute('height', String(size))
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('class', 'icon')
  const path = document.createElementNS(ns, 'path')
  path.setAttribute('d', paths[name])
  path.setAttribute('fill', name === 'paw' ? 'currentColor' : 'none')
  path.setAttribute('stroke', name === 'paw' ? 'none' : 'currentColor')
  path.setAttribute('stroke-width', '2')
  path.setAttribute('stroke-linecap', 'round')
  path.setAttribute('stroke-linejoin', 'round')
  svg.append(path)
  return svg
}
