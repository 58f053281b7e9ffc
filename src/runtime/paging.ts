/**
 * Paging headers: X-Total-Count and an RFC 8288 Link with first, prev, next and last.
 */

/**
 * Builds the paging headers for one page of a list answered at `url`.
 *
 * @example
 * pagingHeaders(new URL('http://x/api/v1/pets?limit=20'), 45, 20, 0)
 * // { 'X-Total-Count': '45', Link: '<http://x/api/v1/pets?limit=20&offset=0>; rel="first", …' }
 */
export function pagingHeaders(
  url: URL,
  total: number,
  limit: number,
  offset: number,
): Record<string, string> {
  const at = (start: number): string => {
    const next = new URL(url)
    next.searchParams.set('limit', String(limit))
    next.searchParams.set('offset', String(start))
    return next.href
  }
  const lastOffset = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit
  const links = [`<${at(0)}>; rel="first"`]
  if (offset > 0)
    links.push(`<${at(Math.max(0, Math.min(offset - limit, lastOffset)))}>; rel="prev"`)
  if (offset + limit < total) links.push(`<${at(offset + limit)}>; rel="next"`)
  links.push(`<${at(lastOffset)}>; rel="last"`)
  return { 'X-Total-Count': String(total), Link: links.join(', ') }
}
