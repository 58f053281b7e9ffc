/**
 * The one way outside JSON is parsed: a depth check before `JSON.parse`. The parse itself copes
 * with any depth, but what walks the value afterwards (validation, cloning, the store) recurses,
 * and thousands of levels overflow the stack as a 500 or a crash. The check is one linear scan
 * of the text, so nothing recurses and a body costs O(n) once.
 */

/** The deepest JSON input accepted: a snapshot or HAR file is under 10 levels, a body under 5. */
export const MAX_JSON_DEPTH = 64

/** Too deep to parse; a SyntaxError, so every caller's "not valid JSON" handling applies. */
export class JsonDepthError extends SyntaxError {
  constructor(maxDepth: number) {
    super(`JSON nested deeper than ${maxDepth} levels, the limit`)
    this.name = 'JsonDepthError'
  }
}

/** `JSON.parse(text)`, or a JsonDepthError when arrays and objects nest deeper than `maxDepth`. */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  // Nesting past maxDepth takes more than maxDepth brackets, so a shorter text (most bodies)
  // needs no scan.
  if (text.length > maxDepth) checkDepth(text, maxDepth)
  return JSON.parse(text) as unknown
}

function checkDepth(text: string, maxDepth: number): void {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      i = stringEnd(text, i)
      if (i === -1) return // unterminated: JSON.parse says so
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) throw new JsonDepthError(maxDepth)
    } else if (c === 0x5d || c === 0x7d) depth--
  }
}

// The closing quote of the string opening at `start`, found by indexOf (strings are most of a
// snapshot's text): a quote after an odd run of backslashes is escaped and skipped.
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1)
  while (end !== -1) {
    let slashes = 0
    while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++
    if (slashes % 2 === 0) return end
    end = text.indexOf('"', end + 1)
  }
  return -1
}

/**
 * What is wrong with a file whose text `parseJson` refused, in words a person reads: cut short,
 * not JSON, or nested too deep (JSON.parse's own "Unexpected end of JSON input" names none).
 *
 * @example
 * jsonProblem(new SyntaxError('Unexpected end of JSON input')) // 'its JSON ends early (is the file cut short?)'
 */
export function jsonProblem(error: unknown, text?: string): string {
  const message = (error as Error).message
  if (error instanceof JsonDepthError) return `it is ${message}`
  // Chromium names the position instead: one at the end of the text is a file cut short.
  const at = Number(/at position (\d+)/.exec(message)?.[1] ?? NaN)
  const atEnd = text !== undefined && at >= text.trimEnd().length
  if (atEnd || /end of (JSON )?input|Unterminated/i.test(message))
    return 'its JSON ends early (is the file cut short?)'
  return `it is not valid JSON (${message})`
}
