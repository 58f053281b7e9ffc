/**
 * What the repo's HTTP-level tests read off a response, in one place: the contract's schema types
 * under short names, the Error body a failed request must carry, and the paging Link header.
 */
import { expect } from 'vitest'
import type { components } from '../../src/contract/generated/openapi'
import type { ApiResponse } from '../../src/conformance/client'
import { TEST_BASE } from './mock'

export type Pet = components['schemas']['Pet']
export type PetStatus = components['schemas']['PetStatus']
export type Category = components['schemas']['Category']
export type InventoryItem = components['schemas']['InventoryItem']
export type Order = components['schemas']['Order']
export type ErrorBody = components['schemas']['Error']

/**
 * Asserts an Error object of the contract with this status and code, and returns it.
 *
 * @example
 * expectError(await api.get('/pets/999'), 404, 'pet_not_found')
 */
export function expectError(res: ApiResponse, status: number, code: string): ErrorBody {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = res.body as ErrorBody
  expect(body).toMatchObject({ code, status })
  expect(typeof body.message).toBe('string')
  return body
}

/**
 * Asserts a 400 `validation_failed` whose details name `path` (or a path matching it).
 *
 * @example
 * expectValidationError(await api.post('/pets', { name: '' }), 'body.name')
 */
export function expectValidationError(res: ApiResponse, path: string | RegExp): ErrorBody {
  const body = expectError(res, 400, 'validation_failed')
  const paths = (body.details ?? []).map((d) => d.path)
  if (typeof path === 'string') expect(paths).toContain(path)
  else expect(paths.some((p) => path.test(p))).toBe(true)
  return body
}

/** One link of the Link header. */
export interface PageLink {
  limit: string | null
  offset: string | null
  url: URL
}

/**
 * The Link header as rel -> { limit, offset }, with the full URL kept for filter checks.
 *
 * @example
 * linksOf(await api.get('/pets?limit=2')).next?.offset // '2'
 */
export function linksOf(res: ApiResponse): Record<string, PageLink> {
  const out: Record<string, PageLink> = {}
  const header = res.headers.get('link') ?? ''
  for (const part of header.split(/,\s*(?=<)/)) {
    const match = /^<([^>]+)>\s*;\s*rel="([^"]+)"/.exec(part.trim())
    if (!match?.[1] || !match[2]) continue
    const url = new URL(match[1], TEST_BASE)
    out[match[2]] = {
      limit: url.searchParams.get('limit'),
      offset: url.searchParams.get('offset'),
      url,
    }
  }
  return out
}

/**
 * The Link header as rel -> `limit=…&offset=…`, for compact assertions.
 *
 * @example
 * expect(pageOf(res)).toEqual({ first: 'limit=2&offset=0', next: 'limit=2&offset=2' })
 */
export function pageOf(res: ApiResponse): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [rel, link] of Object.entries(linksOf(res)))
    out[rel] = `limit=${link.limit}&offset=${link.offset}`
  return out
}

/**
 * Asserts what a list operation answers on an empty store: 200, no items, a total count of 0,
 * and one page's links.
 */
export function expectEmptyList(res: ApiResponse): void {
  expect(res.status).toBe(200)
  expect(res.body).toEqual([])
  expect(res.headers.get('x-total-count')).toBe('0')
  expect(pageOf(res)).toEqual({ first: 'limit=20&offset=0', last: 'limit=20&offset=0' })
}
