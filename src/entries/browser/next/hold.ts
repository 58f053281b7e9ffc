/**
 * Holds the page's API requests until the worker intercepts. The worker's code is loaded with a
 * dynamic import() (so a production build leaves it out), which lets the page hydrate, and a
 * client component fetch on mount, before msw's own hold begins: that first fetch went to the
 * network. Only requests under the mock's base wait; the rest go out at once.
 */

/** Where the API's URLs start (`https://api.test/v1`, or `/api/v1` on the page's own origin). */
function apiPrefix(baseUrl: string, page: string): string {
  return new URL(baseUrl, page).href.replace(/\/+$/, '')
}

/**
 * Makes `scope.fetch` wait for `ready` before an API request; once it settles, puts the fetch it
 * found back (unless something has replaced it since, which then keeps calling through).
 */
export function holdApiFetches(
  ready: Promise<unknown>,
  baseUrl: string,
  scope: { fetch: typeof fetch; location: { href: string } } = window,
): void {
  const inner = scope.fetch
  const prefix = apiPrefix(baseUrl, scope.location.href)
  const settled = ready.then(
    () => undefined,
    () => undefined,
  )
  const held: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const target = new URL(url, scope.location.href).href
    if (target !== prefix && !target.startsWith(`${prefix}/`) && !target.startsWith(`${prefix}?`))
      return inner.call(scope, input, init)
    return settled.then(() => inner.call(scope, input, init))
  }
  scope.fetch = held
  void settled.then(() => {
    if (scope.fetch === held) scope.fetch = inner
  })
}
