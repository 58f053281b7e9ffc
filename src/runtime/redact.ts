/**
 * The one rule for secrets in recorded traffic: the journal (and every surface that reads it:
 * `petstore.requests`, the browser harness, `/__admin/requests`, HAR export) keeps a sensitive
 * header's name, so a reader sees that it was sent, but never its value.
 */
import { lowerHeaderName } from './header-name'

/** What stands in for a sensitive header's value. */
export const REDACTED = '[redacted]'

/** Headers whose values are credentials: never recorded. Lower case, as Fetch `Headers` names them. */
export const SENSITIVE_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  // The classic Petstore's credential header (its securitySchemes name it `api_key`).
  'api_key',
])

/**
 * Headers as a plain record fit to record: names in lower case, credentials' values replaced by
 * `[redacted]` (`extra` names more headers to hide, lower case, e.g. a backend's API-key header). Takes a Fetch `Headers`, `[name, value]` pairs or a record; repeated names are
 * joined with `, ` as `Headers` joins them.
 */
export function redactHeaders(
  headers: Headers | Iterable<readonly [string, string]> | Readonly<Record<string, string>>,
  extra?: ReadonlySet<string>,
): Record<string, string> {
  const out: Record<string, string> = {}
  // A server's raw [name, value, …] list (`flat`) and a plain record are read without building
  // a [name, value] pair per header: the journal redacts every request's headers.
  const flat = (headers as { flat?: unknown }).flat
  if (Array.isArray(flat)) {
    for (let i = 0; i + 1 < flat.length; i += 2)
      add(out, String(flat[i]), String(flat[i + 1]), extra)
  } else if (Symbol.iterator in headers) {
    // A Headers is iterable; naming the `Headers` global would make Node 20 load undici
    // (20–30 ms) inside serve's first request.
    for (const [name, value] of headers as Iterable<readonly [string, string]>) {
      add(out, name, value, extra)
    }
  } else {
    const record = headers as Readonly<Record<string, string>>
    for (const name of Object.keys(record)) add(out, name, record[name] as string, extra)
  }
  return out
}

function add(
  out: Record<string, string>,
  name: string,
  value: string,
  extra: ReadonlySet<string> | undefined,
): void {
  const lower = lowerHeaderName(name)
  const safe = SENSITIVE_HEADERS.has(lower) || extra?.has(lower) ? REDACTED : String(value)
  const before = Object.hasOwn(out, lower) ? out[lower] : undefined
  const joined = before === undefined || safe === REDACTED ? safe : `${before}, ${safe}`
  // A header named `__proto__` must stay data, not become the record's prototype.
  if (lower === '__proto__') {
    Object.defineProperty(out, lower, { value: joined, enumerable: true, writable: true })
  } else out[lower] = joined
}
