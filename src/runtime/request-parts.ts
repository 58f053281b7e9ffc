/**
 * A request as the pipeline takes it in: its method, URL and headers, and the WHATWG Request
 * built only when a hook, operation handler or body read asks for it. A server hands one to
 * `petstore.handle`; a Fetch Request becomes one through `callOf`.
 */

/** A request given as its parts (a Fetch Request fits it through `callOf`). */
export interface Call {
  readonly method: string
  /** The absolute URL. */
  readonly url: string
  /** Read by name without case, or listed as `[name, value]` pairs (a Fetch Headers is both). */
  readonly headers: { get(name: string): string | null } & Iterable<readonly [string, string]>
  /** `url` already parsed, when the server has it (saves parsing it again); never changed. */
  readonly parsedUrl?: URL
  /** True when a body is to be read; it is then read from `toRequest()`. */
  readonly hasBody: boolean
  /** Builds the WHATWG Request; the pipeline calls it at most once. */
  toRequest(): Request
}

// The last request whose URL was parsed, and that URL: msw's predicate (is it under the base?)
// and then the pipeline read the same request's URL, and a parse costs a create more than this.
let lastRequest: Request | undefined
let lastUrl: URL | undefined

/** A Fetch Request's URL, parsed once for the predicate that takes it and the pipeline. */
export function urlOf(request: Request): URL {
  if (request !== lastRequest || lastUrl === undefined) {
    lastUrl = new URL(request.url)
    lastRequest = request
  }
  return lastUrl
}

/** A Fetch Request as a Call (the way in for msw and `petstore.fetch`). */
export function callOf(request: Request): Call {
  return {
    method: request.method,
    url: request.url,
    parsedUrl: urlOf(request),
    headers: request.headers,
    hasBody: request.body !== null,
    toRequest: () => request,
  }
}
