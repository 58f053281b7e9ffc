/**
 * The two conversions between node:http and the Fetch API that MSW handlers speak: an
 * IncomingMessage becomes a Request, a Response is written to a ServerResponse.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { ApiError } from '../../contract/errors'
import type { PipelineAnswer } from '../../runtime/answer'
import type { Call } from '../../runtime/request-parts'
import { lowerHeaderName } from '../../runtime/header-name'
import { hasBody, streamBody, type BodyLimitOptions } from './body-limit'

/**
 * The URL a client asked for. The Host header is kept (paging links must point where the client
 * can reach), unless it is missing or not a host, then the server's own address stands in.
 */
export function requestUrl(req: IncomingMessage, fallbackOrigin: string | (() => string)): URL {
  const target = req.url ?? '/'
  // Absolute-form targets (as proxies send them) only lend their path and query.
  const absolute = target.startsWith('/') ? undefined : safeUrl(target)
  const pathAndQuery = absolute ? absolute.pathname + absolute.search : target
  const host = req.headers.host
  const validHost =
    host !== undefined && /^[\w.-]+(?::\d{1,5})?$|^\[[\da-f:.]+\](?::\d{1,5})?$/i.test(host)
  // The server's own address is worked out only when it is needed.
  const fallback = () => (typeof fallbackOrigin === 'string' ? fallbackOrigin : fallbackOrigin())
  // Joined as text, not resolved: a target like `//other.host/x` must stay a path on this host.
  const base = validHost ? `http://${host}` : fallback()
  return safeUrl(base + (pathAndQuery.startsWith('/') ? pathAndQuery : '/')) ?? new URL(fallback())
}

function safeUrl(input: string): URL | undefined {
  try {
    return new URL(input)
  } catch {
    return undefined
  }
}

/**
 * An IncomingMessage as a Fetch Request whose body streams with the size limit enforced.
 * Throws a 400 ApiError when the headers cannot form a Request.
 */
export function toRequest(
  req: IncomingMessage,
  fallbackOrigin: string | URL,
  bodyOptions: BodyLimitOptions = {},
): Request {
  const headers = new Headers()
  try {
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string)
    }
  } catch {
    throw new ApiError('validation_failed', 'A request header is not a valid HTTP header.')
  }
  const body = streamBody(req, bodyOptions)
  const url = typeof fallbackOrigin === 'string' ? requestUrl(req, fallbackOrigin) : fallbackOrigin
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    body,
    // Required by the Fetch API for a streamed request body.
    ...(body && { duplex: 'half' }),
  } as RequestInit)
}

/**
 * An IncomingMessage as the pipeline reads it: method, URL and headers straight from node, and
 * the Fetch Request (body stream included) built only if something asks for it.
 */
export function toCall(req: IncomingMessage, url: URL, bodyOptions: BodyLimitOptions = {}): Call {
  return {
    method: req.method ?? 'GET',
    url: url.href,
    parsedUrl: url,
    headers: rawHeaderReader(req.rawHeaders),
    hasBody: hasBody(req),
    toRequest: () => toRequest(req, url, bodyOptions),
  }
}

// Fetch's Headers.get over node's raw list: names compared without case, repeated fields joined
// with ", " as Headers joins them (node's own `headers` object drops some repeats instead).
// `flat` hands the list itself to readers that walk it (the journal's redaction) without pairs.
function rawHeaderReader(raw: string[]): Call['headers'] & { flat: readonly string[] } {
  return {
    flat: raw,
    *[Symbol.iterator]() {
      for (let i = 0; i < raw.length; i += 2) yield [raw[i] as string, raw[i + 1] as string]
    },
    get(name) {
      let value: string | null = null
      for (let i = 0; i < raw.length; i += 2) {
        if ((raw[i] as string).length !== name.length) continue
        if ((raw[i] as string).toLowerCase() !== name.toLowerCase()) continue
        value = value === null ? (raw[i + 1] as string) : `${value}, ${raw[i + 1] as string}`
      }
      return value
    },
  }
}

/**
 * Writes the pipeline's answer: a serialised one as it is (its headers were built once, its
 * body is text with its length known), a Response through `writeResponse`.
 */
export function writeAnswer(
  res: ServerResponse,
  answer: PipelineAnswer,
  extraHeaders: Record<string, string> = {},
): Promise<void> | undefined {
  if (answer.response) return writeResponse(res, answer.response, extraHeaders)
  if (res.destroyed || res.headersSent) return undefined
  // A flat [name, value, …] list: node writes it as it is, without building a header object.
  // Names go out in lower case as before; a name both lists give is sent on two lines.
  const headers: string[] = []
  for (const name in extraHeaders) headers.push(lowerHeaderName(name), extraHeaders[name] as string)
  for (const name in answer.headers)
    headers.push(lowerHeaderName(name), answer.headers[name] as string)
  res.writeHead(answer.status, headers)
  res.end(answer.body ?? undefined)
  return undefined
}

/**
 * Writes a Fetch Response to a ServerResponse, buffered so it carries a Content-Length (every
 * answer of this API is small) and keeps the connection reusable.
 */
export async function writeResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined
  if (res.destroyed || res.headersSent) return
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value
  response.headers.forEach((value, name) => {
    const existing = headers[name]
    // Headers joins repeated fields except Set-Cookie, which must stay separate lines.
    headers[name] = existing === undefined ? value : [existing, value].flat().map(String)
  })
  if (body) headers['content-length'] = body.byteLength
  res.writeHead(response.status, headers)
  res.end(body)
}

/** The JSON Response of an ApiError, exactly as the pipeline shapes one. */
export function errorResponse(error: ApiError): Response {
  return Response.json(error.toBody(), { status: error.status, headers: error.headers })
}
