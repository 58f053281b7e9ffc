/**
 * Keeps server-side `fetch` mocked however often it is replaced. Next's dev server puts back the
 * `fetch` it saw at start-up after each hot reload (and wraps it again with its own on the next
 * request), which drops any interceptor installed later: every fetch to the API then goes out to
 * the network. Here `globalThis.fetch` becomes an accessor: whatever is assigned is kept, and what
 * is read is that function behind the mock, so the mock answers first whatever Next did to it.
 * Why this and not a patch of Next: docs/decisions/006-next-one-store.md.
 */

/** Answers a request the mock owns, or undefined to let it go to the network. */
export type MockAnswer = (request: Request) => Promise<Response | undefined>

/** Undoes the guard: `globalThis.fetch` is a plain property holding the last assigned function. */
export type Unguard = () => void

const OURS = Symbol('petstore-mock fetch guard')
type Guarded = typeof fetch & { [OURS]?: true }

/**
 * Installs the guard on `scope` (globalThis by default). `owns` is a cheap test on the URL, so a
 * request elsewhere is handed on untouched (its body never read).
 */
export function guardFetch(
  owns: (url: string) => boolean,
  answer: MockAnswer,
  scope: { fetch: typeof fetch } = globalThis,
): Unguard {
  const wrapped = new WeakMap<typeof fetch, Guarded>()
  const wrap = (inner: typeof fetch): Guarded => {
    if ((inner as Guarded)[OURS]) return inner
    let outer = wrapped.get(inner)
    if (!outer) {
      outer = Object.assign(
        async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
          const url = input instanceof Request ? input.url : String(input)
          if (!owns(url)) return inner(input, init)
          const request = new Request(input, init)
          return (await answer(request.clone())) ?? inner(request)
        },
        { [OURS]: true as const },
      ) as Guarded
      wrapped.set(inner, outer)
    }
    return outer
  }
  let current = scope.fetch
  Object.defineProperty(scope, 'fetch', {
    configurable: true,
    enumerable: true,
    get: () => wrap(current),
    set: (value: typeof fetch) => {
      current = value
    },
  })
  return () => {
    Object.defineProperty(scope, 'fetch', {
      configurable: true,
      enumerable: true,
      writable: true,
      value: current,
    })
  }
}
