/**
 * Builds HAR 1.2 entries from exchanges, for the proxy's recordings and the journal's export.
 * Every header list passes the one redaction rule (`../redact.ts`) on the way in, so a HAR file
 * never carries a credential even when its source kept one.
 */
import { utf8Length } from '../json-text'
import { redactHeaders } from '../redact'
import type { Har, HarEntry, NamedHeader } from './types'

/** What this HAR writer calls itself in `log.creator`. */
export const HAR_CREATOR = { name: 'petstore-mock', version: '1' } as const

/** Headers in any of the forms Fetch and the journal keep them. */
export type ExchangeHeaders =
  Headers | Iterable<readonly [string, string]> | Readonly<Record<string, string>>

/** One exchange, as the proxy or the journal knows it. */
export interface Exchange {
  startedAt: Date
  durationMs: number
  method: string
  url: string
  requestHeaders: ExchangeHeaders
  /** The request body as text, when there was one. */
  requestBody?: string | undefined
  status: number
  statusText?: string
  responseHeaders: ExchangeHeaders
  /** The response body as text, when there was one. */
  responseBody?: string | undefined
  /** Header names (lower case) redacted besides Authorization and cookies. */
  redact?: ReadonlySet<string>
  /** What the mock knows of the exchange, kept in HAR's `_` extension field. */
  mock?: HarEntry['_petstoreMock']
}

/** A HAR file around `entries`. */
export function harOf(entries: HarEntry[]): Har {
  return { log: { version: '1.2', creator: { ...HAR_CREATOR }, pages: [], entries } }
}

/** One HAR entry, headers redacted. */
export function harEntry(exchange: Exchange): HarEntry {
  const url = new URL(exchange.url)
  const requestHeaders = listOf(redactHeaders(exchange.requestHeaders, exchange.redact))
  const responseHeaders = listOf(redactHeaders(exchange.responseHeaders, exchange.redact))
  const time = Math.max(0, Math.round(exchange.durationMs * 1000) / 1000)
  const { requestBody } = exchange
  const responseBody = exchange.responseBody ?? ''
  return {
    startedDateTime: exchange.startedAt.toISOString(),
    time,
    request: {
      method: exchange.method,
      url: exchange.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: requestHeaders,
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(requestBody !== undefined && {
        postData: {
          mimeType: headerOf(requestHeaders, 'content-type') ?? 'application/json',
          text: requestBody,
        },
      }),
      headersSize: -1,
      bodySize: requestBody === undefined ? 0 : utf8Length(requestBody),
    },
    response: {
      status: exchange.status,
      statusText: exchange.statusText ?? '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: responseHeaders,
      content: {
        size: utf8Length(responseBody),
        mimeType: headerOf(responseHeaders, 'content-type') ?? '',
        ...(responseBody !== '' && { text: responseBody }),
      },
      redirectURL: headerOf(responseHeaders, 'location') ?? '',
      headersSize: -1,
      bodySize: utf8Length(responseBody),
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    ...(exchange.mock && { _petstoreMock: exchange.mock }),
  }
}

function listOf(headers: Record<string, string>): NamedHeader[] {
  return Object.entries(headers).map(([name, value]) => ({ name, value }))
}

function headerOf(headers: NamedHeader[], name: string): string | undefined {
  return headers.find((h) => h.name === name)?.value
}
