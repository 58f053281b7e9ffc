/**
 * The app's queries: the generated SDK wrapped for TanStack Query. Lists read `X-Total-Count`
 * from the response (the SDK returns it beside the body), and a failed call becomes an
 * `ApiProblem` carrying the API's own message.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { listCategories, listOrders, listPets } from './client'
import type { Error as ApiErrorBody } from './client'

/**
 * Pets on one page of the list.
 *
 * @example
 * const offset = page * PAGE_SIZE
 */
export const PAGE_SIZE = 10

/**
 * A call the API answered with an error: its status and the Error object's message.
 *
 * @example
 * new ApiProblem(503, body).message // 'The service is unavailable; try again shortly.'
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `The API answered ${status}.`)
    this.name = 'ApiProblem'
  }
}

interface Result<T> {
  data?: T
  error?: unknown
  response?: Response
}

function unwrap<T>({ data, error, response }: Result<T>): { data: T; response: Response } {
  if (!response || error !== undefined || data === undefined) {
    throw new ApiProblem(response?.status ?? 0, error as ApiErrorBody | undefined)
  }
  return { data, response }
}

function totalOf(response: Response): number {
  return Number(response.headers.get('X-Total-Count') ?? 0)
}

/**
 * One page of pets (0-based), optionally of one category, with how many match in all.
 *
 * @example
 * const { data } = useQuery(petsPage(0, dogs.id)) // { pets, total, page }
 */
export function petsPage(page: number, categoryId?: number) {
  return queryOptions({
    queryKey: ['pets', { page, categoryId }],
    queryFn: async ({ signal }) => {
      const query = { limit: PAGE_SIZE, offset: page * PAGE_SIZE, categoryId }
      const { data, response } = unwrap(await listPets({ query, signal }))
      return { pets: data, total: totalOf(response), page }
    },
    // Keeps the current page on screen while the next one loads (its `page` says which it is).
    placeholderData: keepPreviousData,
  })
}

/**
 * Every category, for the filter (the API allows 100 a page; this shop has fewer).
 *
 * @example
 * const categories = useQuery(categoriesQuery)
 */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async ({ signal }) =>
    unwrap(await listCategories({ query: { limit: 100 }, signal })).data,
})

/**
 * Orders placed and not yet complete: the ones waiting to ship.
 *
 * @example
 * const { data } = useQuery(pendingOrdersQuery) // { orders, total }
 */
export const pendingOrdersQuery = queryOptions({
  queryKey: ['orders', 'pending'],
  queryFn: async ({ signal }) => {
    const { data, response } = unwrap(
      await listOrders({ query: { complete: false, limit: 100 }, signal }),
    )
    return { orders: data, total: totalOf(response) }
  },
})
