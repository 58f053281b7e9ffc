/**
 * The error codes openapi.yaml promises, read from the `## Errors` section of `info.description`
 * rather than from the mock's own table, so the checks stay independent of the implementation.
 */
import { document } from '../contract/generated/openapi-document'

/**
 * Parses "`a` (400), `b`, `c` (409, with `details`)" into { a: 400, b: 409, c: 409 }.
 * Backticked words inside the parentheses are remarks, not codes, and a sentence end drops
 * backticked words that no status followed (such as "`status` equals the HTTP status.").
 */
export function parseErrorCodes(text: string): Record<string, number> {
  const codes: Record<string, number> = {}
  let pending: string[] = []
  for (const match of text.matchAll(/\((\d{3})[^)]*\)|`([a-z][a-z0-9_]*)`|\.\s/g)) {
    if (match[0].startsWith('.')) {
      pending = []
    } else if (match[1] !== undefined) {
      for (const code of pending) codes[code] = Number(match[1])
      pending = []
    } else if (match[2] !== undefined) {
      pending.push(match[2])
    }
  }
  return codes
}

function errorsSection(description: string): string {
  const start = description.search(/^##\s+Errors\s*$/m)
  if (start === -1) return ''
  const rest = description.slice(start).replace(/^##\s+Errors\s*$/m, '')
  const end = rest.search(/^##\s/m)
  return end === -1 ? rest : rest.slice(0, end)
}

/** Every error code of the contract and its HTTP status. */
export const errorCatalogue: Readonly<Record<string, number>> = parseErrorCodes(
  errorsSection(document.info.description ?? ''),
)
