/**
 * The suites' own JSON requests, written once: a request to a base URL with the demo key, sent
 * through `fetch` or a mock's own `petstore.fetch`, read back as its status, headers and body.
 */

/** The headers the suites' requests carry: the demo key, and a JSON body's type. */
export const DEMO_HEADERS: Readonly<Record<string, string>> = {
  Authorization: 'Bearer petstore-demo-key',
  'Content-Type': 'application/json',
}

/** An answer as the suites read it: the body parsed as JSON, undefined when empty. */
export interface SentAnswer {
  status: number
  headers: Headers
  body: unknown
}

/**
 * A function that sends `method path` (under `base`) with a JSON body and `headers`
 * (`DEMO_HEADERS` unless given), through `send` (global `fetch` unless given).
 */
export function jsonSender(
  base: string,
  // Looked up per request: msw's interceptor replaces globalThis.fetch once the mock listens.
  send: (request: Request) => Promise<Response | undefined> = (request) => fetch(request),
) {
  return async (
    method: string,
    path: string,
    body?: unknown,
    headers: Readonly<Record<string, string>> = DEMO_HEADERS,
  ): Promise<SentAnswer> => {
    const request = new Request(base + path, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    const response = await send(request)
    if (!response) throw new Error(`${method} ${path} is outside the mock`)
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    }
  }
}
