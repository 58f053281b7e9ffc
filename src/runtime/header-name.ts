/** Header names in lower case, as HTTP/1.1 writes them and Fetch `Headers` reads them. */
import { BoundedCache } from '../base/cache'

// Header names repeat from request to request (the pipeline's own are few and fixed): each is
// lowered once, and the journal's thousand entries share the one string instead of a copy each.
const lowered = new BoundedCache<string, string>(512)

/** `name.toLowerCase()`, made once per distinct name. */
export function lowerHeaderName(name: string): string {
  return lowered.get(name) ?? lowered.set(name, name.toLowerCase())
}
