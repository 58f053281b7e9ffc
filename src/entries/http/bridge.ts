/**
 * The two conversions between node:http and the Fetch API that MSW handlers speak: an
 * IncomingMessage becomes a Request, a Response is written to a ServerResponse.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { ApiError } from '../../contract/errors'
import { streamBody, type BodyLimitOptions } from './body-limit'

/**
 * The URL a client asked for. The Host header is kept (paging links must point where the client
 * can reach), unless it is missing or not a host, then the server's own address stands in.
 *
 * @example
 * requestUrl(req, 'http://127.0.0.1:4010').href // 'http://localhost:4010/api/v1/pets?limit=5'
 */
export function requestUrl(req: IncomingMessage, fallbackOrigin: string): URL {
  const target = req.url ?? '/'
  // Absolute-form targets (as proxies send them) only lend their path and query.
  const absolute = target.startsWith('/') ? undefined : safeUrl(target)
  const pathAndQuery = absolute ? absolute.pathname + absolute.search : target
  const host = req.headers.host
  const validHost =
    host !== undefined && /^[\w.-]+(?::\d{1,5})?$|^\[[\da-f:.]+\](?::\d{1,5})?$/i.test(host)
  // Joined as text, not resolved: a target like `//other.host/x` must stay a path on this host.
  const base = validHost ? `http://${host}` : fallbackOrigin
  return (
    safeUrl(base + (pathAndQuery.startsWith('/') ? pathAndQuery : '/')) ?? new URL(fallbackOrigin)
  )
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
 *
 * @example
 * const request = toRequest(req, 'http://127.0.0.1:4010')
 * const response = await getResponse(handlers, request)
 */
export function toRequest(
  req: IncomingMessage,
  fallbackOrigin: string,
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
  return new Request(requestUrl(req, fallbackOrigin), {
    method: req.method ?? 'GET',
    headers,
    body,
    // Required by the Fetch API for a streamed request body.
    ...(body && { duplex: 'half' }),
  } as RequestInit)
}

/**
 * Writes a Fetch Response to a ServerResponse, buffered so it carries a Content-Length (every
 * answer of this API is small) and keeps the connection reusable.
 *
 * @example
 * await writeResponse(res, HttpResponse.json({ ok: true }), { 'Access-Control-Allow-Origin': '*' })
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

/**
 * The JSON Response of an ApiError, exactly as the pipeline shapes one.
 *
 * @example
 * errorResponse(new ApiError('not_found', 'No route at GET /nope.')).status // 404
 */
export function errorResponse(error: ApiError): Response {
  return Response.json(error.toBody(), { status: error.status, headers: error.headers })
}
