import { describe, it, expect } from 'vitest'
import { pagingHeaders } from './paging'

type Rel = 'first' | 'prev' | 'next' | 'last'

/** The Link header as rel -> URL. */
function links(header: string | undefined): Partial<Record<Rel, URL>> {
  const result: Partial<Record<Rel, URL>> = {}
  for (const part of (header ?? '').split(', ')) {
    const match = /^<([^>]+)>; rel="(first|prev|next|last)"$/.exec(part)
    if (!match) throw new Error(`not a link: ${part}`)
    result[match[2] as Rel] = new URL(match[1] as string)
  }
  return result
}

/** The offset of each link, or undefined when the link is absent. */
function offsets(url: string, total: number, limit: number, offset: number) {
  const headers = pagingHeaders(new URL(url), total, limit, offset)
  const byRel = links(headers.Link)
  const at = (rel: Rel) => {
    const link = byRel[rel]
    return link ? Number(link.searchParams.get('offset')) : undefined
  }
  return { first: at('first'), prev: at('prev'), next: at('next'), last: at('last') }
}

const base = 'http://x.test/api/v1/pets'

describe('pagingHeaders', () => {
  it('sets X-Total-Count to the total as a string', () => {
    expect(pagingHeaders(new URL(base), 45, 20, 0)['X-Total-Count']).toBe('45')
  })

  it('links first, next and last on the first page but not prev', () => {
    expect(offsets(base, 45, 20, 0)).toEqual({ first: 0, prev: undefined, next: 20, last: 40 })
  })

  it('links all four on a middle page', () => {
    expect(offsets(base, 45, 20, 20)).toEqual({ first: 0, prev: 0, next: 40, last: 40 })
  })

  it('links first, prev and last on the last page but not next', () => {
    expect(offsets(base, 45, 20, 40)).toEqual({ first: 0, prev: 20, next: undefined, last: 40 })
  })

  it('puts the last page at the start of a full last page', () => {
    expect(offsets(base, 40, 20, 0)).toEqual({ first: 0, prev: undefined, next: 20, last: 20 })
    expect(offsets(base, 40, 20, 20)).toEqual({ first: 0, prev: 0, next: undefined, last: 20 })
  })

  it('links only first and last, both at 0, when one page holds everything', () => {
    expect(offsets(base, 5, 20, 0)).toEqual({ first: 0, prev: undefined, next: undefined, last: 0 })
  })

  it('links only first and last at 0 when nothing matches', () => {
    const headers = pagingHeaders(new URL(base), 0, 20, 0)
    expect(headers['X-Total-Count']).toBe('0')
    expect(offsets(base, 0, 20, 0)).toEqual({ first: 0, prev: undefined, next: undefined, last: 0 })
  })

  it('points prev at the last page, and has no next, when the offset is beyond the total', () => {
    expect(offsets(base, 45, 20, 100)).toEqual({ first: 0, prev: 40, next: undefined, last: 40 })
    expect(offsets(base, 0, 20, 60)).toEqual({ first: 0, prev: 0, next: undefined, last: 0 })
  })

  it('clamps prev at 0 when the offset is less than one page', () => {
    expect(offsets(base, 45, 20, 5)).toEqual({ first: 0, prev: 0, next: 25, last: 40 })
  })

  it('handles a limit of 1', () => {
    expect(offsets(base, 3, 1, 1)).toEqual({ first: 0, prev: 0, next: 2, last: 2 })
  })

  it('writes limit into every link', () => {
    const byRel = links(pagingHeaders(new URL(base), 45, 20, 20).Link)
    for (const link of Object.values(byRel)) expect(link.searchParams.get('limit')).toBe('20')
  })

  it('lists the links in the order first, prev, next, last', () => {
    const link = pagingHeaders(new URL(base), 45, 20, 20).Link ?? ''
    expect([...link.matchAll(/rel="(\w+)"/g)].map((m) => m[1])).toEqual([
      'first',
      'prev',
      'next',
      'last',
    ])
  })

  it('keeps the other query parameters, repeated ones included, and replaces limit and offset', () => {
    const url = `${base}?status=available&status=sold&name=rex&sort=-name&limit=10&offset=10`
    const byRel = links(pagingHeaders(new URL(url), 45, 10, 10).Link)
    expect(Object.keys(byRel).sort()).toEqual(['first', 'last', 'next', 'prev'])
    for (const link of Object.values(byRel)) {
      expect(link.origin + link.pathname).toBe(base)
      expect(link.searchParams.getAll('status')).toEqual(['available', 'sold'])
      expect(link.searchParams.get('name')).toBe('rex')
      expect(link.searchParams.get('sort')).toBe('-name')
      expect(link.searchParams.getAll('limit')).toEqual(['10'])
      expect(link.searchParams.getAll('offset')).toHaveLength(1)
    }
    expect(byRel.next?.searchParams.get('offset')).toBe('20')
  })

  it('keeps parameter values that need encoding', () => {
    const url = `${base}?name=${encodeURIComponent('Mr Fluff & co')}`
    const byRel = links(pagingHeaders(new URL(url), 5, 2, 0).Link)
    expect(byRel.next?.searchParams.get('name')).toBe('Mr Fluff & co')
  })

  it('does not change the URL it was given', () => {
    const url = new URL(`${base}?limit=5`)
    pagingHeaders(url, 45, 20, 20)
    expect(url.href).toBe(`${base}?limit=5`)
  })
})
