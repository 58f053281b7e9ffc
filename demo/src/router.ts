/**
 * Hash routes (`#/pets?status=available`), so the static build works on any host and path
 * with no server rewrites, and a reload keeps the page and its filters.
 */

/**
 * The pages of the demo.
 *
 * @example
 * viewNames.includes('orders') // true
 */
export const viewNames = ['pets', 'categories', 'inventory', 'orders', 'reference'] as const
export type ViewName = (typeof viewNames)[number]

/** Where the app is. */
export interface Route {
  name: ViewName
  params: URLSearchParams
}

/**
 * Reads the route from the address; unknown routes go to the pets list.
 *
 * @example
 * currentRoute() // { name: 'pets', params: URLSearchParams { status: 'available' } }
 */
export function currentRoute(): Route {
  // A share link carries the store after the route (`#/pets?sort=-id#petstore-state=…`).
  const route = location.hash.replace(/^#\/?/, '').replace(/#petstore-state=.*$/s, '')
  const [path = '', query = ''] = route.split('?')
  const name = viewNames.find((v) => v === path) ?? 'pets'
  return { name, params: new URLSearchParams(query) }
}

/**
 * The address of a page.
 *
 * @example
 * hrefFor('pets', { categoryId: '2' }) // '#/pets?categoryId=2'
 */
export function hrefFor(name: ViewName, params?: Record<string, string> | URLSearchParams): string {
  const query = new URLSearchParams(params).toString()
  return `#/${name}${query ? `?${query}` : ''}`
}

/**
 * Writes a page's filters into the address without re-rendering the page, so a reload (or a
 * shared link) shows the same list. A person's change (a page, a filter) is `push`ed, so Back
 * undoes it; the app's own corrections (a page past the end) `replace` the entry.
 *
 * @example
 * keepParams('pets', new URLSearchParams({ status: 'sold' }), 'push')
 */
export function keepParams(
  name: ViewName,
  params: URLSearchParams,
  how: 'push' | 'replace' = 'replace',
): void {
  const href = hrefFor(name, params)
  if (how === 'push' && href !== location.hash) history.pushState(null, '', href)
  else history.replaceState(history.state, '', href)
}
