/** Paging headers: X-Total-Count and an RFC 8288 Link with first, prev, next and last. */
import { BoundedCache } from '../base/cache'

/** Builds the paging headers for one page of a list answered at `url`. */
export function pagingHeaders(
  url: URL,
  total: number,
  limit: number,
  offset: number,
): Readonly<Record<string, string>> {
  // A page asked for again (a list polled, refetched on focus) gets the same frozen headers.
  const key = `${total} ${limit} ${offset} ${url.href}`
  return (
    recent.get(key) ?? recent.set(key, Object.freeze(buildPagingHeaders(url, total, limit, offset)))
  )
}

const recent = new BoundedCache<string, Readonly<Record<string, string>>>(256)

function buildPagingHeaders(
  url: URL,
  total: number,
  limit: number,
  offset: number,
): Record<string, string> {
  const at = linkTemplate(url, limit)
  const lastOffset = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit
  const links = [`<${at(0)}>; rel="first"`]
  if (offset > 0)
    links.push(`<${at(Math.max(0, Math.min(offset - limit, lastOffset)))}>; rel="prev"`)
  if (offset + limit < total) links.push(`<${at(offset + limit)}>; rel="next"`)
  links.push(`<${at(lastOffset)}>; rel="last"`)
  return { 'X-Total-Count': String(total), Link: links.join(', ') }
}

// The page's URL with its limit and offset replaced as URLSearchParams.set replaces them (the
// first of each in place, repeats dropped, absent ones appended), serialised once: each link
// then only fills in its offset instead of parsing and serialising a URL per link.
function linkTemplate(url: URL, limit: number): (offset: number) => string {
  const parts: string[] = []
  let limitAt = -1
  let offsetAt = -1
  for (const [name, value] of url.searchParams) {
    if (name === 'limit' || name === 'offset') {
      if (name === 'limit' && limitAt === -1) limitAt = parts.push('') - 1
      if (name === 'offset' && offsetAt === -1) offsetAt = parts.push('') - 1
      continue
    }
    parts.push(new URLSearchParams([[name, value]]).toString())
  }
  if (limitAt === -1) limitAt = parts.push('') - 1
  if (offsetAt === -1) offsetAt = parts.push('') - 1
  parts[limitAt] = `limit=${limit}`
  const head = `${url.origin}${url.pathname}?`
  return (offset) => {
    parts[offsetAt] = `offset=${offset}`
    return head + parts.join('&') + url.hash
  }
}
