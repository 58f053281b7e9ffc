/**
 * The messages tabs of one origin exchange on their BroadcastChannel (requests and answers,
 * controls, shared settings, the leader's store and journal news): plain data only, each checked
 * on arrival, since the channel is shared with any page of the origin.
 */
import type { StoreEnvelope } from '../../../db/snapshot'
import type { ScenarioName } from '../../../factories/scenarios'
import type { StoreReplacedReason } from '../../../runtime/lifecycle'
import type { JournalEntry } from '../../../runtime/journal'
import type { StoreRecords } from '../worker-status'
import type { HarnessChoices } from '../harness/choices'

/** Marks every message of this protocol (other pages may use the channel's name too). */
export const TAB_PROTOCOL = 'petstore-mock/tabs@1'

/**
 * A request header the follower sets on what it forwards: the leader must not apply its own
 * API-key override on top of the follower's (the key choice is per tab).
 */
export const FORWARDED_HEADER = 'x-petstore-mock-forwarded'

export interface ForwardedRequest {
  method: string
  url: string
  headers: Array<[string, string]>
  /** The body as text; null for none. */
  body: string | null
}

export interface ForwardedResponse {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: string
}

/** What a follower asks the leader to do to the shared store. */
export type ControlAction =
  | { op: 'reset' }
  | { op: 'scenario'; scenario: ScenarioName; size?: number }
  | { op: 'rewind'; seq: number }
  | { op: 'redo' }
  | { op: 'state'; state: string }

/** The error a `redo` control answers when there was nothing to redo (the follower reads false). */
export const NOTHING_TO_REDO = 'nothing to redo'

/** The harness switches every tab shares (the API key stays per tab). */
export type SharedSettings = Pick<HarnessChoices, 'scenario' | 'latency' | 'faultRate' | 'clock'> &
  Partial<Pick<HarnessChoices, 'fault'>>

/** Every message on the channel. `from` is the sending tab's id, `to` the addressee's. */
export type TabMessage =
  | { kind: 'request'; id: string; from: string; request: ForwardedRequest }
  | { kind: 'received'; id: string; from: string; to: string }
  | { kind: 'response'; id: string; from: string; to: string; response: ForwardedResponse }
  | { kind: 'control'; id: string; from: string; action: ControlAction }
  | { kind: 'done'; id: string; from: string; to: string; error?: string }
  | { kind: 'leader'; from: string }
  | { kind: 'replaced'; from: string; reason: StoreReplacedReason; store: StoreEnvelope }
  | { kind: 'settings'; from: string; settings: SharedSettings }
  | { kind: 'journal'; from: string; entries: JournalEntry[]; records: StoreRecords }

type Envelope = TabMessage & { protocol: typeof TAB_PROTOCOL }

const kinds = new Set<TabMessage['kind']>([
  'request',
  'received',
  'response',
  'control',
  'done',
  'leader',
  'replaced',
  'settings',
  'journal',
])

export function tabMessage(message: TabMessage): Envelope {
  return { ...message, protocol: TAB_PROTOCOL }
}

/**
 * The message in `data` when it is one of this protocol's, else undefined. The fields each kind
 * relies on are checked; the payloads (stores, settings) are checked again where they are used.
 */
export function readTabMessage(data: unknown): TabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as Partial<Envelope> & Record<string, unknown>
  if (message.protocol !== TAB_PROTOCOL || !kinds.has(message.kind as TabMessage['kind'])) {
    return undefined
  }
  if (typeof message.from !== 'string') return undefined
  const needs: Record<TabMessage['kind'], string[]> = {
    request: ['id', 'request'],
    received: ['id', 'to'],
    response: ['id', 'to', 'response'],
    control: ['id', 'action'],
    done: ['id', 'to'],
    leader: [],
    replaced: ['reason', 'store'],
    settings: ['settings'],
    journal: ['entries', 'records'],
  }
  for (const field of needs[message.kind as TabMessage['kind']]) {
    if (message[field] === undefined || message[field] === null) return undefined
  }
  if (message.kind === 'journal' && !Array.isArray(message.entries)) return undefined
  const rest: Record<string, unknown> = { ...message }
  delete rest.protocol
  return rest as unknown as TabMessage
}

/** Reads a request into plain data (its body is consumed). */
export async function toForwardedRequest(request: Request): Promise<ForwardedRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: hasBody ? await request.text() : null,
  }
}

/** The request again, marked as forwarded. */
export function fromForwardedRequest(plain: ForwardedRequest): Request {
  const headers = new Headers(plain.headers)
  headers.set(FORWARDED_HEADER, '1')
  return new Request(plain.url, { method: plain.method, headers, body: plain.body })
}

/** Reads a response into plain data (its body is consumed). */
export async function toForwardedResponse(response: Response): Promise<ForwardedResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.text(),
  }
}

export function fromForwardedResponse(plain: ForwardedResponse): Response {
  // 204 and 304 carry no body; the Response constructor throws if given one.
  const empty = plain.status === 204 || plain.status === 304
  return new Response(empty ? null : plain.body, {
    status: plain.status,
    statusText: plain.statusText,
    headers: plain.headers,
  })
}

/** A fresh id for a tab or a message. */
export function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2) + Date.now().toString(36)
}
