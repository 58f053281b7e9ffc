/**
 * The request journal as HAR 1.2: what `petstore.requests.toHAR()`, `GET /__admin/requests.har`
 * and the harness's "Download HAR" give. Each entry is one answered request with its headers
 * (credentials already redacted by the journal) and response body, so a session opens in DevTools
 * and loads back with `fromHar`.
 */
import { harEntry, harOf } from './build'
import type { Har, HarEntry } from './types'

/** The parts of a journal entry (`../journal.ts`) a HAR entry is made of. */
export interface JournalExchange {
  at: string
  durationMs: number
  method: string
  url: string
  operationId: string | undefined
  status: number
  body: unknown
  requestHeaders: Readonly<Record<string, string>>
  responseHeaders: Readonly<Record<string, string>>
  responseBody?: unknown
  code: string | undefined
  message?: string
  proxied?: true
}

/** A HAR file of journal entries, oldest first. */
export function journalHar(entries: Iterable<JournalExchange>): Har {
  const out: HarEntry[] = []
  for (const entry of entries) {
    const body = responseBodyOf(entry)
    out.push(
      harEntry({
        startedAt: new Date(entry.at),
        durationMs: entry.durationMs,
        method: entry.method,
        url: entry.url,
        requestHeaders: entry.requestHeaders,
        requestBody: entry.body === undefined ? undefined : JSON.stringify(entry.body),
        status: entry.status,
        responseHeaders: entry.responseHeaders,
        responseBody: body === undefined ? undefined : JSON.stringify(body),
        mock: {
          ...(entry.operationId !== undefined && { operationId: entry.operationId }),
          ...(entry.proxied && { proxied: true }),
        },
      }),
    )
  }
  return harOf(out)
}

// An entry another tab sent without its body still shows its Error object.
function responseBodyOf(entry: JournalExchange): unknown {
  if (entry.responseBody !== undefined || entry.code === undefined) return entry.responseBody
  return { code: entry.code, message: entry.message ?? '', status: entry.status }
}
