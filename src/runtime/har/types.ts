/**
 * The parts of HAR 1.2 (the HTTP Archive format Chrome DevTools, Firefox and Charles read and
 * write) that the mock writes: one log, its creator, and an entry per exchange.
 */

/** A header or query parameter, as HAR lists them. */
export interface NamedHeader {
  name: string
  value: string
}

/** A whole HAR file. */
export interface Har {
  log: HarLog
}

/** The log of a HAR file. */
export interface HarLog {
  version: '1.2'
  creator: { name: string; version: string }
  pages: []
  entries: HarEntry[]
}

/** One request and its response. */
export interface HarEntry {
  /** When the request started, ISO 8601. */
  startedDateTime: string
  /** Milliseconds from the request to the whole response. */
  time: number
  request: HarRequest
  response: HarResponse
  cache: Record<string, never>
  timings: { send: number; wait: number; receive: number }
  /** Set on entries the mock answered itself rather than a real backend (HAR allows `_` fields). */
  _petstoreMock?: { operationId?: string; proxied?: boolean }
}

/** The request of an entry. */
export interface HarRequest {
  method: string
  url: string
  httpVersion: string
  cookies: []
  headers: NamedHeader[]
  queryString: NamedHeader[]
  postData?: { mimeType: string; text: string }
  headersSize: -1
  bodySize: number
}

/** The response of an entry. */
export interface HarResponse {
  status: number
  statusText: string
  httpVersion: string
  cookies: []
  headers: NamedHeader[]
  content: { size: number; mimeType: string; text?: string; encoding?: 'base64' }
  redirectURL: string
  headersSize: -1
  bodySize: number
}
