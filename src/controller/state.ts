/**
 * The shared state: a mock's store, scenario, seed and the settings that shape its answers, as
 * one compact, versioned text (`petstore.share()`): JSON, deflated (deflate-raw) and written in
 * base64url after a prefix naming the format's version, so it fits a URL fragment. Reading one
 * back checks everything (its version, the package and API it came from, its size, the store
 * whole) before anything is changed, and names the first thing wrong.
 */
import packageJson from '../../package.json' with { type: 'json' }
import { document } from '../contract/generated/openapi-document'
import { parseStoreSnapshot, StoreSnapshotError, type SnapshotProblem } from '../db/snapshot'
import type { StoreSnapshot } from '../db/types'
import type { LatencySetting } from '../runtime/chaos-and-canned'
import { checkFaultRate, checkLatency, checkNow, checkScenarioName } from './settings'
import { JsonDepthError, parseJson } from '../base/json'
import { contractOperations as operations } from '../contract/operations'
import { planReply, type AnyReply } from '../runtime/one-off-reply'
import { readBounded } from '../base/bytes'

/** The text's version: a state written by another version of the format is refused by name. */
const STATE_VERSION = 1
const PREFIX = 'petstore-state.'
/** Where a share link carries the text. */
export const STATE_LINK_KEY = 'petstore-state='
/** The longest state text read (about a `large` store of 100,000 pets, deflated). */
export const MAX_STATE_CHARS = 16 * 1024 * 1024
// The most its JSON may inflate to: the admin import's limit, so a small text cannot inflate
// without end.
const MAX_STATE_JSON_BYTES = 64 * 1024 * 1024

/** A one-off reply still pending, as the state keeps it. */
export interface PendingReply {
  operationId: string
  status?: number
  body?: unknown
  headers?: Record<string, string>
  delay?: number
}

/** What a state holds. */
export interface SharedState {
  /** The package version and API (`title version`) it was made with. */
  package: string
  api: string
  seed: number
  /** The scenario's name, or `custom` for a seeding function (the store is carried either way). */
  scenario: string
  size: number | undefined
  latency: LatencySetting
  faultRate: number
  /** The mock's clock when it was fixed (ISO 8601); null when it ran on real time. */
  now: string | null
  pending: PendingReply[]
  store: StoreSnapshot
}

/** The API this package mocks, as a state names it. */
export const API_NAME = `${document.info.title} ${document.info.version}`

/** This package's version, as a state names it. */
export const PACKAGE_VERSION = packageJson.version

/** The state as text. */
export async function encodeState(state: SharedState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(state))
  const deflated = await pipeThrough(json, new CompressionStream('deflate-raw') as never, Infinity)
  return `${PREFIX}${STATE_VERSION}.${toBase64Url(deflated)}`
}

/**
 * Reads a state text (or a share link holding one) back; throws StoreSnapshotError naming what
 * is wrong: not a state, another format version, damaged or cut short, too big, another package
 * version or API, a setting or the store that does not check.
 */
export async function decodeState(value: unknown): Promise<SharedState> {
  const bytes = stateBytes(value)
  return stateOf(await inflated(bytes))
}

/**
 * The same check as `decodeState`, at once, with an inflate of the caller's (Node's
 * `inflateRawSync`): for an entry that must refuse a state before it returns.
 */
export function decodeStateSync(
  value: unknown,
  inflate: (bytes: Uint8Array, limit: number) => Uint8Array,
): SharedState {
  const bytes = stateBytes(value)
  let json: Uint8Array
  try {
    json = inflate(bytes, MAX_STATE_JSON_BYTES)
  } catch (error) {
    if (error instanceof RangeError) {
      fail('state', `inflates past ${MAX_STATE_JSON_BYTES} bytes, over the size limit`)
    }
    fail('state', 'is damaged or cut short: it does not inflate; copy the whole link or file again')
  }
  return stateOf(json)
}

// The text's deflated bytes, after its prefix and version are checked.
function stateBytes(value: unknown): Uint8Array {
  if (typeof value !== 'string')
    fail('state', `must be a state text from share(), got ${typeof value}`)
  let text = value.trim()
  const linked = text.indexOf(STATE_LINK_KEY)
  if (linked !== -1) text = fromLink(text.slice(linked + STATE_LINK_KEY.length).split('&')[0]!)
  if (text.length > MAX_STATE_CHARS) {
    fail('state', `is ${text.length} characters, over the ${MAX_STATE_CHARS}-character limit`)
  }
  const head = /^petstore-state\.(\d+)\.(.*)$/s.exec(text)
  if (!head)
    fail(
      'state',
      `is not a petstore-mock state text (it must start with "${PREFIX}${STATE_VERSION}.")`,
    )
  if (Number(head[1]) !== STATE_VERSION) {
    fail(
      'state',
      `is format version ${head[1]}; this petstore-mock (${PACKAGE_VERSION}) reads version ${STATE_VERSION}`,
    )
  }
  return fromBase64Url(head[2]!)
}

async function inflated(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    return await pipeThrough(
      bytes,
      new DecompressionStream('deflate-raw') as never,
      MAX_STATE_JSON_BYTES,
    )
  } catch (error) {
    if (error instanceof StoreSnapshotError) throw error
    fail('state', 'is damaged or cut short: it does not inflate; copy the whole link or file again')
  }
}

function stateOf(bytes: Uint8Array): SharedState {
  let json: string
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    fail('state', 'is damaged: its content is not UTF-8 text; copy the whole link or file again')
  }
  let parsed: unknown
  try {
    parsed = parseJson(json)
  } catch (error) {
    if (error instanceof JsonDepthError)
      fail('state', `is refused: its content is ${error.message}`)
    fail('state', 'is damaged: its content is not JSON; copy the whole link or file again')
  }
  return checkState(parsed)
}

function checkState(value: unknown): SharedState {
  if (!isRecord(value)) fail('state', 'is damaged: its content is not an object')
  if (value.package !== PACKAGE_VERSION) {
    fail(
      'package',
      `was made by petstore-mock ${show(value.package)}; this is ${PACKAGE_VERSION}, which loads only its own states`,
    )
  }
  if (value.api !== API_NAME) fail('api', `is for ${show(value.api)}; this mock serves ${API_NAME}`)
  const problems: SnapshotProblem[] = []
  const need = (path: string, ok: boolean, message: string) => {
    if (!ok) problems.push({ path, message })
  }
  const extra = Object.keys(value).filter((key) => !STATE_KEYS.has(key))
  need('state', extra.length === 0, `has unknown fields: ${extra.join(', ')}`)
  need('seed', Number.isSafeInteger(value.seed), 'must be a whole number')
  need(
    'scenario',
    value.scenario === 'custom' || checkScenarioName(value.scenario).ok,
    'must be a scenario name or custom',
  )
  need(
    'size',
    value.size === undefined || (Number.isInteger(value.size) && (value.size as number) >= 1),
    'must be a whole number of at least 1',
  )
  need('latency', checkLatency(value.latency).ok, 'must be a latency setting')
  need('faultRate', checkFaultRate(value.faultRate).ok, 'must be a number from 0 to 1')
  need(
    'now',
    value.now === null || (typeof value.now === 'string' && checkNow(value.now).ok),
    'must be an ISO 8601 date or null',
  )
  const pending = value.pending
  need('pending', Array.isArray(pending), 'must be a list of one-off replies')
  if (Array.isArray(pending)) problems.push(...pendingProblems(pending))
  if (problems.length > 0) throw new StoreSnapshotError(problems)
  let store: StoreSnapshot
  try {
    store = parseStoreSnapshot(value.store)
  } catch (error) {
    if (!(error instanceof StoreSnapshotError)) throw error
    throw new StoreSnapshotError(error.problems.map((p) => ({ ...p, path: `store.${p.path}` })))
  }
  return { ...(value as unknown as SharedState), store }
}

const STATE_KEYS = new Set<string>([
  'package',
  'api',
  'seed',
  'scenario',
  'size',
  'latency',
  'faultRate',
  'now',
  'pending',
  'store',
] satisfies Array<keyof SharedState>)

const PENDING_KEYS = new Set(['operationId', 'status', 'body', 'headers', 'delay'])

// Each one-off reply through the same check as a test's nextResponse(): a known operation, a
// documented status and body, a bounded delay, headers a reply may set.
function pendingProblems(pending: unknown[]): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  pending.forEach((item, i) => {
    const path = `pending[${i}]`
    if (!isRecord(item)) return void problems.push({ path, message: 'must be a one-off reply' })
    const extra = Object.keys(item).filter((key) => !PENDING_KEYS.has(key))
    if (extra.length > 0) {
      return void problems.push({ path, message: `has unknown fields: ${extra.join(', ')}` })
    }
    const operation = operations.find((op) => op.operationId === item.operationId)
    if (!operation) {
      return void problems.push({
        path: `${path}.operationId`,
        message: `must name an operation of openapi.yaml, got ${show(item.operationId)}`,
      })
    }
    try {
      planReply(operation, item as AnyReply, 'pending reply')
    } catch (error) {
      problems.push({ path, message: (error as Error).message })
    }
  })
  return problems
}

function fail(path: string, message: string): never {
  throw new StoreSnapshotError([{ path, message }])
}

function pipeThrough(
  bytes: Uint8Array,
  transform: { readable: ReadableStream<Uint8Array>; writable: WritableStream<Uint8Array> },
  limit: number,
): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  return readBounded(source.pipeThrough(transform), limit, () =>
    fail('state', `inflates past ${limit} bytes, over the size limit`),
  )
}

function fromLink(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    fail('state', 'is damaged: the link holds a broken % escape; copy the whole link again')
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) {
    fail(
      'state',
      'is damaged: it holds characters outside base64url; copy the whole link or file again',
    )
  }
  if (text.length % 4 === 1) fail('state', 'is cut short: its base64url text ends mid-character')
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function show(value: unknown): string {
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : String(value)
}
