/**
 * `petstore-mock capture`: reads a real server's whole store through its list operations
 * (categories, pets, inventory, orders), page by page with the contract's paging (`limit`,
 * `offset`, the `Link` header's `next`), and makes one snapshot of it in the store's one format.
 * Each record is checked against openapi.yaml and then by the store's own rules
 * (`salvageStore`); the ones refused are left out and reported with the reason.
 */
import type { OperationId } from '../../contract/operations'
import { contractProblems } from '../../contract/response-check'
import { schemaValidator, toDetails } from '../../contract/validation'
import { salvageStore, storeRecord, type DroppedRecord, type Table } from '../../db/salvage'
import type { StoreSnapshot } from '../../db/types'
import { parseJson } from '../../base/json'

/** What to capture, and how far to go. */
export interface CaptureOptions {
  /** The API's base URL, e.g. `https://staging.example.com/api/v1`. */
  baseUrl: string
  /** A key with read access, sent as `Authorization: Bearer <key>`. */
  key?: string | undefined
  /** The most requests to send; the capture fails rather than write part of a store. Default 10,000. */
  maxRequests?: number
  /** Records asked for per page (the contract allows 1 to 100). Default 100. */
  pageSize?: number
  /** How long one page may take. Default 30 s. */
  timeoutMs?: number
  /** Told after each page. */
  onProgress?: (progress: CaptureProgress) => void
}

/** How far a capture got. */
export interface CaptureProgress {
  resource: string
  /** Records of `resource` read so far. */
  records: number
  /** What the server's `X-Total-Count` says, when it says. */
  total: number | undefined
  requests: number
}

/** A finished capture. */
export interface CaptureResult {
  /** The store, checked: what `serve --scenario-from`, `--data` and `restore()` load. */
  store: StoreSnapshot
  /** Records left out, with the reason (outside the contract, or refused by the store's rules). */
  skipped: DroppedRecord[]
  requests: number
  /** Page-level problems that did not stop the capture (e.g. a missing header). */
  notes: string[]
}

/**
 * A capture that cannot finish: the server is unreachable, refused the key, dropped the
 * connection or the request limit was reached. Nothing should be written.
 */
export class CaptureError extends Error {
  override name = 'CaptureError'
}

/** The default of `--max-requests`. */
export const DEFAULT_MAX_REQUESTS = 10_000

const resources: ReadonlyArray<{
  table: Table
  path: string
  operationId: OperationId
  schema: string
  noun: string
}> = [
  {
    table: 'categories',
    path: '/categories',
    operationId: 'listCategories',
    schema: 'Category',
    noun: 'category',
  },
  { table: 'pets', path: '/pets', operationId: 'listPets', schema: 'Pet', noun: 'pet' },
  {
    table: 'inventory',
    path: '/store/inventory',
    operationId: 'listInventory',
    schema: 'InventoryItem',
    noun: 'inventory entry of pet',
  },
  {
    table: 'orders',
    path: '/store/orders',
    operationId: 'listOrders',
    schema: 'Order',
    noun: 'order',
  },
]

/** Reads a real server's store. Throws CaptureError when it cannot read all of it. */
export async function captureStore(options: CaptureOptions): Promise<CaptureResult> {
  const base = options.baseUrl.replace(/\/+$/, '')
  const pageSize = options.pageSize ?? 100
  const maxRequests = options.maxRequests ?? DEFAULT_MAX_REQUESTS
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.key) headers.Authorization = `Bearer ${options.key}`
  const skipped: DroppedRecord[] = []
  const notes: string[] = []
  const records: Record<Table, Map<number, Record<string, unknown>>> = {
    categories: new Map(),
    pets: new Map(),
    inventory: new Map(),
    orders: new Map(),
  }
  let requests = 0
  for (const resource of resources) {
    const validate = schemaValidator(resource.schema)
    const seen = new Set<string>()
    let next: string | undefined = `${base}${resource.path}?limit=${pageSize}&offset=0`
    let read = 0
    let total: number | undefined
    while (next !== undefined && !seen.has(next)) {
      if (requests >= maxRequests) {
        throw new CaptureError(
          `reached --max-requests ${maxRequests} before the last page of ${resource.table} (${read}${total === undefined ? '' : ` of ${total}`} read); raise --max-requests`,
        )
      }
      seen.add(next)
      requests++
      const page = await getPage(next, headers, options.timeoutMs ?? 30_000, requests === 1, base)
      const problems = contractProblems(resource.operationId, page)
      for (const problem of problems) {
        const note = `${resource.path}: ${problem.message}`
        if (problem.check !== 'response_schema' && !notes.includes(note)) notes.push(note)
      }
      const items = page.body as unknown[]
      items.forEach((item) => {
        const key = resource.table === 'inventory' ? 'petId' : 'id'
        const id = (item as Record<string, unknown> | null)?.[key]
        if (!validate(item)) {
          const why = toDetails('', validate.errors)
            .map((d) => `${d.path.replace(/^\./, '')} ${d.message}`.trim())
            .join('; ')
          skipped.push({
            record: `${resource.noun} ${typeof id === 'number' ? id : '(no id)'}`,
            reason: `breaks openapi.yaml: ${why}`,
          })
          return
        }
        records[resource.table].set(id as number, storeRecord(resource.table, item as never))
      })
      read += items.length
      total = totalOf(page.headers) ?? total
      options.onProgress?.({ resource: resource.table, records: read, total, requests })
      next = nextPage(page.headers, next, items.length, pageSize)
    }
  }
  const { snapshot, dropped } = salvageStore({
    categories: [...records.categories.values()] as never,
    pets: [...records.pets.values()] as never,
    inventory: [...records.inventory.values()] as never,
    orders: [...records.orders.values()] as never,
  })
  return { store: snapshot, skipped: [...skipped, ...dropped], requests, notes }
}

interface Page {
  status: number
  headers: Headers
  body: unknown
}

async function getPage(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  first: boolean,
  base: string,
): Promise<Page> {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), timeoutMs)
  let response: Response
  let text: string
  try {
    response = await fetch(url, { headers, signal: abort.signal })
    // The whole body, within the same time: a server that stops mid-page fails here.
    text = await response.text()
  } catch (error) {
    const why = abort.signal.aborted ? `no answer within ${timeoutMs} ms` : reasonOf(error)
    throw new CaptureError(
      first
        ? `could not reach ${base} (${why})`
        : `the connection to ${new URL(base).host} failed while reading GET ${url} (${why})`,
    )
  } finally {
    clearTimeout(timer)
  }
  let body: unknown
  try {
    body = text === '' ? undefined : parseJson(text)
  } catch {
    body = undefined
  }
  if (response.status === 401 || response.status === 403) {
    const error = body as { code?: unknown; message?: unknown } | undefined
    const said = typeof error?.message === 'string' ? `: ${error.message}` : ''
    throw new CaptureError(
      `${base} refused the request (${response.status}${typeof error?.code === 'string' ? ` ${error.code}` : ''}${said}); pass a key that may read with --key or PETSTORE_KEY`,
    )
  }
  if (response.status !== 200) {
    throw new CaptureError(`${base} answered GET ${url} with ${response.status}, not 200`)
  }
  if (!Array.isArray(body)) {
    throw new CaptureError(`${base} answered GET ${url} with a body that is not a JSON list`)
  }
  return { status: response.status, headers: response.headers, body }
}

function totalOf(headers: Headers): number | undefined {
  const value = headers.get('x-total-count')
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined
}

// The contract's Link header names the next page; without one, a full page means more may follow.
function nextPage(headers: Headers, current: string, got: number, pageSize: number) {
  const link = headers.get('link')
  if (link !== null) {
    for (const part of link.split(/,\s*(?=<)/)) {
      const match = /^<([^>]+)>\s*;\s*rel="?next"?/.exec(part.trim())
      if (match?.[1]) return new URL(match[1], current).toString()
    }
    return undefined
  }
  if (got < pageSize) return undefined
  const url = new URL(current)
  url.searchParams.set('offset', String(Number(url.searchParams.get('offset') ?? 0) + got))
  return url.toString()
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string') return cause.message
  return error instanceof Error ? error.message : String(error)
}
