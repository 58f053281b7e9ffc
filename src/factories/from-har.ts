/**
 * `fromHar`: a store built from the responses a HAR recording holds (Chrome DevTools, the
 * proxy's `record`, the journal's export). Entries are read in the order they started: the latest
 * representation of each record wins, deletes remove it, and lists add what they show (a record
 * missing from a list stays, since a page shows only part of a table). Entries the store cannot
 * take are reported, never used: other hosts, paths outside openapi.yaml, errors, and responses
 * that break the contract.
 */
import { contractProblems } from '../contract/response-check'
import type { OperationId } from '../contract/operations'
import { route } from '../contract/router'
import { initialStock } from '../db/rules'
import { salvageStore, storeRecord } from '../db/salvage'
import type { Category, InventoryItem, Order, Pet } from '../db/schemas'
import {
  countsOf,
  replayScenario,
  ReplayError,
  type ReplayScenario,
  type SkippedEntry,
} from './replay'
import { parseJson } from '../base/json'

/** Where the API lives in the recording. */
export interface FromHarOptions {
  /**
   * The API's base: a path (`/api/v1`, the default; the host is the one most entries call) or an
   * absolute URL (`https://staging.example.com/api/v1`) to pick the host too.
   */
  baseUrl?: string
}

/** An entry that names an operation of the contract. */
interface Routed {
  index: number
  raw: RawEntry
  url: URL
  operationId: OperationId
  params: Record<string, string>
}

/** One usable exchange of the recording. */
interface Exchange {
  entry: number
  operationId: OperationId
  params: Record<string, string>
  body: unknown
}

type Tables = {
  categories: Map<number, Category>
  pets: Map<number, Pet>
  inventory: Map<number, InventoryItem>
  orders: Map<number, Order>
}

/**
 * The scenario of a parsed HAR recording (`petstore-mock/node`'s `fromFile` reads one from a
 * path). Throws ReplayError when the value is not a HAR file, or holds no exchange with
 * the API.
 *
 * @example
 * const replay = fromHar(JSON.parse(text))
 * replay.summary.skipped // what was left out, and why
 * const petstore = createPetstore({ scenario: replay })
 */
export function fromHar(har: unknown, options: FromHarOptions = {}): ReplayScenario {
  const entries = entriesOf(har)
  const { basePath, origin: fixedOrigin } = baseOf(options.baseUrl)
  const skipped: SkippedEntry[] = []
  const routed: Routed[] = []
  const outside: Array<{ index: number; raw: RawEntry; url: URL | undefined }> = []
  const origins = new Map<string, number>()
  entries.forEach((raw, index) => {
    const url = urlOf(raw)
    const path = url?.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length)
      : undefined
    const matched = path === undefined ? undefined : route(raw.request.method, path)
    if (!url || matched?.kind !== 'operation') return void outside.push({ index, raw, url })
    const { operationId } = matched.operation
    routed.push({ index, raw, url, operationId, params: matched.params })
    origins.set(url.origin, (origins.get(url.origin) ?? 0) + 1)
  })
  const origin = fixedOrigin ?? [...origins].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (origin === undefined || !routed.some((r) => r.url.origin === origin)) {
    const hosts = [...new Set(entries.map((raw) => urlOf(raw)?.host).filter(Boolean))]
    throw new ReplayError(
      `holds no exchange with the Petstore API: ${entries.length === 1 ? 'its one entry is not' : `none of its ${entries.length} entries is`} an ` +
        `operation of openapi.yaml under ${fixedOrigin ?? ''}${basePath || '/'}` +
        (hosts.length > 0 ? ` (it calls ${hosts.slice(0, 3).join(', ')})` : ''),
      'Record the app while it talks to the API, or pass baseUrl if the API lives elsewhere',
    )
  }
  const apiHost = new URL(origin).host
  for (const { index, raw, url } of outside) {
    const reason = !url
      ? 'has no valid request.url'
      : url.origin !== origin
        ? `calls another host (${url.host}) than the API's (${apiHost})`
        : `is not an operation of openapi.yaml (${raw.request.method} ${url.pathname})`
    skipped.push(skip(index, raw, reason))
  }
  const usable: Exchange[] = []
  for (const { index, raw, url, operationId, params } of routed) {
    if (url.origin !== origin) {
      skipped.push(skip(index, raw, `calls another host (${url.host}) than the API's (${apiHost})`))
      continue
    }
    const status = raw.response.status
    if (status < 200 || status > 299) {
      skipped.push(skip(index, raw, `answered ${status}: an error changes no record`))
      continue
    }
    const { body, bodyRead } = bodyOf(raw)
    const headers = new Headers()
    for (const { name, value } of raw.response.headers ?? []) headers.append(name, value)
    // The state is in the bodies: a header the contract has since added (ETag) or a backend
    // leaves out does not make a record any less usable.
    const problems = contractProblems(operationId, { status, headers, body, bodyRead }).filter(
      (problem) => problem.check !== 'response_headers',
    )
    if (problems.length > 0) {
      const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''
      skipped.push(skip(index, raw, `breaks openapi.yaml: ${problems[0]!.message}${more}`))
      continue
    }
    usable.push({ entry: index + 1, operationId, params, body })
  }
  const tables: Tables = {
    categories: new Map(),
    pets: new Map(),
    inventory: new Map(),
    orders: new Map(),
  }
  for (const exchange of inStartOrder(usable, entries)) apply(tables, exchange)
  const derived = new Map<number, string>()
  for (const pet of tables.pets.values()) {
    if (tables.inventory.has(pet.id)) continue
    const quantity = initialStock(pet.status)
    tables.inventory.set(pet.id, { petId: pet.id, quantity, status: pet.status })
    derived.set(
      pet.id,
      `stock of pet ${pet.id}: ${quantity}, as for a new ${pet.status} pet (no inventory response showed it)`,
    )
  }
  const { snapshot, dropped } = salvageStore({
    categories: [...tables.categories.values()],
    pets: [...tables.pets.values()],
    inventory: [...tables.inventory.values()],
    orders: [...tables.orders.values()],
  })
  const kept = new Set(snapshot.pets.map((pet) => pet.id))
  return replayScenario(snapshot, {
    entries: entries.length,
    used: usable.length,
    api: `${origin}${basePath}`,
    records: countsOf(snapshot),
    skipped: skipped.sort((a, b) => a.entry - b.entry),
    dropped,
    derived: [...derived].filter(([id]) => kept.has(id)).map(([, text]) => text),
  })
}

/** The parts of a HAR entry read here. */
interface RawEntry {
  startedDateTime?: unknown
  request: { method: string; url: string }
  response: {
    status: number
    headers?: Array<{ name: string; value: string }>
    content?: { text?: unknown; encoding?: unknown }
  }
}

function entriesOf(har: unknown): RawEntry[] {
  const log = isRecord(har) ? har.log : undefined
  if (!isRecord(log) || !Array.isArray(log.entries)) {
    throw new ReplayError(
      'is not a HAR file: it has no log.entries list (HAR 1.2, as DevTools exports)',
    )
  }
  return log.entries.map((entry: unknown, i: number) => {
    const request = isRecord(entry) ? entry.request : undefined
    const response = isRecord(entry) ? entry.response : undefined
    if (
      !isRecord(request) ||
      typeof request.method !== 'string' ||
      typeof request.url !== 'string' ||
      !isRecord(response) ||
      typeof response.status !== 'number' ||
      (response.headers !== undefined && !isHeaderList(response.headers))
    ) {
      throw new ReplayError(
        `is not a HAR file: log.entries[${i}] needs request.method, request.url, response.status and response.headers`,
      )
    }
    return entry as unknown as RawEntry
  })
}

function isHeaderList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((h) => isRecord(h) && typeof h.name === 'string' && typeof h.value === 'string')
  )
}

function baseOf(baseUrl: string | undefined): { basePath: string; origin: string | undefined } {
  if (baseUrl === undefined) return { basePath: '/api/v1', origin: undefined }
  if (typeof baseUrl !== 'string' || !(/^https?:\/\//i.test(baseUrl) || baseUrl.startsWith('/'))) {
    throw new TypeError(
      `fromHar: baseUrl must be a path such as /api/v1 or an absolute http(s) URL, got ${JSON.stringify(baseUrl)}`,
    )
  }
  const url = new URL(baseUrl, 'http://path.only')
  const basePath = url.pathname.replace(/\/+$/, '')
  return { basePath, origin: url.origin === 'http://path.only' ? undefined : url.origin }
}

function urlOf(raw: RawEntry): URL | undefined {
  try {
    return new URL(raw.request.url)
  } catch {
    return undefined
  }
}

function skip(index: number, raw: RawEntry, reason: string): SkippedEntry {
  return { entry: index + 1, request: `${raw.request.method} ${raw.request.url}`, reason }
}

function bodyOf(raw: RawEntry): { body: unknown; bodyRead: 'empty' | 'ok' | 'invalid' } {
  const { text, encoding } = raw.response.content ?? {}
  if (typeof text !== 'string' || text === '') return { body: undefined, bodyRead: 'empty' }
  try {
    const decoded = encoding === 'base64' ? new TextDecoder().decode(fromBase64(text)) : text
    return { body: parseJson(decoded), bodyRead: 'ok' }
  } catch {
    return { body: undefined, bodyRead: 'invalid' }
  }
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

// In the order the requests started, so "latest" means what the server said last; a recording
// without usable times keeps its own order.
function inStartOrder(usable: Exchange[], entries: RawEntry[]): Exchange[] {
  const times = usable.map((e) => Date.parse(String(entries[e.entry - 1]?.startedDateTime)))
  if (times.some(Number.isNaN)) return usable
  return usable
    .map((exchange, i) => ({ exchange, time: times[i] as number }))
    .sort((a, b) => a.time - b.time || a.exchange.entry - b.exchange.entry)
    .map(({ exchange }) => exchange)
}

// What each operation's answer does to the replayed store: every operationId must be here (a new
// one fails the type check at this line), `read` for one whose answer changes nothing.
const kinds: Record<OperationId, keyof Tables | `delete ${keyof Tables}` | 'read'> = {
  listCategories: 'categories',
  getCategoryById: 'categories',
  createCategory: 'categories',
  updateCategory: 'categories',
  deleteCategory: 'delete categories',
  listPets: 'pets',
  getPetById: 'pets',
  createPet: 'pets',
  updatePet: 'pets',
  deletePet: 'delete pets',
  listInventory: 'inventory',
  getInventoryItem: 'inventory',
  updateInventory: 'inventory',
  listOrders: 'orders',
  getOrderById: 'orders',
  createOrder: 'orders',
  updateOrder: 'orders',
  cancelOrder: 'delete orders',
}

function apply(tables: Tables, { operationId, params, body }: Exchange): void {
  const kind = kinds[operationId] as (typeof kinds)[OperationId] | undefined
  if (kind === undefined || kind === 'read') return
  if (kind.startsWith('delete ')) {
    const id = Number(Object.values(params)[0])
    const table = kind.slice('delete '.length) as keyof Tables
    tables[table].delete(id)
    // A pet and its inventory entry go together.
    if (table === 'pets') tables.inventory.delete(id)
    return
  }
  const table = kind as keyof Tables
  for (const item of Array.isArray(body) ? body : [body]) {
    if (!isRecord(item)) continue
    const record = storeRecord(table, item)
    if (table === 'inventory') {
      const stock = record as unknown as InventoryItem
      tables.inventory.set(stock.petId, stock)
      // The status is one value shown in two places: the newer one wins in both.
      const pet = tables.pets.get(stock.petId)
      if (pet) tables.pets.set(pet.id, { ...pet, status: stock.status })
    } else {
      const id = record.id as number
      ;(tables[table] as Map<number, unknown>).set(id, record)
      const stock = table === 'pets' ? tables.inventory.get(id) : undefined
      if (stock) tables.inventory.set(id, { ...stock, status: (record as Pet).status })
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
