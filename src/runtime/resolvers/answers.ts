/**
 * Small builders for the replies resolvers return.
 */
import type { Page } from '../../db/page'
import type { Reply } from '../context'
import { pagingHeaders } from '../paging'

/**
 * 200 with a JSON body.
 *
 * @example
 * return ok(await db.getPet(params.petId))
 */
export function ok(body: unknown): Reply {
  return { status: 200, body }
}

/**
 * 201 with the created record and its Location.
 *
 * @example
 * return created(pet, `${basePath}/pets/${pet.id}`)
 */
export function created(body: unknown, location: string): Reply {
  return { status: 201, body, headers: { Location: location } }
}

/**
 * 204 with no body.
 *
 * @example
 * await db.deletePet(params.petId)
 * return noContent()
 */
export function noContent(): Reply {
  return { status: 204 }
}

/**
 * 200 with one page as a plain array, and X-Total-Count plus Link headers.
 *
 * @example
 * return paged(await db.listPets(query), url, query)
 */
export function paged<T>(page: Page<T>, url: URL, query: { limit: number; offset: number }): Reply {
  const headers = pagingHeaders(url, page.total, query.limit, query.offset)
  return { status: 200, body: page.items, headers }
}
