/**
 * Header names in lower case, as HTTP/1.1 writes them and Fetch `Headers` reads them.
 */

// Header names repeat from request to request (the pipeline's own are few and fixed): each is
// lowered once, and the journal's thousand entries share the one string instead of a copy each.
// Bounded, so a client inventing names cannot grow it without end.
const lowered = new Map<string, string>()

/**
 * `name.toLowerCase()`, made once per distinct name.
 *
 * @example
 * lowerHeaderName('Content-Type') // 'content-type'
 */
export function lowerHeaderName(name: string): string {
  let lower = lowered.get(name)
  if (lower === undefined) {
    lower = name.toLowerCase()
    if (lowered.size < 512) lowered.set(name, lower)
  }
  return lower
}
