/** Small builders for the answers operation handlers return. */
import type { Page } from '../db/page'
import type { Answer } from '../runtime/answer'
import { pagingHeaders } from '../runtime/paging'

/** 200 with a JSON body. */
export function ok(body: unknown): Answer {
  return { status: 200, body }
}

/** 201 with the created record and its Location. */
export function created(body: unknown, location: string): Answer {
  return { status: 201, body, headers: { Location: location } }
}

/** 204 with no body. */
export function noContent(): Answer {
  return { status: 204 }
}

/** 200 with one page as a plain array, and X-Total-Count plus Link headers. */
export function paged<T>(
  page: Page<T>,
  url: URL,
  query: { limit: number; offset: number },
): Answer {
  const headers = pagingHeaders(url, page.total, query.limit, query.offset)
  return { status: 200, body: page.items, headers }
}
